// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile sizes, linted as a pair through the same path as `tandem lint SOURCE DRAFT --format json`
// (files read from disk, the project resolved from the draft's folder, a LintSession, the report
// as a one-file review in JSON): many
// glossary terms on the example pair, a long paragraph, one long line, a long grid table, a file
// near the 16 MiB cap, and lines of unbalanced inline markup. Every input is generated in a
// temporary folder and measured at full and half size: the ratio shows how time grows (2 is
// linear; n·log n stays a little above). Times are processor seconds of the lint (the machine
// is shared; the wall time of the full size is printed too). Targets (issue #16): each under
// 2 s, ratio at most ~2.2.
// Run: build/bench/bench_stress [name...]   (names: terms paragraph line table file markup)
#include "benchutil.h"
#include "filereview.h"
#include "lintsession.h"
#include "reviewexport.h"
#include "rstscanner.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <functional>

using namespace tandem;

namespace {

QString exampleText(const char *name)
{
    return QString::fromUtf8(
        bench::readAll(QStringLiteral(TANDEM_SOURCE_DIR "/resources/examples/") + name));
}

bool writeFile(const QString &path, const QString &text)
{
    QFile f(path);
    const QByteArray bytes = text.toUtf8();
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

struct Seconds
{
    double cpu = -1, wall = -1;
};

// One `tandem lint SOURCE DRAFT [--glossary FILE]` in process; returns the time and the issues.
// The processor time of this process is the figure that counts on a shared machine (the wall
// time grows with whatever else runs); both are printed.
Seconds lintPair(const QString &source, const QString &draft, const QString &glossary, int *issues)
{
    QElapsedTimer t;
    t.start();
    const std::clock_t cpu = std::clock();
    TextFile::Error error;
    const TextFile s = TextFile::load(source, &error), d = TextFile::load(draft, &error);
    ProjectSettings settings;
    settings.useUserWordList = false;
    if (!glossary.isEmpty()) settings.extraGlossaries = {glossary};
    ProjectProblems problems;
    const auto project = ProjectContext::resolve(draft, settings, &problems);
    if (!project) {
        std::printf("  project not resolved: %s\n", qPrintable(problems.fatal.join(u' ')));
        return {};
    }
    LintSession session(project);
    const LintText sourceText{source, s.text, fileKindForPath(source)};
    const LintText draftText{draft, d.text, fileKindForPath(draft)};
    LintOutcome outcome = session.lint(sourceText, draftText);
    *issues = int(outcome.issues.size());
    const QByteArray json =
        reviewToJson(singleFileReview(sourceText, draftText, std::move(outcome)));
    if (json.isEmpty()) return {};
    return {double(std::clock() - cpu) / CLOCKS_PER_SEC, double(t.nsecsElapsed()) / 1e9};
}

// A generated pair at one size: the English source and the Korean draft (and a glossary).
struct Pair
{
    QString source, draft, glossary;
};

struct Case
{
    QString group;
    QByteArray label;
    std::function<Pair(double scale)> make; // scale 1: the full size; 0.5: half
};

// Repeats `unit` until the text is at least `bytes` of UTF-8.
QString repeated(const QString &unit, qint64 bytes)
{
    const qint64 unitBytes = unit.toUtf8().size();
    return unit.repeated(qsizetype((bytes + unitBytes - 1) / unitBytes));
}

// Prose with the usual inline markup, in English and in Korean.
// (No capitalised "Tensor" in the English: every 텐서 of the draft then makes glossary-keep
// look at the whole paragraph for the class name, the case that was quadratic.)
const QString englishProse =
    QStringLiteral("The *tensor* holds ``values`` and :func:`torch.add` sums them, see `docs "
                   "<https://pytorch.org/>`_ for more. ");
const QString koreanProse =
    QStringLiteral("텐서는 *값*\\ 을 담고 ``values``\\ 와 :func:`torch.add` 가 더합니다, `문서 "
                   "<https://pytorch.org/>`_ 참고. ");

QString wrapped(const QString &text, int width)
{
    QString out;
    out.reserve(text.size() + text.size() / width + 1);
    int lineLength = 0;
    for (const QStringView word : QStringView(text).split(u' ', Qt::SkipEmptyParts)) {
        if (lineLength > 0 && lineLength + 1 + word.size() > width) {
            out += u'\n';
            lineLength = 0;
        } else if (lineLength > 0) {
            out += u' ';
            ++lineLength;
        }
        out += word;
        lineLength += int(word.size());
    }
    return out + u'\n';
}

QString titled(const QString &title, const QString &body)
{
    return title + u'\n' + QString(title.size() * 2, u'=') + QStringLiteral("\n\n") + body;
}

// A two-column grid table of about `bytes`, one row a line (plus its border).
QString gridTable(const QString &cell, qint64 bytes)
{
    const QString border =
        u'+' + QString(30, u'-') + u'+' + QString(40, u'-') + QStringLiteral("+\n");
    QString out = border + QStringLiteral("| Name") + QString(26, u' ') +
                  QStringLiteral("| Meaning") + QString(32, u' ') + QStringLiteral("|\n") +
                  QString(border).replace(u'-', u'=');
    const qint64 rowBytes = (border.size() + 74) + cell.toUtf8().size() - cell.size();
    for (qint64 i = 0, size = 0; size < bytes; ++i, size += rowBytes) {
        const QString name = QStringLiteral("``x%1``").arg(i);
        out += QStringLiteral("| ") + name.leftJustified(28) + QStringLiteral(" | ") +
               cell.leftJustified(38) + QStringLiteral(" |\n") + border;
    }
    return out;
}

// `n` glossary rows (english<TAB>korean), a few of them words the example pair uses.
QString glossaryRows(int n)
{
    static const char *const syllables[] = {"ten", "sor", "lay", "er", "gra", "di",   "ent",
                                            "mo",  "del", "opt", "im", "iz",  "back", "ward"};
    static const char16_t hangul[] = u"텐서계층기울모델최적화역전파";
    QString out = QStringLiteral("english\tkorean\n");
    for (int i = 0; i < n; ++i) {
        QString en, ko;
        for (int k = i, parts = 0; parts < 3; k /= 14, ++parts) {
            en += QLatin1String(syllables[k % 14]);
            ko += QChar(hangul[k % 14]);
        }
        out += en + u' ' + QString::number(i) + u'\t' + ko + QString::number(i) + u'\n';
    }
    return out + QStringLiteral("layer\t계층\nparameter\t매개변수\n");
}

const QStringList unbalancedPatterns = {
    QStringLiteral("*a ``b `c` "),    QStringLiteral("`a *b ``c "), QStringLiteral(":x:`a *b "),
    QStringLiteral("**a *b `c ``d "), QStringLiteral("|a _`b *c "), QStringLiteral("[#]_ `a <b *"),
    QStringLiteral("a*b* "),          QStringLiteral("x`가 `나 "),  QStringLiteral("a-b_ ")};

QList<Case> cases()
{
    const QString en = exampleText("tensors.en.rst"), ko = exampleText("tensors.ko.rst");
    QList<Case> all;
    for (const int terms : {1000, 20000, 100000}) {
        all.append({"terms", QByteArray::number(terms / 1000) + "k glossary terms, example pair",
                    [=](double scale) {
                        return Pair{en, ko, glossaryRows(int(terms * scale))};
                    }});
    }
    all.append({"paragraph", "860 KB paragraph (78-column lines)", [=](double scale) {
                    const qint64 bytes = qint64(860e3 * scale);
                    return Pair{titled("Title", wrapped(repeated(englishProse, bytes), 78)),
                                titled("제목", wrapped(repeated(koreanProse, bytes), 78)),
                                {}};
                }});
    all.append({"line", "5 MB line", [=](double scale) {
                    const qint64 bytes = qint64(5e6 * scale);
                    return Pair{titled("Title", repeated(englishProse, bytes) + u'\n'),
                                titled("제목", repeated(koreanProse, bytes) + u'\n'),
                                {}};
                }});
    all.append({"table", "4.8 MB grid table", [=](double scale) {
                    const qint64 bytes = qint64(4.8e6 * scale);
                    return Pair{titled("Title", gridTable("a *value* of the row", bytes)),
                                titled("제목", gridTable("행의 *값*", bytes)),
                                {}};
                }});
    all.append({"file", "15 MB file (the example pair repeated)", [=](double scale) {
                    const qint64 bytes = qint64(15e6 * scale);
                    return Pair{repeated(en + u'\n', bytes), repeated(ko + u'\n', bytes), {}};
                }});
    for (const QString &pattern : unbalancedPatterns) {
        all.append({"markup", QStringLiteral("10k x \"%1\" on one line").arg(pattern).toUtf8(),
                    [=](double scale) {
                        const QString line = pattern.repeated(qsizetype(10000 * scale)) + u'\n';
                        return Pair{titled("Title", line), titled("제목", line), {}};
                    }});
    }
    return all;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList only;
    for (int i = 1; i < argc; ++i)
        only.append(QString::fromLocal8Bit(argv[i]));
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::printf("no temporary folder\n");
        return 1;
    }
    std::printf("%-44s %8s %8s %6s %8s %8s\n", "input (linted as a pair)", "half s", "full s",
                "ratio", "wall s", "issues");
    for (const Case &c : cases()) {
        if (!only.isEmpty() && !only.contains(c.group)) continue;
        Seconds seconds[2];
        int issues = 0;
        for (int k = 0; k < 2; ++k) {
            const Pair pair = c.make(k == 0 ? 0.5 : 1.0);
            const QString source = dir.filePath("source.rst"), draft = dir.filePath("draft.rst");
            const QString glossary =
                pair.glossary.isEmpty() ? QString() : dir.filePath("terms.tsv");
            if (!writeFile(source, pair.source) || !writeFile(draft, pair.draft) ||
                (!glossary.isEmpty() && !writeFile(glossary, pair.glossary))) {
                std::printf("cannot write to %s\n", qPrintable(dir.path()));
                return 1;
            }
            // The fastest of a few runs for small inputs; one run for the slow ones.
            for (int run = 0; run < 3 && (run == 0 || seconds[k].cpu < 0.3); ++run) {
                const Seconds s = lintPair(source, draft, glossary, &issues);
                if (seconds[k].cpu < 0 || s.cpu < seconds[k].cpu) seconds[k] = s;
            }
        }
        std::printf("%-44s %8.3f %8.3f %6.2f %8.3f %8d%s\n", c.label.constData(), seconds[0].cpu,
                    seconds[1].cpu, seconds[0].cpu > 0 ? seconds[1].cpu / seconds[0].cpu : 0.0,
                    seconds[1].wall, issues, seconds[1].cpu > 2.0 ? "   over 2 s" : "");
        std::fflush(stdout);
    }
    return 0;
}
