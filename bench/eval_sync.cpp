// SPDX-License-Identifier: GPL-3.0-or-later
// How much of the community's own upstream syncs `tandem sync` does, on the practice
// repository (docs/evaluation/sync.md).
//
//   eval_sync [CLONE] [--items FILE] [--particles FILE] [--write-upstream SHA DIR]
//
// CLONE is a clone of shared/repos/tutorials-kr-practice.bundle (default: one is made in a
// temporary folder). For every upstream sync commit S on the first-parent history (a subject
// naming `owner/repo@sha`) and every file S changed that is translated before and after it:
// - the Korean before (S^) and after (S, "the community's next Korean version");
// - the English the translation was made from, as `tandem sync` finds it at S^ (SourceFinder);
// - upstream's English after S, which this history does not hold (only translated files are
//   kept), rebuilt from S itself: S's Hangul-free hunks replayed on the English (as the source
//   finder replays syncs), and each Korean hunk that changed only kept texts (literals, role
//   targets, URLs, numbers) carried over to the English unit aligned with it. Links the
//   community moved to its own site (pytorch.kr) are not upstream's and are left out.
// Then planSync(English before, English after, Korean before): of the units whose English
// change touches only kept things, how many come out exactly (line for line, trailing space
// aside) as in the Korean after S. --items writes every applied prose item with the word after
// it, for reading the particles by hand; --particles, instead, renames literals followed by a
// particle in the files at HEAD (see particleItems) and writes the re-agreed sentences.
#include "alignment.h"
#include "checkout.h"
#include "languagechecks.h"
#include "particleagreement.h"
#include "projectcontext.h"
#include "rstscanner.h"
#include "sourcefinder.h"
#include "syncapply.h"
#include "syncreplay.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace tandem;

namespace {

QByteArray git(const QString &dir, const QStringList &args, bool *ok = nullptr)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("git"), args);
    p.waitForFinished(-1);
    if (ok) *ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return p.readAllStandardOutput();
}

QString rstripLine(QString l)
{
    while (!l.isEmpty() && l.back().isSpace())
        l.chop(1);
    return l;
}

// Whether `block` occurs in `lines` as consecutive lines (trailing space ignored).
bool containsBlock(const QStringList &lines, const QStringList &block)
{
    if (block.isEmpty()) return true;
    for (qsizetype i = 0; i + block.size() <= lines.size(); ++i) {
        bool all = true;
        for (qsizetype j = 0; j < block.size() && all; ++j)
            all = rstripLine(lines[i + j]) == rstripLine(block[j]);
        if (all) return true;
    }
    return false;
}

bool hasHangul(const QString &s)
{
    return hangulLetters(s) > 0;
}

// The upstream English after the sync, rebuilt as the header says. `uncarried` receives the
// Korean lines (0-based, before the sync) of the hunks that could not be carried to the English:
// the community's own edits, or upstream's that changed Korean text (a comment, prose).
QString rebuildUpstream(const QString &englishBefore, const QString &koreanBefore,
                        const QString &koreanAfter, const QList<DiffHunk> &hunks, FileKind kind,
                        int *carried, QList<std::pair<int, int>> *uncarried)
{
    auto rangeOf = [](const DiffHunk &h) {
        return h.oldCount == 0 ? std::pair{h.oldStart - 1, h.oldStart}
                               : std::pair{h.oldStart - 1, h.oldStart + h.oldCount - 2};
    };
    const QStringList before = koreanBefore.split(u'\n'), after = koreanAfter.split(u'\n');
    auto linesOf = [](const QStringList &lines, int start, int count) {
        // git's -U0 hunks: 1-based start; for count 0, the line after which.
        return count == 0 ? QStringList() : lines.mid(start - 1, count);
    };
    QList<DiffHunk> english, kept;
    for (const DiffHunk &h : hunks) {
        const QStringList removed = linesOf(before, h.oldStart, h.oldCount);
        const QStringList added = linesOf(after, h.newStart, h.newCount);
        if (added.join(u'\n').contains(QStringLiteral("pytorch.kr"))) { // the community's
            uncarried->append(rangeOf(h));
            continue;
        }
        if (!hasHangul(removed.join(u'\n')) && !hasHangul(added.join(u'\n')))
            english.append(h);
        else if (h.oldCount > 0 && h.newCount > 0)
            kept.append(h);
        else
            uncarried->append(rangeOf(h));
    }
    QString text = englishBefore;
    *carried = 0;
    for (const DiffHunk &h : std::as_const(english)) {
        if (replaySyncEdits(text, koreanBefore, koreanAfter, {h}) > 0)
            ++*carried;
        else
            uncarried->append(rangeOf(h));
    }
    // Korean hunks that changed only kept texts: the same change in the aligned English unit.
    const RstDocument englishDoc = scanDocument(text, kind);
    const RstDocument koreanDoc = scanDocument(koreanBefore, kind);
    const Alignment alignment = align(englishDoc, koreanDoc);
    QStringList englishLines = text.split(u'\n');
    for (const DiffHunk &h : std::as_const(kept)) {
        const auto changes = keptTextChanges(linesOf(before, h.oldStart, h.oldCount).join(u'\n'),
                                             linesOf(after, h.newStart, h.newCount).join(u'\n'));
        const int seg = alignment.segmentAtDraftLine(h.oldStart - 1);
        const auto [first, last] =
            seg >= 0 ? alignment.sourceLines(alignment.segments[seg]) : std::pair{-1, -1};
        if (!changes || changes->isEmpty() || first < 0) {
            uncarried->append(rangeOf(h));
            continue;
        }
        QString unit = englishLines.mid(first, last - first + 1).join(u'\n');
        bool all = true;
        for (const auto &[from, to] : *changes) {
            if (to.contains(QStringLiteral("pytorch.kr")) || !unit.contains(from)) {
                all = false;
                break;
            }
            unit.replace(from, to);
        }
        if (!all) {
            uncarried->append(rangeOf(h));
            continue;
        }
        const QStringList replaced = unit.split(u'\n');
        for (int i = first; i <= last; ++i)
            englishLines[i] = replaced.value(i - first);
        ++*carried;
    }
    return englishLines.join(u'\n');
}

// Particle re-agreement on real sentences: in a translated file, an inline literal followed by
// a particle is renamed upstream to another literal of the same file (one that is read with a
// different ending where there is one); planSync's result for the sentence is written out, up
// to `perFile` items a file, for reading by hand. Returns the items written.
int particleItemsOfPair(const QString &path, const QString &english, const QString &draft,
                        const QHash<QString, language::FinalSound> &readings, QFile &out,
                        int perFile)
{
    static const QRegularExpression literalThenParticle(
        QStringLiteral("``([^`]+)``(\\\\ | )?([\\x{AC00}-\\x{D7A3}]+)"));
    // Particles whose form depends on the word before them.
    const auto alternates = [](QStringView tail) {
        return agreeParticle(tail, true) != agreeParticle(tail, false);
    };
    const auto soundOf = [&](const QString &l) {
        return language::soundOfWritten(language::lastReadPart(l), readings);
    };
    QStringList literals; // the file's literals found once in the English, in order
    QStringList followed; // literals a changing particle follows somewhere
    for (auto it = literalThenParticle.globalMatch(draft); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString l = m.captured(1);
        if (!literals.contains(l) && english.count(QStringLiteral("``%1``").arg(l)) == 1)
            literals.append(l);
        if (alternates(m.capturedView(3)) && !followed.contains(l)) followed.append(l);
    }
    int written = 0;
    for (qsizetype i = 0; i < literals.size() && written < perFile; ++i) {
        const QString &from = literals[i];
        if (!followed.contains(from)) continue;
        // Another literal of the file, read with another ending if one is.
        QString to;
        for (qsizetype k = 1; k < literals.size() && to.isEmpty(); ++k) {
            const QString &c = literals[(i + k) % literals.size()];
            if (soundOf(c) != soundOf(from) && soundOf(c) != language::FinalSound::Unknown) to = c;
        }
        if (to.isEmpty()) continue;
        QString changed = english;
        changed.replace(QStringLiteral("``%1``").arg(from), QStringLiteral("``%1``").arg(to));
        const SyncPlan plan = planSync(english, changed, draft, fileKindForPath(path), readings);
        for (const SyncUnitChange &c : plan.changes) {
            if (!c.applied) continue;
            const QString marked = QStringLiteral("``%1``").arg(to);
            qsizetype at = -1;
            for (qsizetype k = c.draftAfter.indexOf(marked); k >= 0 && at < 0;
                 k = c.draftAfter.indexOf(marked, k + 1)) {
                QStringView rest = QStringView(c.draftAfter).mid(k + marked.size());
                if (rest.startsWith(u"\\ "))
                    rest = rest.mid(2);
                else if (rest.startsWith(u' '))
                    rest = rest.mid(1);
                if (alternates(rest.left(3))) at = k;
            }
            if (at < 0) continue;
            const qsizetype before = c.draftBefore.indexOf(QStringLiteral("``%1``").arg(from));
            out.write(
                QStringLiteral("%1:%2\t%3 → %4%5\n  before: %6\n  after:  %7\n")
                    .arg(path)
                    .arg(c.draftFirstLine + 1)
                    .arg(from, to,
                         c.particleUnsure ? QStringLiteral("  (reading unsure)") : QString(),
                         c.draftBefore.mid(std::max<qsizetype>(0, before - 20), 60).simplified(),
                         c.draftAfter.mid(std::max<qsizetype>(0, at - 20), marked.size() + 35)
                             .simplified())
                    .toUtf8());
            ++written;
            break;
        }
    }
    return written;
}

// The above for every translated file at HEAD, with the English tandem sync would use, and for
// every pair of shared/corpus.
void particleItems(const Checkout &checkout, const QHash<QString, language::FinalSound> &readings,
                   QFile &out, int perFile)
{
    const SourceFinder finder(checkout, SourceChoices());
    const QStringList paths = QString::fromUtf8(git(checkout.root(), {"ls-files", "*.rst", "*.py"}))
                                  .split(u'\n', Qt::SkipEmptyParts);
    int total = 0;
    for (const QString &path : paths) {
        QFile f(checkout.absolutePath(path));
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QString draft = QString::fromUtf8(f.readAll());
        if (isMostlyEnglish(draft)) continue;
        const ResolvedSource source = finder.find(path, {}, draft);
        if (!source.isValid()) continue;
        total += particleItemsOfPair(path, source.text, draft, readings, out, perFile);
    }
    std::printf("particle items from the practice repository: %d\n", total);
    const QDir corpus(QStringLiteral(TANDEM_SHARED_DIR) + "/corpus");
    int fromCorpus = 0;
    for (const QString &pair : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir d(corpus.filePath(pair));
        for (const QString &ext : {QStringLiteral("rst"), QStringLiteral("py")}) {
            QFile s(d.filePath("source." + ext)), k(d.filePath("draft." + ext));
            if (!s.open(QIODevice::ReadOnly) || !k.open(QIODevice::ReadOnly)) continue;
            fromCorpus += particleItemsOfPair(
                QStringLiteral("corpus/%1/draft.%2").arg(pair, ext), QString::fromUtf8(s.readAll()),
                QString::fromUtf8(k.readAll()), readings, out, perFile);
        }
    }
    std::printf("particle items from shared/corpus: %d, written to %s\n", fromCorpus,
                qPrintable(out.fileName()));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QString itemsPath;
    if (const qsizetype i = args.indexOf(QStringLiteral("--items")); i >= 0) {
        itemsPath = args.value(i + 1);
        args.remove(i, 2);
    }
    // --write-upstream SHA DIR: the rebuilt upstream English of sync SHA's files, written into
    // DIR, to run `tandem sync` itself on a checkout of SHA^ with --upstream DIR.
    QString writeSync, writeDir;
    if (const qsizetype i = args.indexOf(QStringLiteral("--write-upstream")); i >= 0) {
        writeSync = args.value(i + 1);
        writeDir = args.value(i + 2);
        args.remove(i, 3);
    }
    QString particlesPath;
    if (const qsizetype i = args.indexOf(QStringLiteral("--particles")); i >= 0) {
        particlesPath = args.value(i + 1);
        args.remove(i, 2);
    }
    QTemporaryDir tmp;
    QString clone = args.value(0);
    if (clone.isEmpty()) {
        const QString bundle =
            QStringLiteral(TANDEM_SHARED_DIR) + "/repos/tutorials-kr-practice.bundle";
        if (!QFile::exists(bundle)) {
            std::fprintf(stderr, "eval_sync: no clone given and %s is absent\n",
                         qPrintable(bundle));
            return 77;
        }
        clone = tmp.filePath(QStringLiteral("practice"));
        git(tmp.path(), {"clone", "-q", bundle, clone});
    }
    const auto checkoutHead = Checkout::open(clone, nullptr);
    if (!checkoutHead) {
        std::fprintf(stderr, "eval_sync: %s is not a git checkout\n", qPrintable(clone));
        return 2;
    }
    ProjectProblems problems;
    const auto context = ProjectContext::resolve(checkoutHead->root(), {}, &problems);
    const auto &readings = checks::particleReadings(context ? &context->terms() : nullptr);

    if (!particlesPath.isEmpty()) {
        QFile particles(particlesPath);
        if (!particles.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "eval_sync: cannot write %s\n", qPrintable(particlesPath));
            return 2;
        }
        particleItems(*checkoutHead, readings, particles, 8);
        return 0;
    }
    QFile items(itemsPath);
    if (!itemsPath.isEmpty() && !items.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "eval_sync: cannot write %s\n", qPrintable(itemsPath));
        return 2;
    }
    int totalEligible = 0, totalExact = 0, totalAppliedOther = 0, totalLeft = 0;
    int totalApplied = 0, totalOther = 0, totalFiles = 0, totalMixed = 0;
    const QStringList log =
        QString::fromUtf8(git(clone, {"log", "--first-parent", "--format=%H%x09%s", "HEAD"}))
            .split(u'\n', Qt::SkipEmptyParts);
    std::printf("%-9s %-44s %5s %8s %6s %8s %6s %6s %6s\n", "sync", "subject", "files", "eligible",
                "exact", "differs", "left", "mixed", "other");
    for (const QString &entry : log) {
        const QString commit = entry.section(u'\t', 0, 0);
        const QString subject = entry.section(u'\t', 1);
        if (!isUpstreamSyncSubject(subject)) continue;
        bool ok = false;
        const QString parent =
            QString::fromUtf8(git(clone, {"rev-parse", commit + "^"}, &ok)).trimmed();
        if (!ok) continue;
        const QString worktree = tmp.filePath(commit.left(7));
        git(clone, {"worktree", "add", "-q", "--detach", worktree, parent});
        const auto checkout = Checkout::open(worktree, nullptr);
        if (!checkout) continue;
        const SourceFinder finder(*checkout, SourceChoices());
        const QStringList paths =
            QString::fromUtf8(git(clone, {"diff", "--name-only", parent, commit}))
                .split(u'\n', Qt::SkipEmptyParts);
        int files = 0, eligible = 0, exact = 0, appliedOther = 0, left = 0, other = 0, mixed = 0;
        for (const QString &path : paths) {
            if (!checkout->isTranslationFile(path)) continue;
            bool okBefore = false, okAfter = false;
            const QString koreanBefore =
                QString::fromUtf8(git(clone, {"show", parent + ":" + path}, &okBefore));
            const QString koreanAfter =
                QString::fromUtf8(git(clone, {"show", commit + ":" + path}, &okAfter));
            if (!okBefore || !okAfter || isMostlyEnglish(koreanBefore) ||
                isMostlyEnglish(koreanAfter))
                continue;
            const ResolvedSource source = finder.find(path, {}, koreanBefore);
            if (!source.isValid()) continue;
            const QList<DiffHunk> hunks = Checkout::parseHunks(git(
                clone, {"diff", "-U0", "--no-color", parent + ":" + path, commit + ":" + path}));
            const FileKind kind = fileKindForPath(path);
            int carried = 0;
            QList<std::pair<int, int>> uncarried;
            const QString englishAfter = rebuildUpstream(source.text, koreanBefore, koreanAfter,
                                                         hunks, kind, &carried, &uncarried);
            if (englishAfter == source.text) continue;
            if (!writeSync.isEmpty() && commit.startsWith(writeSync)) {
                const QString target = QDir(writeDir).filePath(path);
                QDir().mkpath(QFileInfo(target).absolutePath());
                QFile out(target);
                if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
                    out.write(englishAfter.toUtf8());
            }
            ++files;
            const SyncPlan plan = planSync(source.text, englishAfter, koreanBefore, kind, readings);
            const QStringList afterLines = koreanAfter.split(u'\n');
            for (const SyncUnitChange &c : plan.changes) {
                if (!c.keptOnly) {
                    ++other;
                    continue;
                }
                // The sync also changed Korean lines of this unit in a way the English cannot be
                // rebuilt from (a translated comment, the community's own link): what upstream
                // did to the unit is unknown, so it is not counted.
                if (std::any_of(uncarried.cbegin(), uncarried.cend(), [&](const auto &r) {
                        return c.draftFirstLine >= 0 && r.first <= c.draftLastLine &&
                               r.second >= c.draftFirstLine;
                    })) {
                    ++mixed;
                    continue;
                }
                ++eligible;
                if (!c.applied) {
                    ++left;
                    std::printf("  left   %s:%d %s\n", qPrintable(path), c.draftFirstLine + 1,
                                qPrintable(c.why));
                    continue;
                }
                if (containsBlock(afterLines, c.draftAfter.split(u'\n'))) {
                    ++exact;
                } else {
                    ++appliedOther;
                    std::printf("  differs %s:%d\n    English:   %s\n    tandem:    %s\n",
                                qPrintable(path), c.draftFirstLine + 1,
                                qPrintable(c.wordDiff.join(QStringLiteral(", "))),
                                qPrintable(c.draftAfter.simplified()));
                }
                if (items.isOpen() && !c.change.oldText.isEmpty() &&
                    !c.draftBefore.contains(QStringLiteral("\n ")))
                    items.write(QStringLiteral("%1:%2\t%3\n  before: %4\n  after:  %5\n")
                                    .arg(path)
                                    .arg(c.draftFirstLine + 1)
                                    .arg(c.wordDiff.join(QStringLiteral(", ")),
                                         c.draftBefore.simplified(), c.draftAfter.simplified())
                                    .toUtf8());
            }
        }
        git(clone, {"worktree", "remove", "--force", worktree});
        std::printf("%-9s %-44s %5d %8d %6d %8d %6d %6d %6d\n", qPrintable(commit.left(7)),
                    qPrintable(subject.left(44)), files, eligible, exact, appliedOther, left, mixed,
                    other);
        totalMixed += mixed;
        totalFiles += files;
        totalEligible += eligible;
        totalExact += exact;
        totalAppliedOther += appliedOther;
        totalLeft += left;
        totalApplied += exact + appliedOther;
        totalOther += other;
    }
    std::printf("total: %d files, %d units changed only in kept things: %d applied (%d exactly as "
                "the community, %d otherwise), %d left; exact share %.1f%%; %d other units "
                "(prose, added, removed) left as worklist items; %d units not counted (the sync "
                "also changed "
                "their Korean in a way the English cannot be rebuilt from)\n",
                totalFiles, totalEligible, totalApplied, totalExact, totalAppliedOther, totalLeft,
                totalEligible ? 100.0 * totalExact / totalEligible : 0.0, totalOther, totalMixed);
    return 0;
}
