// SPDX-License-Identifier: GPL-3.0-or-later
#include "koreanparticles.h"

#include <string_view>

namespace tandem {

namespace {

// Particles and noun suffixes that may follow one another (에서+는, 으로+도, 들+을, 중+에).
// Longer ones first is not needed: every split is tried.
constexpr std::u16string_view Particles[] = {
    u"은", u"는", u"이", u"가", u"을", u"를", u"의", u"에", u"에서", u"에게", u"에게서", u"한테",
    u"께", u"로", u"으로", u"로서", u"으로서", u"로써", u"으로써", u"로부터", u"으로부터", u"와",
    u"과", u"랑", u"이랑", u"도", u"만", u"까지", u"부터", u"보다", u"처럼", u"마다", u"나",
    u"이나", u"든", u"든지", u"이든", u"이든지", u"조차", u"밖에", u"뿐", u"라고", u"이라고",
    u"라는", u"이라는", u"란", u"이란", u"라면", u"이라면", u"만큼", u"대로", u"같이", u"요", u"야",
    u"이야", u"아", u"씩", u"끼리",
    // noun suffixes reviewers see glued to terms: 학습중, 텐서별, 계층간 is left out (간 is a noun)
    u"중", u"별", u"상", u"용",
    // nominalised 하다/되다 (정규화함, 초기화됨) — only as whole morphemes, so that 함수 is
    // not read as 함+수
    u"함", u"됨", u"함께", u"인데", u"이며"};

// Syllables that open a predicate (copula or light verb) after which anything may follow:
// 입니다, 인, 일, 이었다, 였다, 하여, 한다, 할, 합니다, 해서, 했다, 되어, 된, 될, 됩니다, 돼,
// 됐다, 시키다, 시킨, 시켜 … Listing endings one by one would never finish.
constexpr std::u16string_view PredicateStarts[] = {
    u"입", u"인", u"일", u"임", u"였", u"이었", u"이다", u"이고", u"이지", u"이므", u"하",
    u"한", u"할", u"합", u"해", u"했", u"되",   u"된",   u"될",   u"됩",   u"시키"};

constexpr std::u16string_view PredicateStarts2[] = {u"돼",   u"됐",   u"시킨", u"시킵",
                                                    u"시킬", u"시켜", u"시켰"};

// A plain loop: the strings are one to three characters, where a call to memcmp costs more
// than the comparison (this runs for every term found while the user types).
inline bool startsWith(QStringView s, std::u16string_view prefix)
{
    if (s.size() < qsizetype(prefix.size())) return false;
    const char16_t *p = s.utf16();
    for (size_t i = 0; i < prefix.size(); ++i) {
        if (p[i] != prefix[i]) return false;
    }
    return true;
}

bool parse(QStringView s, int depth)
{
    if (s.isEmpty()) return true;
    if (depth > 5) return false;
    for (std::u16string_view p : PredicateStarts) {
        if (startsWith(s, p)) return true;
    }
    for (std::u16string_view p : PredicateStarts2) {
        if (startsWith(s, p)) return true;
    }
    for (std::u16string_view p : Particles) {
        if (startsWith(s, p) && parse(s.mid(qsizetype(p.size())), depth + 1)) return true;
    }
    return false;
}

} // namespace

bool isKoreanTail(QStringView tail)
{
    if (tail.startsWith(u'들')) tail = tail.mid(1);
    return parse(tail, 0);
}

bool hasFinalConsonant(QChar syllable)
{
    const char16_t c = syllable.unicode();
    return c >= 0xAC00 && c <= 0xD7A3 && (c - 0xAC00) % 28 != 0;
}

bool hasFinalRieul(QChar syllable)
{
    const char16_t c = syllable.unicode();
    return c >= 0xAC00 && c <= 0xD7A3 && (c - 0xAC00) % 28 == 8;
}

} // namespace tandem
