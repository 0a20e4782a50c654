// SPDX-License-Identifier: GPL-3.0-or-later
// The Preview dock while typing, on a ~1,500-line sphinx-gallery .py pair and a ~1,500-line .rst
// pair (corpus pairs joined in name order until 1,500 source lines):
//  - key to preview updated: from a key press in the draft until the preview shows the page of
//    the analysis that includes it (lint, render, the changed blocks laid out on the worker,
//    swapped in on the GUI thread), p50/p95/max, and the preview's share of it (from the
//    analysis shown to the page shown);
//  - paced typing at one key per 30 ms with the preview open: how late each key's timer fires
//    (the GUI thread's longest stretch of work), p50/p99/max.
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench_editorpreview [SOURCE DRAFT]
// Screenshots: bench_editorpreview --shot OUT.png --size 1280x720 [--bilingual] [--line N]
//              [--type TEXT] SOURCE DRAFT   (the window with the Preview dock shown, TEXT typed
//              at the end of line N, grabbed when the preview is current)
#include "mainwindow.h"
#include "previewcontroller.h"
#include "previewview.h"
#include "textpane.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTimer>

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

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Corpus pairs of one extension joined in name order until the source has `lines` lines.
bool joinedPair(const QString &ext, int lines, const QString &source, const QString &draft)
{
    const QDir corpus(QStringLiteral(TANDEM_SHARED_DIR "/corpus"));
    QByteArray en, ko;
    for (const QString &pair : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString s = corpus.filePath(pair + "/source." + ext);
        const QString d = corpus.filePath(pair + "/draft." + ext);
        if (!QFile::exists(s) || !QFile::exists(d)) continue;
        en += readAll(s) + '\n';
        ko += readAll(d) + '\n';
        if (en.count('\n') >= lines) break;
    }
    if (en.isEmpty()) return false;
    for (const auto &[path, bytes] : {std::pair{source, en}, std::pair{draft, ko}}) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return false;
    }
    return true;
}

bool waitFor(const std::function<bool()> &done, int ms = 60000)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

bool previewCurrent(MainWindow &w)
{
    return w.isAnalysisCurrent() && w.analysis() &&
           w.preview()->shownGeneration() == w.analysis()->generation;
}

void typeKey(QWidget *target, const QString &text)
{
    QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, text);
    QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, text);
    QApplication::sendEvent(target, &press);
    QApplication::sendEvent(target, &release);
}

bool openWithPreview(MainWindow &w, const QString &source, const QString &draft, bool bilingual)
{
    w.show();
    if (!w.openPair(source, draft)) return false;
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("previewDock"));
    dock->show();
    dock->raise();
    w.preview()->setBilingual(bilingual);
    return waitFor([&] { return previewCurrent(w); });
}

// The middle of the draft, at the end of a prose line (where a translator types).
void cursorToMiddle(TextPane *draft)
{
    QTextBlock b = draft->document()->findBlockByNumber(draft->document()->blockCount() / 2);
    while (b.isValid() && (b.text().trimmed().isEmpty() || b.text().startsWith(u' ') ||
                           b.text().startsWith(u'#') || b.text().startsWith(u'.')))
        b = b.next();
    QTextCursor c(b);
    c.movePosition(QTextCursor::EndOfBlock);
    draft->setTextCursor(c);
    draft->setFocus();
}

void measure(const char *label, const QString &source, const QString &draft)
{
    MainWindow w;
    w.resize(1500, 900);
    if (!openWithPreview(w, source, draft, false)) {
        std::printf("%s: the preview did not come\n", label);
        return;
    }
    TextPane *pane = w.draftPane();
    std::printf("%s: %d source lines, %d draft lines\n", label, int(readAll(source).count('\n')),
                pane->document()->blockCount());
    cursorToMiddle(pane);
    // Key to preview updated, one key at a time.
    // Also the preview's own share: from the key's analysis shown (lint done) to its page.
    std::vector<double> keys, shares;
    for (int i = 0; i < 60; ++i) {
        QElapsedTimer t;
        t.start();
        typeKey(pane, i % 2 ? QStringLiteral("가") : QStringLiteral(" "));
        double analysed = -1;
        if (!waitFor([&] {
                if (analysed < 0 && w.isAnalysisCurrent()) analysed = double(t.nsecsElapsed());
                return previewCurrent(w);
            }))
            break;
        keys.push_back(double(t.nsecsElapsed()) / 1e6);
        shares.push_back((double(t.nsecsElapsed()) - analysed) / 1e6);
    }
    std::printf("  key to preview updated:  p50 %6.1f ms  p95 %6.1f ms  max %6.1f ms  (%zu keys)\n",
                percentile(keys, 0.5), percentile(keys, 0.95),
                keys.empty() ? 0.0 : *std::max_element(keys.begin(), keys.end()), keys.size());
    std::printf(
        "    of which analysis shown to preview:  p50 %6.1f ms  p95 %6.1f ms  max %6.1f ms\n",
        percentile(shares, 0.5), percentile(shares, 0.95),
        shares.empty() ? 0.0 : *std::max_element(shares.begin(), shares.end()));
    // Paced typing: a key every 30 ms; a tick's lateness is how long the GUI thread was busy.
    // Once with the preview hidden (the editor without it), once shown.
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("previewDock"));
    for (const bool shown : {false, true}) {
        dock->setVisible(shown);
        if (shown) dock->raise();
        waitFor([&] { return !shown || previewCurrent(w); });
        std::vector<double> late;
        QElapsedTimer since;
        QTimer timer;
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(30);
        int count = 0;
        since.start();
        QObject::connect(&timer, &QTimer::timeout, [&] {
            const double gap = double(since.nsecsElapsed()) / 1e6;
            if (count > 0) late.push_back(std::max(0.0, gap - 30.0));
            since.restart();
            typeKey(pane, QStringLiteral("나"));
            ++count;
        });
        timer.start();
        waitFor([&] { return count >= 200; }, 120000);
        timer.stop();
        waitFor([&] { return w.isAnalysisCurrent() && (!shown || previewCurrent(w)); });
        std::printf("  paced typing, 30 ms/key, preview %s: key timer late p50 %5.1f ms  p99 "
                    "%5.1f ms  max %5.1f ms  (%zu keys)\n",
                    shown ? "shown " : "hidden", percentile(late, 0.5), percentile(late, 0.99),
                    late.empty() ? 0.0 : *std::max_element(late.begin(), late.end()), late.size());
    }
}

int screenshot(const QStringList &args)
{
    const QString out = args.value(args.indexOf(QStringLiteral("--shot")) + 1);
    const QStringList size = args.value(args.indexOf(QStringLiteral("--size")) + 1).split(u'x');
    const bool bilingual = args.contains(QStringLiteral("--bilingual"));
    const int lineAt = args.indexOf(QStringLiteral("--line"));
    const int line = lineAt > 0 ? args.value(lineAt + 1).toInt() - 1 : -1;
    const int typeAt = args.indexOf(QStringLiteral("--type"));
    const QString typed = typeAt > 0 ? args.value(typeAt + 1) : QString();
    const QString source = args.value(args.size() - 2), draft = args.last();
    MainWindow w;
    w.resize(size.value(0).toInt(), size.value(1).toInt());
    if (!openWithPreview(w, source, draft, bilingual)) return 1;
    if (line >= 0) {
        TextPane *pane = w.draftPane();
        pane->setTextCursor(QTextCursor(pane->document()->findBlockByNumber(line)));
        pane->centerCursor();
        pane->setFocus();
        if (!typed.isEmpty()) {
            pane->moveCursor(QTextCursor::EndOfBlock);
            for (const QChar c : typed)
                typeKey(pane, QString(c));
            waitFor([&] { return previewCurrent(w); });
        }
    }
    waitFor([&] { return false; }, 1500); // paints settle
    return w.grab().save(out) ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tandem-bench"));
    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--shot"))) return screenshot(args);
    QTemporaryDir dir; // typed into: copies, never the corpus
    if (args.size() == 3) {
        const QString ext = QFileInfo(args.at(2)).suffix();
        QFile::copy(args.at(1), dir.filePath("source." + ext));
        QFile::copy(args.at(2), dir.filePath("draft." + ext));
        measure("given pair", dir.filePath("source." + ext), dir.filePath("draft." + ext));
        return 0;
    }
    for (const QString &ext : {QStringLiteral("py"), QStringLiteral("rst")}) {
        const QString s = dir.filePath("source." + ext), d = dir.filePath("draft." + ext);
        if (!joinedPair(ext, 1500, s, d)) {
            std::printf("no corpus at %s: nothing to measure\n", TANDEM_SHARED_DIR);
            return 0;
        }
        measure(ext == u"py" ? "joined .py pair" : "joined .rst pair", s, d);
    }
    return 0;
}
