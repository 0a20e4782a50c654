// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewexport.h"

#include "fixapplier.h"
#include "reviewjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct ReviewExportText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::ReviewExport)
};

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
            const QString fence = markdownFenceFor(*lines);
            out += QStringLiteral("\n%1suggestion\n%2\n%1\n").arg(fence, *lines);
        }
    return out + u'\n';
}

QString countsText(const IssueCounts &c)
{
    return ReviewExportText::tr("%1 errors, %2 warnings, %3 notes")
        .arg(c.errors)
        .arg(c.warnings)
        .arg(c.infos);
}

QJsonValue lineRange(int first, int last)
{
    if (first < 0) return QJsonValue();
    return QJsonArray{first + 1, last + 1};
}

QJsonObject issueToJson(const Issue &i)
{
    QJsonObject o{{"check", i.check},
                  {"severity", severityName(i.severity)},
                  {"side", i.side == Side::Draft ? "draft" : "source"},
                  {"line", i.range.start.line + 1},
                  {"column", i.range.start.column + 1},
                  {"endLine", i.range.end.line + 1},
                  {"endColumn", i.range.end.column + 1},
                  {"message", i.message}};
    if (i.fix)
        o["fix"] = QJsonObject{{"line", i.fix->range.start.line + 1},
                               {"column", i.fix->range.start.column + 1},
                               {"endLine", i.fix->range.end.line + 1},
                               {"endColumn", i.fix->range.end.column + 1},
                               {"replacement", i.fix->replacement}};
    return o;
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

// A checkout's review has a root; a single pair's (filereview.h) has none.
bool isCheckout(const Review &review)
{
    return !review.root.isEmpty();
}

// A draft's path, under `prefix` if given.
QString prefixed(const QString &path, const QString &prefix)
{
    return prefix.isEmpty() ? path : QDir::cleanPath(prefix + u'/' + path);
}

} // namespace

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
QString markdownFenceFor(const QString &body)
{
    int longest = 0, run = 0;
    for (const QChar c : body) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return QString(std::max(3, longest + 1), u'`');
}

QString exportedIssuePath(const ReviewFile &f, const Issue &i, const QString &prefix)
{
    if (i.side == Side::Source && f.source.isValid()) return f.source.label();
    return prefixed(f.change.path, prefix);
}

// Why a file's English may not be the one it was translated from: git could not read its
// history (a missing object, a shallow clone), so the review fell back to an older version,
// the upstream checkout's file or nothing.
QString historyProblemMessage(const ReviewFile &f)
{
    if (f.source.historyProblem.isEmpty() || !f.error.isEmpty()) return {};
    if (!f.source.isValid())
        return ReviewExportText::tr("%1; no English source to compare with")
            .arg(f.source.historyProblem);
    return ReviewExportText::tr(
               "%1; compared with %2 instead, which may not be the English this translation "
               "was made from")
        .arg(f.source.historyProblem, f.source.label());
}

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

std::optional<ReportFormat> reportFormatNamed(QStringView name)
{
    if (name == u"text") return ReportFormat::Text;
    if (name == u"json") return ReportFormat::Json;
    if (name == u"github") return ReportFormat::Github;
    if (name == u"markdown") return ReportFormat::Markdown;
    if (name == u"rdjsonl") return ReportFormat::Rdjsonl;
    if (name == u"sarif") return ReportFormat::Sarif;
    return std::nullopt;
}

QByteArray formatReview(const Review &review, ReportFormat format,
                        const ReviewExportOptions &options)
{
    switch (format) {
    case ReportFormat::Text:
        return reviewToText(review, options);
    case ReportFormat::Json:
        return reviewToJson(review, options);
    case ReportFormat::Github:
        return reviewToGithub(review, options);
    case ReportFormat::Markdown:
        return reviewToMarkdown(review, options);
    case ReportFormat::Rdjsonl:
        return reviewToRdjsonl(review, options);
    case ReportFormat::Sarif:
        return reviewToSarif(review, options);
    }
    return {};
}

QByteArray reviewToText(const Review &review, const ReviewExportOptions &options)
{
    QString out;
    for (const ReviewFile &f : review.files) {
        // Said first, at the top of the file: every finding below is against a fallback.
        if (const QString problem = historyProblemMessage(f); !problem.isEmpty())
            out += QStringLiteral("%1:1:1: %2: %3 [%4]\n")
                       .arg(prefixed(f.change.path, options.pathPrefix),
                            severityName(Severity::Warning), problem, HistoryCheck);
        for (const Issue &i : f.issues)
            if (isExported(f, i, options))
                out += QStringLiteral("%1:%2:%3: %4: %5 [%6]\n")
                           .arg(exportedIssuePath(f, i, options.pathPrefix))
                           .arg(i.range.start.line + 1)
                           .arg(i.range.start.column + 1)
                           .arg(severityName(i.severity), i.message, i.check);
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
    QString out;
    if (isCheckout(review)) {
        out += ReviewExportText::tr("# Translation review against %1 (merge base %2)\n\n")
                   .arg(code(review.baseRef), code(review.mergeBase.left(7)));
        out +=
            ReviewExportText::tr("%1 files; %2.").arg(review.files.size()).arg(countsText(total));
        if (options.onlyChangedLines)
            out +=
                u' ' + ReviewExportText::tr("Only issues on lines this branch changed are listed.");
        out += QStringLiteral("\n\n");
    }
    for (const QString &w : review.warnings)
        out += QStringLiteral("- ") + escapeMarkdown(w) + u'\n';
    if (!review.warnings.isEmpty()) out += u'\n';

    for (const ReviewFile &f : review.files) {
        out += QStringLiteral("## %1\n\n").arg(code(f.change.path));
        if (!f.error.isEmpty()) {
            out += escapeMarkdown(f.error) + QStringLiteral("\n\n");
            continue;
        }
        if (!isCheckout(review))
            out += f.source.isValid()
                       ? ReviewExportText::tr("Source: %1. ").arg(code(f.source.label()))
                       : QString();
        else if (f.source.isValid())
            out += ReviewExportText::tr("Source: %1 (%2). ")
                       .arg(code(f.source.label()), sourceOriginName(f.source.origin));
        else
            out +=
                ReviewExportText::tr("No English source: %1. ").arg(escapeMarkdown(f.source.note));
        if (f.source.isValid() && !f.source.historyProblem.isEmpty())
            out += ReviewExportText::tr("**The git history could not be read** (%1): this "
                                        "English is a fallback and may not be the one the "
                                        "translation was made from. ")
                       .arg(escapeMarkdown(f.source.historyProblem));
        else if (!f.source.historyProblem.isEmpty() && f.source.note != f.source.historyProblem)
            out += ReviewExportText::tr("**The git history could not be read** (%1). ")
                       .arg(escapeMarkdown(f.source.historyProblem));
        if (!f.source.syncedBy.isEmpty())
            out += ReviewExportText::tr("With the English edits of %n later upstream sync(s). ",
                                        nullptr, int(f.source.syncedBy.size()));
        out += countsText(f.counts) + u'.';
        if (isCheckout(review))
            out += u' ' + ReviewExportText::tr("%1 on changed lines.").arg(f.counts.onChangedLines);
        out += QStringLiteral("\n\n");
        if (f.issues.isEmpty()) out += ReviewExportText::tr("No issues.") + QStringLiteral("\n\n");
        for (const Issue &i : f.issues)
            if (isExported(f, i, options))
                out += issueComment(exportedIssuePath(f, i), i, f.draftText);
        if (f.drift) {
            out +=
                ReviewExportText::tr(
                    "### The English changed after this translation\n\nNewer English: %1 (%2).\n\n")
                    .arg(code(f.drift->newer.label()), sourceOriginName(f.drift->newer.origin));
            for (const DriftChange &c : f.drift->changes) {
                const int draftLine = f.draftLineFor(c);
                out += QStringLiteral("- %1").arg(driftKindName(c.kind));
                if (c.newFirstLine >= 0)
                    out += ReviewExportText::tr(", new English lines %1–%2")
                               .arg(c.newFirstLine + 1)
                               .arg(c.newLastLine + 1);
                if (c.oldFirstLine >= 0)
                    out += ReviewExportText::tr(", old English lines %1–%2")
                               .arg(c.oldFirstLine + 1)
                               .arg(c.oldLastLine + 1);
                if (draftLine >= 0)
                    out += ReviewExportText::tr(", near %1:%2")
                               .arg(escapeMarkdown(f.change.path))
                               .arg(draftLine + 1);
                const QString text = c.newText.isEmpty() ? c.oldText : c.newText;
                out += QStringLiteral(":\n\n");
                const QString fence = markdownFenceFor(text);
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
    if (!isCheckout(review)) return pairJson(review);
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
        // Only when there is one: the JSON of a file whose history was read stays as it was.
        if (!f.source.historyProblem.isEmpty()) file["historyProblem"] = f.source.historyProblem;
        if (!f.error.isEmpty()) file["error"] = f.error;
        if (!f.syncDrift.isEmpty()) {
            QJsonArray drift;
            for (const SyncDrift &d : f.syncDrift)
                drift.append(
                    QJsonObject{{"commit", d.commit}, {"subject", d.subject}, {"issues", d.count}});
            file["syncDrift"] = drift;
        }
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
            if (!isExported(f, i, options)) continue;
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

bool isExported(const ReviewFile &f, const Issue &i, const ReviewExportOptions &options)
{
    return !options.onlyChangedLines || f.isOnChangedLine(i);
}

} // namespace tandem
