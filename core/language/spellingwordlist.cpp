// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellingwordlist.h"

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
        if (!word.isEmpty())
            list.m_words.insert(word.toString());
    }
    return list;
}

SpellingWordList SpellingWordList::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return fromText(QString::fromUtf8(f.readAll()));
}

QString SpellingWordList::findFor(const QString &filePath)
{
    return findInProject(filePath, QLatin1String(ProjectFileName));
}

QString SpellingWordList::userFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/words.txt");
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
