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

SourceLines plainLines(const QString &text)
{
    SourceLines lines;
    qsizetype start = 0;
    int number = 0;
    const qsizetype n = text.size();
    while (start <= n) {
        qsizetype end = start;
        while (end < n && text[end] != u'\n' && text[end] != u'\r')
            ++end;
        lines.append({text.mid(start, end - start), number++, 0, false});
        if (end >= n)
            break;
        if (text[end] == u'\r' && end + 1 < n && text[end + 1] == u'\n')
            ++end;
        start = end + 1;
        if (start == n)
            break; // a final line ending does not start another line
    }
    return lines;
}

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
