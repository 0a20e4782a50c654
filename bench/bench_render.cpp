// SPDX-License-Identifier: GPL-3.0-or-later
// The preview's render time for every file of ../shared/corpus (and of the folders given, e.g. a
// clone of the practice repository): the HTML of a scanned document (HtmlRenderer), and scan +
// render together, median / p95 / max over the files (each the fastest of 5 runs).
// With --long-line: one paragraph line of N literals and lone start-strings (a problem mark
// each) at N = 10,000, 20,000 and 40,000, rendered (scan excluded), the time and its growth per
// doubling: about 2 when linear, 4 when quadratic (issue 45: 3.9 s to 10.6 s from 20,000 to
// 40,000 before; figures in the commit).
// Run: build/bench/bench_render [DIR ...] | build/bench/bench_render --long-line
#include "htmlrenderer.h"
#include "rstscanner.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace tandem;

namespace {

double percentile(std::vector<double> v, double p)
{
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

// The render time of a long line at three sizes (see the top).
int longLine()
{
    double previous = 0;
    for (const int n : {10000, 20000, 40000}) {
        QString text = QStringLiteral("Title\n=====\n\n");
        for (int i = 0; i < n; ++i)
            text += QStringLiteral("``a%1`` 와 *b ").arg(i);
        const RstDocument doc = scanDocument(text, FileKind::Rst);
        double best = 1e9;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer t;
            t.start();
            const QString html = HtmlRenderer(doc).render();
            if (html.isEmpty()) return 1;
            best = std::min(best, double(t.nsecsElapsed()) / 1e6);
        }
        std::printf("long line of %6d items (%7lld characters): render %8.1f ms", n,
                    static_cast<long long>(text.size()), best);
        if (previous > 0) std::printf("  (x%.1f)", best / previous);
        std::printf("\n");
        previous = best;
    }
    return 0;
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (app.arguments().contains(QStringLiteral("--long-line"))) return longLine();
    QStringList dirs = app.arguments().mid(1);
    dirs.prepend(QStringLiteral(TANDEM_SHARED_DIR "/corpus"));
    std::vector<double> render, total;
    QString slowest;
    double slowestMs = 0;
    for (const QString &dir : dirs) {
        QDirIterator it(dir, {QStringLiteral("*.rst"), QStringLiteral("*.py")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QStringLiteral("/.git/"))) continue;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) continue;
            const QString text = QString::fromUtf8(f.readAll());
            double bestRender = 1e9, bestTotal = 1e9;
            for (int run = 0; run < 5; ++run) {
                QElapsedTimer t;
                t.start();
                const RstDocument doc = scanDocument(text, fileKindForPath(path));
                const qint64 scanned = t.nsecsElapsed();
                const QString html = HtmlRenderer(doc).render();
                const qint64 done = t.nsecsElapsed();
                if (html.isEmpty() && !doc.blocks.isEmpty()) return 1;
                bestRender = std::min(bestRender, double(done - scanned) / 1e6);
                bestTotal = std::min(bestTotal, double(done) / 1e6);
            }
            render.push_back(bestRender);
            total.push_back(bestTotal);
            if (bestTotal > slowestMs) {
                slowestMs = bestTotal;
                slowest = path;
            }
        }
    }
    if (render.empty()) {
        std::printf("no files: nothing to measure\n");
        return 0;
    }
    std::printf("files: %zu\n", render.size());
    std::printf(
        "render (HTML of a scanned document): median %6.2f ms  p95 %6.2f ms  max %6.2f ms\n",
        percentile(render, 0.5), percentile(render, 0.95),
        *std::max_element(render.begin(), render.end()));
    std::printf(
        "scan + render:                       median %6.2f ms  p95 %6.2f ms  max %6.2f ms\n",
        percentile(total, 0.5), percentile(total, 0.95),
        *std::max_element(total.begin(), total.end()));
    std::printf("slowest: %s\n", qPrintable(slowest));
    return 0;
}
