// SPDX-License-Identifier: GPL-3.0-or-later
// How well alignment pairs the anchors of every pair in ../shared/corpus: the share of source
// titles that land in a segment with a draft title, and of source code blocks that land with a
// draft code block (target: 98%+). Lists the ones that do not.
#include "alignment.h"
#include "codecompare.h"
#include "rstscanner.h"
#include "textfile.h"

#include <QDir>

#include <cstdio>

using namespace tandem;

int main(int argc, char **argv)
{
    const QString shared =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(TANDEM_SHARED_DIR);
    const QDir corpus(shared + QStringLiteral("/corpus"));
    int titles = 0, titlesPaired = 0, code = 0, codePaired = 0;
    for (const QString &pair : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir d(corpus.filePath(pair));
        const QStringList sources = d.entryList({"source.*"});
        if (sources.isEmpty()) continue;
        const QString ext = QFileInfo(sources.constFirst()).suffix();
        const QString sourcePath = d.filePath(sources.constFirst());
        const QString draftPath = d.filePath("draft." + ext);
        const TextFile s = TextFile::load(sourcePath, nullptr),
                       t = TextFile::load(draftPath, nullptr);
        const RstDocument sd = scanDocument(s.text, fileKindForPath(sourcePath));
        const RstDocument td = scanDocument(t.text, fileKindForPath(draftPath));
        const Alignment a = align(sd, td);
        for (const Segment &seg : a.segments) {
            for (int k = seg.sourceFirst; k <= seg.sourceLast; ++k) {
                const Block &b = *a.sourceUnits[k].block;
                const bool isTitle = b.kind == BlockKind::Title && b.level > 0;
                const bool isCode = isCodeBlock(b);
                if (!isTitle && !isCode) continue;
                bool paired = false;
                for (int j = seg.draftFirst; j <= seg.draftLast; ++j) {
                    const Block &o = *a.draftUnits[j].block;
                    paired |= isTitle
                                  ? (o.kind == BlockKind::Title || o.kind == BlockKind::Paragraph)
                                  : isCodeBlock(o);
                }
                (isTitle ? titles : code)++;
                (isTitle ? titlesPaired : codePaired) += paired;
                if (!paired)
                    std::printf("  %s: source line %d, %s not paired\n", qPrintable(pair),
                                b.line + 1, isTitle ? "title" : "code block");
            }
        }
    }
    std::printf("titles paired with a draft title: %d/%d (%.1f%%)\n", titlesPaired, titles,
                titles ? 100.0 * titlesPaired / titles : 0.0);
    std::printf("code blocks paired with a draft code block: %d/%d (%.1f%%)\n", codePaired, code,
                code ? 100.0 * codePaired / code : 0.0);
    return 0;
}
