// SPDX-License-Identifier: GPL-3.0-or-later
// buildProjectReport: the whole checkout in a handful of git calls (one ls-files, one log per
// branch looked at, a few cat-file --batch), then one lint per file not already cached.
#include "boundedfile.h"
#include "enumnames.h"
#include "projectcache.h"
#include "projectengine.h"
#include "projectreport.h"
#include "repositoryhistory.h"
#include "rstscanner.h"
#include "textfile.h"
#include "translationstart.h"
#include "tutorialfiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QThread>
#include <QThreadPool>

#include <atomic>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct ProjectReportText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::ProjectReport)
};

// Decides which versions are mostly English, reading only the blobs the cache does not know,
// all of one round in one `git cat-file --batch`.
class EnglishOracle
{
public:
    EnglishOracle(const Checkout &checkout, ProjectCache &cache)
        : m_checkout(checkout), m_cache(cache)
    {
    }

    // For every list of versions (newest first), the index of the newest mostly-English one,
    // or -1. Walks all lists together, one round per depth.
    QList<int> newestEnglish(const QList<QList<BlobVersion>> &lists, QString *error)
    {
        QList<int> result(lists.size(), -1);
        QList<int> depth(lists.size(), 0);
        QList<int> open;
        for (int i = 0; i < lists.size(); ++i)
            if (!lists[i].isEmpty()) open.append(i);
        while (!open.isEmpty()) {
            QStringList unknown;
            for (const int i : std::as_const(open)) {
                const QString &blob = lists[i][depth[i]].blob;
                if (!m_cache.isEnglish(blob) && !unknown.contains(blob)) unknown.append(blob);
            }
            const QHash<QString, bool> decoded = readTexts(unknown, error);
            for (auto it = decoded.constBegin(); it != decoded.constEnd(); ++it) {
                const QString &text = m_texts[it.key()];
                m_cache.setEnglish(it.key(), it.value() && isMostlyEnglish(text),
                                   hangulRatio(text) > 0);
            }
            QList<int> next;
            for (const int i : std::as_const(open)) {
                const QString &blob = lists[i][depth[i]].blob;
                if (m_cache.isEnglish(blob).value_or(false))
                    result[i] = depth[i];
                else if (++depth[i] < lists[i].size())
                    next.append(i);
            }
            open = next;
        }
        return result;
    }

    // The texts of blobs (from the rounds above, else read now in one call).
    void fetch(const QStringList &ids, QString *error)
    {
        QStringList missing;
        for (const QString &id : ids)
            if (!m_texts.contains(id) && !missing.contains(id)) missing.append(id);
        readTexts(missing, error);
    }
    QString text(const QString &id) const { return m_texts.value(id); }
    // A blob git could not give (absent from a partial clone, deleted from a damaged one).
    bool isMissing(const QString &id) const { return m_missing.contains(id); }

private:
    // Reads the blobs `ids` in one call, notes those git could not give and keeps the texts of
    // the others; returns, for each blob read, whether it decoded without an error.
    QHash<QString, bool> readTexts(const QStringList &ids, QString *error)
    {
        const QHash<QString, QByteArray> bytes = readBlobs(m_checkout, ids, error);
        for (const QString &id : ids)
            if (!bytes.contains(id)) m_missing.insert(id);
        QHash<QString, bool> decoded;
        for (auto it = bytes.constBegin(); it != bytes.constEnd(); ++it) {
            TextFile::Error decodeError;
            m_texts.insert(it.key(), TextFile::fromBytes(*it, &decodeError).text);
            decoded.insert(it.key(), !decodeError);
        }
        return decoded;
    }

    const Checkout &m_checkout;
    ProjectCache &m_cache;
    QHash<QString, QString> m_texts;
    QSet<QString> m_missing;
};

SourceRef refOf(const BlobVersion &v)
{
    return {SourceOrigin::History, v.path, v.commit, v.time, v.subject};
}

// One file between the steps: what is known before linting.
struct Pending
{
    QString draftText;
    QString draftBlob;
    bool draftIsEnglish = false;
    // A translation started in place (isStartedInPlace), or one whose newest mostly-English
    // version has Hangul: its English is found by findTranslationStart.
    bool inPlace = false;
    QString sourceText; // when `source` is set
    QString sourceKey;  // blob id (history) or hash of the file (upstream, manual)
    QString sourceBlob; // history: to fetch
    QString newerText;
    QString newerKey;
    QString newerBlob;
    bool hasNewer = false;
    QByteArray cacheKey;
    bool cached = false;
};

QString textKey(const QString &text)
{
    return gitBlobId(text.toUtf8());
}

} // namespace

constexpr EnumName<FileState> FileStateNames[] = {{FileState::English, "english"},
                                                  {FileState::Partial, "partial"},
                                                  {FileState::Translated, "translated"},
                                                  {FileState::Outdated, "outdated"},
                                                  {FileState::Redirect, "redirect"}};

QString fileStateName(FileState state)
{
    return enumName(FileStateNames, state);
}

ProjectSummary ProjectReport::summary() const
{
    ProjectSummary s;
    for (const ProjectFile &f : files) {
        ++s.files;
        switch (f.state) {
        case FileState::English:
            ++s.english;
            break;
        case FileState::Partial:
            ++s.partial;
            break;
        case FileState::Translated:
            ++s.translated;
            break;
        case FileState::Outdated:
            ++s.outdated;
            break;
        case FileState::Redirect:
            ++s.redirects;
            break;
        }
        // A stub's "3 of 25" is against the long page it replaced, not work left.
        if (f.state != FileState::Redirect) {
            s.units += f.analysis.units;
            s.translatedUnits += f.analysis.translatedUnits;
        }
        s.errors += f.analysis.errors;
        s.warnings += f.analysis.warnings;
        s.infos += f.analysis.infos;
    }
    for (const CatalogueFile &c : catalogues) {
        ++s.catalogues;
        s.entries += c.entries;
        s.translatedEntries += c.translated;
        s.fuzzyEntries += c.fuzzy;
        s.untranslatedEntries += c.untranslated;
    }
    return s;
}

namespace {

// buildProjectReport's phases, in the order it calls them, over the state they share: the
// files' drafts and sources between the steps (`m_pending`) and the report they fill.
class ReportBuilder
{
public:
    ReportBuilder(const Checkout &checkout, const ProjectOptions &options)
        : m_checkout(checkout), m_options(options), m_cache(checkout.root(), options.cacheFolder),
          m_oracle(checkout, m_cache), m_finder(checkout, options.choices)
    {
    }

    // The tutorial files and the engine that lints them; false (and *error) when either
    // cannot be had.
    bool listFiles(QString *error);
    // HEAD's history, and the base branch's (where upstream syncs land) when it is not HEAD;
    // false (and *error) when a base was named and does not resolve.
    bool readHistories(QString *error);
    // 1. Read every draft; find each one's English in history, all files together.
    void readDrafts();
    void findSources();
    // 2. Newer English: on the base branch, else in the upstream checkout.
    void findNewerEnglish();
    // 3. The cache, then one lint per file it does not hold.
    void readCache();
    void lintFiles(const std::function<void(int, int)> &progress);
    // 4. States, cache, terms.
    void settleStates();
    void readCatalogues();
    ProjectReport finish();

private:
    void findSource(qsizetype i);
    void noteUnreadable(qsizetype i, const QString &instead);

    const Checkout &m_checkout;
    const ProjectOptions &m_options;
    ProjectReport m_report;
    QStringList m_paths;
    std::shared_ptr<const ProjectEngine> m_engine;
    ProjectCache m_cache;
    EnglishOracle m_oracle;
    const SourceFinder m_finder;
    QString m_gitError;
    // Renames could not be followed (an object rename detection needs is missing).
    bool m_renamesLost = false;
    RepositoryHistory m_history, m_baseHistory;
    QList<Pending> m_pending;
    QList<QList<BlobVersion>> m_ownVersions, m_baseVersions;
    QList<int> m_ownEnglish;
    // The newest version of each file git could not read, above the English taken (or in the
    // whole history when none was): that version may have been the English, so the file is
    // named with the source it got instead.
    QList<const BlobVersion *> m_unreadable;
    QList<int> m_work; // the files to lint (not in the cache)
};

bool ReportBuilder::listFiles(QString *error)
{
    m_report.root = m_checkout.root();
    m_report.upstreamDir = m_options.choices.upstreamDir();
    QStringList skippedLinks;
    m_paths = listTutorialFiles(m_checkout, &m_gitError, &skippedLinks);
    if (!m_gitError.isEmpty()) {
        if (error) *error = m_gitError;
        return false;
    }
    ProjectSettings settings = m_options.settings;
    m_engine = makeProjectEngine(m_checkout.root(), settings, error);
    if (!m_engine) return false;
    m_report.glossarySources = m_engine->context->glossarySources();
    m_report.matcher = m_engine->context->sharedTerms();
    m_report.warnings = m_engine->warnings;
    std::sort(skippedLinks.begin(), skippedLinks.end());
    for (const QString &path : std::as_const(skippedLinks))
        m_report.warnings.append(
            ProjectReportText::tr("%1: a symbolic link leading outside the checkout or to nothing; "
                                  "not read")
                .arg(path));
    if (m_options.useCache) m_cache.load();
    return true;
}

bool ReportBuilder::readHistories(QString *error)
{
    ProjectReport &report = m_report;
    report.head = m_checkout.resolveCommit(QStringLiteral("HEAD"), nullptr);
    QString degraded;
    m_history = report.head.isEmpty()
                    ? RepositoryHistory()
                    : RepositoryHistory::load(m_checkout, report.head, &m_gitError, &degraded);
    if (!degraded.isEmpty()) {
        report.warnings.append(degraded);
        report.historyDegraded = true;
        m_renamesLost = true;
    }
    report.historyDegraded = report.historyDegraded || !m_gitError.isEmpty();
    // Newer English in history: the base branch (where upstream syncs land) when it is not HEAD.
    if (!report.head.isEmpty()) {
        QString ignored;
        const QString baseRef =
            m_options.base.isEmpty() ? m_checkout.defaultBase(&ignored) : m_options.base;
        const QString baseCommit =
            baseRef.isEmpty() ? QString() : m_checkout.resolveCommit(baseRef, &ignored);
        if (!m_options.base.isEmpty() && baseCommit.isEmpty()) {
            if (error) *error = ignored;
            return false;
        }
        if (!baseCommit.isEmpty() && baseCommit != report.head) {
            report.baseRef = baseRef;
            m_baseHistory = RepositoryHistory::load(m_checkout, baseCommit, &m_gitError);
        }
    }
    return true;
}

void ReportBuilder::readDrafts()
{
    const qsizetype n = m_paths.size();
    m_report.files.resize(n);
    m_pending.resize(n);
    m_ownVersions.resize(n);
    m_baseVersions.resize(n);
    for (qsizetype i = 0; i < n; ++i) {
        ProjectFile &f = m_report.files[i];
        Pending &p = m_pending[i];
        f.path = m_paths[i];
        f.absolutePath = m_checkout.absolutePath(m_paths[i]);
        f.kind = fileKindForPath(f.path);
        TextFile::Error readError;
        const QByteArray bytes = readBoundedFile(f.absolutePath, &readError, m_checkout.root());
        if (readError) {
            f.error = QStringLiteral("%1: %2").arg(f.path, readError.message);
            continue;
        }
        TextFile::Error decodeError;
        p.draftText = TextFile::fromBytes(bytes, &decodeError).text;
        if (decodeError) {
            f.error = QStringLiteral("%1: %2").arg(f.path, decodeError.message);
            continue;
        }
        p.draftBlob = gitBlobId(bytes);
        p.inPlace = isStartedInPlace(p.draftText);
        p.draftIsEnglish = isMostlyEnglish(p.draftText) && !p.inPlace;
        if (!p.draftIsEnglish && !p.inPlace && !m_options.choices.choiceFor(f.path))
            m_ownVersions[i] = m_history.versions(f.path);
    }
}

void ReportBuilder::findSources()
{
    const qsizetype n = m_paths.size();
    m_ownEnglish = m_oracle.newestEnglish(m_ownVersions, &m_gitError);
    // A mostly-English version with Hangul in it is a translation started in place and
    // committed half done, not the English it started from: findTranslationStart walks back.
    for (qsizetype i = 0; i < n; ++i)
        if (m_ownEnglish[i] >= 0 &&
            m_cache.isEnglishWithHangul(m_ownVersions[i][m_ownEnglish[i]].blob))
            m_pending[i].inPlace = true;

    m_unreadable.fill(nullptr, n);
    for (qsizetype i = 0; i < n; ++i) {
        const qsizetype end = m_ownEnglish[i] >= 0 ? m_ownEnglish[i] : m_ownVersions[i].size();
        for (qsizetype k = 0; k < end && !m_unreadable[i]; ++k)
            if (m_oracle.isMissing(m_ownVersions[i][k].blob))
                m_unreadable[i] = &m_ownVersions[i][k];
    }

    for (qsizetype i = 0; i < n; ++i) {
        const ProjectFile &f = m_report.files[i];
        if (!f.error.isEmpty() || m_pending[i].draftIsEnglish) continue;
        findSource(i);
        if (f.source && f.source->origin == SourceOrigin::History && !m_baseHistory.isEmpty())
            m_baseVersions[i] = m_baseHistory.versions(f.path);
    }
}

void ReportBuilder::noteUnreadable(qsizetype i, const QString &instead)
{
    if (!m_unreadable[i]) return;
    const ProjectFile &f = m_report.files[i];
    m_report.incomplete.append(f.path);
    m_report.warnings.append(
        ProjectReportText::tr("%1: the version at %2 is missing from this clone; %3")
            .arg(f.path, m_unreadable[i]->commit.left(7), instead));
}

void ReportBuilder::findSource(qsizetype i)
{
    ProjectFile &f = m_report.files[i];
    Pending &p = m_pending[i];
    if (m_options.choices.choiceFor(f.path) || p.inPlace) {
        // A translation started in place is still mostly English, and so may be the
        // translator's half-Korean commits: the oracle's newest mostly-English version would
        // be the draft's own; findTranslationStart walks back to the English (a few files).
        const ResolvedSource chosen = findTranslationStart(m_checkout, m_options.choices, f.path);
        if (chosen.isValid()) {
            f.source =
                SourceRef{chosen.origin, chosen.path, chosen.commit, chosen.time, chosen.subject};
            p.sourceText = chosen.text;
            p.sourceKey = textKey(chosen.text);
        } else if (!p.inPlace) { // (none found in place: warned about with the others)
            m_report.warnings.append(ProjectReportText::tr("%1: %2").arg(f.path, chosen.note));
        }
    } else if (m_ownEnglish[i] >= 0) {
        const BlobVersion &v = m_ownVersions[i][m_ownEnglish[i]];
        f.source = refOf(v);
        p.sourceBlob = p.sourceKey = v.blob;
        noteUnreadable(
            i,
            ProjectReportText::tr("compared with the older English at %1").arg(v.commit.left(7)));
    } else if (const ResolvedSource up = m_finder.upstream(f.path);
               up.isValid() && isMostlyEnglish(up.text)) {
        f.source = SourceRef{up.origin, up.path, {}, 0, {}};
        p.sourceText = up.text;
        p.sourceKey = textKey(up.text);
        noteUnreadable(i, ProjectReportText::tr("compared with the upstream checkout's file"));
    } else {
        noteUnreadable(i, ProjectReportText::tr("no English source for it"));
        // A file renamed after it was translated lost its English under the earlier name.
        if (!m_unreadable[i] && m_renamesLost) {
            m_report.incomplete.append(f.path);
            m_report.warnings.append(
                ProjectReportText::tr("%1: no English source in its history, which may go on "
                                      "under an earlier name (renames could not be followed in "
                                      "this clone)")
                    .arg(f.path));
        }
    }
}

void ReportBuilder::findNewerEnglish()
{
    const QList<int> baseEnglish = m_oracle.newestEnglish(m_baseVersions, &m_gitError);
    for (qsizetype i = 0; i < m_paths.size(); ++i) {
        ProjectFile &f = m_report.files[i];
        Pending &p = m_pending[i];
        if (!f.source || f.source->origin == SourceOrigin::Upstream) continue;
        if (baseEnglish[i] >= 0) {
            const BlobVersion &v = m_baseVersions[i][baseEnglish[i]];
            if (v.blob != p.sourceKey && v.commit != f.source->commit && v.time >= f.source->time) {
                f.newer = refOf(v);
                p.newerBlob = p.newerKey = v.blob;
                p.hasNewer = true;
                continue;
            }
        }
        if (const ResolvedSource up = m_finder.upstream(f.path); up.isValid()) {
            const QString key = textKey(up.text);
            // An upstream file that is itself mostly Korean is a translation that merged newer
            // English in place (PyTorch Korea's sync commits): its English units that this draft
            // lacks are the work (FileAnalysis compares it with the draft, not the source).
            const bool merged = !isMostlyEnglish(up.text);
            if (key != (merged ? textKey(p.draftText) : p.sourceKey)) {
                f.newer = SourceRef{up.origin, up.path, {}, 0, {}};
                f.newerMerged = merged;
                p.newerText = up.text;
                p.newerKey = key;
                p.hasNewer = true;
            }
        }
    }
}

void ReportBuilder::readCache()
{
    QStringList toFetch;
    for (qsizetype i = 0; i < m_paths.size(); ++i) {
        ProjectFile &f = m_report.files[i];
        Pending &p = m_pending[i];
        if (!f.error.isEmpty()) continue;
        QCryptographicHash key(QCryptographicHash::Sha1);
        key.addData(m_engine->fingerprint + '\n' + QByteArray::number(int(f.kind)) + '\n');
        key.addData((p.draftBlob + u'\n' + p.sourceKey + u'\n' + p.newerKey + u'\n').toLatin1());
        key.addData(m_engine->suppressionsKey(f.absolutePath) + f.path.toUtf8());
        p.cacheKey = key.result().toHex();
        if (m_options.useCache)
            if (const std::optional<FileAnalysis> a = m_cache.analysis(p.cacheKey)) {
                f.analysis = *a;
                p.cached = true;
                continue;
            }
        m_work.append(int(i));
        if (!p.sourceBlob.isEmpty()) toFetch.append(p.sourceBlob);
        if (!p.newerBlob.isEmpty()) toFetch.append(p.newerBlob);
    }
    m_oracle.fetch(toFetch, &m_gitError);
    for (const int i : std::as_const(m_work)) {
        Pending &p = m_pending[i];
        ProjectFile &f = m_report.files[i];
        if (m_oracle.isMissing(p.sourceBlob)) {
            // Known as English from an earlier run, gone since (the clone was made partial).
            m_report.incomplete.append(f.path);
            m_report.warnings.append(
                ProjectReportText::tr("%1: its English at %2 is missing from this clone")
                    .arg(f.path, f.source->commit.left(7)));
            f.source.reset();
            p.sourceBlob.clear();
        }
        if (m_oracle.isMissing(p.newerBlob)) {
            f.newer.reset();
            p.hasNewer = false;
            p.newerBlob.clear();
        }
        if (!p.sourceBlob.isEmpty()) p.sourceText = m_oracle.text(p.sourceBlob);
        if (!p.newerBlob.isEmpty()) p.newerText = m_oracle.text(p.newerBlob);
    }
}

void ReportBuilder::lintFiles(const std::function<void(int, int)> &progress)
{
    // The engine is read-only and the spelling dictionary locks itself, so files lint in
    // parallel; each worker writes only its own file.
    std::atomic<int> done{0};
    {
        QThreadPool pool;
        pool.setMaxThreadCount(m_options.threads > 0 ? m_options.threads
                                                     : QThread::idealThreadCount());
        for (const int i : std::as_const(m_work))
            pool.start([&, i] {
                ProjectFile &f = m_report.files[i];
                const Pending &p = m_pending[i];
                f.analysis = analyseFile(*m_engine, f.absolutePath, f.kind, p.draftText,
                                         f.source ? &p.sourceText : nullptr,
                                         p.hasNewer ? &p.newerText : nullptr, f.newerMerged);
                ++done;
            });
        if (progress) {
            while (!pool.waitForDone(100))
                progress(done, int(m_work.size()));
        }
        pool.waitForDone();
    }
    if (progress) progress(int(m_work.size()), int(m_work.size()));
}

void ReportBuilder::settleStates()
{
    ProjectReport &report = m_report;
    for (qsizetype i = 0; i < m_paths.size(); ++i) {
        ProjectFile &f = report.files[i];
        if (!f.error.isEmpty()) {
            report.warnings.append(f.error);
            continue;
        }
        if (!m_pending[i].cached && m_options.useCache)
            m_cache.setAnalysis(m_pending[i].cacheKey, f.analysis);
        const FileAnalysis &a = f.analysis;
        if (a.redirect) {
            // The page it translated moved: no English to follow, no sync to do, no warning
            // about what it covers.
            f.state = FileState::Redirect;
            f.newer.reset();
            continue;
        }
        // A draft with no English prose left that covers under half of its source's units is
        // not a translation of that source: the page was rewritten upstream (a redirect stub)
        // and merged straight into Korean, so the English it translates is not in this history.
        const bool rewritten = f.source && a.draftEnglishUnits == 0 && 2 * a.coveredUnits < a.units;
        if (a.translatedUnits == 0)
            f.state = FileState::English;
        else if (a.translatedUnits >= TranslatedShare * a.units || rewritten)
            f.state = FileState::Translated;
        else
            f.state = FileState::Partial;
        if (rewritten && f.state == FileState::Translated)
            report.warnings.append(
                ProjectReportText::tr("%1: covers %2 of the %3 units of %4; the English it "
                                      "translates is not in this history")
                    .arg(f.path)
                    .arg(a.coveredUnits)
                    .arg(a.units)
                    .arg(f.source->label()));
        if (f.state != FileState::English && f.newer && !a.sync.isEmpty())
            f.state = FileState::Outdated;
        if (!f.newer || a.sync.isEmpty()) f.newer.reset();
        if (f.state != FileState::English && !f.source && !m_pending[i].draftIsEnglish &&
            m_checkout.isShallow() && !m_unreadable[i])
            report.incomplete.append(f.path); // its English may be in the history cut away
        if (f.state != FileState::English && !f.source && !m_pending[i].draftIsEnglish &&
            !m_unreadable[i])
            report.warnings.append(
                ProjectReportText::tr("%1: no English source found in its history%2%3")
                    .arg(f.path,
                         report.upstreamDir.isEmpty()
                             ? QString()
                             : ProjectReportText::tr(" or in the upstream checkout"),
                         m_checkout.isShallow()
                             ? ProjectReportText::tr(" (a shallow clone: the older history is "
                                                     "not here)")
                             : QString()));
    }
}

void ReportBuilder::readCatalogues()
{
    QString listError;
    const QStringList paths = listCatalogueFiles(m_checkout, &listError);
    if (!listError.isEmpty()) m_report.warnings.append(listError);
    // Each file on its own (a few hundred entries each), in parallel as the tutorials are; each
    // worker writes only its own slot.
    QList<CatalogueFile> analysed(paths.size());
    {
        QThreadPool pool;
        pool.setMaxThreadCount(m_options.threads > 0 ? m_options.threads
                                                     : QThread::idealThreadCount());
        for (qsizetype i = 0; i < paths.size(); ++i)
            pool.start([&, i] {
                analysed[i] = analyseCatalogueFile(m_checkout.root(), paths[i], m_engine->terms(),
                                                   &m_engine->context->style());
            });
        pool.waitForDone();
    }
    for (const CatalogueFile &c : analysed) {
        if (!c.error.isEmpty()) m_report.warnings.append(c.error);
        m_report.catalogues.append(c);
    }
}

ProjectReport ReportBuilder::finish()
{
    ProjectReport &report = m_report;
    if (!m_gitError.isEmpty()) report.warnings.append(m_gitError);
    report.cacheHits = m_cache.hits();
    report.cacheMisses = m_cache.misses();
    if (m_options.useCache && !m_cache.save())
        report.warnings.append(
            ProjectReportText::tr("the cache %1 could not be written").arg(m_cache.filePath()));

    QList<std::pair<QString, const QList<TermSegment> *>> observations;
    for (const ProjectFile &f : std::as_const(report.files))
        if (f.error.isEmpty()) observations.append({f.path, &f.analysis.terms});
    for (const CatalogueFile &c : std::as_const(report.catalogues))
        if (c.error.isEmpty()) observations.append({c.path, &c.terms});
    report.terms = buildTermReport(observations, m_engine->terms());
    return std::move(m_report);
}

} // namespace

std::optional<ProjectReport> buildProjectReport(const Checkout &checkout,
                                                const ProjectOptions &options, QString *error,
                                                const std::function<void(int, int)> &progress)
{
    ReportBuilder builder(checkout, options);
    if (!builder.listFiles(error) || !builder.readHistories(error)) return std::nullopt;
    builder.readDrafts();
    builder.findSources();
    builder.findNewerEnglish();
    builder.readCache();
    builder.lintFiles(progress);
    builder.settleStates();
    builder.readCatalogues();
    return builder.finish();
}

} // namespace tandem
