// SPDX-License-Identifier: GPL-3.0-or-later
// How long the in-place start's lookup takes (findInPlaceSource: the git calls that find the
// English of a draft of a checkout), with the draft's text (what the window passes: history picks
// the English it was made from and replays later upstream syncs) and without (the newest
// mostly-English version). The window runs it on a worker thread; this is how long the source
// pane waits. Run: build/bench/bench_editorinplace CHECKOUT/path/to/file.rst [runs]
#include "benchutil.h"
#include "inplacestart.h"
#include "textfile.h"

#include <QCoreApplication>

using namespace tandem;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_editorinplace FILE [runs]\n");
        return 2;
    }
    const QString path = args.at(1);
    const int runs = args.size() > 2 ? args.at(2).toInt() : 5;
    TextFile::Error error;
    const TextFile draft = TextFile::load(path, &error);
    if (error) {
        std::fprintf(stderr, "bench_editorinplace: %s\n", qPrintable(error.message));
        return 2;
    }
    const auto found = findInPlaceSource(path, draft.text);
    if (!found) {
        std::fprintf(stderr, "bench_editorinplace: no English found for %s\n", qPrintable(path));
        return 2;
    }
    std::printf("%s: English %s (%lld upstream syncs replayed)\n", qPrintable(path),
                qPrintable(found->pane.label.isEmpty() ? found->pane.path : found->pane.label),
                qlonglong(found->source.syncedBy.size()));
    bench::timeIt("lookup with the draft's text", runs,
                  [&] { findInPlaceSource(path, draft.text); });
    bench::timeIt("lookup without it (newest English)", runs, [&] { findInPlaceSource(path); });
    return 0;
}
