// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmbuilder.h"

#include "pocatalog.h"
#include "rstscanner.h"
#include "sourcefinder.h"
#include "textfile.h"
#include "tmunitpairs.h"
#include "tutorialfiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct TmBuilderText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TmBuilder)
};

// The meta key prefix marking a file finished by the build in progress (value: its HEAD).
constexpr char BuiltMark[] = "built:";

void setError(QString *error, const QString &message)
{
    if (error) *error = message;
}

bool hasTutorialSuffix(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("rst") || suffix == QLatin1String("py");
}

QList<QByteArray> nulSplit(const QByteArray &bytes)
{
    QList<QByteArray> fields;
    for (const QByteArray &f : bytes.split('\0'))
        if (!f.trimmed().isEmpty()) fields.append(f.trimmed());
    return fields;
}

} // namespace

TmBuilder::TmBuilder(const Checkout &checkout, TranslationMemory &memory)
    : m_checkout(checkout), m_memory(memory)
{
}

bool TmBuilder::build(TmBuildStats *stats, QString *error)
{
    TmBuildStats local;
    TmBuildStats &s = stats ? *stats : local;
    s = {};
    const GitRunner &git = m_checkout.git();

    // An empty repository has no HEAD: only the working tree then.
    const GitRunner::Result head = git.run({QStringLiteral("rev-parse"), QStringLiteral("--verify"),
                                            QStringLiteral("-q"), QStringLiteral("HEAD^{commit}")});
    if (head.ok) {
        m_head = QString::fromLatin1(head.output.trimmed());
        QString readError;
        const QSet<QString> processed = m_memory.processedCommits(&readError);
        if (!readError.isEmpty()) {
            setError(error, readError);
            return false;
        }
        // Every commit of HEAD with the files it touched (renames under their new name).
        QString degraded;
        const GitRunner::Result log = m_checkout.logWithRenames(
            {QStringLiteral("--format=%x1e%H"), QStringLiteral("-z"), QStringLiteral("--name-only"),
             QStringLiteral("-M"), QStringLiteral("--no-ext-diff"), QStringLiteral("HEAD")},
            {QStringLiteral(":(glob,icase)**/*.po")}, true, &degraded); // and the catalogues
        if (!log.ok) {
            setError(error, log.error);
            return false;
        }
        if (!degraded.isEmpty()) s.warnings.append(degraded);
        if (m_checkout.isShallow())
            s.warnings.append(TmBuilderText::tr("the clone is shallow: translations whose English "
                                                "is older than it were not paired"));
        QStringList newCommits;
        QSet<QString> touched;
        for (const QByteArray &record : log.output.split('\x1e')) {
            const QList<QByteArray> fields = nulSplit(record);
            if (fields.isEmpty()) continue;
            const QString commit = QString::fromLatin1(fields.constFirst());
            if (processed.contains(commit)) continue;
            newCommits.append(commit);
            for (qsizetype i = 1; i < fields.size(); ++i) {
                const QString path = QString::fromUtf8(fields[i]);
                if (hasTutorialSuffix(path) || po::isCataloguePath(path)) touched.insert(path);
            }
        }
        s.newCommits = int(newCommits.size());

        // Only files that exist at HEAD: a renamed file's history is read under its new name.
        const GitRunner::Result tree =
            git.run({QStringLiteral("ls-tree"), QStringLiteral("-r"), QStringLiteral("-z"),
                     QStringLiteral("--name-only"), QStringLiteral("HEAD")});
        if (!tree.ok) {
            setError(error, tree.error);
            return false;
        }
        // The tutorials as the project report sees them (no build output, no copies, the
        // checkout's .tandem.yaml).
        QString listError;
        const QStringList listed = listTutorialFiles(m_checkout, &listError);
        if (!listError.isEmpty()) {
            setError(error, listError);
            return false;
        }
        const QSet<QString> tutorials(listed.begin(), listed.end());
        QStringList files;
        for (const QByteArray &name : nulSplit(tree.output)) {
            const QString path = QString::fromUtf8(name);
            // A catalogue is its own pairs, whatever the tutorial globs say.
            if (touched.contains(path) && (tutorials.contains(path) || po::isCataloguePath(path)))
                files.append(path);
        }
        std::sort(files.begin(), files.end());
        if (m_checkout.isPartial() && !files.isEmpty()) {
            QString historyError, historyDegraded;
            m_history =
                RepositoryHistory::load(m_checkout, m_head, &historyError, &historyDegraded);
            if (!historyError.isEmpty()) {
                setError(error, historyError);
                return false;
            }
            if (!historyDegraded.isEmpty() && !s.warnings.contains(historyDegraded))
                s.warnings.append(historyDegraded);
        }
        for (qsizetype i = 0; i < files.size(); ++i) {
            if (!buildFile(files[i], processed, int(i), int(files.size()), &s, error)) return false;
            if (s.cancelled) return true;
        }
        // Recorded last: a build stopped before this point reads these commits again.
        QString e;
        if (!m_memory.begin(&e) || !m_memory.markCommitsProcessed(newCommits, &e) ||
            !m_memory.setMeta(QStringLiteral("head"), QString::fromLatin1(head.output.trimmed()),
                              &e) ||
            !m_memory.setMeta(QStringLiteral("root"), m_checkout.root(), &e) ||
            !m_memory.removeMeta(QLatin1String(BuiltMark), &e) || !m_memory.commit(&e)) {
            m_memory.rollback();
            setError(error, e);
            return false;
        }
    }
    if (!buildWorktree(&s, error)) return false;
    // Learned from the stored pairs after them, and only when they changed.
    if (!m_memory.refreshLexicon(&s.lexiconLearned, error)) return false;
    s.lexiconWords = m_memory.lexiconWordCount(error);
    if (s.lexiconWords < 0) return false;
    s.pairsTotal = m_memory.pairCount(error);
    return s.pairsTotal >= 0;
}

bool TmBuilder::buildFile(const QString &path, const QSet<QString> &processed, int done, int total,
                          TmBuildStats *s, QString *error)
{
    // Finished by a build that stopped later, reading the same history: its pairs are stored.
    const QString mark = QLatin1String(BuiltMark) + path;
    if (!m_head.isEmpty() && m_memory.meta(mark) == m_head) {
        ++s->resumedFiles;
        return true;
    }
    QString e;
    QList<FileVersion> versions = m_history ? m_history->versions(path)
                                            : m_checkout.history(QStringLiteral("HEAD"), path, &e);
    // A partial clone's blobs of this file, the ones it has, in one read.
    QHash<QString, QByteArray> blobs;
    if (m_history && e.isEmpty()) {
        QSet<QString> present;
        for (const FileVersion &v : std::as_const(versions))
            if (m_checkout.hasObject(v.blob)) present.insert(v.blob);
        blobs = readBlobs(m_checkout, present.values(), &e);
    }
    if (!e.isEmpty()) {
        // This file only: the others are still read.
        s->warnings.append(QStringLiteral("%1: %2").arg(path, e.trimmed()));
        ++s->incompleteFiles;
        return true;
    }
    std::reverse(versions.begin(), versions.end()); // oldest first
    const bool catalogue = po::isCataloguePath(path);
    const FileKind kind = fileKindForPath(path);
    if (!catalogue && kind == FileKind::SphinxGallery) {
        // Only sphinx-gallery scripts: a .py whose HEAD version opens with a docstring.
        if (!m_checkout.isTranslationFile(path)) return true;
    }
    ++s->files;
    if (!m_memory.begin(&e)) {
        setError(error, e);
        return false;
    }
    QString english, previous;
    QStringList unreadable;
    for (const FileVersion &v : std::as_const(versions)) {
        const auto bytes = !m_history               ? m_checkout.fileAt(v.commit, v.path, &e)
                           : blobs.contains(v.blob) ? std::optional<QByteArray>(blobs.value(v.blob))
                                                    : std::nullopt;
        if (!bytes) {
            // The commit lists the file, so its object is missing: pair the versions around it
            // (a Korean one then goes with the English before the gap).
            unreadable.append(v.commit.left(7));
            continue;
        }
        ++s->versionsRead;
        QList<TmUnitPair> pairs;
        if (catalogue) {
            // Each version's reviewed entries, English and Korean side by side already; a
            // commit read by an earlier build gave its pairs then.
            if (processed.contains(v.commit)) continue;
            po::Catalog::Error parseError;
            const auto parsed = po::Catalog::parse(*bytes, &parseError);
            if (!parsed) continue; // a version that does not parse gives nothing
            for (const po::TranslatedPair &p : po::reviewedTranslations(*parsed))
                pairs.append({p.msgid, p.msgstr});
        } else {
            TextFile::Error decodeError;
            const TextFile file = TextFile::fromBytes(*bytes, &decodeError);
            if (decodeError || file.text == previous) continue;
            previous = file.text;
            if (isMostlyEnglish(file.text)) {
                english = file.text;
                continue;
            }
            // A Korean version: already read when its commit was, or with no English before it.
            if (english.isEmpty() || processed.contains(v.commit)) continue;
            pairs = tmUnitPairs(english, file.text, kind);
        }
        if (pairs.isEmpty()) continue;
        ++s->translations;
        for (const TmUnitPair &p : std::as_const(pairs)) {
            TmPair pair{0, p.source, p.target, path, v.commit, v.time, QStringLiteral("history")};
            bool added = false;
            if (!m_memory.addPair(pair, &added, &e)) {
                m_memory.rollback();
                setError(error, e);
                return false;
            }
            s->pairsAdded += added ? 1 : 0;
        }
    }
    if (!unreadable.isEmpty()) {
        ++s->incompleteFiles;
        s->warnings.append(TmBuilderText::tr("%1: %n version(s) missing from this clone (%2)",
                                             nullptr, int(unreadable.size()))
                               .arg(path, unreadable.join(QStringLiteral(", "))));
    }
    if (!m_head.isEmpty() && !m_memory.setMeta(mark, m_head, &e)) {
        m_memory.rollback();
        setError(error, e);
        return false;
    }
    if (m_progress && !m_progress(path, done + 1, total)) {
        m_memory.rollback();
        s->cancelled = true;
        return true;
    }
    if (!m_memory.commit(&e)) {
        m_memory.rollback();
        setError(error, e);
        return false;
    }
    return true;
}

bool TmBuilder::buildWorktree(TmBuildStats *s, QString *error)
{
    const GitRunner::Result diff =
        m_checkout.git().run({QStringLiteral("diff"), QStringLiteral("--no-ext-diff"),
                              QStringLiteral("--no-textconv"), QStringLiteral("--name-only"),
                              QStringLiteral("-z"), QStringLiteral("HEAD"), QStringLiteral("--")});
    QString e;
    if (!m_memory.begin(&e) || !m_memory.removePairs(QStringLiteral("worktree"), {}, &e)) {
        m_memory.rollback();
        setError(error, e);
        return false;
    }
    const SourceFinder finder(m_checkout, SourceChoices());
    const QStringList listed = listTutorialFiles(m_checkout, nullptr);
    const QSet<QString> tutorials(listed.begin(), listed.end());
    for (const QByteArray &name : diff.ok ? nulSplit(diff.output) : QList<QByteArray>()) {
        const QString path = QString::fromUtf8(name);
        if (!tutorials.contains(path)) continue;
        const QString absolute = m_checkout.absolutePath(path);
        if (absolute.isEmpty()) continue;
        TextFile::Error loadError;
        const TextFile file = TextFile::load(absolute, &loadError);
        if (loadError || isMostlyEnglish(file.text)) continue;
        const ResolvedSource source = finder.newestEnglish(QStringLiteral("HEAD"), path);
        if (!source.isValid()) continue;
        const qint64 time = QFileInfo(absolute).lastModified().toSecsSinceEpoch();
        for (const TmUnitPair &p : tmUnitPairs(source.text, file.text, fileKindForPath(path))) {
            bool added = false;
            TmPair pair{0, p.source, p.target, path, QString(), time, QStringLiteral("worktree")};
            if (!m_memory.addPair(pair, &added, &e)) {
                m_memory.rollback();
                setError(error, e);
                return false;
            }
            s->worktreePairs += added ? 1 : 0;
        }
    }
    if (!m_memory.commit(&e)) {
        m_memory.rollback();
        setError(error, e);
        return false;
    }
    return true;
}

} // namespace tandem
