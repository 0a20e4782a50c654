// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkoutwords.h"

#include "checkoutfiles.h"
#include "koreanparticles.h"

#include <QSet>

namespace tandem {

namespace {

bool isSyllable(QChar c)
{
    return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3;
}

QString tailKey(QStringView tail, bool afterFinal)
{
    return (afterFinal ? QLatin1Char('1') : QLatin1Char('0')) + tail.toString();
}

} // namespace

void CheckoutWords::Counts::addFile(QStringView text)
{
    QSet<QString> fileWords, fileStems, fileTails;
    QSet<char16_t> fileSyllables;
    QSet<quint32> filePairs;
    ++files;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        if (!isSyllable(text[i])) {
            ++i;
            continue;
        }
        qsizetype j = i + 1;
        while (j < n && isSyllable(text[j]))
            ++j;
        for (qsizetype k = i; k < j; ++k) {
            fileSyllables.insert(text[k].unicode());
            if (k + 1 < j) filePairs.insert(pairKey(text[k].unicode(), text[k + 1].unicode()));
        }
        if (j - i >= 2 && j - i <= MaxWordLength) fileWords.insert(text.mid(i, j - i).toString());
        i = j;
    }
    for (const QString &w : std::as_const(fileWords)) {
        ++words[w];
        fileStems.insert(w); // a word is its own stem, before no tail
        for (qsizetype k = 2; k < w.size(); ++k)
            if (isKoreanTail(QStringView(w).mid(k))) {
                fileStems.insert(w.left(k));
                fileTails.insert(tailKey(w.mid(k), hasFinalConsonant(w[k - 1])));
            }
    }
    for (const QString &s : std::as_const(fileStems))
        ++stems[s];
    for (const QString &t : std::as_const(fileTails))
        ++tails[t];
    for (const char16_t c : std::as_const(fileSyllables))
        ++syllables[c];
    for (const quint32 p : std::as_const(filePairs))
        ++pairs[p];
}

std::shared_ptr<const CheckoutWords> CheckoutWords::fromTexts(const QStringList &texts)
{
    auto out = std::make_shared<CheckoutWords>(QString());
    Counts counts;
    for (const QString &t : texts)
        counts.addFile(t);
    out->m_counts = std::move(counts);
    return out;
}

const CheckoutWords::Counts &CheckoutWords::counts() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_counts) {
        Counts counts;
        forEachCheckoutTextFile(m_root, [&](const QString &, const QByteArray &content) {
            counts.addFile(QString::fromUtf8(content));
        });
        m_counts = std::move(counts);
    }
    return *m_counts;
}

int CheckoutWords::files(const QString &word) const
{
    return counts().words.value(word);
}

int CheckoutWords::tailFiles(const QString &tail, bool afterFinal) const
{
    return counts().tails.value(tailKey(tail, afterFinal));
}

int CheckoutWords::stemFiles(const QString &stem) const
{
    return counts().stems.value(stem);
}

int CheckoutWords::syllableFiles(QChar syllable) const
{
    return counts().syllables.value(syllable.unicode());
}

int CheckoutWords::pairFiles(QChar first, QChar second) const
{
    return counts().pairs.value(Counts::pairKey(first.unicode(), second.unicode()));
}

int CheckoutWords::fileCount() const
{
    return counts().files;
}

} // namespace tandem
