// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellingwordlist.h"

#include "boundedfile.h"
#include "projectfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace tandem {

SpellingWordList SpellingWordList::fromText(const QString &text)
{
    SpellingWordList list;
    for (QStringView line : QStringView(text).split(u'\n')) {
        const qsizetype hash = line.indexOf(u'#');
        const QStringView word = (hash >= 0 ? line.left(hash) : line).trimmed();
        if (!word.isEmpty()) list.m_words.insert(word.toString());
    }
    return list;
}

SpellingWordList SpellingWordList::load(const QString &path, QString *error,
                                        const QString &confineTo)
{
    TextFile::Error e;
    const QByteArray bytes = readBoundedFile(path, &e, confineTo);
    if (e) {
        if (error) *error = QStringLiteral("%1: %2").arg(path, e.message);
        return {};
    }
    if (error) error->clear();
    return fromText(QString::fromUtf8(bytes));
}

SpellingWordList SpellingWordList::loadForFile(const QString &filePath, QString *error)
{
    if (error) error->clear();
    const QString path = findFor(filePath);
    return path.isEmpty() ? SpellingWordList() : load(path, error, repositoryRoot(path));
}

QString SpellingWordList::findFor(const QString &filePath)
{
    return findInProject(filePath, QLatin1String(ProjectFileName));
}

QString SpellingWordList::userFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/words.txt");
}

bool SpellingWordList::contains(const QString &word) const
{
    return m_words.contains(word) || m_words.contains(word.toLower());
}

void SpellingWordList::merge(const SpellingWordList &other)
{
    m_words.unite(other.m_words);
}

} // namespace tandem
