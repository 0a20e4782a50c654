// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstscanner.h"

#include "rstblockscanner.h"
#include "rstinlinescanner.h"
#include "sphinxgallery.h"

#include <algorithm>

namespace tandem {

namespace {

void collectInline(const SourceLines &lines, const QList<Block> &blocks,
                   const RstInlineScanner &scanner, RstDocument &doc)
{
    for (const Block &block : blocks) {
        if (!block.inlineText.isEmpty()) {
            RstInlineScanner::Result r = scanner.scan(lines, block.inlineText);
            doc.inlines.append(r.spans);
            doc.problems.append(r.problems);
        }
        collectInline(lines, block.children, scanner, doc);
    }
}

} // namespace

FileKind fileKindForPath(const QString &path)
{
    return path.endsWith(QLatin1String(".py"), Qt::CaseInsensitive) ? FileKind::SphinxGallery
                                                                    : FileKind::Rst;
}

RstDocument scanDocument(const QString &text, FileKind kind)
{
    RstDocument doc;
    doc.fileKind = kind;
    doc.lines = kind == FileKind::SphinxGallery ? sphinxGalleryLines(text) : plainLines(text);
    RstBlockScanner blockScanner;
    doc.blocks = blockScanner.scan(doc.lines);
    doc.blockProblems = blockScanner.problems();
    collectInline(doc.lines, doc.blocks, RstInlineScanner(), doc);
    const auto byStart = [](const auto &a, const auto &b) { return a.range.start < b.range.start; };
    std::stable_sort(doc.inlines.begin(), doc.inlines.end(), byStart);
    std::stable_sort(doc.problems.begin(), doc.problems.end(), byStart);
    return doc;
}

} // namespace tandem
