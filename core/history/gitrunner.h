// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tandem {

// Runs the git command line for reading a repository, never for changing it, and never in a
// way that lets the repository's own configuration start programs: hooks and fsmonitor are
// switched off, external diff and textconv drivers are not used, every filter driver the
// configuration names is blanked (see Checkout::open), there is no pager, no credential prompt
// and no optional lock; pathspecs are literal; each call has a time limit. A checkout someone
// sent you is treated as data. Git never reaches the network for us: a partial (blobless)
// clone's lazy fetch of a missing object would write to the repository and could wait on an
// unreachable promisor remote, so every transport is refused (protocol.allow=never, and
// GIT_NO_LAZY_FETCH for git 2.45+); the object then reads as missing and the reader degrades
// for that one file.
class GitRunner
{
public:
    static constexpr int DefaultTimeoutMs = 30000;

    struct Result
    {
        bool ok = false; // started, finished in time, exit code 0
        int exitCode = -1;
        QByteArray output; // stdout
        QString error;     // a sentence for the user when !ok (git's own stderr when it ran)
    };

    explicit GitRunner(QString workDir = {}, int timeoutMs = DefaultTimeoutMs);

    Result run(const QStringList &arguments) const;
    // The same, with `input` written to git's standard input (`cat-file --batch`).
    Result run(const QStringList &arguments, const QByteArray &input) const;

    // Extra `-c name=value` settings put before every command (the blanked filter drivers).
    void setConfigOverrides(const QStringList &overrides) { m_overrides = overrides; }
    // A copy whose pathspecs may use magic (":(glob)**/*.rst"): only for pathspecs Tandem
    // writes itself, never for a path read from the repository.
    GitRunner withMagicPathspecs() const
    {
        GitRunner copy = *this;
        copy.m_literalPathspecs = false;
        return copy;
    }
    QString workDir() const { return m_workDir; }

    // The git executable on PATH, or empty.
    static QString program();

private:
    QString m_workDir;
    int m_timeoutMs;
    QStringList m_overrides;
    bool m_literalPathspecs = true;
};

} // namespace tandem
