// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkerspec.h"
#include "editoranalysis.h"
#include "issue.h"
#include "segmentpairs.h"

#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace tandem {

class ProjectContext;

// One background read of the open pair by an outside reader, made on a worker thread from an
// analysis the window already shows (immutable, shared): its prose pairs, nearest the cursor
// first; the second reader asks one pair a call, so a keystroke (`cancelled`) stops the batch
// after the paragraph being read rather than after the whole file.
struct ReaderBatch
{
    CheckerSpec spec;
    AnalysisPtr analysis;
    std::shared_ptr<const ProjectContext> project;
    QString draftPath, draftText, sourceText;
    FileKind draftKind = FileKind::Rst, sourceKind = FileKind::Rst;
    bool hasSource = false;
    int cursorLine = 0;
    QString cacheFolder; // answercache.h: empty for the user's cache folder
    std::shared_ptr<std::atomic_bool> cancelled = std::make_shared<std::atomic_bool>(false);
};

// What a pair's read added, handed to the GUI thread as it comes.
using ReaderFindings = std::function<void(const Issues &findings, const QStringList &errors)>;

// The pairs of `analysis` worth reading, nearest `cursorLine` first (by the draft lines each
// spans; ties in file order).
QList<SegmentPair> pairsNearestFirst(QList<SegmentPair> pairs, int cursorLine);

// Reads `batch` (blocking: call it on a worker). Findings go to `found` as soon as they are in
// (the cached ones first). Returns how many pairs were asked about (not from the cache); fewer
// than there were when it was cancelled.
int readBatch(const ReaderBatch &batch, const ReaderFindings &found);

} // namespace tandem
