// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gitrunner.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <QSet>

#include <memory>
#include <optional>

namespace tandem {

class HistoryIndex;

// How a file differs from the merge base (uncommitted changes included).
enum class ChangeStatus
{
    Added,
    Modified,
    Renamed,
    Copied,
    TypeChanged,
    Untracked
};
QString changeStatusName(ChangeStatus status); // "added", "modified", ...

struct ChangedFile
{
    QString path;    // relative to the checkout root, '/' separators
    QString oldPath; // the path at the merge base, for renames and copies
    ChangeStatus status = ChangeStatus::Modified;
    bool uncommitted = false; // differs from HEAD in the working tree (or untracked)
};

// One hunk of `git diff -U0`, 0-based lines. A pure deletion has newCount 0: the lines were
// removed just before newStart.
struct DiffHunk
{
    int oldStart = 0, oldCount = 0;
    int newStart = 0, newCount = 0;
};

// The lines of the working-tree file that differ from the merge base: what the branch changed.
struct ChangedLines
{
    QList<DiffHunk> hunks;
    bool wholeFile = false; // untracked or added: every line is new

    bool contains(int line) const;
    // True when any line in [first, last] is changed.
    bool intersects(int first, int last) const;
    // The changed lines in order (wholeFile: empty, ask contains()).
    QList<int> lines() const;
};

// A commit that changed a path, newest first; `path` is the name the file had there.
struct FileVersion
{
    QString commit;
    QString path;
    QString blob;    // the object the commit wrote (40 hex digits)
    qint64 time = 0; // committer time, seconds since the epoch
    QString subject;
};

// A git working tree opened for review. Everything is read through GitRunner; paths that come
// from git are checked by absolutePath() before a file is opened, so a crafted repository
// cannot make Tandem read outside it (no "..", no absolute paths, no symlinks leading out).
class Checkout
{
public:
    // Opens the working tree containing `dir`. Fails, with a sentence in `error`, when git is
    // missing, `dir` does not exist or is not inside a git working tree.
    static std::optional<Checkout> open(const QString &dir, QString *error);
    // The working tree whose top folder the caller found (the folder holding `.git`), for
    // listing its files (`git ls-files`) and reading them, not its history: git is not asked
    // where the tree starts, which filters it runs or how it was cloned, two processes fewer for
    // every lint in a checkout. Empty root when `root` is not a folder.
    static Checkout forFileListing(const QString &root);

    QString root() const { return m_root; }     // canonical, no trailing '/'
    QString gitDir() const { return m_gitDir; } // absolute
    const GitRunner &git() const { return m_git; }

    // The branch to compare with when none is given: the default branch of the `upstream`
    // remote, else of `origin`, else master, else main (remote-tracking before local).
    QString defaultBase(QString *error) const;
    // The commit id a ref names, or empty (with `error`).
    QString resolveCommit(const QString &ref, QString *error) const;
    QString mergeBase(const QString &baseCommit, QString *error) const;

    // Files changed against `baseCommit` in the working tree, committed or not, plus untracked
    // files; deleted files are left out (nothing to review). Every file type: filter with
    // isTranslationFile().
    QList<ChangedFile> changedFiles(const QString &baseCommit, QString *error) const;
    ChangedLines changedLines(const QString &baseCommit, const ChangedFile &file,
                              QString *error) const;

    // The commits that changed `path` in the history of `commit`, following renames (only exact
    // ones, or none, when an object rename detection needs is missing: see logWithRenames).
    QList<FileVersion> history(const QString &commit, const QString &path, QString *error,
                               QString *degraded = nullptr) const;
    // Runs `git log <arguments> <pathspecs>` where `arguments` asks for rename detection with
    // "-M". Rename detection reads the blobs of added and deleted files, and one missing blob
    // (a partial or damaged clone) makes git stop the whole log; then the log is read again
    // with exact renames only (-M100%, no blob read), then without renames, and `degraded`
    // says so with git's message. `tutorialPathspecs` limits the log to .rst and .py files
    // (so the blobs of images and models are never read).
    GitRunner::Result logWithRenames(const QStringList &arguments, const QStringList &pathspecs,
                                     bool tutorialPathspecs, QString *degraded) const;
    // The hunks of `git diff -U0` from one version of a file to another (taken from the history
    // index when an upstream sync made that change); nullopt when git cannot diff them.
    std::optional<QList<DiffHunk>> diffVersions(const FileVersion &older,
                                                const FileVersion &newer) const;
    // The bytes of `path` at `commit`; nullopt when it does not exist there.
    std::optional<QByteArray> fileAt(const QString &commit, const QString &path,
                                     QString *error) const;

    // Histories and file versions read in batches (a review of many files): history() and
    // fileAt() answer from it where it has the answer, and ask git otherwise. Null: none.
    void setHistoryIndex(std::shared_ptr<const HistoryIndex> index) { m_index = std::move(index); }
    const HistoryIndex *historyIndex() const { return m_index.get(); }

    // The changed lines of many files in one `git diff -U0` (what changedLines() gives for each
    // of them), for the files whose part of the diff can be told apart; the others are left out
    // and read one by one. Empty when the diff fails (a missing object): each file then reads
    // its own and degrades alone.
    QHash<QString, ChangedLines> changedLinesOf(const QString &baseCommit,
                                                const QList<ChangedFile> &files) const;

    // A shallow clone: history stops at the commits it was cut at.
    bool isShallow() const { return m_shallow; }
    // A partial clone (a promisor remote): objects may be absent and are never fetched.
    bool isPartial() const { return m_present != nullptr; }
    // Whether the object `id` can be read without fetching it: always outside partial clones
    // (a missing loose object there reads as "missing"); in a partial clone git 2.39 stops on
    // an absent object instead, so the objects present are listed once at open().
    bool hasObject(const QString &id) const;

    // The absolute path of a file of the working tree, or empty when `relative` is not a plain
    // relative path or leads outside the checkout.
    QString absolutePath(const QString &relative) const;
    static bool isPlainRelativePath(const QString &relative);
    // .rst files and sphinx-gallery scripts (.py starting with a docstring).
    bool isTranslationFile(const QString &relative) const;

    // Parses the hunk headers of `git diff -U0` output.
    static QList<DiffHunk> parseHunks(const QByteArray &diff);

private:
    QString m_root;
    QString m_gitDir;
    GitRunner m_git;
    bool m_shallow = false;
    std::shared_ptr<const QSet<QByteArray>> m_present; // partial clones only
    std::shared_ptr<const HistoryIndex> m_index;
};

// The same check for any folder (the upstream checkout): `base`/`relative` if it stays inside.
QString safePathInside(const QString &base, const QString &relative);

} // namespace tandem
