// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewcomments.h"

#include "checkregistry.h"
#include "reviewexport.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <tuple>

namespace tandem {

namespace {

// The same context as the other review texts (reviewexport.cpp).
struct ReviewCommentsText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::ReviewExport)
};

// A marker as Tandem writes it (ids: 12 hex digits, "-N" for the same issue again).
const char *const MarkerPattern = "<!-- tandem:([0-9a-f]+(?:-[0-9]+)?) -->";

// The issue's line (not its number: lines move when others are added above) with the flagged
// text, check and message. The same glued literal in two paragraphs gets two ids, and fixing
// one of them leaves the other's id as it was. `lines`: the text of the issue's side, split.
QString stableId(const ReviewFile &f, const Issue &i, const QStringList &lines)
{
    const Range &r = i.range;
    const QString line = lines.value(r.start.line);
    const QString flagged = r.end.line != r.start.line
                                ? line.mid(r.start.column)
                                : line.mid(r.start.column, r.end.column - r.start.column);
    const QString key =
        QStringList{f.change.path,
                    i.check,
                    i.side == Side::Draft ? QStringLiteral("d") : QStringLiteral("s"),
                    line.trimmed(),
                    flagged,
                    i.message}
            .join(QChar(0));
    return QString::fromLatin1(
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
}

// The draft lines (0-based, first and last) an issue is about: its own for a draft issue, the
// aligned ones for an English-side issue; {-1, -1} when nothing is aligned with it.
std::pair<int, int> draftLinesOf(const ReviewFile &f, const Issue &i)
{
    if (i.side == Side::Draft) return {i.range.start.line, i.range.start.line};
    const Alignment &a = f.lint.alignment;
    const int segment = a.segmentAtSourceLine(i.range.start.line);
    if (segment < 0) return {-1, -1};
    const auto [first, last] = a.draftLines(a.segments[segment]);
    return first < 0 ? std::pair(-1, -1) : std::pair(first, first);
}

bool allChanged(const ChangedLines &changed, int first, int last)
{
    for (int line = first; line <= last; ++line)
        if (!changed.contains(line)) return false;
    return true;
}

// Where the comment of an issue goes: its draft line (0-based; -1 when only the English has
// it), whether that line is changed, and whether it is a changed line that caused an issue on
// an unchanged one (the issue then has no suggestion: its own lines are not in the diff).
struct Anchor
{
    int line = -1;
    bool changed = false;
    bool causedThere = false;
};

Anchor anchorOf(const ReviewFile &f, const Issue &i)
{
    const auto [first, last] = draftLinesOf(f, i);
    if (first < 0) return {};
    if (allChanged(f.changedLines, first, last)) return {first, true, false};
    if (i.side == Side::Draft)
        if (const auto cause = f.causeLines.constFind(first); cause != f.causeLines.constEnd())
            return {*cause, true, true};
    return {first, false, false};
}

// A file's text as the comments of its issues read it, split once (a file may have thousands
// of issues: no work per issue that grows with the file).
struct FileText
{
    explicit FileText(const ReviewFile &file)
        : f(file), draftLines(file.draftText.split(u'\n')),
          sourceLines(file.source.text.split(u'\n')), fixed(file.draftText)
    {
    }
    const ReviewFile &f;
    const QStringList draftLines, sourceLines;
    const FixedLines fixed;

    // The draft's text in `r` (lines joined by \n).
    QString draftIn(const Range &r) const
    {
        if (r.start.line == r.end.line)
            return draftLines.value(r.start.line)
                .mid(r.start.column, r.end.column - r.start.column);
        QStringList parts{draftLines.value(r.start.line).mid(r.start.column)};
        for (int line = r.start.line + 1; line < r.end.line; ++line)
            parts << draftLines.value(line);
        parts << draftLines.value(r.end.line).left(r.end.column);
        return parts.join(u'\n');
    }

    // What a fix changes, widened to the words it touches (an inserted "\\ " alone says
    // little): the text before and after.
    std::pair<QString, QString> changeOf(const Fix &fix) const
    {
        const Position start = fix.range.start, end = fix.range.end;
        const QString first = draftLines.value(start.line), last = draftLines.value(end.line);
        int from = std::clamp(start.column, 0, int(first.size()));
        while (from > 0 && !first[from - 1].isSpace())
            --from;
        int to = std::clamp(end.column, 0, int(last.size()));
        while (to < last.size() && !last[to].isSpace())
            ++to;
        return {draftIn(Range{{start.line, from}, {end.line, to}}),
                first.mid(from, start.column - from) + fix.replacement +
                    last.mid(end.column, to - end.column)};
    }
};

// The issue as a comment: `c` has its id. Its check's trust (CheckInfo) decides whether it is
// a line comment and whether it carries a suggestion.
ReviewComment commentFor(const FileText &text, const Issue &i, ReviewComment c)
{
    const ReviewFile &f = text.f;
    const CheckInfo *check = findCheck(i.check);
    c.trusted = check && check->postsLineComment;
    c.path = f.change.path;
    c.severity = i.severity;
    c.check = i.check;
    const Anchor anchor = anchorOf(f, i);
    c.line = anchor.line + 1; // 0: the English only, on the file, in the body
    c.onDiff = anchor.changed && c.trusted;
    c.body = QStringLiteral("**%1** · `%2`\n\n%3")
                 .arg(severityName(i.severity), i.check, escapeMarkdown(i.message));
    if (i.side == Side::Source)
        c.body += u' ' + ReviewCommentsText::tr("(English: %1, line %2)")
                             .arg(escapeMarkdown(f.source.label()))
                             .arg(i.range.start.line + 1);
    if (anchor.causedThere)
        c.body += u' ' + ReviewCommentsText::tr("(on line %1, which this line's change affects)")
                             .arg(i.range.start.line + 1);
    if (!i.fix || i.side != Side::Draft || !c.onDiff || anchor.causedThere || !check ||
        !check->postsSuggestion)
        return c;
    const int fixFirst = i.fix->range.start.line, fixLast = i.fix->range.end.line;
    const auto lines = text.fixed.of(*i.fix);
    // A suggestion replaces the commented lines: the comment spans the fixed lines. Lines
    // holding a marker get none: it is applied as written, so it cannot be escaped, and a
    // marker there is not Tandem's to count.
    if (!lines || !allChanged(f.changedLines, fixFirst, fixLast) ||
        lines->contains(QLatin1String("<!-- tandem:")))
        return c;
    const QString fence = markdownFenceFor(*lines);
    c.body += QStringLiteral("\n\n%1suggestion\n%2\n%1").arg(fence, *lines);
    c.line = fixLast + 1;
    c.startLine = fixLast > fixFirst ? fixFirst + 1 : 0;
    std::tie(c.suggestedFrom, c.suggestedTo) = text.changeOf(*i.fix);
    return c;
}

} // namespace

QString ReviewComment::postedBody() const
{
    return body + QStringLiteral("\n\n") + reviewMarker(id);
}

QString reviewMarker(const QString &id)
{
    return QStringLiteral("<!-- tandem:%1 -->").arg(id);
}

QString trailingMarker(const QString &comment)
{
    static const QRegularExpression marker(QLatin1String(MarkerPattern) +
                                           QStringLiteral("\\s*\\z"));
    const QRegularExpressionMatch m = marker.match(comment);
    // Its own line: after a blank line (postedBody) or at the start.
    if (!m.hasMatch() || (m.capturedStart() > 0 && comment[m.capturedStart() - 1] != u'\n'))
        return {};
    return m.captured(1);
}

QSet<QString> bodyEntryMarkers(const QString &body)
{
    static const QRegularExpression entry(QStringLiteral("^- .* ") + QLatin1String(MarkerPattern) +
                                              QStringLiteral("[ \\t]*$"),
                                          QRegularExpression::MultilineOption);
    QSet<QString> ids;
    for (auto it = entry.globalMatch(body); it.hasNext();)
        ids.insert(it.next().captured(1));
    return ids;
}

QString reviewBodyStart()
{
    return QStringLiteral("<!-- tandem:review -->");
}

QList<ReviewComment> reviewComments(const Review &review)
{
    QList<ReviewComment> comments;
    for (const ReviewFile &f : review.files) {
        QHash<QString, int> seen; // the same issue twice in a file: -1, -2 ...
        const FileText text(f);
        for (const Issue &i : f.issues) {
            ReviewComment c;
            c.id = stableId(f, i, i.side == Side::Draft ? text.draftLines : text.sourceLines);
            if (const int n = seen[c.id]++; n > 0) c.id += QStringLiteral("-%1").arg(n);
            comments.append(commentFor(text, i, std::move(c)));
        }
    }
    return comments;
}

QString reviewBody(const QList<ReviewComment> &outsideDiff, int lineComments, int *fitted,
                   qsizetype room)
{
    // The entries that fit, first: the line at the top counts what is below.
    QStringList entries;
    qsizetype size = 0;
    QString file;
    for (const ReviewComment &c : outsideDiff) {
        QString entry;
        if (c.path != file) {
            file = c.path;
            entry += QStringLiteral("\n\n### `%1`\n").arg(c.path);
        }
        const QString where = c.line > 0 ? ReviewCommentsText::tr("line %1").arg(c.line)
                                         : ReviewCommentsText::tr("the file");
        // One line per entry: the suggestion blocks are for line comments only.
        QString text = c.body.section(QStringLiteral("\n\n"), 0, 1).replace(u'\n', u' ');
        entry += QStringLiteral("\n- %1: %2 %3").arg(where, text, reviewMarker(c.id));
        if (size + entry.size() > room) break;
        size += entry.size();
        entries.append(entry);
    }
    const int shown = int(entries.size()), left = int(outsideDiff.size()) - shown;
    if (fitted) *fitted = shown;
    QString body = reviewBodyStart() + u'\n';
    if (outsideDiff.isEmpty())
        body += ReviewCommentsText::tr("Tandem found %1 issues on the changed lines.")
                    .arg(lineComments);
    else
        body += ReviewCommentsText::tr("Tandem found %1 issues: %2 as line comments, %3 below "
                                       "(on lines this pull request did not change, or from "
                                       "checks not right often enough to comment on a line).")
                    .arg(lineComments + outsideDiff.size())
                    .arg(lineComments)
                    .arg(outsideDiff.size());
    body += entries.join(QString());
    if (left > 0)
        body += u'\n' + ReviewCommentsText::tr("\n(%1 more issues did not fit; run "
                                               "`tandem lint --checkout .` to see them)")
                            .arg(left);
    return body;
}

} // namespace tandem
