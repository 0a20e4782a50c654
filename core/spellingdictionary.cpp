// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellingdictionary.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <hunspell/hunspell.hxx>

namespace tandem {

SpellingDictionary::~SpellingDictionary() = default;

QString SpellingDictionary::userFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/dictionaries");
}

QStringList SpellingDictionary::searchPaths()
{
    QStringList paths;
    const QString env = qEnvironmentVariable("TANDEM_DICTIONARY_PATH");
    paths += env.split(QDir::listSeparator(), Qt::SkipEmptyParts);
    paths << userFolder() << QStringLiteral("/usr/share/hunspell")
          << QStringLiteral("/usr/share/myspell/dicts") << QStringLiteral("/usr/share/myspell");
    return paths;
}

QString SpellingDictionary::find(const QStringList &names, const QStringList &paths)
{
    for (const QString &folder : paths)
        for (const QString &name : names) {
            const QDir dir(folder);
            const QString aff = dir.filePath(name + QStringLiteral(".aff"));
            if (QFileInfo::exists(aff) && QFileInfo::exists(dir.filePath(name + QStringLiteral(".dic"))))
                return aff;
        }
    return {};
}

std::unique_ptr<SpellingDictionary> SpellingDictionary::load(const QString &affPath, QString *error)
{
    const QString dicPath = affPath.left(affPath.size() - 4) + QStringLiteral(".dic");
    if (!affPath.endsWith(QLatin1String(".aff")) || !QFileInfo::exists(affPath)
        || !QFileInfo::exists(dicPath)) {
        if (error)
            *error = QStringLiteral("no dictionary at %1").arg(affPath);
        return nullptr;
    }
    std::unique_ptr<SpellingDictionary> d(new SpellingDictionary);
    d->m_affPath = affPath;
    d->m_dicPath = dicPath;
    // Hunspell takes file names as bytes: the local 8-bit encoding, not a lossy toLatin1().
    d->m_speller = std::make_unique<Hunspell>(QFile::encodeName(affPath).constData(),
                                              QFile::encodeName(dicPath).constData());
    d->m_encoding = QString::fromLatin1(d->m_speller->get_dic_encoding()).trimmed();
    const QString enc = d->m_encoding.toUpper().remove(u'-').remove(u'_');
    if (enc == QLatin1String("UTF8")) {
        d->m_utf8 = true;
    } else if (enc == QLatin1String("ISO88591") || enc == QLatin1String("LATIN1")) {
        d->m_utf8 = false;
    } else {
        if (error)
            *error = QStringLiteral("%1: unsupported dictionary encoding %2").arg(affPath, d->m_encoding);
        return nullptr;
    }
    return d;
}

bool SpellingDictionary::encode(const QString &word, std::string *out) const
{
    if (m_utf8) {
        *out = word.toStdString();
        return true;
    }
    for (QChar c : word)
        if (c.unicode() > 0xFF)
            return false;
    const QByteArray bytes = word.toLatin1();
    out->assign(bytes.constData(), size_t(bytes.size()));
    return true;
}

QString SpellingDictionary::decode(const std::string &word) const
{
    return m_utf8 ? QString::fromStdString(word)
                  : QString::fromLatin1(word.data(), qsizetype(word.size()));
}

bool SpellingDictionary::spell(const QString &word) const
{
    {
        QReadLocker read(&m_cacheLock);
        const auto it = m_cache.constFind(word);
        if (it != m_cache.constEnd())
            return *it;
    }
    std::string bytes;
    bool ok = true;
    if (encode(word, &bytes)) {
        QMutexLocker lock(&m_spellMutex);
        ok = m_speller->spell(bytes);
    }
    QWriteLocker write(&m_cacheLock);
    m_cache.insert(word, ok);
    return ok;
}

QStringList SpellingDictionary::suggest(const QString &word) const
{
    QMutexLocker lock(&m_suggestMutex);
    if (const auto it = m_suggestions.constFind(word); it != m_suggestions.constEnd())
        return *it;
    std::string bytes;
    QStringList result;
    if (encode(word, &bytes)) {
        if (!m_suggester)
            m_suggester = std::make_unique<Hunspell>(QFile::encodeName(m_affPath).constData(),
                                                     QFile::encodeName(m_dicPath).constData());
        for (const std::string &s : m_suggester->suggest(bytes))
            result << decode(s);
    }
    m_suggestions.insert(word, result);
    return result;
}

qsizetype SpellingDictionary::cachedWords() const
{
    QReadLocker read(&m_cacheLock);
    return m_cache.size();
}

} // namespace tandem
