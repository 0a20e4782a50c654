// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A throwaway git repository for the history tests: fixed identity and dates, no global or
// system configuration, so the tests behave the same on every machine.

#include "checkout.h"
#include "gitrunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <utility>

class GitRepoHelper
{
public:
    explicit GitRepoHelper(const QString &root) : m_root(root) { QDir().mkpath(root); }

    // A new repository at `root`, on branch master.
    static GitRepoHelper init(const QString &root)
    {
        GitRepoHelper g(root);
        g.git({"init", "-q", "-b", "master"});
        return g;
    }

    QString root() const { return m_root; }
    QString path(const QString &relative) const { return m_root + u'/' + relative; }

    // Runs git in the repository; returns stdout, fails the test on a non-zero exit.
    QString git(const QStringList &args, int day = 1) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString date =
            QStringLiteral("2024-01-%1T12:00:00+00:00").arg(day, 2, 10, QChar(u'0'));
        env.insert("GIT_AUTHOR_NAME", "Tester");
        env.insert("GIT_AUTHOR_EMAIL", "tester@example.org");
        env.insert("GIT_COMMITTER_NAME", "Tester");
        env.insert("GIT_COMMITTER_EMAIL", "tester@example.org");
        env.insert("GIT_AUTHOR_DATE", date);
        env.insert("GIT_COMMITTER_DATE", date);
        env.insert("GIT_CONFIG_GLOBAL", "/dev/null");
        env.insert("GIT_CONFIG_NOSYSTEM", "1");
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_root);
        p.start("git", args);
        p.waitForFinished(30000);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        if (p.exitCode() != 0) qWarning() << "git" << args << "failed:" << p.readAllStandardError();
        return out;
    }

    void write(const QString &relative, const QString &text) const
    {
        QFileInfo info(path(relative));
        QDir().mkpath(info.absolutePath());
        QFile f(info.absoluteFilePath());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text.toUtf8());
    }

    // The same text at each of `relatives`: a page and the copies of it a build or a gallery
    // makes, or pages that start out alike.
    void write(const QStringList &relatives, const QString &text) const
    {
        for (const QString &relative : relatives)
            write(relative, text);
    }

    void commitAll(const QString &message, int day) const
    {
        git({"add", "-A"}, day);
        git({"commit", "-q", "-m", message}, day);
    }

    // Writes `text` as `relative` and commits everything at `day`; returns the new commit.
    QString commitFile(const QString &relative, const QString &text, const QString &message,
                       int day) const
    {
        write(relative, text);
        commitAll(message, day);
        return head();
    }

    // Commits `text` as `relative` on `branch` at `day`, then checks out again the branch that
    // was current: an upstream sync landing on master after a translation branch started.
    // Returns the new commit.
    QString commitOnBranch(const QString &branch, const QString &relative, const QString &text,
                           const QString &message, int day) const
    {
        const QString current = git({"rev-parse", "--abbrev-ref", "HEAD"}).trimmed();
        git({"checkout", "-q", branch}, day);
        const QString commit = commitFile(relative, text, message, day);
        git({"checkout", "-q", current}, day);
        return commit;
    }

    // Writes each (path, text) of `pages` and commits everything at `day`; returns the new
    // commit.
    QString commitPages(const QList<std::pair<QString, QString>> &pages, const QString &message,
                        int day) const
    {
        for (const auto &[relative, text] : pages)
            write(relative, text);
        commitAll(message, day);
        return head();
    }

    // A translation branch: checks out a new branch `branch` where HEAD is and commits `pages`
    // on it at `day`, as commitPages() does; returns the new commit.
    QString commitOnNewBranch(const QString &branch,
                              const QList<std::pair<QString, QString>> &pages,
                              const QString &message, int day) const
    {
        git({"checkout", "-q", "-b", branch}, day);
        return commitPages(pages, message, day);
    }

    QString head() const { return git({"rev-parse", "HEAD"}).trimmed(); }

private:
    QString m_root;
};

// The checkout at `g`'s root; none, with the reason printed, when it does not open.
inline std::optional<tandem::Checkout> openCheckout(const GitRepoHelper &g)
{
    QString error;
    auto checkout = tandem::Checkout::open(g.root(), &error);
    if (!checkout) qWarning().noquote() << "cannot open" << g.root() << ":" << error;
    return checkout;
}

namespace tandem::testing {

// The repository a test class builds in initTestCase(): `repo` set to its absolute path in
// `tmp`, the repository made. None when git is not installed (the test skips).
inline std::optional<GitRepoHelper> repositoryIn(const QTemporaryDir &tmp, QString *repo)
{
    if (GitRunner::program().isEmpty()) return std::nullopt;
    if (!tmp.isValid()) qFatal("no temporary folder: %s", qPrintable(tmp.errorString()));
    *repo = QFileInfo(tmp.filePath(QStringLiteral("repo"))).absoluteFilePath();
    return GitRepoHelper::init(*repo);
}

} // namespace tandem::testing

// Numbered repositories in one temporary folder, for test classes that build one per test.
class RepoFolder
{
public:
    bool isValid() const { return m_tmp.isValid(); }
    GitRepoHelper newRepo()
    {
        return GitRepoHelper::init(m_tmp.filePath(QString::number(++m_count)));
    }

private:
    QTemporaryDir m_tmp;
    int m_count = 0;
};
