// SPDX-License-Identifier: GPL-3.0-or-later
#include "spelling.h"

#include <QCoreApplication>
#include <QDir>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct SpellingText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::Spelling)
};

} // namespace

Spelling &Spelling::shared()
{
    // Never destroyed: freeing a loaded Hunspell dictionary at exit costs ~10 ms for nothing,
    // and checks may still run in worker threads while statics are torn down.
    static Spelling *instance = new Spelling;
    return *instance;
}

const SpellingDictionary *Spelling::dictionary(Language language)
{
    const int k = int(language);
    QMutexLocker lock(&m_mutex);
    if (!m_tried[k]) {
        m_tried[k] = true;
        const QStringList names = language == Language::Korean
                                      ? QStringList{QStringLiteral("ko_KR"), QStringLiteral("ko")}
                                      : QStringList{QStringLiteral("en_US"),
                                                    QStringLiteral("en_GB"), QStringLiteral("en")};
        const QString aff = SpellingDictionary::find(names);
        QString error;
        if (!aff.isEmpty()) m_dictionaries[k] = SpellingDictionary::load(aff, &error);
        if (m_dictionaries[k]) m_dictionaries[k]->usePersistentVerdicts();
        if (!m_dictionaries[k]) {
            const QString notice =
                (language == Language::Korean
                     ? SpellingText::tr(
                           "No usable Korean Hunspell dictionary (install hunspell-ko, or put "
                           "ko.aff "
                           "and ko.dic in %1 or a folder named in TANDEM_DICTIONARY_PATH): Korean "
                           "spelling is off.")
                     : SpellingText::tr(
                           "No usable English Hunspell dictionary (install hunspell-en-us, or put "
                           "en_US.aff and en_US.dic in %1 or a folder named in "
                           "TANDEM_DICTIONARY_PATH): English spelling is off."))
                    .arg(QDir::toNativeSeparators(SpellingDictionary::userFolder())) +
                (error.isEmpty() ? QString() : QStringLiteral(" (") + error + u')');
            m_notices << notice;
            qWarning("%s", qPrintable(notice));
        }
    }
    return m_dictionaries[k].get();
}

void Spelling::setDictionary(Language language, std::unique_ptr<SpellingDictionary> dictionary)
{
    QMutexLocker lock(&m_mutex);
    m_tried[int(language)] = true;
    if (m_dictionaries[int(language)])
        m_retired.push_back(std::move(m_dictionaries[int(language)]));
    m_dictionaries[int(language)] = std::move(dictionary);
}

void Spelling::saveVerdicts()
{
    QMutexLocker lock(&m_mutex);
    for (const auto &d : m_dictionaries)
        if (d) d->saveVerdicts();
}

QStringList Spelling::notices() const
{
    QMutexLocker lock(&m_mutex);
    return m_notices;
}

} // namespace tandem
