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
// sent you is treated as data.
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
    QString workDir() const { return m_workDir; }

    // The git executable on PATH, or empty.
    static QString program();

private:
    QString m_workDir;
    int m_timeoutMs;
    QStringList m_overrides;
};

} // namespace tandem
