// SPDX-License-Identifier: GPL-3.0-or-later
#include "koreanwordshape.h"

#include "koreanparticles.h"

#include <QVarLengthArray>

namespace tandem::checks {

namespace {

constexpr char16_t FirstSyllable = 0xAC00, LastSyllable = 0xD7A3;

bool isSyllable(QChar c)
{
    return c.unicode() >= FirstSyllable && c.unicode() <= LastSyllable;
}

// The syllables that open a 하다/되다 ending or the copula (하는, 한, 되어, 입니다): what
// follows them is a verb's ending, not a particle.
bool opensPredicate(QStringView rest)
{
    static const QStringView starts = u"하한할합해했함되된될됩돼됐됨입인일임였";
    return !rest.isEmpty() && starts.contains(rest.front());
}

// A tail of particles only (를, 에서는, 들의), or none.
bool particleTail(QStringView rest)
{
    return rest.isEmpty() || (!opensPredicate(rest) && isKoreanTail(rest));
}

// One-syllable suffixes that make a word of a noun (그룹화, 안정성, 기하학적, 구현체, 운용자,
// 잡음비, 학습률, 출력값, 연산량): a derivation, which the dictionary rarely lists; and the
// bound nouns glued to a noun (사용시, 학습후, 노드간): spacing, not a slip.
bool derivationSuffix(QChar c)
{
    static const QStringView suffixes = u"화성적형체자비율률값량력기식법론시후간";
    return suffixes.contains(c);
}

// A particle and its form after a final consonant or none (을/를, 은/는, 이/가, 과/와).
bool otherFormOfParticle(QChar a, QChar b)
{
    static const char16_t pairs[][2] = {
        {u'을', u'를'}, {u'은', u'는'}, {u'이', u'가'}, {u'과', u'와'}};
    for (const auto &p : pairs)
        if ((a == p[0] && b == p[1]) || (a == p[1] && b == p[0])) return true;
    return false;
}

// --- Loanwords: consonants as classes, each a bit; a set of bits where a letter or a jamo may
// be written more than one way (th: ㅅ or ㄷ; final ㅅ: s or t).
enum : quint16
{
    K = 1,
    N = 2,
    T = 4,
    L = 8,
    M = 16,
    P = 32,
    S = 64,
    J = 128,
    H = 256
};

struct Sound
{
    quint16 classes;
    bool optional; // English r after a vowel and h are often not written in Hangul
};
using Sounds = QVarLengthArray<Sound, 24>;

// The consonants of a Hangul word (initials but a silent ㅇ, and finals), and whether it ends
// on a consonant (a final, or the ㅡ Korean adds after one: 포스트, 사이드).
bool hangulSounds(QStringView word, Sounds *out, bool *endsOnConsonant)
{
    static const quint16 initials[19] = {K, K, N, T, T, L, M, P, P, S, S, 0, J, J, J, K, T, P, H};
    static const quint16 finals[28] = {0, K, K, 0, N, 0,     0,     T, L,     0,     0, 0, 0, 0,
                                       0, 0, M, P, 0, S | T, S | T, N, T | J, T | J, K, T, P, T};
    for (QChar c : word) {
        if (!isSyllable(c)) return false;
        const int index = c.unicode() - FirstSyllable;
        for (quint16 cls : {initials[index / 588], finals[index % 28]})
            if (cls && (out->isEmpty() || out->back().classes != cls)) out->append({cls, false});
        *endsOnConsonant = index % 28 != 0 || (index / 28) % 21 == 18; // ㅡ
    }
    return true;
}

bool isVowel(QChar c)
{
    return QStringView(u"aeiouy").contains(c);
}

// The consonants of an English word as Korean writes them (ph: ㅍ, ck: ㅋ, c before e: ㅅ),
// and whether it ends on one (a silent e after a consonant counts; -er, -or end on ㅓ).
void englishSounds(const QString &word, Sounds *out, bool *endsOnConsonant)
{
    QString w;
    for (QChar c : word.toLower())
        if (w.isEmpty() || w.back() != c) w.append(c);
    auto add = [&](quint16 cls, bool optional = false) {
        if (out->isEmpty() || out->back().classes != cls || out->back().optional != optional)
            out->append({cls, optional});
    };
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QChar c = w[i], next = i + 1 < w.size() ? w[i + 1] : QChar();
        const bool soft = next == u'e' || next == u'i' || next == u'y';
        if (next == u'h' && QStringView(u"pstcgw").contains(c)) {
            if (c == u'p') add(P);
            if (c == u's') add(S);
            if (c == u't') add(S | T);
            if (c == u'c') add(J | K);
            ++i;
            continue;
        }
        switch (c.unicode()) {
        case u'b':
        case u'p':
        case u'f':
        case u'v':
            add(P);
            break;
        case u'd':
        case u't':
            add(T);
            break;
        case u'k':
        case u'q':
            add(K);
            break;
        case u'c':
            add(soft ? S : K);
            break;
        case u'g':
            add(soft ? (K | J) : K);
            break;
        case u'x':
            add(K), add(S);
            break;
        case u'l':
            add(L);
            break;
        case u'r':
            add(L, true);
            break;
        case u'm':
            add(M);
            break;
        case u'n':
            add(N);
            break;
        case u's':
            add(S);
            break;
        case u'z':
            add(S | J);
            break;
        case u'j':
            add(J);
            break;
        case u'h':
            add(H, true);
            break;
        default:
            break; // vowels, w, y
        }
    }
    const QChar last = w.back();
    *endsOnConsonant =
        (last == u'e' && w.size() >= 2 && !isVowel(w[w.size() - 2]) && w[w.size() - 2] != u'r') ||
        (!isVowel(last) && last != u'r' && last != u'w');
}

bool soundsMatch(const Sounds &hangul, qsizetype i, const Sounds &english, qsizetype j)
{
    if (j == english.size()) return i == hangul.size();
    if (english[j].optional && soundsMatch(hangul, i, english, j + 1)) return true;
    return i < hangul.size() && (hangul[i].classes & english[j].classes) &&
           soundsMatch(hangul, i + 1, english, j + 1);
}

// Whether the Hangul sounds from `i` write the head of the English ones from `j`, with English
// sounds left after them: a loanword cut short (클러스 for "cluster").
bool soundsPrefix(const Sounds &hangul, qsizetype i, const Sounds &english, qsizetype j)
{
    if (i == hangul.size()) return j < english.size();
    if (j == english.size()) return false;
    if (english[j].optional && soundsPrefix(hangul, i, english, j + 1)) return true;
    return (hangul[i].classes & english[j].classes) && soundsPrefix(hangul, i + 1, english, j + 1);
}

// The English words `stem` writes in Hangul (two consonants or more, the same ending), or with
// `cut`, whose Hangul writing `stem` begins (three consonants or more: 클러스 of "cluster").
QStringList loanwordOf(QStringView stem, const QStringList &english, bool cut = false)
{
    QStringList found;
    Sounds hangul;
    bool hangulEnd = false;
    if (!hangulSounds(stem, &hangul, &hangulEnd) || hangul.size() < (cut ? 3 : 2)) return found;
    for (const QString &e : english) {
        Sounds sounds;
        bool englishEnd = false;
        englishSounds(e, &sounds, &englishEnd);
        if (cut ? soundsPrefix(hangul, 0, sounds, 0)
                : englishEnd == hangulEnd && soundsMatch(hangul, 0, sounds, 0))
            found.append(e);
    }
    return found;
}

// The stems of a word: itself, and each head with particles after it (포스트에서: 포스트).
QList<QStringView> stemsOf(QStringView word)
{
    QList<QStringView> out;
    for (qsizetype k = word.size(); k >= 2; --k)
        if (particleTail(word.mid(k))) out.append(word.left(k));
    return out;
}

} // namespace

QStringList englishGloss(QStringView text, qsizetype end)
{
    QStringList words;
    qsizetype i = end;
    while (i < text.size() && text[i] == u' ')
        ++i;
    if (i >= text.size() || text[i] != u'(') return words;
    const qsizetype close = text.indexOf(u')', i);
    if (close < 0) return words;
    QString word;
    for (QChar c : text.mid(i + 1, close - i - 1)) {
        if (c.unicode() < 0x80 && c.isLetter()) {
            word.append(c.toLower());
            continue;
        }
        if (word.size() >= 3) words.append(word);
        word.clear();
    }
    if (word.size() >= 3) words.append(word);
    return words;
}

bool spacingNotSpelling(QStringView word)
{
    if (word.size() >= 2 && particleTail(word)) return true;
    for (qsizetype j = 1; j < word.size(); ++j)
        if (word[j] == u'때' && hasFinalRieul(word[j - 1]) && particleTail(word.mid(j + 1)))
            return true;
    static const char16_t *const counters[] = {u"번", u"개",   u"명",   u"장",   u"줄",  u"배",
                                               u"회", u"가지", u"차례", u"단계", u"종류"};
    for (const char16_t *c : counters) {
        const QStringView counter(c);
        if (word.startsWith(counter) && word.mid(counter.size()).startsWith(u'씩') &&
            particleTail(word.mid(counter.size() + 1)))
            return true;
    }
    return false;
}

bool fixKeepsWord(const QString &word, const QString &fix,
                  const std::function<bool(const QString &)> &knownStem,
                  const std::function<bool(const QString &)> &writtenStem,
                  const std::function<bool(const QString &)> &attestedEnding)
{
    if (word.size() != fix.size()) return true;
    qsizetype changed = 0;
    while (changed < word.size() && word[changed] == fix[changed])
        ++changed;
    // The whole word known is the callers' to weigh (their rules for a word the dictionary
    // knows): a stem here has something after it.
    for (qsizetype k = 2; k < word.size(); ++k) {
        const QStringView rest = QStringView(word).mid(k);
        const bool particles = particleTail(rest);
        const bool derived =
            !rest.isEmpty() && derivationSuffix(rest.front()) && particleTail(rest.mid(1));
        const bool verb = !rest.isEmpty() && (rest.front() == u'하' || rest.front() == u'되');
        if (!particles && !derived && !verb) continue;
        const QString stem = word.left(k);
        // Before a particle, a word the translations write (하마의 is a slip for 하나의,
        // though the dictionary knows 하마); a derivation or a verb of a dictionary word is
        // what the dictionary lacks.
        if (!(particles ? writtenStem(stem) : knownStem(stem))) continue;
        if (particles) {
            // Stem + particles: the word is a word; only a particle's form may be wrong.
            if (changed < k) return false;
            if (changed != k || !otherFormOfParticle(word[k], fix[k])) return false;
        } else if (derived) {
            if (changed <= k) return false;
        } else if (changed == k && attestedEnding(word.mid(k))) {
            return false; // 근사하는 -> 근사자는: the verb made a noun
        }
    }
    return true;
}

bool fixLeavesLoanword(const QString &word, const QString &fix, const QStringList &english,
                       qsizetype minSyllables)
{
    if (english.isEmpty()) return false;
    for (QStringView stem : stemsOf(word)) {
        if (stem.size() < minSyllables) continue;
        const QStringList meant = loanwordOf(stem, english);
        if (meant.isEmpty()) continue;
        const QStringView fixed = QStringView(fix).left(stem.size());
        for (const QString &e : loanwordOf(fixed, meant))
            if (meant.contains(e)) return false; // the same English, spelt another way
        return true;
    }
    return false;
}

bool fixMissesCutLoanword(const QString &word, const QString &fix, const QStringList &english)
{
    if (english.isEmpty()) return false;
    for (QStringView stem : stemsOf(word)) {
        // A stem before particles (클러스|에서의): the whole word read as a stem takes its
        // particle for sounds (출려과 is not "cholera" cut short).
        if (stem.size() < 3 || stem.size() == word.size()) continue;
        const QStringList meant = loanwordOf(stem, english, true);
        if (meant.isEmpty()) continue;
        // A fix whose head writes the loanword (클러스 -> 클러스터) is a good one.
        for (qsizetype k = 2; k <= fix.size(); ++k)
            if (!loanwordOf(QStringView(fix).left(k), meant).isEmpty()) return false;
        return true;
    }
    return false;
}

} // namespace tandem::checks
