// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstinlinechars.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace tandem {

namespace {

using Flag = RstInlineChars::Flag;
constexpr auto Space = RstInlineChars::Space;
constexpr auto Word = RstInlineChars::Word;
constexpr auto LetterOrDigit = RstInlineChars::LetterOrDigit;
constexpr auto Opener = RstInlineChars::Opener;
constexpr auto Closer = RstInlineChars::Closer;
constexpr auto Delimiter = RstInlineChars::Delimiter;
constexpr auto ClosingDelimiter = RstInlineChars::ClosingDelimiter;

constexpr char32_t LowSingleQuote = 0x201A;      // ‚ (Ps, used as a closer too)
constexpr char32_t LowDoubleQuote = 0x201E;      // „
constexpr char32_t ReversedSingleQuote = 0x201B; // ‛ (Pi, used as a closer by docutils)
constexpr char32_t ReversedDoubleQuote = 0x201F; // ‟

// docutils' punctuation tables were generated from Unicode 5.2: characters assigned later are
// ordinary characters to docutils 0.19, whatever their category now.
bool knownToDocutils(char32_t c)
{
    UVersionInfo age;
    u_charAge(UChar32(c), age);
    return age[0] < 5 || (age[0] == 5 && age[1] <= 2);
}

// The general category as Unicode 5.2 had it. These characters changed category since, and
// docutils' tables still follow 5.2.
std::int8_t category(char32_t c)
{
    switch (c) {
    case 0xA7:
    case 0xB6:
    case 0xF14:
    case 0x1360:
    case 0x10102:
        return U_OTHER_SYMBOL; // Po since Unicode 6.x
    case 0x166D:
    case 0x19DE:
    case 0x19DF:
        return U_OTHER_PUNCTUATION; // So since Unicode 6.x
    case 0x2308:
    case 0x2309:
    case 0x230A:
    case 0x230B:
        return U_MATH_SYMBOL; // Ps/Pe since Unicode 6.3
    case 0xFD3E:
        return U_START_PUNCTUATION; // swapped with U+FD3F in Unicode 14
    case 0xFD3F:
        return U_END_PUNCTUATION;
    default:
        return u_charType(UChar32(c));
    }
}

std::uint8_t computeFlags(char32_t c)
{
    std::uint8_t f = 0;
    // Python's str.isspace(): ASCII 9-13 and 28-32, then the Unicode White_Space characters.
    if ((c >= 9 && c <= 13) || (c >= 0x1C && c <= 0x20) ||
        (c >= 0x80 && u_isUWhiteSpace(UChar32(c))))
        f |= Space;
    const std::uint32_t mask = U_GET_GC_MASK(UChar32(c));
    if (mask & (U_GC_L_MASK | U_GC_N_MASK)) f |= LetterOrDigit;
    // Python's \w: str.isalnum() (letters, and anything with a numeric type) or '_'.
    if (c == U'_' || (mask & U_GC_L_MASK) ||
        u_getIntPropertyValue(UChar32(c), UCHAR_NUMERIC_TYPE) != U_NT_NONE)
        f |= Word;
    if (c < 0x80) {
        // docutils' own choice for ASCII (fewer false positives, less escaping).
        const char a = char(c);
        if (a && std::strchr("\"'(<[{", a)) f |= Opener;
        if (a && std::strchr("\"')>]}", a)) f |= Closer;
        if (a && std::strchr("-/:", a)) f |= Delimiter;
        if (a && std::strchr("\\.,;!?", a)) f |= ClosingDelimiter;
        return f;
    }
    if (c < 0xA0 || !knownToDocutils(c)) return f;
    switch (category(c)) {
    case U_START_PUNCTUATION:
        f |= Opener;
        if (c == LowSingleQuote || c == LowDoubleQuote) f |= Closer;
        break;
    case U_END_PUNCTUATION:
        f |= Closer;
        break;
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
        f |= Opener | Closer;
        break;
    case U_DASH_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
        f |= Delimiter;
        break;
    default:
        break;
    }
    return f;
}

using FlagTable = std::array<std::uint8_t, 0x10000>;

// punctuation_chars.match_chars(): an opener matches the closer at the same index of
// docutils' `openers` / `closers` strings, plus the extra `quote_pairs`. The generator builds
// those strings from the category lists (Ps|Pi|Pf against Pe|Pf|Pi), so pairing the sorted
// lists by index, with its adjustments, gives the same pairs.
class PairTable
{
public:
    PairTable()
    {
        std::vector<char32_t> ps, pe, pi, pf;
        for (char32_t c = 0xA0; c < 0x10000; ++c) {
            if (!knownToDocutils(c)) continue;
            switch (category(c)) {
            case U_START_PUNCTUATION:
                ps.push_back(c);
                break;
            case U_END_PUNCTUATION:
                pe.push_back(c);
                break;
            case U_INITIAL_PUNCTUATION:
                pi.push_back(c);
                break;
            case U_FINAL_PUNCTUATION:
                pf.push_back(c);
                break;
            default:
                break;
            }
        }
        const auto remove = [](std::vector<char32_t> &v, char32_t c) {
            v.erase(std::remove(v.begin(), v.end(), c), v.end());
        };
        // Low quotation marks also close (Greek, German): the generator moves them to Pi.
        remove(ps, LowSingleQuote);
        remove(ps, LowDoubleQuote);
        pi.push_back(LowSingleQuote);
        pi.push_back(LowDoubleQuote);
        remove(pi, ReversedSingleQuote);
        remove(pi, ReversedDoubleQuote);
        pf.push_back(ReversedSingleQuote);
        pf.push_back(ReversedDoubleQuote);
        // U+301F LOW DOUBLE PRIME QUOTATION MARK has no opener of its own: the generator
        // repeats U+301D, which keeps the later pairs aligned (only the first U+301D counts).
        const auto it = std::find(pe.begin(), pe.end(), char32_t(0x301F));
        if (it != pe.end() && size_t(it - pe.begin()) <= ps.size())
            ps.insert(ps.begin() + (it - pe.begin()), char32_t(0x301D));
        addByIndex(ps, pe);
        addByIndex(pi, pf);
        addByIndex(pf, pi);
        for (const auto &[open, close] :
             std::initializer_list<std::pair<char32_t, char32_t>>{{'"', '"'},
                                                                  {'\'', '\''},
                                                                  {'(', ')'},
                                                                  {'<', '>'},
                                                                  {'[', ']'},
                                                                  {'{', '}'},
                                                                  // punctuation_chars.quote_pairs
                                                                  {0xBB, 0xBB},
                                                                  {0x2018, 0x201A},
                                                                  {0x2019, 0x2019},
                                                                  {0x201A, 0x2018},
                                                                  {0x201A, 0x2019},
                                                                  {0x201C, 0x201E},
                                                                  {0x201E, 0x201C},
                                                                  {0x201E, 0x201D},
                                                                  {0x201D, 0x201D},
                                                                  {0x203A, 0x203A}})
            m_pairs.emplace_back(open, close);
        std::sort(m_pairs.begin(), m_pairs.end());
    }

    bool contains(char32_t open, char32_t close) const
    {
        return std::binary_search(m_pairs.begin(), m_pairs.end(), std::make_pair(open, close));
    }

private:
    void addByIndex(const std::vector<char32_t> &open, const std::vector<char32_t> &close)
    {
        for (size_t i = 0; i < open.size() && i < close.size(); ++i) {
            // openers.index() finds the first occurrence: a repeated opener adds nothing.
            if (std::find(open.begin(), open.begin() + i, open[i]) == open.begin() + i)
                m_pairs.emplace_back(open[i], close[i]);
        }
    }

    std::vector<std::pair<char32_t, char32_t>> m_pairs;
};

} // namespace

const std::uint8_t *RstInlineChars::bmpFlags()
{
    static const FlagTable table = [] {
        FlagTable t{};
        for (char32_t c = 0; c < 0x10000; ++c)
            t[c] = computeFlags(c);
        return t;
    }();
    return table.data();
}

std::uint8_t RstInlineChars::flags(char32_t c)
{
    return c < 0x10000 ? bmpFlags()[c] : computeFlags(c);
}

bool RstInlineChars::isSpace(char32_t c)
{
    return flags(c) & Space;
}
bool RstInlineChars::isWord(char32_t c)
{
    return flags(c) & Word;
}
bool RstInlineChars::isLetterOrDigit(char32_t c)
{
    return flags(c) & LetterOrDigit;
}
bool RstInlineChars::allowedBeforeStart(char32_t c)
{
    return flags(c) & (Opener | Delimiter);
}

bool RstInlineChars::allowedAfterEnd(char32_t c)
{
    return flags(c) & (ClosingDelimiter | Delimiter | Closer);
}

bool RstInlineChars::isMatchingPair(char32_t open, char32_t close)
{
    static const PairTable table;
    return table.contains(open, close);
}

} // namespace tandem
