// SPDX-License-Identifier: GPL-3.0-or-later
// Scan time (blocks + inline markup) of a 60 KB RST file and a 60 KB sphinx-gallery file made of
// real tutorials from ../shared/corpus. Target: under 1 ms each.
#include "benchutil.h"
#include "rstscanner.h"

#include <cstdio>

using namespace tandem;

int main(int argc, char **argv)
{
    const QString shared =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(TANDEM_SHARED_DIR);
    const QString rst = bench::corpusText(shared, {"draft.rst", "source.rst"}, 60 * 1024);
    const QString py = bench::corpusText(shared, {"draft.py", "source.py"}, 60 * 1024);
    if (rst.isEmpty() || py.isEmpty()) {
        std::printf("no corpus at %s: nothing to measure\n", qPrintable(shared));
        return 0;
    }
    std::printf("RST file: %lld bytes, %lld lines; sphinx-gallery file: %lld bytes, %lld lines\n",
                qint64(rst.toUtf8().size()), qint64(rst.count(u'\n')), qint64(py.toUtf8().size()),
                qint64(py.count(u'\n')));
    volatile qsizetype sink = 0;
    bench::timeIt("scan 60 KB .rst", 50,
                  [&] { sink = sink + scanDocument(rst, FileKind::Rst).inlines.size(); });
    bench::timeIt("scan 60 KB sphinx-gallery .py", 50,
                  [&] { sink = sink + scanDocument(py, FileKind::SphinxGallery).inlines.size(); });
    return 0;
}
