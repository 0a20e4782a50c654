// SPDX-License-Identifier: GPL-3.0-or-later
// Prints the segments of one pair's alignment (1-based line ranges of each side), for reading
// a check's issues against the source by hand: eval_dumpsegments SOURCE DRAFT [--tm MEMORY]
// (with a translation memory, aligned with its lexicon as lexical anchors, as the lint does).
#include "alignment.h"
#include "rstscanner.h"
#include "textfile.h"
#include "translationmemory.h"

#include <cstdio>

using namespace tandem;

int main(int argc, char **argv)
{
    if (argc != 3 && !(argc == 5 && QByteArray(argv[3]) == "--tm")) {
        std::fprintf(stderr, "usage: eval_dumpsegments SOURCE DRAFT [--tm MEMORY]\n");
        return 2;
    }
    BilingualLexicon lexicon;
    if (argc == 5) {
        TranslationMemory memory;
        QString error;
        if (!memory.open(QString::fromLocal8Bit(argv[4]), &error, true) ||
            (lexicon = memory.lexicon(&error)).isEmpty()) {
            std::fprintf(stderr, "eval_dumpsegments: no lexicon in %s: %s\n", argv[4],
                         qPrintable(error));
            return 2;
        }
    }
    const QString sourcePath = QString::fromLocal8Bit(argv[1]),
                  draftPath = QString::fromLocal8Bit(argv[2]);
    const TextFile s = TextFile::load(sourcePath, nullptr), t = TextFile::load(draftPath, nullptr);
    const RstDocument sd = scanDocument(s.text, fileKindForPath(sourcePath));
    const RstDocument td = scanDocument(t.text, fileKindForPath(draftPath));
    const Alignment a = align(sd, td, nullptr, nullptr, &lexicon);
    for (const Segment &seg : a.segments) {
        const auto [s1, s2] = a.sourceLines(seg);
        const auto [d1, d2] = a.draftLines(seg);
        std::printf("%d %d %d %d\n", s1 + 1, s2 + 1, d1 + 1, d2 + 1);
    }
    return 0;
}
