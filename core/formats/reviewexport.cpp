// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewexport.h"

#include "reviewjson.h"

#include <QCoreApplication>
#include <QDir>

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

QString issueComment(const QString &path, const Issue &issue, const FixedLines &draft)
{
    QString out =
        QStringLiteral("**%1:%2** · %3 · %4\n\n%5\n")
            .arg(escapeMarkdown(path))
            .arg(issue.range.start.line + 1)
            .arg(severityName(issue.severity), code(issue.check), escapeMarkdown(issue.message));
    if (issue.fix && issue.side == Side::Draft)
        if (const auto lines = draft.of(*issue.fix)) {
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
    return FixedLines(draftText).of(fix);
}

std::optional<QString> FixedLines::of(const Fix &fix) const
{
    if (m_lineStarts.isEmpty()) {
        m_lineStarts.append(0);
        for (qsizetype at = 0; (at = m_text.indexOf(u'\n', at)) >= 0;)
            m_lineStarts.append(++at);
    }
    const int first = fix.range.start.line, last = fix.range.end.line;
    if (first < 0 || last < first || last >= m_lineStarts.size()) return std::nullopt;
    const auto lineEnd = [&](int line) {
        return line + 1 < m_lineStarts.size() ? m_lineStarts[line + 1] - 1 : m_text.size();
    };
    // As applyFix places it: a column past its line's end is the line's end.
    const auto offsetOf = [&](Position p) {
        return std::min(m_lineStarts[p.line] + p.column, lineEnd(p.line));
    };
    const qsizetype begin = m_lineStarts[first], end = lineEnd(last);
    const qsizetype start = offsetOf(fix.range.start);
    const qsizetype stop = std::max(start, offsetOf(fix.range.end));
    QString lines;
    lines.reserve(end - begin + fix.replacement.size());
    lines += QStringView(m_text).mid(begin, start - begin);
    lines += fix.replacement;
    lines += QStringView(m_text).mid(stop, end - stop);
    return lines;
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
        const FixedLines draft(f.draftText);
        for (const Issue &i : f.issues)
            if (isExported(f, i, options)) out += issueComment(exportedIssuePath(f, i), i, draft);
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
    return isCheckout(review) ? checkoutJson(review, options) : pairJson(review);
}

bool isExported(const ReviewFile &f, const Issue &i, const ReviewExportOptions &options)
{
    return !options.onlyChangedLines || f.isOnChangedLine(i);
}

} // namespace tandem
