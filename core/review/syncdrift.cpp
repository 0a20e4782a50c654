// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncdrift.h"

#include "checkregistry.h"

#include "syncreplay.h"
#include "textfile.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace tandem {

namespace {

bool isHangul(QChar ch)
{
    const char16_t c = ch.unicode();
    return (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) ||
           (c >= 0x3130 && c <= 0x318F);
}

// The runs of Hangul letters in `line` ("``backward()``\가 반환되면" → 가, 반환되면): the Korean
// wording, without the code, links and literals around it that a sync may change.
QStringList hangulRuns(QStringView line)
{
    QStringList runs;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= line.size(); ++i) {
        const bool hangul = i < line.size() && isHangul(line[i]);
        if (hangul && start < 0) start = i;
        if (!hangul && start >= 0) {
            runs.append(line.mid(start, i - start).toString());
            start = -1;
        }
    }
    return runs;
}

// Whether a line holds nothing but spaces and a sphinx-gallery comment's "#".
bool isBlankLine(QStringView line)
{
    for (const QChar c : line)
        if (!c.isSpace() && c != u'#') return false;
    return true;
}

// How many segments before a gap a sync's replacement block may cover (the walk stays short
// for every report).
constexpr int MaxSyncWrittenSegments = 8;

bool isCommitId(QByteArrayView field)
{
    if (field.size() != 40) return false;
    for (const char c : field)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

} // namespace

SyncDriftRule syncDriftRuleOf(QStringView check)
{
    const CheckInfo *info = findCheck(check);
    return info ? info->syncDrift : SyncDriftRule{};
}

bool isSyncComparableCheck(QStringView check)
{
    return syncDriftRuleOf(check).comparable;
}

QList<BlamedLine> parseBlamePorcelain(const QByteArray &output, int lineCount)
{
    QList<BlamedLine> commits(lineCount);
    // Every blamed line is preceded by "<id> <original line> <final line>[ <group size>]";
    // the commit's details follow only its first time, and the line itself starts with a tab.
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith('\t')) continue;
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 3 || !isCommitId(fields[0])) continue;
        bool ok = false, okOriginal = false;
        const int finalLine = fields[2].toInt(&ok) - 1;
        const int originalLine = fields[1].toInt(&okOriginal) - 1;
        if (ok && okOriginal && finalLine >= 0 && finalLine < lineCount)
            commits[finalLine] = {QString::fromLatin1(fields[0]), originalLine};
    }
    return commits;
}

namespace {

// The questions setAsideSyncDrift asks of one file's history, each answered from git once: the
// file's versions and the upstream syncs after its source, the blame of the draft, what each
// sync changed, and the Korean each sync kept.
class SyncDriftFinder
{
public:
    SyncDriftFinder(const Checkout &checkout, const QString &historyPath,
                    const ResolvedSource &source, const QString &draftText,
                    const Alignment &alignment)
        : m_checkout(checkout), m_historyPath(historyPath), m_source(source),
          m_draftText(draftText), m_alignment(alignment),
          m_lineCount(int(draftText.count(u'\n')) + 1), m_draftLines(draftText.split(u'\n')),
          m_sourceLines(source.text.split(u'\n'))
    {
    }

    // Phase 1: the file's versions and the upstream syncs after the source, each with the
    // version before it (what it changed). False when there is none.
    bool findSyncs();
    // Phase 2: which commit last changed each draft line. False when git cannot blame it.
    bool blameDraft();
    // Phase 3: the sync whose drift `issue` is, or empty.
    QString syncOf(const Issue &issue);
    // Sorts the counts of the set-aside reports oldest sync first, as ResolvedSource::syncedBy.
    QList<SyncDrift> oldestFirst(QList<SyncDrift> drift) const;
    QString subjectOf(const QString &commit) const
    {
        return m_versions[m_syncs.value(commit)].subject;
    }

private:
    QString syncOfSourceGap(const Issue &issue);
    QString syncOfDraftLines(const Issue &issue, const SyncDriftRule &rule);

    // The Korean wording of the version before each sync, read once per sync: whether draft
    // `line` keeps it.
    bool keptKorean(const QString &commit, int line);
    // What each sync changed in the file (git diff -U0 of the version before it), read once.
    const QList<DiffHunk> &hunksOf(const QString &commit);
    // A version of the file (an index into m_versions) as lines, read once; empty when git
    // cannot give it.
    const QStringList &linesOf(qsizetype v);
    // The version before a sync (the next older one) and the sync's own.
    const QStringList &textBefore(const QString &commit)
    {
        return linesOf(m_syncs.value(commit) + 1);
    }
    const QStringList &textAt(const QString &commit) { return linesOf(m_syncs.value(commit)); }
    // Where a line of a sync's version is in the working file (git diff -U0 of the two; a
    // line inside a changed run goes to that run's start).
    int toWorkingLine(const QString &commit, int line);
    // A draft line a sync wrote where it removed a block (at least two more lines removed than
    // added), or the line right next to such a removal.
    bool besideSyncRemoval(int line);
    // Whether every line from first to last that is not blank was last changed by a sync.
    bool writtenBySync(int first, int last) const;
    // A source segment with no translation where a sync removed a block of the draft right
    // next to the gap: the sync removed its translation with the English upstream dropped (a
    // section replaced by a "related tutorials" list, say).
    QString removedBySync(int sourceLine);
    // Or one whose link or literal a sync removed from the draft in a block it deleted (the
    // neighbours of the gap were edited again later), and that the draft no longer has.
    QString linksRemovedBySync(int first, int last);
    // The sync that removed, from the draft lines of the segment at first..last, a link,
    // literal, role or number that the segment's English has and the draft segment lacks:
    // upstream dropped or changed it (repeat=2 -> repeat=1), and the English the draft is
    // compared with is older than that sync. The tokens the report's message names, when it
    // names any (a count of lost markup names none: then all of them). Empty when no sync did.
    QString syncThatRemovedAToken(int first, int last, const QString &message);

    const Checkout &m_checkout;
    const QString &m_historyPath;
    const ResolvedSource &m_source;
    const QString &m_draftText;
    const Alignment &m_alignment;
    const int m_lineCount;
    const QStringList m_draftLines, m_sourceLines;

    QList<FileVersion> m_versions;
    QHash<QString, qsizetype> m_syncs; // sync commit -> its index in m_versions
    QList<BlamedLine> m_blamed;
    QStringList m_lineCommit; // the commit of each draft line, from m_blamed

    QHash<QString, QSet<QString>> m_wordingBefore;
    QHash<QString, QList<DiffHunk>> m_syncHunks;
    QHash<qsizetype, QStringList> m_versionLines;
    QHash<QString, QList<DiffHunk>> m_toWorking;
};

bool SyncDriftFinder::findSyncs()
{
    QString error;
    m_versions = m_checkout.history(QStringLiteral("HEAD"), m_historyPath, &error);
    qsizetype sourceAt = -1;
    for (qsizetype i = 0; i < m_versions.size() && sourceAt < 0; ++i)
        if (m_versions[i].commit == m_source.commit) sourceAt = i;
    if (sourceAt < 0) return false;
    for (qsizetype i = 0; i < sourceAt; ++i)
        if (isUpstreamSyncSubject(m_versions[i].subject)) m_syncs.insert(m_versions[i].commit, i);
    return !m_syncs.isEmpty();
}

bool SyncDriftFinder::blameDraft()
{
    const GitRunner::Result blame = m_checkout.git().run(
        {QStringLiteral("blame"), QStringLiteral("--porcelain"), QStringLiteral("--contents"),
         QStringLiteral("-"), QStringLiteral("--"), m_historyPath},
        m_draftText.toUtf8());
    if (!blame.ok) return false;
    m_blamed = parseBlamePorcelain(blame.output, m_lineCount);
    m_lineCommit.reserve(m_lineCount);
    for (const BlamedLine &b : std::as_const(m_blamed))
        m_lineCommit.append(b.commit);
    return true;
}

bool SyncDriftFinder::keptKorean(const QString &commit, int line)
{
    auto it = m_wordingBefore.find(commit);
    if (it == m_wordingBefore.end()) {
        QSet<QString> runs;
        const qsizetype before = m_syncs.value(commit) + 1;
        if (before < m_versions.size()) {
            QString readError;
            TextFile::Error decodeError;
            if (const auto bytes = m_checkout.fileAt(m_versions[before].commit,
                                                     m_versions[before].path, &readError))
                for (const QString &l : TextFile::fromBytes(*bytes, &decodeError).text.split(u'\n'))
                    for (const QString &run : hangulRuns(l))
                        runs.insert(run);
        }
        it = m_wordingBefore.insert(commit, runs);
    }
    for (const QString &run : hangulRuns(m_draftLines.value(line)))
        if (!it->contains(run)) return false;
    return true;
}

const QList<DiffHunk> &SyncDriftFinder::hunksOf(const QString &commit)
{
    auto it = m_syncHunks.find(commit);
    if (it != m_syncHunks.end()) return *it;
    QList<DiffHunk> hunks;
    const qsizetype at = m_syncs.value(commit);
    if (at + 1 < m_versions.size())
        hunks = m_checkout.diffVersions(m_versions[at + 1], m_versions[at]).value_or(hunks);
    return *m_syncHunks.insert(commit, hunks);
}

const QStringList &SyncDriftFinder::linesOf(qsizetype v)
{
    auto it = m_versionLines.find(v);
    if (it != m_versionLines.end()) return *it;
    QStringList lines;
    QString readError;
    TextFile::Error decodeError;
    if (v >= 0 && v < m_versions.size())
        if (const auto bytes =
                m_checkout.fileAt(m_versions[v].commit, m_versions[v].path, &readError))
            lines = TextFile::fromBytes(*bytes, &decodeError).text.split(u'\n');
    return *m_versionLines.insert(v, lines);
}

int SyncDriftFinder::toWorkingLine(const QString &commit, int line)
{
    auto it = m_toWorking.find(commit);
    if (it == m_toWorking.end()) {
        const GitRunner::Result diff = m_checkout.git().run(
            {QStringLiteral("diff"), QStringLiteral("-U0"), QStringLiteral("--no-ext-diff"),
             QStringLiteral("--no-textconv"), QStringLiteral("--no-color"), commit,
             QStringLiteral("--"), m_historyPath});
        it = m_toWorking.insert(commit, diff.ok || diff.exitCode == 1
                                            ? Checkout::parseHunks(diff.output)
                                            : QList<DiffHunk>());
    }
    int offset = 0;
    for (const DiffHunk &h : std::as_const(*it)) {
        if (line < h.oldStart) break;
        if (line < h.oldStart + h.oldCount) return h.newStart;
        offset += h.newCount - h.oldCount;
    }
    return line + offset;
}

bool SyncDriftFinder::besideSyncRemoval(int line)
{
    const BlamedLine &b = m_blamed.value(line);
    if (!m_syncs.contains(b.commit)) return false;
    for (const DiffHunk &h : hunksOf(b.commit))
        if (h.oldCount - h.newCount >= 2 && b.originalLine >= h.newStart - 1 &&
            b.originalLine <= h.newStart + h.newCount)
            return true;
    return false;
}

bool SyncDriftFinder::writtenBySync(int first, int last) const
{
    for (int l = std::max(first, 0); l <= last && l < m_lineCount; ++l)
        if (!isBlankLine(m_draftLines.value(l)) && !m_syncs.contains(m_lineCommit.value(l)))
            return false;
    return true;
}

QString SyncDriftFinder::removedBySync(int sourceLine)
{
    const Alignment &alignment = m_alignment;
    const int s = alignment.segmentAtSourceLine(sourceLine);
    if (s < 0) return {};
    int before = -1, after = -1, beforeFirst = -1, k = s - 1;
    for (; k >= 0 && before < 0; --k)
        std::tie(beforeFirst, before) = alignment.draftLines(alignment.segments[k]);
    for (int j = s + 1; j < alignment.segments.size() && after < 0; ++j)
        after = alignment.draftLines(alignment.segments[j]).first;
    for (const int l : {before, after})
        if (l >= 0 && besideSyncRemoval(l)) return m_lineCommit.value(l);
    // What the sync put in the removed block's place may be several blocks long (a section
    // replaced by a title and a "related tutorials" list), each paired with some of the
    // removed English: the segments before the gap whose draft lines syncs wrote, and the
    // blank lines and gallery cell markers before them, are the gap's as well.
    if (before >= 0 && writtenBySync(beforeFirst, before)) {
        for (int n = 0; k >= 0 && n < MaxSyncWrittenSegments; --k, ++n) {
            const auto [first, last] = alignment.draftLines(alignment.segments[k]);
            if (first < 0) continue;
            if (!writtenBySync(first, last)) break;
            beforeFirst = first;
        }
        while (beforeFirst > 0 && isBlankLine(m_draftLines.value(beforeFirst - 1)))
            --beforeFirst;
    }
    // Translated lines a sync removed, wherever its removal now is in the draft (later
    // edits moved the lines around it): the sync's version is mapped to the working file
    // through their diff, and the removal must fall in the gap (or the segment before it).
    for (auto it = m_syncs.cbegin(); it != m_syncs.cend(); ++it) {
        const QStringList &old = textBefore(it.key());
        for (const DiffHunk &h : hunksOf(it.key())) {
            if (h.oldCount <= h.newCount) continue;
            bool translated = false;
            for (int l = h.oldStart; l < h.oldStart + h.oldCount && l < old.size(); ++l)
                translated = translated || !hangulRuns(old[l]).isEmpty();
            if (!translated) continue;
            const int at = toWorkingLine(it.key(), h.newStart);
            // From the segment before the gap on: the aligner may have paired the removed
            // English with what the sync put in its place.
            const int low = before >= 0 ? beforeFirst : after - 3;
            const int high = after >= 0 ? after + 1 : before + 3;
            if (at >= low && at <= high) return it.key();
        }
    }
    return {};
}

QString SyncDriftFinder::linksRemovedBySync(int first, int last)
{
    static const QRegularExpression token(
        QStringLiteral(R"(https?://[^\s<>`'"]+[^\s<>`'".,)]|``[^`]+``|<[^<>\s]+>)"));
    QStringList tokens;
    for (int l = first; l <= std::max(first, last) && l < m_sourceLines.size(); ++l)
        for (auto it = token.globalMatch(m_sourceLines[l]); it.hasNext();)
            if (const QString t = it.next().captured(); !m_draftText.contains(t)) tokens << t;
    if (tokens.isEmpty()) return {};
    for (auto s = m_syncs.cbegin(); s != m_syncs.cend(); ++s) {
        const QStringList &old = textBefore(s.key());
        for (const DiffHunk &h : hunksOf(s.key())) {
            if (h.oldCount - h.newCount < 2) continue;
            for (int l = h.oldStart; l < h.oldStart + h.oldCount && l < old.size(); ++l)
                for (const QString &t : std::as_const(tokens))
                    if (old[l].contains(t)) return s.key();
        }
    }
    return {};
}

QString SyncDriftFinder::syncThatRemovedAToken(int first, int last, const QString &message)
{
    static const QRegularExpression token(
        QStringLiteral(R"(https?://[^\s<>`'"]+[^\s<>`'".,)]|``[^`]+``|:[\w.:-]+:`[^`]+`|)"
                       R"(<[^<>\s]+>|\b\d+(?:[.,]\d+)*\b)"));
    const Alignment &alignment = m_alignment;
    const int s = alignment.segmentAtDraftLine(first);
    if (s < 0) return QString();
    const auto [sourceFirst, sourceLast] = alignment.sourceLines(alignment.segments[s]);
    auto [draftFirst, draftLast] = alignment.draftLines(alignment.segments[s]);
    if (sourceFirst < 0 || draftFirst < 0) return QString();
    draftFirst = std::min(draftFirst, first);
    draftLast = std::max(draftLast, last);
    const QString draftSegment =
        m_draftLines.mid(draftFirst, draftLast - draftFirst + 1).join(u'\n');
    QStringList tokens;
    for (int l = sourceFirst; l <= sourceLast && l < m_sourceLines.size(); ++l)
        for (auto it = token.globalMatch(m_sourceLines[l]); it.hasNext();)
            if (const QString t = it.next().captured(); !draftSegment.contains(t)) tokens << t;
    // Named: in the message, and not only as a piece of a longer one it names (the 2 of
    // ``repeat=2``).
    QStringList named;
    for (const QString &t : std::as_const(tokens))
        if (message.contains(t) &&
            std::none_of(tokens.cbegin(), tokens.cend(), [&](const QString &u) {
                return u.size() > t.size() && u.contains(t) && message.contains(u);
            }))
            named << t;
    if (!named.isEmpty()) tokens = named;
    if (tokens.isEmpty()) return QString();
    // The kind of a token: a URL, a literal, a role, a link target or a number.
    const auto kind = [](const QString &t) {
        return t.startsWith(QLatin1String("http")) ? 0
               : t.startsWith(u'`')                ? 1
               : t.startsWith(u':')                ? 2
               : t.startsWith(u'<')                ? 3
                                                   : 4;
    };
    const auto tokensIn = [&](const QStringList &lines, int from, int count) {
        QStringList found;
        for (int l = from; l < from + count && l < lines.size(); ++l)
            for (auto it = token.globalMatch(lines[l]); it.hasNext();)
                found << it.next().captured();
        return found;
    };
    for (int l = draftFirst; l <= draftLast && l < m_lineCount; ++l) {
        const BlamedLine &b = m_blamed.value(l);
        if (!m_syncs.contains(b.commit)) continue;
        for (const DiffHunk &h : hunksOf(b.commit)) {
            if (b.originalLine < h.newStart || b.originalLine >= h.newStart + h.newCount) continue;
            const QStringList removed = tokensIn(textBefore(b.commit), h.oldStart, h.oldCount);
            const QStringList added = tokensIn(textAt(b.commit), h.newStart, h.newCount);
            // Upstream's doing when the sync took the token out and either put another of
            // its kind in (repeat=2 became repeat=1) or wrote the passage anew at another
            // length (upstream rewrote it). A line retranslated at the same length that just
            // lost it is a slip in the sync's own translation.
            const bool rewritten = h.oldCount != h.newCount;
            for (const QString &t : std::as_const(tokens)) {
                if (!removed.contains(t) || added.contains(t)) continue;
                const bool replaced =
                    std::any_of(added.cbegin(), added.cend(), [&](const QString &u) {
                        return kind(u) == kind(t) && !removed.contains(u);
                    });
                if (replaced || rewritten) return b.commit;
            }
        }
    }
    return QString();
}

QString SyncDriftFinder::syncOf(const Issue &issue)
{
    const SyncDriftRule rule = syncDriftRuleOf(issue.check);
    if (issue.side == Side::Source && rule.sourceRemoval) return syncOfSourceGap(issue);
    if (issue.side == Side::Draft && rule.comparable &&
        !(rule.warningsOnly && issue.severity == Severity::Error))
        return syncOfDraftLines(issue, rule);
    return {};
}

QString SyncDriftFinder::syncOfSourceGap(const Issue &issue)
{
    QString by = removedBySync(issue.range.start.line);
    if (by.isEmpty()) by = linksRemovedBySync(issue.range.start.line, issue.range.end.line);
    return by;
}

QString SyncDriftFinder::syncOfDraftLines(const Issue &issue, const SyncDriftRule &rule)
{
    const Alignment &alignment = m_alignment;
    QString by;
    int first = issue.range.start.line;
    int last = std::max(first, issue.range.end.line);
    // A changed code line or link is reported where it is; a changed literal and a
    // section without counterpart at their segment's first line, for the whole segment.
    if (const int s = rule.wholeSegment ? alignment.segmentAtDraftLine(first) : -1; s >= 0) {
        const auto [segFirst, segLast] = alignment.draftLines(alignment.segments[s]);
        if (segFirst >= 0) {
            first = std::min(first, segFirst);
            last = std::max(last, segLast);
        }
    }
    for (int l = first; l <= last && l < m_lineCount; ++l) {
        // A blank line (a bare "#" in a gallery script) says nothing of who wrote the
        // block: git's diff pairs it with any older blank line.
        if (isBlankLine(m_draftLines.value(l))) continue;
        const QString &c = m_lineCommit.value(l);
        if (!m_syncs.contains(c) || (!by.isEmpty() && by != c)) {
            by.clear();
            break;
        }
        by = c;
    }
    // A changed code line in a block a sync edited elsewhere: upstream reorganised the
    // block (a line moved, one added), and the first difference is a knock-on of it.
    if (by.isEmpty() && rule.sameBlock)
        if (const int s = alignment.segmentAtDraftLine(first); s >= 0) {
            const auto [segFirst, segLast] = alignment.draftLines(alignment.segments[s]);
            for (int l = std::max(segFirst, 0); l <= segLast && by.isEmpty(); ++l)
                if (m_syncs.contains(m_lineCommit.value(l))) by = m_lineCommit.value(l);
        }
    // Code is upstream's: a sync's Korean comment next to it does not make it a
    // translation; elsewhere new Korean wording is the sync's own translation, and a
    // slip in it the translator's.
    if (!by.isEmpty() && !rule.upstreamText)
        for (int l = first; l <= last && !by.isEmpty(); ++l)
            if (!keptKorean(by, l)) by.clear();
    // Unless a sync removed the very token reported missing from these lines.
    if (by.isEmpty() && rule.tokenRemoval) by = syncThatRemovedAToken(first, last, issue.message);
    return by;
}

QList<SyncDrift> SyncDriftFinder::oldestFirst(QList<SyncDrift> drift) const
{
    std::sort(drift.begin(), drift.end(), [&](const SyncDrift &a, const SyncDrift &b) {
        return m_syncs.value(a.commit) > m_syncs.value(b.commit);
    });
    return drift;
}

} // namespace

QList<SyncDrift> setAsideSyncDrift(const Checkout &checkout, const QString &historyPath,
                                   const ResolvedSource &source, const QString &draftText,
                                   const Alignment &alignment, Issues &issues)
{
    if (source.origin != SourceOrigin::History || source.commit.isEmpty()) return {};
    bool any = false;
    for (const Issue &i : std::as_const(issues))
        any = any || isSyncComparableCheck(i.check);
    if (!any) return {};
    SyncDriftFinder finder(checkout, historyPath, source, draftText, alignment);
    if (!finder.findSyncs() || !finder.blameDraft()) return {};

    QList<SyncDrift> drift;
    Issues kept;
    kept.reserve(issues.size());
    for (const Issue &issue : std::as_const(issues)) {
        const QString by = finder.syncOf(issue);
        if (by.isEmpty()) {
            kept.append(issue);
            continue;
        }
        auto it = std::find_if(drift.begin(), drift.end(),
                               [&](const SyncDrift &d) { return d.commit == by; });
        if (it == drift.end()) {
            drift.append({by, finder.subjectOf(by), 0});
            it = drift.end() - 1;
        }
        ++it->count;
    }
    issues = std::move(kept);
    return finder.oldestFirst(std::move(drift));
}

} // namespace tandem
