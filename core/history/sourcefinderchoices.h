// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

class QSettings;

namespace tandem {

// What the reviewer told Tandem about one checkout: the upstream checkout to compare with and
// the sources chosen by hand. Kept in Tandem's own settings (QSettings), keyed by the
// checkout's canonical root, and not in the repository: a checkout someone sends you must not
// be able to point Tandem at other files on your disk.
class SourceChoices
{
public:
    struct Choice
    {
        QString file;   // an English file on disk (absolute); or
        QString commit; // a version from the checkout's history: commit + path
        QString path;
        bool operator==(const Choice &o) const
        {
            return file == o.file && commit == o.commit && path == o.path;
        }
    };

    static SourceChoices load(QSettings &settings, const QString &checkoutRoot);
    void save(QSettings &settings, const QString &checkoutRoot) const;

    QString upstreamDir() const { return m_upstreamDir; }
    void setUpstreamDir(const QString &dir) { m_upstreamDir = dir; }

    // Keyed by the draft's path relative to the checkout root.
    const Choice *choiceFor(const QString &draftPath) const;
    void setChoice(const QString &draftPath, const Choice &choice)
    {
        m_choices[draftPath] = choice;
    }
    void clearChoice(const QString &draftPath) { m_choices.remove(draftPath); }
    const QHash<QString, Choice> &all() const { return m_choices; }

    // The settings group of a checkout ("checkouts/<sha1 of the root>").
    static QString groupFor(const QString &checkoutRoot);

private:
    QString m_upstreamDir;
    QHash<QString, Choice> m_choices;
};

} // namespace tandem
