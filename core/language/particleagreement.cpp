// SPDX-License-Identifier: GPL-3.0-or-later
#include "particleagreement.h"

namespace tandem {

namespace {

struct Pair
{
    const char16_t *afterVowel;
    const char16_t *afterConsonant;
};

// Longest first, so 으로써 is seen before 으로 and 이라는 before 이.
constexpr Pair Pairs[] = {
    {u"로써", u"으로써"}, {u"로서", u"으로서"}, {u"로부터", u"으로부터"}, {u"로", u"으로"},
    {u"라는", u"이라는"}, {u"라고", u"이라고"}, {u"란", u"이란"},         {u"나", u"이나"},
    {u"를", u"을"},       {u"는", u"은"},       {u"가", u"이"},           {u"와", u"과"},
};

bool startsWith(QStringView s, const char16_t *prefix)
{
    return s.startsWith(QStringView(prefix));
}

} // namespace

QString agreeParticle(QStringView tail, bool consonant, bool rieul)
{
    for (const Pair &p : Pairs) {
        const bool ro = p.afterVowel[0] == u'로';
        const char16_t *wanted = consonant && !(ro && rieul) ? p.afterConsonant : p.afterVowel;
        // The consonant forms start with the vowel forms' syllables after 으/이, so test the
        // longer spelling of the pair first.
        const char16_t *first =
            QStringView(p.afterConsonant).size() >= QStringView(p.afterVowel).size()
                ? p.afterConsonant
                : p.afterVowel;
        const char16_t *second = first == p.afterConsonant ? p.afterVowel : p.afterConsonant;
        for (const char16_t *form : {first, second}) {
            if (!startsWith(tail, form)) continue;
            // 이 also starts the copula (이다, 이며, 이고...), which is not this particle.
            if (p.afterVowel[0] == u'가' && tail.size() != 1) return tail.toString();
            if (form == wanted) return tail.toString();
            return QStringView(wanted).toString() + tail.mid(QStringView(form).size()).toString();
        }
    }
    return tail.toString();
}

QString agreeParticleAfter(QStringView word, QStringView tail)
{
    if (word.isEmpty()) return tail.toString();
    const QChar last = word.back();
    return agreeParticle(tail, hasFinalConsonant(last), hasFinalRieul(last));
}

} // namespace tandem
