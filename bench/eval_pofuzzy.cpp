// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzzy queue (`tandem po fuzzy --apply`) against the maintainer of python-docs-ko: at the
// parent of each "remove fuzzy flags" commit of the practice repository, every .po file that
// commit changed gets its queue and proposals (the previous English from the file's history
// up to that parent), and the proposals are compared with what the maintainer then wrote.
//
//   build/bench/eval_pofuzzy [REPO]
//
// REPO defaults to a clone of ../shared/repos/python-docs-ko-practice.bundle at 3.13. Prints:
//   precision: of the entries --apply clears, how many read exactly as the maintainer's;
//   recall: of the maintainer's token-only resolutions (the Korean changed in kept tokens
//     only, or not at all), how many the proposals carried exactly;
//   safety: entries --apply changed that were not fuzzy (must be 0).

#include "checkout.h"
#include "fuzzyqueue.h"
#include "pocatalog.h"
#include "syncapply.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace tandem;

namespace {

QByteArray git(const QString &repo, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(repo);
    p.start(QStringLiteral("git"), args);
    p.waitForFinished(-1);
    return p.exitCode() == 0 ? p.readAllStandardOutput() : QByteArray();
}

QString key(const po::PoEntry &e)
{
    return e.msgctxt.value + QChar(4) + e.msgid.value;
}

struct Tally
{
    int commits = 0, files = 0, fuzzyAtParent = 0;
    int fromComment = 0, fromHistory = 0, unknown = 0;
    int proposals = 0, proposalsExact = 0, proposalsLeftFuzzy = 0, proposalsGone = 0;
    int unchangedProposals = 0;
    int resolved = 0, tokenOnly = 0, tokenOnlyNoChange = 0, tokenOnlyCarried = 0;
    int bothTokenOnly = 0, bothTokenOnlyCarried = 0;
    int nonFuzzyChanged = 0;
    QStringList misses, missedTokenOnly;
};

void evaluateFile(const Checkout &checkout, const QString &repo, const QString &parent,
                  const QString &commit, const QString &path, Tally &t)
{
    QString error;
    const auto before = checkout.fileAt(parent, path, &error);
    const auto after = checkout.fileAt(commit, path, &error);
    if (!before || !after) return;
    po::Catalog::Error parseError;
    auto catalog = po::Catalog::parse(*before, &parseError);
    const auto final = po::Catalog::parse(*after, &parseError);
    if (!catalog || !final) return;
    ++t.files;
    const CatalogueHistory history = CatalogueHistory::read(checkout, parent, path, &error);
    const QList<FuzzyEntry> queue = fuzzyQueue(*catalog, &history);
    const po::Catalog original = *catalog;
    applyFuzzyProposals(*catalog, queue);

    QHash<QString, const po::PoEntry *> finalByKey;
    for (const po::PoEntry &e : final->entries())
        if (!e.obsolete) finalByKey.insert(key(e), &e);

    for (int i = 0; i < original.entries().size(); ++i)
        if (catalog->isEdited(i) && !original.entries()[i].isFuzzy()) ++t.nonFuzzyChanged;
    // Read back: every entry that was not fuzzy reads as it did.
    if (const auto again = po::Catalog::parse(catalog->toBytes(), &parseError)) {
        for (int i = 0; i < original.entries().size(); ++i) {
            const po::PoEntry &a = original.entries()[i], &b = again->entries()[i];
            if (a.isFuzzy()) continue;
            if (a.msgid.value != b.msgid.value || a.flags != b.flags ||
                a.msgstr.size() != b.msgstr.size() ||
                (!a.msgstr.isEmpty() && a.msgstr[0].value != b.msgstr[0].value))
                ++t.nonFuzzyChanged;
        }
    } else {
        ++t.nonFuzzyChanged;
    }

    for (const FuzzyEntry &f : queue) {
        ++t.fuzzyAtParent;
        if (f.previousSource == PreviousSource::Comment)
            ++t.fromComment;
        else if (f.previousSource == PreviousSource::History)
            ++t.fromHistory;
        else
            ++t.unknown;
        const po::PoEntry &e = original.entries()[f.entry];
        const po::PoEntry *done = finalByKey.value(key(e));
        const bool resolved = done && !done->isFuzzy() && !done->isPlural() && done->isTranslated();
        if (f.proposal) {
            ++t.proposals;
            t.unchangedProposals += *f.proposal == f.msgstr;
            if (!done)
                ++t.proposalsGone;
            else if (!resolved)
                ++t.proposalsLeftFuzzy;
            else if (done->msgstr[0].value == *f.proposal)
                ++t.proposalsExact;
            else if (t.misses.size() < 12)
                t.misses.append(QStringLiteral("%1:%2\n      proposed %3\n      wrote    %4")
                                    .arg(path)
                                    .arg(e.msgid.line + 1)
                                    .arg(*f.proposal, done->msgstr[0].value));
        }
        if (!resolved) continue;
        ++t.resolved;
        // Token-only: the maintainer's Korean differs from the fuzzy one in kept tokens only.
        if (f.msgstr.isEmpty() || !keptTextChanges(f.msgstr, done->msgstr[0].value)) continue;
        ++t.tokenOnly;
        // Of those, the ones whose English changed in kept tokens only too (or not at all).
        const bool englishTokens =
            f.previousSource != PreviousSource::None && keptTextChanges(f.previousMsgid, f.msgid);
        if (englishTokens) {
            ++t.bothTokenOnly;
            t.bothTokenOnlyCarried += f.proposal && *f.proposal == done->msgstr[0].value;
        }
        t.tokenOnlyNoChange += f.msgstr == done->msgstr[0].value;
        if (f.proposal && *f.proposal == done->msgstr[0].value)
            ++t.tokenOnlyCarried;
        else if (t.missedTokenOnly.size() < 12)
            t.missedTokenOnly.append(
                QStringLiteral("%1:%2 (%3)\n      old %4\n      new %5")
                    .arg(path)
                    .arg(e.msgid.line + 1)
                    .arg(f.proposal ? QStringLiteral("proposed otherwise") : f.why, f.previousMsgid,
                         f.msgid));
    }
    Q_UNUSED(repo);
}

double percent(int a, int b)
{
    return b ? 100.0 * a / b : 0.0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir temp;
    QString repo = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (repo.isEmpty()) {
        const QString bundle =
            QStringLiteral(TANDEM_SHARED_DIR "/repos/python-docs-ko-practice.bundle");
        if (!QFile::exists(bundle)) {
            std::printf("no %s: nothing to measure\n", qPrintable(bundle));
            return 0;
        }
        repo = temp.filePath(QStringLiteral("pdk"));
        if (QProcess::execute(QStringLiteral("git"),
                              {QStringLiteral("clone"), QStringLiteral("-q"), QStringLiteral("-b"),
                               QStringLiteral("3.13"), bundle, repo}) != 0)
            return 1;
    }
    QString error;
    const auto checkout = Checkout::open(repo, &error);
    if (!checkout) {
        std::printf("%s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    Tally t;
    const QList<QByteArray> commits =
        git(repo, {QStringLiteral("log"), QStringLiteral("--no-merges"),
                   QStringLiteral("--format=%H"), QStringLiteral("--grep=remove fuzzy flags")})
            .split('\n');
    for (const QByteArray &c : commits) {
        if (c.isEmpty()) continue;
        const QString commit = QString::fromLatin1(c);
        const QString parent = commit + QStringLiteral("^");
        ++t.commits;
        const QList<QByteArray> files =
            git(repo, {QStringLiteral("diff-tree"), QStringLiteral("--no-commit-id"),
                       QStringLiteral("--name-only"), QStringLiteral("-r"), commit,
                       QStringLiteral("--"), QStringLiteral("*.po")})
                .split('\n');
        for (const QByteArray &f : files)
            if (!f.isEmpty())
                evaluateFile(*checkout, repo, parent, commit, QString::fromUtf8(f), t);
    }
    std::printf("%d \"remove fuzzy flags\" commits, %d files, %d fuzzy entries at their parents "
                "(%.1f s)\n",
                t.commits, t.files, t.fuzzyAtParent, timer.elapsed() / 1000.0);
    std::printf("previous English: from #| %d, from history %d, unknown %d\n", t.fromComment,
                t.fromHistory, t.unknown);
    std::printf("proposals (--apply clears): %d, of which %d keep the translation as it is\n",
                t.proposals, t.unchangedProposals);
    std::printf("  read as the maintainer wrote them: %d / %d (%.1f%%); left fuzzy by the "
                "maintainer %d; entry gone %d\n",
                t.proposalsExact, t.proposals, percent(t.proposalsExact, t.proposals),
                t.proposalsLeftFuzzy, t.proposalsGone);
    std::printf("maintainer's resolutions: %d; token-only %d (no change %d); carried exactly %d "
                "(%.1f%%)\n",
                t.resolved, t.tokenOnly, t.tokenOnlyNoChange, t.tokenOnlyCarried,
                percent(t.tokenOnlyCarried, t.tokenOnly));
    std::printf("  of which the English changed in kept tokens only too: %d; carried exactly %d "
                "(%.1f%%)\n",
                t.bothTokenOnly, t.bothTokenOnlyCarried,
                percent(t.bothTokenOnlyCarried, t.bothTokenOnly));
    std::printf("entries that were not fuzzy and changed: %d\n", t.nonFuzzyChanged);
    for (const QString &m : t.misses)
        std::printf("  miss: %s\n", qPrintable(m));
    for (const QString &m : t.missedTokenOnly)
        std::printf("  token-only not carried: %s\n", qPrintable(m));
    return 0;
}
