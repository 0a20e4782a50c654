// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gitrunner.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace tandem {

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

    // The commits that changed `path` in the history of `commit`, following renames.
    QList<FileVersion> history(const QString &commit, const QString &path, QString *error) const;
    // The bytes of `path` at `commit`; nullopt when it does not exist there.
    std::optional<QByteArray> fileAt(const QString &commit, const QString &path,
                                     QString *error) const;

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
};

// The same check for any folder (the upstream checkout): `base`/`relative` if it stays inside.
QString safePathInside(const QString &base, const QString &relative);

} // namespace tandem
