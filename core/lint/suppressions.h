// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

// Issues a team has decided to accept, kept in a file in the checkout
// (`.tandem-suppressions.yaml`, format in docs/suppressions.md) so the translator, the reviewer
// and CI all see the same result. An entry names the check, the file (relative to the
// suppressions file's folder) and the text of the line the issue is on, or a fingerprint of it:
// when that line changes, the entry stops applying.
class Suppressions
{
public:
    static constexpr const char *FileName = ".tandem-suppressions.yaml";

    struct Entry
    {
        QString check;
        QString file;        // relative path, '/' separators
        QString lineText;    // trimmed text of the issue's line; or
        QString fingerprint; // fingerprint(lineText)
        QString note;
    };

    // Reads a suppressions file. Problems (bad YAML, missing keys) go to `errors` as
    // "FILE:LINE:COLUMN: message"; the good entries are still loaded.
    // The file is read through readBoundedFile: `confineTo` is the checkout a found file must
    // stay inside; `fileError` is set when the file itself could not be read (missing, not a
    // regular file, too large, not UTF-8), as opposed to problems inside it.
    static Suppressions load(const QString &path, QStringList *errors,
                             const QString &confineTo = {}, bool *fileError = nullptr);
    // The suppressions file that applies to a file: the nearest one in its folder or above,
    // up to the repository root. Empty when there is none.
    static QString findFor(const QString &filePath);
    static QString fingerprint(const QString &lineText);

    // Removes the suppressed issues; `lines` are the draft's lines (for the text of each).
    Issues filter(const Issues &issues, const QString &filePath, const QStringList &lines) const;
    bool suppresses(const Issue &issue, const QString &relativeFile, const QString &lineText) const;

    void add(const Entry &entry) { m_entries.append(entry); }
    const QList<Entry> &entries() const { return m_entries; }
    // Atomic write checked for its full size (writeFileAtomically); keeps nothing half-written.
    bool save(const QString &path, QString *errorMessage) const;
    QString relativePath(const QString &filePath) const;
    QString baseDir() const { return m_baseDir; }

private:
    QList<Entry> m_entries;
    QString m_baseDir;
};

} // namespace tandem
