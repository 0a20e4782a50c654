// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

namespace tandem {

// Words a team or a user accepts: a plain UTF-8 file, one word a line, '#' starts a comment.
// The project list (`.tandem-words.txt`) sits in the checkout and is found like the suppressions
// file: the nearest one in the file's folder or above, up to the repository root. The user list
// is AppDataLocation/words.txt.
class SpellingWordList
{
public:
    static constexpr const char *ProjectFileName = ".tandem-words.txt";

    // Reads through readBoundedFile (`confineTo`: the checkout a found list must stay inside);
    // a file that cannot be read gives an empty list and "PATH: why" in `error`.
    static SpellingWordList load(const QString &path, QString *error = nullptr,
                                 const QString &confineTo = {});
    // The project list that applies to `filePath` (findFor), confined to its checkout; empty
    // when there is none.
    static SpellingWordList loadForFile(const QString &filePath, QString *error = nullptr);
    static SpellingWordList fromText(const QString &text);
    static QString findFor(const QString &filePath);
    static QString userFile();

    // Exact, or case-insensitively for words listed in lower case ("pytorch" accepts PyTorch).
    bool contains(const QString &word) const;
    bool isEmpty() const { return m_words.isEmpty(); }
    void merge(const SpellingWordList &other);

private:
    QSet<QString> m_words;
};

} // namespace tandem
