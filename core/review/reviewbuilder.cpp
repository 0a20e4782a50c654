// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewbuilder.h"

#include "causelines.h"
#include "historyindex.h"
#include "mergedhead.h"
#include "tutorialfiles.h"

#include "rstscanner.h"
#include "textfile.h"
#include "translationstart.h"

#include <QCoreApplication>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct ReviewBuilderText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::ReviewBuilder)
};

} // namespace

// While build() runs: the changed lines of every file from a few `git diff` calls, and the
// histories of HEAD and the base from one `git log` each, their versions read a group of files
// at a time (one `git cat-file --batch` per group), so a branch that changed 2,000 files starts
// a few dozen git processes instead of six per file. Whatever the batches could not give is
// read per file as before (Checkout::setHistoryIndex). Let go when build() returns: a later
// reviewFile() (the editor redoing one file) reads the checkout as it is then.
class ReviewBuilder::BatchReads
{
public:
    BatchReads(ReviewBuilder &builder, const QList<ChangedFile> &files)
        : m_builder(builder), m_files(files)
    {
        if (files.size() < 2) return; // one file: its own reads are fewer
        builder.m_batchedLines =
            builder.m_checkout.changedLinesOf(builder.m_header.mergeBase, files);
        m_index = std::make_shared<HistoryIndex>(HistoryIndex::load(
            builder.m_checkout, {QStringLiteral("HEAD"), builder.m_header.baseCommit}));
        builder.m_checkout.setHistoryIndex(m_index);
    }
    ~BatchReads()
    {
        m_builder.m_batchedLines.clear();
        m_builder.m_checkout.setHistoryIndex(nullptr);
    }
    BatchReads(const BatchReads &) = delete;
    BatchReads &operator=(const BatchReads &) = delete;

    // Before file `at` is reviewed: when it is past the group read last, reads the versions of
    // the next files, up to MaxBlobsPerGroup different ones (at least one file's).
    void readAhead(qsizetype at)
    {
        if (!m_index || at < m_groupEnd) return;
        QSet<QString> blobs;
        QStringList paths;
        qsizetype end = at;
        for (; end < m_files.size(); ++end) {
            QStringList own{m_files[end].path};
            if (!m_files[end].oldPath.isEmpty()) own << m_files[end].oldPath;
            const QStringList ids = m_index->blobsOf(own);
            qsizetype added = 0;
            for (const QString &id : ids)
                added += blobs.contains(id) ? 0 : 1;
            if (end > at && blobs.size() + added > MaxBlobsPerGroup) break;
            for (const QString &id : ids)
                blobs.insert(id);
            paths += own;
        }
        m_groupEnd = end;
        m_index->prefetch(m_builder.m_checkout, paths);
    }

private:
    // Bounds the memory of a group: a few hundred versions of tutorials of tens of KB each.
    static constexpr qsizetype MaxBlobsPerGroup = 1000;
    ReviewBuilder &m_builder;
    const QList<ChangedFile> &m_files;
    std::shared_ptr<HistoryIndex> m_index;
    qsizetype m_groupEnd = 0;
};

ReviewBuilder::ReviewBuilder(Checkout checkout, ReviewOptions options)
    : m_checkout(std::move(checkout)), m_options(std::move(options))
{
}

bool ReviewBuilder::prepare(QString *error)
{
    m_header = Review();
    m_header.root = m_checkout.root();
    m_header.baseRef = m_options.base.isEmpty() ? m_checkout.defaultBase(error) : m_options.base;
    if (m_header.baseRef.isEmpty()) return false;
    m_header.baseCommit = m_checkout.resolveCommit(m_header.baseRef, error);
    if (m_header.baseCommit.isEmpty()) return false;
    m_header.mergeBase = m_checkout.mergeBase(m_header.baseCommit, error);
    if (m_header.mergeBase.isEmpty()) return false;

    // One context for the whole checkout: its TRANSLATION_GUIDE.md, word list and
    // suppressions apply to every file in it, wherever the command was started.
    if (!m_options.context) {
        ProjectProblems problems;
        m_options.context =
            ProjectContext::resolve(m_checkout.root(), m_options.project, &problems);
        if (!m_options.context) {
            if (error) *error = problems.fatal.join(u'\n');
            return false;
        }
    }
    m_header.project = m_options.context;
    m_header.warnings << m_options.context->warnings();
    m_header.glossarySources = m_options.context->glossarySources();
    return true;
}

std::optional<Review> ReviewBuilder::build(QString *error)
{
    if (!prepare(error)) return std::nullopt;
    QList<ChangedFile> changed = m_checkout.changedFiles(m_header.mergeBase, error);
    if (changed.isEmpty() && error && !error->isEmpty()) return std::nullopt;
    // A clone at a merged pull request (HEAD already on the default base): nothing differs, so
    // the review is of HEAD's own commit, said in a warning; or an error says what to pass.
    // Uncommitted work on the base branch itself (files changed) is reviewed against HEAD.
    if (changed.isEmpty() && m_options.base.isEmpty() &&
        isHeadOnBase(m_checkout, m_header.mergeBase)) {
        const MergedHeadBase before = baseBeforeMergedHead(m_checkout, m_header.baseRef);
        if (before.commit.isEmpty()) {
            if (error) *error = before.message;
            return std::nullopt;
        }
        m_header.warnings << before.message;
        m_header.baseRef = before.ref;
        m_header.baseCommit = m_header.mergeBase = before.commit;
        changed = m_checkout.changedFiles(m_header.mergeBase, error);
        if (changed.isEmpty() && error && !error->isEmpty()) return std::nullopt;
    }
    // The tutorials as the project report sees them (no build output, no copies, the
    // checkout's .tandem.yaml).
    QString listError;
    const QStringList listed = listTutorialFiles(m_checkout, &listError);
    if (!listError.isEmpty()) {
        if (error) *error = listError;
        return std::nullopt;
    }
    const QSet<QString> tutorials(listed.begin(), listed.end());
    QList<ChangedFile> toReview;
    for (const ChangedFile &f : changed) {
        // (A path leading outside the checkout is not listed, but is reported as refused.)
        const bool refused = m_checkout.absolutePath(f.path).isEmpty();
        if (tutorials.contains(f.path) || (refused && m_checkout.isTranslationFile(f.path)))
            toReview.append(f);
    }
    BatchReads batch(*this, toReview);
    Review review = m_header;
    for (qsizetype at = 0; at < toReview.size(); ++at) {
        const ChangedFile &f = toReview[at];
        batch.readAhead(at);
        // The first file under a suppressions file reads it; its problems are listed once.
        if (const QString path = m_checkout.absolutePath(f.path); !path.isEmpty())
            m_options.context->suppressionsFor(path, &review.warnings);
        ReviewFile file = reviewFile(f);
        if (!file.error.isEmpty())
            review.warnings.append(file.error);
        else if (!file.source.isValid() && !file.draftIsEnglish)
            review.warnings.append(ReviewBuilderText::tr("%1: no English source found (%2)")
                                       .arg(f.path, file.source.note));
        else if (!file.source.historyProblem.isEmpty())
            review.warnings.append(
                ReviewBuilderText::tr("%1: checked against %2 because %3")
                    .arg(f.path, file.source.label(), file.source.historyProblem));
        if (!file.diffProblem.isEmpty())
            review.warnings.append(ReviewBuilderText::tr("%1: every line counts as changed: %2")
                                       .arg(f.path, file.diffProblem));
        for (const SyncDrift &d : std::as_const(file.syncDrift))
            review.warnings.append(
                ReviewBuilderText::tr("%1: %n difference(s) from the English not reported: the "
                                      "upstream sync %2 (%3) last changed those lines",
                                      nullptr, d.count)
                    .arg(f.path, d.commit.left(7), d.subject));
        review.files.append(std::move(file));
    }
    return review;
}

ReviewFile ReviewBuilder::reviewFile(const ChangedFile &change,
                                     const std::optional<QString> &draftText) const
{
    ReviewFile file;
    file.change = change;
    file.kind = fileKindForPath(change.path);
    file.absolutePath = m_checkout.absolutePath(change.path);
    if (file.absolutePath.isEmpty()) {
        file.error = ReviewBuilderText::tr("%1: refused, the path leads outside the checkout")
                         .arg(change.path);
        return file;
    }
    if (draftText) {
        file.draftText = *draftText;
    } else {
        TextFile::Error loadError;
        file.draftText = TextFile::load(file.absolutePath, &loadError, m_checkout.root()).text;
        if (loadError) {
            file.error = QStringLiteral("%1: %2").arg(change.path, loadError.message);
            return file;
        }
    }
    QString gitError;
    const auto batched = m_batchedLines.constFind(change.path);
    file.changedLines = batched != m_batchedLines.constEnd()
                            ? *batched
                            : m_checkout.changedLines(m_header.mergeBase, change, &gitError);
    if (!gitError.isEmpty()) {
        file.changedLines.wholeFile = true;
        file.diffProblem = gitError.trimmed().section(u'\n', -1);
    }

    // A file with its first Korean paragraphs is still mostly English, but it is being
    // translated in place: its English is sought like a finished translation's.
    file.draftIsEnglish = isMostlyEnglish(file.draftText) && !isStartedInPlace(file.draftText);
    const bool notInHead = change.uncommitted && (change.status == ChangeStatus::Renamed ||
                                                  change.status == ChangeStatus::Copied);
    const QString historyPath = notInHead ? change.oldPath : QString();
    if (!file.draftIsEnglish || m_options.choices.choiceFor(change.path))
        // SourceFinder's choice, walked back past the translator's own half-Korean commits
        // (still "mostly English") to the English the draft started from: the same rule the
        // editor's in-place start uses.
        file.source = findTranslationStart(m_checkout, m_options.choices, change.path, historyPath,
                                           file.draftText);
    else
        file.source.note = ReviewBuilderText::tr("the file is still in English");

    if (!m_options.context) return file; // prepare() was not called: no linting
    // A file the branch touched but nobody translated (an upstream sync that turned it back
    // into English, a typo fixed in the English) has no translation to check: linting it alone
    // reports upstream's own RST habits (short underlines, duplicate targets) as the
    // translator's. The review lists it as still English and nothing else.
    if (file.draftIsEnglish && !file.source.isValid()) return file;
    // A session per file: each has its own source, so there is nothing to keep between files.
    LintSession session(m_options.context);
    const LintText draft{file.absolutePath, file.draftText, file.kind};
    LintOutcome outcome = session.lint(
        file.source.isValid()
            ? std::optional<LintText>(LintText{file.source.label(), file.source.text, file.kind})
            : std::nullopt,
        draft);
    file.lint = std::move(outcome.lint);
    file.issues = std::move(outcome.issues);
    file.counts = outcome.counts;
    file.syncDrift =
        setAsideSyncDrift(m_checkout, historyPath.isEmpty() ? change.path : historyPath,
                          file.source, file.draftText, file.lint.alignment, file.issues);
    if (!file.syncDrift.isEmpty()) file.counts = IssueCounts::of(file.issues);
    if (file.lint.draft) file.causeLines = causeLinesOf(*file.lint.draft, file.changedLines);
    for (const Issue &i : std::as_const(file.issues))
        if (file.isOnChangedLine(i)) ++file.counts.onChangedLines;
    file.drift = findDrift(file);
    return file;
}

std::optional<Drift> ReviewBuilder::findDrift(const ReviewFile &file) const
{
    const ResolvedSource &source = file.source;
    if (!source.isValid() || source.origin == SourceOrigin::Upstream) return std::nullopt;
    const SourceFinder finder(m_checkout, m_options.choices);
    QList<ResolvedSource> candidates;
    if (source.origin == SourceOrigin::History && !m_header.baseCommit.isEmpty()) {
        // A newer English version on the base branch: an upstream sync landed after the
        // translation was made.
        const QString basePath =
            file.change.oldPath.isEmpty() ? file.change.path : file.change.oldPath;
        ResolvedSource onBase = finder.newestEnglish(m_header.baseCommit, basePath);
        if (!onBase.isValid() && basePath != source.path)
            onBase = finder.newestEnglish(m_header.baseCommit, source.path);
        if (onBase.isValid() && onBase.commit != source.commit && onBase.time >= source.time)
            candidates.append(onBase);
    }
    if (source.origin == SourceOrigin::History) {
        // A newer English version in the file's own history than the one the draft was made
        // from (SourceFinder::englishOfDraft passes over a sync that overwrote the translation).
        const bool notInHead =
            file.change.uncommitted && (file.change.status == ChangeStatus::Renamed ||
                                        file.change.status == ChangeStatus::Copied);
        const ResolvedSource inHistory = finder.newestEnglish(
            QStringLiteral("HEAD"), notInHead ? file.change.oldPath : file.change.path);
        if (inHistory.isValid() && inHistory.commit != source.commit &&
            inHistory.time >= source.time)
            candidates.append(inHistory);
    }
    if (ResolvedSource up = finder.upstream(file.change.path);
        up.isValid() && isMostlyEnglish(up.text))
        candidates.append(up);
    for (const ResolvedSource &newer : std::as_const(candidates)) {
        if (newer.text == source.text) continue;
        Drift drift{newer, diffEnglishVersions(source.text, newer.text, file.kind)};
        if (!drift.changes.isEmpty()) return drift;
    }
    return std::nullopt;
}

} // namespace tandem
