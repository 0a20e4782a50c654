// SPDX-License-Identifier: GPL-3.0-or-later
#include "readerbatch.h"

#include "externalrun.h"
#include "projectcontext.h"

#include <algorithm>
#include <limits>

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
    // One run over the whole batch: the answer cache is read and written once, a command or
    // endpoint checker gets its pairs in batches, and the run stops before its next call on a
    // keystroke.
    options.stop = [&] { return batch.cancelled->load(); };
    options.found = [&](const Issues &added) { found(added, {}); };
    const ExternalReport report = runExternalChecker(batch.spec, pairs, lint.issues, options);
    if (!report.errors.isEmpty()) found({}, report.errors);
    return report.asked;
}

} // namespace tandem
