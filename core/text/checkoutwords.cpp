// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkoutwords.h"

namespace tandem {

namespace {

QString tailKey(QStringView tail, bool afterFinal)
{
    return (afterFinal ? QLatin1Char('1') : QLatin1Char('0')) + tail.toString();
}

} // namespace

std::shared_ptr<const CheckoutWords> CheckoutWords::fromTexts(const QStringList &texts)
{
    return std::make_shared<const CheckoutWords>(CheckoutTexts::fromTexts(texts));
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
    return counts().pairs.value(
        CheckoutTexts::WordCounts::pairKey(first.unicode(), second.unicode()));
}

int CheckoutWords::fileCount() const
{
    return counts().files;
}

} // namespace tandem
