// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellingdictionary.h"

#include "spellingverdictstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <hunspell/hunspell.hxx>

namespace tandem {

namespace {

// The encoding named by the .aff's SET line, read without loading the dictionary. Hunspell's
// default, when there is no SET line, is ISO8859-1. Dictionaries put SET near the top (ko.aff:
// line 23 of 122,092), so only the first lines are read; empty means "not found there".
QString declaredEncoding(const QString &affPath)
{
    QFile file(affPath);
    if (!file.open(QIODevice::ReadOnly)) return {};
    for (int line = 0; line < 2000 && !file.atEnd(); ++line) {
        const QByteArray text = file.readLine(4096).trimmed();
        if (text.startsWith("SET ") || text.startsWith("SET\t"))
            return QString::fromLatin1(text.mid(4)).trimmed();
    }
    return file.atEnd() ? QStringLiteral("ISO8859-1") : QString();
}

} // namespace

SpellingDictionary::~SpellingDictionary() = default;

QString SpellingDictionary::userFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/dictionaries");
}

QStringList SpellingDictionary::searchPaths()
{
    QStringList paths;
    const QString env = qEnvironmentVariable("TANDEM_DICTIONARY_PATH");
    paths += env.split(QDir::listSeparator(), Qt::SkipEmptyParts);
    paths << userFolder();
    // The dictionaries a package ships (Windows, macOS, Flatpak), relative to the executable.
    if (QCoreApplication::instance()) {
        const QDir executable(QCoreApplication::applicationDirPath());
        paths << QDir::cleanPath(
                     executable.filePath(QStringLiteral("../share/tandem/dictionaries")))
              << QDir::cleanPath(executable.filePath(QStringLiteral("../Resources/dictionaries")));
    }
    paths << QStringLiteral("/usr/share/hunspell") << QStringLiteral("/usr/share/myspell/dicts")
          << QStringLiteral("/usr/share/myspell");
    return paths;
}

QString SpellingDictionary::find(const QStringList &names, const QStringList &paths)
{
    for (const QString &folder : paths)
        for (const QString &name : names) {
            const QDir dir(folder);
            const QString aff = dir.filePath(name + QStringLiteral(".aff"));
            if (QFileInfo::exists(aff) &&
                QFileInfo::exists(dir.filePath(name + QStringLiteral(".dic"))))
                return aff;
        }
    return {};
}

std::unique_ptr<SpellingDictionary> SpellingDictionary::load(const QString &affPath, QString *error)
{
    const QString dicPath = affPath.left(affPath.size() - 4) + QStringLiteral(".dic");
    if (!affPath.endsWith(QLatin1String(".aff")) || !QFileInfo::exists(affPath) ||
        !QFileInfo::exists(dicPath)) {
        if (error) *error = QStringLiteral("no dictionary at %1").arg(affPath);
        return nullptr;
    }
    std::unique_ptr<SpellingDictionary> d(new SpellingDictionary);
    d->m_affPath = affPath;
    d->m_dicPath = dicPath;
    d->m_encoding = declaredEncoding(affPath);
    if (d->m_encoding.isEmpty()) {
        // A SET line further down than any real dictionary puts it: ask Hunspell.
        QMutexLocker lock(&d->m_spellMutex);
        d->m_encoding = QString::fromLatin1(d->speller().get_dic_encoding()).trimmed();
    }
    const QString enc = d->m_encoding.toUpper().remove(u'-').remove(u'_');
    if (enc == QLatin1String("UTF8")) {
        d->m_utf8 = true;
    } else if (enc == QLatin1String("ISO88591") || enc == QLatin1String("LATIN1")) {
        d->m_utf8 = false;
    } else {
        if (error)
            *error = QStringLiteral("%1: unsupported dictionary encoding %2")
                         .arg(affPath, d->m_encoding);
        return nullptr;
    }
    return d;
}

Hunspell &SpellingDictionary::speller() const
{
    // Hunspell takes file names as bytes: the local 8-bit encoding, not a lossy toLatin1().
    if (!m_speller)
        m_speller = std::make_unique<Hunspell>(QFile::encodeName(m_affPath).constData(),
                                               QFile::encodeName(m_dicPath).constData());
    return *m_speller;
}

bool SpellingDictionary::isLoaded() const
{
    QMutexLocker lock(&m_spellMutex);
    return m_speller != nullptr;
}

void SpellingDictionary::usePersistentVerdicts(const QString &folder)
{
    m_store = std::make_unique<SpellingVerdictStore>(m_affPath, m_dicPath, folder);
    const QHash<QString, bool> stored = m_store->load();
    QWriteLocker write(&m_cacheLock);
    for (auto it = stored.begin(); it != stored.end(); ++it)
        m_cache.insert(it.key(), it.value());
}

void SpellingDictionary::saveVerdicts() const
{
    if (!m_store) return;
    QHash<QString, bool> fresh;
    {
        QWriteLocker write(&m_cacheLock);
        fresh.swap(m_newVerdicts);
    }
    if (!fresh.isEmpty()) m_store->save(fresh);
}

bool SpellingDictionary::encode(const QString &word, std::string *out) const
{
    if (m_utf8) {
        *out = word.toStdString();
        return true;
    }
    for (QChar c : word)
        if (c.unicode() > 0xFF) return false;
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
        if (it != m_cache.constEnd()) return *it;
    }
    std::string bytes;
    bool ok = true;
    if (encode(word, &bytes)) {
        QMutexLocker lock(&m_spellMutex);
        ok = speller().spell(bytes);
    }
    QWriteLocker write(&m_cacheLock);
    m_cache.insert(word, ok);
    m_newVerdicts.insert(word, ok);
    return ok;
}

QStringList SpellingDictionary::suggest(const QString &word) const
{
    QMutexLocker lock(&m_suggestMutex);
    if (const auto it = m_suggestions.constFind(word); it != m_suggestions.constEnd()) return *it;
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
