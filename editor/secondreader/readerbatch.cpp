// SPDX-License-Identifier: GPL-3.0-or-later
#include "readerbatch.h"

#include "externalrun.h"
#include "projectcontext.h"

#include <algorithm>
#include <cstdlib>

namespace tandem {

namespace {

int distance(const SegmentPair &pair, int line)
{
    if (pair.draftLines.isEmpty()) return std::numeric_limits<int>::max();
    const int first = pair.draftLines.constFirst(), last = pair.draftLines.constLast();
    return line < first ? first - line : line > last ? line - last : 0;
}

} // namespace

QList<SegmentPair> pairsNearestFirst(QList<SegmentPair> pairs, int cursorLine)
{
    std::stable_sort(pairs.begin(), pairs.end(), [cursorLine](const auto &a, const auto &b) {
        return distance(a, cursorLine) < distance(b, cursorLine);
    });
    return pairs;
}

int readBatch(const ReaderBatch &batch, const ReaderFindings &found)
{
    const LintResult &lint = batch.analysis->lint;
    const QList<SegmentPair> pairs = pairsNearestFirst(
        segmentPairs(batch.draftPath, batch.draftText, lint, batch.project->resources().terms),
        batch.cursorLine);
    // The fix gate lints the draft again with a fix in place: a session of the reader's own,
    // made only when a finding offers a fix (most do not).
    std::unique_ptr<LintSession> session;
    const LintText draft{batch.draftPath, batch.draftText, batch.draftKind};
    std::optional<LintText> source;
    if (batch.hasSource) source = LintText{QString(), batch.sourceText, batch.sourceKind};
    ExternalRunOptions options;
    options.cacheFolder = batch.cacheFolder;
    if (batch.spec.kind == CheckerSpec::Kind::SecondReader)
        options.fixCheck = [&](const Range &range, const QString &replacement) {
            if (!session) session = std::make_unique<LintSession>(batch.project);
            return ownChecksFixCheck(*session, source, draft, lint.issues)(range, replacement);
        };
    int read = 0;
    for (const SegmentPair &pair : pairs) {
        if (batch.cancelled->load()) break;
        const ExternalReport report = runExternalChecker(batch.spec, {pair}, lint.issues, options);
        ++read;
        found(report.issues, report.errors);
        // A checker that failed fails the same way on the next pair: one report, then stop.
        if (!report.errors.isEmpty()) break;
    }
    return read;
}

} // namespace tandem
