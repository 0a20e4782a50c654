// SPDX-License-Identifier: GPL-3.0-or-later
// The gettext catalogue layer over real catalogues: every file read and written back byte for
// byte, its wrapping detected, every string written anew in that wrapping compared with the
// file's lines, and an edit of each entry (or its fuzzy flag) changing only that entry's lines.
// Then every catalogue is linted entry by entry (`tandem lint FILE.po`) with the built-in
// context, the fuzzy entries too: the time and the issues by check.
// With GNU gettext's msgcat on the PATH, the same comparison over each file as msgcat (width
// 79, as powrap writes) and msgcat --no-wrap rewrite it.
//
//   build/bench/bench_po [DIR]
//
// DIR defaults to a clone of ../shared/repos/python-docs-ko-practice.bundle at 3.13.

#include "cataloguereview.h"
#include "lintsession.h"
#include "pocatalog.h"
#include "powrapping.h"
#include "projectcontext.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace tandem::po;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<QByteArray> splitLines(const QByteArray &bytes)
{
    QList<QByteArray> lines;
    for (qsizetype start = 0; start < bytes.size();) {
        const qsizetype nl = bytes.indexOf('\n', start);
        const qsizetype end = nl < 0 ? bytes.size() : nl + 1;
        lines.append(bytes.mid(start, end - start));
        start = end;
    }
    return lines;
}

struct Fidelity
{
    int fields = 0, same = 0, multiLine = 0, multiLineSame = 0;
    QStringList firstMisses;
};

// Every string of `catalog` written in `style` against the file's own lines.
void compareStrings(const Catalog &catalog, const WrapStyle &style, const QString &file,
                    Fidelity *out)
{
    for (const PoEntry &e : catalog.entries()) {
        const QString prefix = e.obsolete ? QStringLiteral("#~ ") : QString();
        QList<std::pair<QString, const PoField *>> fields{
            {QStringLiteral("msgctxt"), &e.msgctxt},
            {QStringLiteral("msgid"), &e.msgid},
            {QStringLiteral("msgid_plural"), &e.msgidPlural}};
        for (int i = 0; i < e.msgstr.size(); ++i)
            fields.append({e.msgstrKeyword(i), &e.msgstr[i]});
        for (const auto &[keyword, f] : fields) {
            if (!f->present()) continue;
            QStringList original;
            for (int l = f->line; l < f->line + f->lineCount; ++l)
                original.append(catalog.lineText(l));
            const bool same = formatField(keyword, f->value, style, prefix) == original;
            ++out->fields;
            out->same += same;
            if (f->lineCount > 1) {
                ++out->multiLine;
                out->multiLineSame += same;
            }
            if (!same && out->firstMisses.size() < 3)
                out->firstMisses.append(QStringLiteral("%1:%2").arg(file).arg(f->line + 1));
        }
    }
}

void printFidelity(const char *label, const Fidelity &f)
{
    std::printf("%-34s %6d / %6d strings (%.2f%%), multi-line %d / %d\n", label, f.same, f.fields,
                f.fields ? 100.0 * f.same / f.fields : 0.0, f.multiLineSame, f.multiLine);
    for (const QString &m : f.firstMisses)
        std::printf("    differs: %s\n", qPrintable(m));
}

// Edits one entry's msgstr (or clears its fuzzy flag) and checks that only its lines changed
// and that the result reads back with the edit and every other entry as it was.
bool editChangesOnlyEntry(const Catalog &catalog, const QByteArray &bytes, int index, bool fuzzy)
{
    Catalog edited = catalog;
    const PoEntry &e = catalog.entries()[index];
    if (fuzzy)
        edited.setFuzzy(index, false);
    else
        edited.setMsgstr(index, 0, e.msgstr[0].value + QStringLiteral(" 편집한 문장입니다."));
    const QByteArray out = edited.toBytes();
    const QList<QByteArray> a = splitLines(bytes), b = splitLines(out);
    const int before = e.firstLine, afterA = int(a.size()) - (e.firstLine + e.lineCount);
    if (b.size() < before + afterA) return false;
    for (int l = 0; l < before; ++l)
        if (a[l] != b[l]) return false;
    for (int k = 1; k <= afterA; ++k)
        if (a[a.size() - k] != b[b.size() - k]) return false;
    Catalog::Error error;
    const auto again = Catalog::parse(out, &error);
    if (!again || again->entries().size() != catalog.entries().size()) return false;
    for (int i = 0; i < catalog.entries().size(); ++i) {
        const PoEntry &x = catalog.entries()[i], &y = again->entries()[i];
        if (x.msgid.value != y.msgid.value) return false;
        if (i == index) {
            if (fuzzy ? y.isFuzzy() : y.msgstr[0].value != edited.entries()[i].msgstr[0].value)
                return false;
            continue;
        }
        for (int s = 0; s < x.msgstr.size(); ++s)
            if (x.msgstr[s].value != y.msgstr[s].value) return false;
        if (x.flags != y.flags) return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir temp;
    QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (dir.isEmpty()) {
        const QString bundle =
            QStringLiteral(TANDEM_SHARED_DIR "/repos/python-docs-ko-practice.bundle");
        if (!QFile::exists(bundle)) {
            std::printf("no %s: nothing to measure\n", qPrintable(bundle));
            return 0;
        }
        dir = temp.filePath(QStringLiteral("pdk"));
        if (QProcess::execute(QStringLiteral("git"),
                              {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("-b"),
                               QStringLiteral("3.13"), bundle, dir}) != 0) {
            std::printf("git clone failed\n");
            return 1;
        }
    }

    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.po")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();

    int identical = 0, entries = 0, edits = 0, editsOk = 0, unfuzz = 0, unfuzzOk = 0;
    qint64 bytesTotal = 0, parseNs = 0;
    QHash<QString, int> styles;
    Fidelity own;
    QStringList editFailures;
    for (const QString &path : files) {
        const QByteArray bytes = readAll(path);
        bytesTotal += bytes.size();
        QElapsedTimer t;
        t.start();
        Catalog::Error error;
        const auto catalog = Catalog::parse(bytes, &error);
        parseNs += t.nsecsElapsed();
        if (!catalog) {
            std::printf("%s:%d: %s\n", qPrintable(path), error.line, qPrintable(error.message));
            continue;
        }
        identical += catalog->toBytes() == bytes;
        ++styles[catalog->wrapStyle().name()];
        entries += int(catalog->entries().size());
        compareStrings(*catalog, catalog->wrapStyle(), QDir(dir).relativeFilePath(path), &own);
        // Up to 40 entries a file, spread over it, and every fuzzy one.
        const int step = std::max(1, int(catalog->entries().size()) / 40);
        for (int i = 0; i < catalog->entries().size(); ++i) {
            const PoEntry &e = catalog->entries()[i];
            if (e.isHeader() || e.isPlural() || e.msgstr.isEmpty()) continue;
            if (i % step != 0 && !e.isFuzzy()) continue;
            ++edits;
            const bool ok = editChangesOnlyEntry(*catalog, bytes, i, false);
            editsOk += ok;
            if (!ok && editFailures.size() < 5)
                editFailures.append(QStringLiteral("%1:%2").arg(path).arg(e.firstLine + 1));
            if (e.isFuzzy()) {
                ++unfuzz;
                unfuzzOk += editChangesOnlyEntry(*catalog, bytes, i, true);
            }
        }
    }
    std::printf("%lld files, %.1f MB, %d entries; read in %.1f ms (%.1f MB/s)\n",
                qlonglong(files.size()), bytesTotal / 1e6, entries, parseNs / 1e6,
                parseNs ? bytesTotal / 1e6 / (parseNs / 1e9) : 0.0);
    std::printf("written back byte-identical: %d / %lld\n", identical, qlonglong(files.size()));
    for (auto s = styles.cbegin(); s != styles.cend(); ++s)
        std::printf("wrapping detected: %-10s %d files\n", qPrintable(s.key()), s.value());
    printFidelity("strings rewritten in that wrapping", own);
    std::printf("one msgstr edited: only its entry changed in %d / %d edits\n", editsOk, edits);
    for (const QString &f : editFailures)
        std::printf("    edit failed: %s\n", qPrintable(f));
    std::printf("fuzzy flag cleared: only its entry changed in %d / %d\n", unfuzzOk, unfuzz);

    {
        QElapsedTimer t;
        t.start();
        tandem::LintSession session(
            tandem::ProjectContext::builtIn({.checks = {{}, tandem::catalogueChecks()}}));
        QMap<QString, int> byCheck;
        int linted = 0, issues = 0;
        for (const QString &path : files) {
            Catalog::Error error;
            const auto catalog = Catalog::parse(readAll(path), &error);
            if (!catalog) continue;
            for (const PoEntry &e : catalog->entries())
                linted += !e.isHeader() && !e.obsolete && e.isTranslated();
            const tandem::ReviewFile f = tandem::reviewCatalogue(
                path, *catalog, session, tandem::CatalogueLintOptions{true});
            for (const tandem::Issue &i : f.issues)
                ++byCheck[i.check];
            issues += int(f.issues.size());
        }
        std::printf("lint: %d translated entries (fuzzy ones too) in %.1f s, %d issues\n", linted,
                    t.elapsed() / 1000.0, issues);
        for (auto c = byCheck.cbegin(); c != byCheck.cend(); ++c)
            std::printf("    %-24s %d\n", qPrintable(c.key()), c.value());
    }

    const QString msgcat = QStandardPaths::findExecutable(QStringLiteral("msgcat"));
    if (msgcat.isEmpty()) {
        std::printf("msgcat not found: the gettext comparison is skipped\n");
        return 0;
    }
    for (const bool wrap : {true, false}) {
        Fidelity f;
        int detected = 0;
        for (const QString &path : files) {
            const QString out = temp.filePath(QStringLiteral("msgcat.po"));
            QStringList args{path, QStringLiteral("-o"), out};
            if (!wrap) args.prepend(QStringLiteral("--no-wrap"));
            if (QProcess::execute(msgcat, args) != 0) continue;
            Catalog::Error error;
            const auto catalog = Catalog::parse(readAll(out), &error);
            if (!catalog) continue;
            const WrapStyle style = wrap ? WrapStyle::gettext(79) : WrapStyle::noWrap();
            detected += catalog->wrapStyle() == style;
            compareStrings(*catalog, style, QDir(dir).relativeFilePath(path), &f);
        }
        std::printf("%s: wrapping detected in %d / %lld files\n",
                    wrap ? "msgcat (powrap)" : "msgcat --no-wrap", detected,
                    qlonglong(files.size()));
        printFidelity(
            wrap ? "  strings as msgcat writes them" : "  strings as --no-wrap writes them", f);
    }
    return 0;
}
