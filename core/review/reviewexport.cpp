// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewexport.h"

#include "fixapplier.h"
#include "lintreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ReviewExport", text);
}

// Backslash-escapes what Markdown would read as markup (CommonMark allows it before any ASCII
// punctuation), so a message quoting `*` or `<tag>` prints as written.
QString escapeMarkdown(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (QStringView(u"\\`*_[]<>#|~").contains(c)) out += u'\\';
        out += c;
    }
    return out;
}

// A fence longer than any backtick run inside, so a line holding ``` cannot close it.
QString fenceFor(const QString &body)
{
    int longest = 0, run = 0;
    for (const QChar c : body) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return QString(std::max(3, longest + 1), u'`');
}

QString code(const QString &text)
{
    const QString fence = text.contains(u'`') ? QStringLiteral("`` ") : QStringLiteral("`");
    const QString close = text.contains(u'`') ? QStringLiteral(" ``") : QStringLiteral("`");
    return fence + text + close;
}

QString issueComment(const QString &path, const Issue &issue, const QString &draftText)
{
    QString out =
        QStringLiteral("**%1:%2** · %3 · %4\n\n%5\n")
            .arg(escapeMarkdown(path))
            .arg(issue.range.start.line + 1)
            .arg(severityName(issue.severity), code(issue.check), escapeMarkdown(issue.message));
    if (issue.fix && issue.side == Side::Draft)
        if (const auto lines = suggestedLines(draftText, *issue.fix)) {
            const QString fence = fenceFor(*lines);
            out += QStringLiteral("\n%1suggestion\n%2\n%1\n").arg(fence, *lines);
        }
    return out + u'\n';
}

QString countsText(const IssueCounts &c)
{
    return tr("%1 errors, %2 warnings, %3 notes").arg(c.errors).arg(c.warnings).arg(c.infos);
}

QJsonValue lineRange(int first, int last)
{
    if (first < 0) return QJsonValue();
    return QJsonArray{first + 1, last + 1};
}

QJsonObject issueJson(const Issue &i, const QString &draftText)
{
    QJsonObject o = issueToJson(i);
    if (i.fix) {
        if (i.side == Side::Draft)
            if (const auto lines = suggestedLines(draftText, *i.fix)) o["suggestion"] = *lines;
    }
    return o;
}

QJsonValue sourceJson(const ResolvedSource &s)
{
    if (!s.isValid()) return QJsonValue();
    QJsonObject o{{"origin", sourceOriginName(s.origin)}, {"label", s.label()}, {"path", s.path}};
    if (!s.commit.isEmpty()) o["commit"] = s.commit;
    if (!s.syncedBy.isEmpty()) o["syncedBy"] = QJsonArray::fromStringList(s.syncedBy);
    return o;
}

bool keep(const ReviewFile &f, const Issue &i, const ReviewExportOptions &options)
{
    return !options.onlyChangedLines || f.isOnChangedLine(i);
}

} // namespace

std::optional<QString> suggestedLines(const QString &draftText, const Fix &fix)
{
    const QStringList before = draftText.split(u'\n');
    const int first = fix.range.start.line, last = fix.range.end.line;
    if (first < 0 || last < first || last >= before.size()) return std::nullopt;
    // Lines after the fixed ones are untouched, so count them from the end.
    const QStringList after = applyFix(draftText, fix).split(u'\n');
    const qsizetype tail = before.size() - 1 - last;
    const qsizetype count = after.size() - tail - first;
    if (count < 0) return std::nullopt;
    return after.mid(first, count).join(u'\n');
}

QByteArray formatMarkdown(const QList<FileReport> &reports,
                          const QHash<QString, QString> &draftTexts)
{
    QString out;
    for (const FileReport &r : reports) {
        out += QStringLiteral("## %1\n\n").arg(code(r.draft));
        if (r.issues.isEmpty()) out += tr("No issues.") + QStringLiteral("\n\n");
        const QString draftText = draftTexts.value(r.draft);
        for (const Issue &i : r.issues)
            out += issueComment(i.side == Side::Source && !r.source.isEmpty() ? r.source : r.draft,
                                i, draftText);
    }
    return out.toUtf8();
}

QByteArray reviewToMarkdown(const Review &review, const ReviewExportOptions &options)
{
    IssueCounts total;
    for (const ReviewFile &f : review.files) {
        total.errors += f.counts.errors;
        total.warnings += f.counts.warnings;
        total.infos += f.counts.infos;
    }
    QString out = tr("# Translation review against %1 (merge base %2)\n\n")
                      .arg(code(review.baseRef), code(review.mergeBase.left(7)));
    out += tr("%1 files; %2.").arg(review.files.size()).arg(countsText(total));
    if (options.onlyChangedLines)
        out += u' ' + tr("Only issues on lines this branch changed are listed.");
    out += QStringLiteral("\n\n");
    for (const QString &w : review.warnings)
        out += QStringLiteral("- ") + escapeMarkdown(w) + u'\n';
    if (!review.warnings.isEmpty()) out += u'\n';

    for (const ReviewFile &f : review.files) {
        out += QStringLiteral("## %1\n\n").arg(code(f.change.path));
        if (!f.error.isEmpty()) {
            out += escapeMarkdown(f.error) + QStringLiteral("\n\n");
            continue;
        }
        if (f.source.isValid())
            out += tr("Source: %1 (%2). ")
                       .arg(code(f.source.label()), sourceOriginName(f.source.origin));
        if (!f.source.syncedBy.isEmpty())
            out += QCoreApplication::translate(
                "ReviewExport", "With the English edits of %n later upstream sync(s). ", nullptr,
                int(f.source.syncedBy.size()));
        else
            out += tr("No English source: %1. ").arg(escapeMarkdown(f.source.note));
        out += countsText(f.counts) + u'.' + u' ' +
               tr("%1 on changed lines.").arg(f.counts.onChangedLines) + QStringLiteral("\n\n");
        for (const Issue &i : f.issues)
            if (keep(f, i, options))
                out += issueComment(i.side == Side::Source ? f.source.label() : f.change.path, i,
                                    f.draftText);
        if (f.drift) {
            out +=
                tr("### The English changed after this translation\n\nNewer English: %1 (%2).\n\n")
                    .arg(code(f.drift->newer.label()), sourceOriginName(f.drift->newer.origin));
            for (const DriftChange &c : f.drift->changes) {
                const int draftLine = f.draftLineFor(c);
                out += QStringLiteral("- %1").arg(driftKindName(c.kind));
                if (c.newFirstLine >= 0)
                    out += tr(", new English lines %1–%2")
                               .arg(c.newFirstLine + 1)
                               .arg(c.newLastLine + 1);
                if (c.oldFirstLine >= 0)
                    out += tr(", old English lines %1–%2")
                               .arg(c.oldFirstLine + 1)
                               .arg(c.oldLastLine + 1);
                if (draftLine >= 0)
                    out += tr(", near %1:%2").arg(escapeMarkdown(f.change.path)).arg(draftLine + 1);
                const QString text = c.newText.isEmpty() ? c.oldText : c.newText;
                out += QStringLiteral(":\n\n");
                const QString fence = fenceFor(text);
                out += QStringLiteral("  %1rst\n").arg(fence);
                for (const QString &line : text.split(u'\n'))
                    out += QStringLiteral("  ") + line + u'\n';
                out += QStringLiteral("  %1\n\n").arg(fence);
            }
        }
    }
    return out.toUtf8();
}

QByteArray reviewToJson(const Review &review, const ReviewExportOptions &options)
{
    QJsonArray files;
    IssueCounts total;
    for (const ReviewFile &f : review.files) {
        QJsonObject file{{"path", f.change.path},
                         {"status", changeStatusName(f.change.status)},
                         {"uncommitted", f.change.uncommitted},
                         {"draftIsEnglish", f.draftIsEnglish},
                         {"source", sourceJson(f.source)}};
        if (!f.change.oldPath.isEmpty()) file["oldPath"] = f.change.oldPath;
        if (!f.source.isValid()) file["sourceNote"] = f.source.note;
        if (!f.error.isEmpty()) file["error"] = f.error;
        if (f.changedLines.wholeFile) {
            file["changedLines"] = QStringLiteral("all");
        } else {
            QJsonArray hunks;
            for (const DiffHunk &h : f.changedLines.hunks)
                if (h.newCount > 0)
                    hunks.append(lineRange(h.newStart, h.newStart + h.newCount - 1));
            file["changedLines"] = hunks;
        }
        QJsonArray issues;
        IssueCounts counts;
        for (const Issue &i : f.issues) {
            if (!keep(f, i, options)) continue;
            QJsonObject o = issueJson(i, f.draftText);
            const bool changed = f.isOnChangedLine(i);
            o["onChangedLine"] = changed;
            issues.append(o);
            counts.errors += i.severity == Severity::Error;
            counts.warnings += i.severity == Severity::Warning;
            counts.infos += i.severity == Severity::Info;
            counts.onChangedLines += changed;
        }
        file["issues"] = issues;
        file["counts"] = QJsonObject{{"errors", counts.errors},
                                     {"warnings", counts.warnings},
                                     {"infos", counts.infos},
                                     {"onChangedLines", counts.onChangedLines}};
        total.errors += counts.errors;
        total.warnings += counts.warnings;
        total.infos += counts.infos;
        total.onChangedLines += counts.onChangedLines;
        if (f.drift) {
            QJsonArray changes;
            for (const DriftChange &c : f.drift->changes)
                changes.append(QJsonObject{{"kind", driftKindName(c.kind)},
                                           {"oldLines", lineRange(c.oldFirstLine, c.oldLastLine)},
                                           {"newLines", lineRange(c.newFirstLine, c.newLastLine)},
                                           {"draftLine", f.draftLineFor(c) + 1},
                                           {"oldText", c.oldText},
                                           {"newText", c.newText}});
            file["drift"] =
                QJsonObject{{"newer", sourceJson(f.drift->newer)}, {"changes", changes}};
        } else {
            file["drift"] = QJsonValue();
        }
        files.append(file);
    }
    const QJsonObject root{{"root", review.root},
                           {"base", review.baseRef},
                           {"baseCommit", review.baseCommit},
                           {"mergeBase", review.mergeBase},
                           {"glossary", QJsonArray::fromStringList(review.glossarySources)},
                           {"warnings", QJsonArray::fromStringList(review.warnings)},
                           {"files", files},
                           {"summary", QJsonObject{{"files", int(review.files.size())},
                                                   {"errors", total.errors},
                                                   {"warnings", total.warnings},
                                                   {"infos", total.infos},
                                                   {"onChangedLines", total.onChangedLines}}}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace tandem
