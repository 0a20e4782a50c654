// SPDX-License-Identifier: GPL-3.0-or-later
// spelling: Korean words of the draft's prose against the Korean Hunspell dictionary
// (hunspell-ko), outside code, literals, URLs and roles. English words are latin-typo's.
// Suggestions are not computed here: SpellingDictionary::suggest() is for a worker thread.
//
// hunspell-ko knows neither most loanwords of the field (컨텍스트, 커널, 시퀀스) nor compounds
// written solid, which Korean allows for nouns and for 보조 용언 (입력값, 미세조정, 보여줍니다,
// 참고해주세요). Taken alone it flags one word in eight lines of the corpus, nearly all of them
// right. So a word is also accepted when it is
//   - a known word (glossary Korean, the built-in list glossary/words-ko.txt, a word list)
//     followed by particles or a 하다/되다 ending (캐시를, 프로파일링합니다);
//   - two words the dictionary or the lists accept, written together (입력+값이, 보여+줍니다),
//     each part at least two syllables, so a typo inside either part is still found;
//   - a word (or a stem before particles) two files of the checkout write: the community's
//     own vocabulary (checkoutwords.h).
#include "checktext.h"
#include "languagechecks.h"
#include "languagecheckstext.h"

#include "checkoutwords.h"
#include "glossarymatcher.h"
#include "keptanswers.h"
#include "koreanparticles.h"
#include "koreanwordshape.h"
#include "renderingslips.h"
#include "spelling.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <optional>

namespace tandem::checks {

namespace {

using namespace tandem::language;

// Glossary Korean (agreed and wrong forms: a wrong one is glossary-term's to report), single
// words only, which hunspell-ko does not know for the transliterated ones (데이터셋, 에폭).
const QSet<QString> &glossaryKorean(const GlossaryMatcher *terms)
{
    return glossaryWordSet(terms, "spelling.korean",
                           [](const GlossaryEntry &e, QSet<QString> &words) {
                               for (const QStringList *list : {&e.korean, &e.wrongKorean})
                                   for (const QString &k : *list)
                                       for (const QString &part : k.split(u' ', Qt::SkipEmptyParts))
                                           words.insert(part);
                           });
}

// The glossary's agreed Korean renderings, single words.
const QSet<QString> &glossaryAgreedKorean(const GlossaryMatcher *terms)
{
    return glossaryWordSet(terms, "korean-typo.agreed",
                           [](const GlossaryEntry &e, QSet<QString> &words) {
                               for (const QString &k : e.korean)
                                   for (const QString &part : k.split(u' ', Qt::SkipEmptyParts))
                                       words.insert(part);
                           });
}

// The built-in accepted words (:/glossary/words-ko.txt), read once per process.
const SpellingWordList &builtInWords()
{
    static const SpellingWordList words = [] {
        QFile f(QStringLiteral(":/glossary/words-ko.txt"));
        return f.open(QIODevice::ReadOnly)
                   ? SpellingWordList::fromText(QString::fromUtf8(f.readAll()))
                   : SpellingWordList();
    }();
    return words;
}

// The longest Hangul word korean-typo reads, in syllables ("초기화하였습니다" is 8).
constexpr qsizetype MaxTypoWordLength = 16;

// A Hangul syllable's jamo: 19 initials, 21 medials, 28 finals (0: none).
constexpr char16_t FirstSyllable = 0xAC00, LastSyllable = 0xD7A3;

// A word of Hangul syllables with the final consonant of its last one taken off (트레이스엔 ->
// 트레이스에): what a contraction (에는 -> 엔, 것은 -> 건) was before a final was added.
QString withoutLastFinal(const QString &word)
{
    QString out = word;
    const char16_t last = word.back().unicode();
    out.back() = QChar(char16_t(last - (last - FirstSyllable) % 28));
    return out;
}

// Every word that differs from `word` in one jamo of one syllable (떄 -> 때, 확 -> 활, 증 -> 중):
// the slip of one key. Calls f(variant, syllable index); f returns true to stop.
template <typename F> void forEachOneJamoVariant(const QString &word, F &&f)
{
    QString v = word;
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t c = word[i].unicode();
        if (c < FirstSyllable || c > LastSyllable) continue;
        const int index = c - FirstSyllable;
        const int initial = index / (21 * 28), medial = (index / 28) % 21, final = index % 28;
        auto compose = [](int l, int m, int t) {
            return QChar(char16_t(FirstSyllable + (l * 21 + m) * 28 + t));
        };
        for (int l = 0; l < 19; ++l)
            if (l != initial && (v[i] = compose(l, medial, final), f(v, i))) return;
        for (int m = 0; m < 21; ++m)
            if (m != medial && (v[i] = compose(initial, m, final), f(v, i))) return;
        // A final added or dropped on the last syllable is how Korean contracts a particle
        // (트레이스엔 = 트레이스에는) or ends a compound (결과값): other words, not slips. So is
        // ㄴ, ㄹ or ㅁ there for another of them: the endings of one verb (보여준, 보여줄, 보여줌).
        const bool last = i + 1 == word.size();
        auto isEnding = [](int t) { return t == 4 || t == 8 || t == 16; }; // ㄴ ㄹ ㅁ
        for (int t = 0; t < 28; ++t)
            if (t != final && !(last && (t == 0 || final == 0)) &&
                !(last && isEnding(t) && isEnding(final)) &&
                (v[i] = compose(initial, medial, t), f(v, i)))
                return;
        v[i] = word[i];
    }
}

// The one jamo two syllables differ in (initial, medial or final), as compatibility jamo
// (ㄷ, ㅐ), into `x` and `y`; false when they differ in more or in none, or one is no single key
// (a double final, ㄳ) or no final at all.
bool oneJamoApart(QChar from, QChar to, char16_t *x, char16_t *y)
{
    static const char16_t initials[] = u"ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
    static const char16_t medials[] = u"ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
    static const char16_t finals[] = u"\0ㄱㄲ\0ㄴ\0\0ㄷㄹ\0\0\0\0\0\0\0ㅁㅂ\0ㅅㅆㅇㅈㅊㅋㅌㅍㅎ";
    const int a = from.unicode() - FirstSyllable, b = to.unicode() - FirstSyllable;
    if (a < 0 || b < 0 || a > LastSyllable - FirstSyllable || b > LastSyllable - FirstSyllable)
        return false;
    int differ = 0;
    if (a / 588 != b / 588) *x = initials[a / 588], *y = initials[b / 588], ++differ;
    if ((a / 28) % 21 != (b / 28) % 21)
        *x = medials[(a / 28) % 21], *y = medials[(b / 28) % 21], ++differ;
    if (a % 28 != b % 28) *x = finals[a % 28], *y = finals[b % 28], ++differ;
    return differ == 1 && *x && *y;
}

// The Shift pairs of the two-set (dubeolsik) keyboard: one key each.
constexpr const char16_t *ShiftPairs[] = {u"ㅂㅃ", u"ㅈㅉ", u"ㄷㄸ", u"ㄱㄲ",
                                          u"ㅅㅆ", u"ㅐㅒ", u"ㅔㅖ"};

// Whether one syllable typed as another differs in one jamo typed with Shift held or missed on
// the two-set (dubeolsik) keyboard: ㅐ/ㅒ, ㅔ/ㅖ, ㄷ/ㄸ, ㄱ/ㄲ, ㅂ/ㅃ, ㅅ/ㅆ, ㅈ/ㅉ (떄문에).
bool shiftSlip(QChar from, QChar to)
{
    char16_t x = 0, y = 0;
    if (!oneJamoApart(from, to, &x, &y)) return false;
    for (const char16_t *pair : ShiftPairs)
        if ((pair[0] == x && pair[1] == y) || (pair[0] == y && pair[1] == x)) return true;
    return false;
}

// Whether one syllable typed as another differs in one jamo whose keys touch on the two-set
// keyboard (ㄹ/ㄱ in 확용, ㅜ/ㅡ in 다증), or in Shift (shiftSlip): the slips a finger makes.
bool keyboardSlip(QChar from, QChar to)
{
    char16_t x = 0, y = 0;
    if (!oneJamoApart(from, to, &x, &y)) return false;
    static const char16_t *const rows[] = {u"ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", u"ㅁㄴㅇㄹㅎㅗㅓㅏㅣ",
                                           u"ㅋㅌㅊㅍㅠㅜㅡ"};
    auto key = [&](char16_t j, int *row, int *column) {
        for (const char16_t *pair : ShiftPairs)
            if (pair[1] == j) j = pair[0];
        for (int r = 0; r < 3; ++r)
            for (int c = 0; rows[r][c]; ++c)
                if (rows[r][c] == j) return *row = r, *column = c, true;
        return false;
    };
    int r1, c1, r2, c2;
    if (!key(x, &r1, &c1) || !key(y, &r2, &c2)) return false;
    // The same key (Shift) or one of the eight around it.
    return std::abs(r1 - r2) <= 1 && std::abs(c1 - c2) <= 1;
}

// A determiner written solid with the counter after it (여러개, 몇번의, 두가지): Korean spaces
// them (여러 개), so the word is a spacing slip, not a letter's: one jamo from it there is
// another word (여러개 -> 여러가, 여러번 -> 여러분), never the one meant.
bool gluedCounter(QStringView word)
{
    static const char16_t *const determiners[] = {u"여러", u"몇몇", u"몇",   u"한",   u"두",
                                                  u"세",   u"네",   u"다섯", u"여섯", u"수십",
                                                  u"수백", u"수천", u"일곱", u"여덟", u"아홉"};
    static const char16_t *const counters[] = {u"가지", u"차례", u"단계", u"종류", u"군데", u"개",
                                               u"번",   u"명",   u"장",   u"줄",   u"배",   u"회"};
    for (const char16_t *d : determiners) {
        const QStringView det(d);
        if (!word.startsWith(det)) continue;
        for (const char16_t *c : counters) {
            const QStringView rest = word.mid(det.size());
            const QStringView counter(c);
            if (rest.startsWith(counter) &&
                (rest.size() == counter.size() || isKoreanTail(rest.mid(counter.size()))))
                return true;
        }
    }
    return false;
}

// A word (or a stem before a tail) that this many files of the checkout write is the
// community's: a word of its translations, not one translator's slip (checkoutwords.h).
constexpr int CommunityFiles = 2;
// A checkout with fewer files than this leaves too many syllables unwritten to tell a rare one.
constexpr int SyllableCheckoutFiles = 20;
// A syllable this many files write after 하 or 되 is the one a slip there most likely missed.
constexpr int EndingFiles = 5;

bool communityWord(const CheckoutWords *checkout, const QString &word)
{
    return checkout && checkout->files(word) >= CommunityFiles;
}

bool communityStem(const CheckoutWords *checkout, const QString &stem)
{
    return checkout && checkout->stemFiles(stem) >= CommunityFiles;
}

// What korean-typo and spelling decide about a word from the resources alone (the dictionary,
// the glossary, the word lists), kept between runs.
struct KoreanWordCache
{
    KeptAnswers<bool> accepted;
    // The ordinal of the first one-jamo variant of a word that a list or the dictionary alone
    // makes its fix (forEachOneJamoVariant's order), or -1.
    KeptAnswers<int> staticFixAt;
    // The first one-jamo variant the checkout's other files write (or write as a stem), or
    // empty: asked only when the draft and the lists give no fix.
    KeptAnswers<QString> communityFix;
    // Whether a word is accepted as one word, not only as two written solid (acceptsCompound).
    KeptAnswers<bool> acceptedAsWord;
    // The fix of a word accepted only as two written solid, or empty.
    KeptAnswers<QString> compoundFix;
    // The fix of a word the dictionary rejects whole (wholeWordSlip), or empty.
    KeptAnswers<QString> wholeWordFix;
    // The fix of a slip after 하 or 되 (endingSlip), or empty.
    KeptAnswers<QString> endingFix;
};

const KoreanWordCache &koreanWordCache(const CheckContext &ctx)
{
    return ctx.resourceDerived().derived<KoreanWordCache>("korean.word-cache",
                                                          [] { return KoreanWordCache(); });
}

class KoreanSpeller
{
public:
    KoreanSpeller(const SpellingDictionary &dictionary, const CheckContext &ctx)
        : m_dictionary(dictionary), m_acceptedWords(ctx.acceptedWords),
          m_checkout(ctx.checkoutWords), m_glossary(glossaryKorean(ctx.terms)),
          m_cache(koreanWordCache(ctx))
    {
    }

    // Accepted as one word (with particles after it), not only as two written solid.
    bool acceptsAsWord(const QString &word)
    {
        return m_cache.acceptedAsWord.get(word, [&] { return acceptsWord(word); });
    }

    bool accepts(const QString &word)
    {
        return m_cache.accepted.get(word,
                                    [&] { return acceptsWord(word) || acceptsCompound(word); });
    }

private:
    bool isListed(const QString &word)
    {
        return m_glossary.contains(word) || builtInWords().contains(word) ||
               (m_acceptedWords && m_acceptedWords->contains(word));
    }

    // The dictionary's word, a word the checkout's translations write, or a listed word or a
    // dictionary word of two syllables or more with particles or a 하다/되다 ending after it
    // (캐시를, 추적된: hunspell-ko lacks many inflected forms of nouns it knows).
    bool acceptsWord(const QString &word)
    {
        if (m_dictionary.spell(word) || communityWord(m_checkout, word)) return true;
        for (qsizetype k = word.size() - 1; k >= 1; --k) {
            if (!isKoreanTail(QStringView(word).mid(k))) continue;
            const QString stem = word.left(k);
            if (isListed(stem) ||
                (k >= 2 && (m_dictionary.spell(stem) || communityStem(m_checkout, stem))))
                return true;
        }
        return isListed(word);
    }

    // Two accepted words written solid, each of two syllables or more: 미세조정한 = 미세 +
    // 조정한, 보여줍니다 = 보여 + 줍니다, 입력값이 = 입력 + 값이.
    bool acceptsCompound(const QString &word)
    {
        for (qsizetype k = 2; k + 2 <= word.size(); ++k) {
            const QString head = word.left(k);
            if ((m_dictionary.spell(head) || isListed(head)) && acceptsWord(word.mid(k)))
                return true;
        }
        return false;
    }

    const SpellingDictionary &m_dictionary;
    const SpellingWordList *m_acceptedWords;
    const CheckoutWords *m_checkout; // null outside a checkout
    const QSet<QString> &m_glossary; // kept with the glossary (GlossaryMatcher::derived)
    const KoreanWordCache &m_cache;  // the answers, glossary and word lists included
};

} // namespace

void spelling(const CheckContext &ctx, IssueSink &sink)
{
    const SpellingDictionary *korean =
        ctx.dictionaries ? ctx.dictionaries->dictionary(Spelling::Language::Korean) : nullptr;
    if (!korean) return; // one notice, from Spelling
    KoreanSpeller speller(*korean, ctx);
    for (const ProseRun &run : draftProseRuns(ctx)) {
        forEachWord(run.text, [&](const Word &w) {
            if (w.kind != Word::Hangul || w.end - w.start < 2 || run.isExcluded(w.start, w.end))
                return;
            // Hangul glued to a name, a number or markup is a particle after it (Tensor를).
            if (!w.before.isNull() && !w.before.isSpace() && w.before != u'(' && w.before != u'"' &&
                w.before != u'\'' && w.before != u'“' && w.before != u'‘')
                return;
            if (!w.after.isNull() && (w.after.isLetterOrNumber() || w.after == u'`' ||
                                      w.after == u'*' || w.after == u'\\' || w.after == u'|'))
                return;
            const QString word = run.text.mid(w.start, w.end - w.start).toString();
            // ``x`` 를, :math:`a` 부터: the community's way to put a particle after inline
            // markup, which needs a space or "\ " before Hangul.
            if (w.start >= 2 && w.before == u' ' && isKoreanTail(word)) {
                const QChar markupEnd = run.text[w.start - 2];
                if (markupEnd == u'`' || markupEnd == u'*' || markupEnd == u'_' ||
                    markupEnd == u'|')
                    return;
            }
            if (speller.accepts(word)) return;
            sink.report(Severity::Info,
                        Range{{run.fileLine, run.column + int(w.start)},
                              {run.fileLine, run.column + int(w.end)}},
                        CheckText::tr("\"%1\" is not in the Korean dictionary").arg(word));
        });
    }
}

// korean-typo: a Korean word the dictionary rejects that is one jamo away from a word (or the
// stem of a word, 활용 of 활용합니다) the same draft writes and the dictionary accepts:
// 떄문에 next to 때문에, 확용하여 next to 활용합니다, 다증 next to 다중; or one slip of the
// finger with Shift (shiftSlip) away from a word Hunspell itself knows; or one jamo from a word
// (or stem) two other files of the checkout write (확틴할 next to 확인할): most words are written
// once in a tutorial, so the draft alone has nothing to measure their slips against. The draft
// and the checkout are the word list, so the loanwords a tutorial uses every day (리듀스, 워커)
// are never flagged for being unknown, only a word written once where another spelling is the
// habit.
namespace {

// One run of korean-typo over a draft, in named phases: the draft's words and where each is
// (collectPlaces), then for each word written once a fix, from the first source that gives one:
// a word the speller accepts only in parts or as a slip of the checkout's words
// (fixOfAcceptedWord), the lists and the dictionary alone or the draft's own words
// (fixFromDraft), the checkout's other translations (fixFromCheckout), a syllable no other file
// writes (rareSyllableSlip); with no fix, the sentence (reportSenseSlip).
class KoreanTypoRun
{
public:
    KoreanTypoRun(const CheckContext &ctx, const SpellingDictionary &korean, IssueSink &sink)
        : m_ctx(ctx), m_korean(korean), m_sink(sink), m_speller(korean, ctx),
          m_cache(koreanWordCache(ctx)), m_agreed(glossaryAgreedKorean(ctx.terms)),
          m_renderingSlips(ctx)
    {
    }

    void run()
    {
        collectPlaces();
        for (const auto &[typed, place] : m_places) {
            // A word written often is the draft's habit (a loanword, a name), not a slip.
            if (m_counts.value(typed) > 1) continue;
            // A named copy: the lambdas below use it (clang 14 cannot capture a structured
            // binding, and the fuzz build uses clang).
            const QString word = typed.toString();
            if (gluedCounter(word) || spacingNotSpelling(word)) continue;
            if (m_speller.accepts(word)) {
                const QString fix = fixOfAcceptedWord(word);
                if (!fix.isEmpty())
                    report(word, place, fix);
                else
                    reportSenseSlip(word, place);
                continue;
            }
            // A tense ending cut off its stem by a space (합이 었다는): spacing, not a letter.
            if (word.startsWith(u'었') || word.startsWith(u'았') || word.startsWith(u'였'))
                continue;
            // Where a tail may follow a stem: the same for every variant, whose changed
            // syllable comes before it.
            QVarLengthArray<bool, MaxTypoWordLength + 1> tailAt(word.size() + 1);
            for (qsizetype k = 0; k <= word.size(); ++k)
                tailAt[k] = k >= 2 && isKoreanTail(QStringView(word).mid(k));
            QString fix = fixFromDraft(word, tailAt);
            // Last, a word or stem the checkout's other translations write (확틴할 -> 확인할):
            // after the draft's own words, which know the sentence better (위히 -> 위해, not
            // 위치).
            if (fix.isEmpty() && m_ctx.checkoutWords)
                fix = m_cache.communityFix.get(word, [&] { return fixFromCheckout(word, tailAt); });
            const bool rare = fix.isEmpty() && m_ctx.checkoutWords;
            if (rare) fix = rareSyllableSlip(word);
            if (!fix.isEmpty())
                report(word, place, fix, false, rare);
            else
                reportSenseSlip(word, place);
        }
    }

private:
    struct Place
    {
        int line, column;
        qsizetype length;
        // The English a parenthesis after the word names (태거(tagger)), or empty.
        QStringList gloss;
    };
    using TailPlaces = QVarLengthArray<bool, MaxTypoWordLength + 1>;

    // Agreed renderings only: a glossary's wrong form (피쳐) is never the fix.
    bool listed(const QString &w) const
    {
        return m_agreed.contains(w) || builtInWords().contains(w) ||
               (m_ctx.acceptedWords && m_ctx.acceptedWords->contains(w));
    }

    // A variant that is a word by the lists, the checkout or the dictionary alone, whatever
    // the draft says.
    bool isStaticFix(const QString &word, const QString &v, qsizetype i) const
    {
        // A glossary rendering or a word list's word (데이타 -> 데이터), alone or as a stem.
        if (listed(v)) return true;
        for (qsizetype k = std::max<qsizetype>(2, i + 1); k < v.size(); ++k)
            if (isKoreanTail(QStringView(v).mid(k)) && listed(v.left(k))) return true;
        // Shift held or missed (떄문에) into a word the dictionary itself knows (not a list's
        // loanword). Neighbouring keys into any dictionary word are too many: on the corpus,
        // 25 of 33 such reports were words hunspell-ko lacks (정해줄, 블럭, 버젼).
        // In a checkout of some size, the fix's first two syllables must be written by its
        // translations too: the dictionary knows many words no tutorial needs (더보기 made
        // 떠보기: no file writes 떠보). A verb's forms are too many to ask for all of it.
        if (!shiftSlip(word[i], v[i]) || !m_korean.spell(v)) return false;
        if (!m_ctx.checkoutWords || m_ctx.checkoutWords->fileCount() < SyllableCheckoutFiles)
            return true;
        return m_ctx.checkoutWords->pairFiles(v[0], v[1]) >= 1;
    }

    // Views into the draft's lines (alive for the run): a key press tokenizes every Hangul
    // word of the draft, and a string made for each was most of this check's time.
    void collectPlaces()
    {
        for (const ProseRun &run : draftProseRuns(m_ctx)) {
            forEachWord(run.text, [&](const Word &w) {
                if (w.kind != Word::Hangul || w.end - w.start < 2 || run.isExcluded(w.start, w.end))
                    return;
                if (!w.after.isNull() && w.after.isLetterOrNumber()) return;
                const QStringView word = run.text.mid(w.start, w.end - w.start);
                ++m_counts[word];
                // Every one-jamo variant of every syllable, each looked up with its tails:
                // cubic in the word's length (one 200-syllable "word" took seconds per key in
                // the editor). Real words are far shorter; longer runs are spacing slips, not
                // typos to spell.
                if (w.end - w.start > MaxTypoWordLength) return;
                // Glued to a name or markup, Hangul is a particle after it (Tensor를).
                if (!w.before.isNull() && (w.before.isLetterOrNumber() || w.before == u'`')) return;
                m_places.append({word,
                                 {run.fileLine, run.column + int(w.start), w.end - w.start,
                                  englishGloss(run.text, w.end)}});
            });
        }
    }

    // The stems the draft writes (two syllables or more before a tail), with how often, for
    // the words the dictionary accepts: made only when a word needs them.
    const QHash<QStringView, int> &stemCounts()
    {
        if (!m_stems) {
            m_stems.emplace();
            for (auto it = m_counts.begin(); it != m_counts.end(); ++it) {
                const QStringView w = it.key();
                for (qsizetype k = 2; k <= w.size(); ++k)
                    if (isKoreanTail(w.mid(k))) (*m_stems)[w.left(k)] += it.value();
            }
        }
        return *m_stems;
    }

    // A stem the translations write (a list, the checkout, the draft's habit: three words), and
    // one the dictionary knows too (koreanwordshape.h).
    bool writtenStem(const QString &stem)
    {
        return listed(stem) || communityStem(m_ctx.checkoutWords, stem) ||
               stemCounts().value(QStringView(stem)) >= 3;
    }
    bool knownStem(const QString &stem) { return m_korean.spell(stem) || writtenStem(stem); }
    // An ending after 하 or 되 that two files of the checkout write (하는, 되어).
    bool attestedEnding(const QString &ending) const
    {
        return m_ctx.checkoutWords &&
               std::max(m_ctx.checkoutWords->tailFiles(ending, false),
                        m_ctx.checkoutWords->tailFiles(ending, true)) >= CommunityFiles;
    }

    // The English words of the source (korean-typo runs before the alignment, so the whole
    // source): what a loanword of the draft can write. Made when a word is first reported.
    const QStringList &englishOfSource()
    {
        if (!m_sourceEnglish) {
            m_sourceEnglish.emplace();
            if (m_ctx.source) {
                static const QRegularExpression latin(QStringLiteral("[A-Za-z]{3,24}"));
                QSet<QString> seen;
                for (const SourceLine &l : m_ctx.source->lines) {
                    auto it = latin.globalMatch(l.text);
                    while (it.hasNext())
                        seen.insert(it.next().captured().toLower());
                }
                *m_sourceEnglish = QStringList(seen.begin(), seen.end());
            }
        }
        return *m_sourceEnglish;
    }

    // A fix only where it keeps the word the typed one already is (koreanwordshape.h); the
    // sentence's reading (reportSenseSlip) has its own evidence.
    // `fromRareSyllable`: a fix whose only evidence is a syllable no other file writes.
    void report(const QString &word, const Place &place, const QString &fix,
                bool readInSentence = false, bool fromRareSyllable = false)
    {
        // A word the translator glosses with its English (고정밀(high-precision)) was chosen;
        // a rare syllable does not outweigh that.
        if (fromRareSyllable && !place.gloss.isEmpty()) return;
        const auto known = [this](const QString &stem) { return knownStem(stem); };
        const auto written = [this](const QString &stem) { return writtenStem(stem); };
        const auto attested = [this](const QString &ending) { return attestedEnding(ending); };
        if (!readInSentence && (!fixKeepsWord(word, fix, known, written, attested) ||
                                fixLeavesLoanword(word, fix, englishOfSource(), 3) ||
                                fixMissesCutLoanword(word, fix, englishOfSource()) ||
                                fixLeavesLoanword(word, fix, place.gloss, 2)))
            return;
        const Range range{{place.line, place.column},
                          {place.line, place.column + int(place.length)}};
        m_sink.report(Severity::Warning, range,
                      CheckText::tr("\"%1\" looks like a typo for \"%2\"").arg(word, fix),
                      Fix{range, fix});
    }

    // A word the speller accepts, read as two words written solid, often passes a slip
    // (미개+변수를 for 매개변수를, 모델+체서 for 모델에서): such a word is still one, when a
    // neighbouring key makes it a word (or stem) two files of the checkout write, accepted as
    // one word. Empty outside a checkout (the sentence still reads it).
    QString fixOfAcceptedWord(const QString &word)
    {
        if (!m_ctx.checkoutWords) return {};
        if (m_speller.acceptsAsWord(word)) {
            const QString fix = m_cache.wholeWordFix.get(word, [&] { return wholeWordSlip(word); });
            if (!fix.isEmpty()) return fix;
            return m_cache.endingFix.get(word, [&] { return endingSlip(word); });
        }
        QString fix = m_cache.compoundFix.get(word, [&] {
            QString found;
            forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
                if (keyboardSlip(word[i], v[i]) && communityStem(m_ctx.checkoutWords, v) &&
                    m_speller.acceptsAsWord(v))
                    found = v;
                return !found.isEmpty();
            });
            return found;
        });
        if (fix.isEmpty())
            fix = m_cache.wholeWordFix.get(word, [&] { return wholeWordSlip(word); });
        if (fix.isEmpty()) fix = m_cache.endingFix.get(word, [&] { return endingSlip(word); });
        return fix;
    }

    // The first variant a list or the dictionary alone makes a word (the same on every run),
    // else one the draft itself writes, whole or as a stem before a tail, in the same order.
    QString fixFromDraft(const QString &word, const TailPlaces &tailAt)
    {
        const int staticAt = m_cache.staticFixAt.get(word, [&] {
            int ordinal = 0, at = -1;
            forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
                if (isStaticFix(word, v, i)) {
                    at = ordinal;
                    return true;
                }
                ++ordinal;
                return false;
            });
            return at;
        });
        QString fix;
        int ordinal = 0;
        forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
            if (ordinal++ == staticAt ||
                (m_counts.value(QStringView(v)) >= 1 && m_speller.accepts(v))) {
                fix = v;
                return true;
            }
            // The changed syllable inside a stem the draft writes, the rest a tail.
            for (qsizetype k = std::max<qsizetype>(2, i + 1); k <= v.size(); ++k) {
                if (!tailAt[k]) continue;
                const QStringView stem = QStringView(v).left(k);
                if (stemCounts().value(stem) >= 2 && m_speller.accepts(stem.toString())) {
                    fix = v;
                    return true;
                }
            }
            return false;
        });
        return fix;
    }

    // A word or stem the checkout's other translations write, a word the dictionary knows that
    // one other file writes a neighbouring key away, or a slip inside the ending of a stem the
    // checkout writes.
    QString fixFromCheckout(const QString &word, const TailPlaces &tailAt) const
    {
        QString found;
        forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
            bool community = communityStem(m_ctx.checkoutWords, v);
            for (qsizetype k = std::max<qsizetype>(2, i + 1); !community && k < v.size(); ++k)
                community = tailAt[k] && communityStem(m_ctx.checkoutWords, v.left(k));
            if (community) found = v;
            return community;
        });
        if (!found.isEmpty()) return found;
        // A word the dictionary itself knows that one other file writes, a neighbouring key
        // away (다욱 -> 더욱): the dictionary vouches for it, the checkout says the community
        // writes it.
        forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
            if (keyboardSlip(word[i], v[i]) && m_ctx.checkoutWords->stemFiles(v) >= 1 &&
                m_korean.spell(v))
                found = v;
            return !found.isEmpty();
        });
        if (!found.isEmpty()) return found;
        return endingOfCheckoutStem(word, tailAt);
    }

    // A finger's slip inside the ending of a stem the checkout writes (사용히게 -> 사용하게,
    // 차이점근 -> 차이점은): the ending the checkout writes most often after such a stem (은
    // after a final, 는 after none), among the slips of a neighbouring key.
    QString endingOfCheckoutStem(const QString &word, const TailPlaces &tailAt) const
    {
        QString found;
        const CheckoutWords &checkout = *m_ctx.checkoutWords;
        QVarLengthArray<bool, MaxTypoWordLength + 1> stemAt(word.size() + 1);
        bool anyStem = false;
        // A tail with a final added is a contraction, not a slip (트레이스엔 for 트레이스에는,
        // 이건 for 이것은).
        const QString uncontracted = withoutLastFinal(word);
        for (qsizetype k = 0; k <= word.size(); ++k) {
            stemAt[k] = k >= 2 && k < word.size() && !tailAt[k] &&
                        !isKoreanTail(QStringView(uncontracted).mid(k)) &&
                        communityStem(&checkout, word.left(k));
            anyStem |= stemAt[k];
        }
        int best = CommunityFiles - 1;
        if (anyStem)
            forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
                if (!keyboardSlip(word[i], v[i])) return false;
                for (qsizetype k = 2; k <= i; ++k) {
                    if (!stemAt[k] || !isKoreanTail(QStringView(v).mid(k))) continue;
                    const int files = checkout.tailFiles(v.mid(k), hasFinalConsonant(v[k - 1]));
                    if (files > best) best = files, found = v;
                }
                return false;
            });
        return found;
    }

    // A word the dictionary rejects whole that the lists or the checkout accept read in parts
    // (우일+한, 복제+됩니아, 처해+상도), one neighbouring key from a word the dictionary knows
    // whole and the checkout writes (alone or before a tail): 유일한, 포함되어, 비교해보겠습니다.
    // The dictionary vouches for the one and the checkout says it is written; nothing vouches
    // for the other but its parts. (A word rejected in parts too has this rule among the
    // checkout's fixes: 다욱 -> 더욱.)
    QString wholeWordSlip(const QString &word) const
    {
        QString found;
        if (!m_ctx.checkoutWords || isKoreanTail(word) || m_korean.spell(word) ||
            communityWord(m_ctx.checkoutWords, word))
            return found;
        // A listed word (랭크, a loanword of the built-in list), alone or before a tail.
        for (qsizetype k = 1; k <= word.size(); ++k)
            if ((k == word.size() || isKoreanTail(QStringView(word).mid(k))) &&
                listed(word.left(k)))
                return found;
        int best = 0;
        forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
            if (!keyboardSlip(word[i], v[i])) return false;
            const int files = m_ctx.checkoutWords->stemFiles(v);
            if (files > best && m_korean.spell(v)) best = files, found = v;
            return false;
        });
        return found;
    }

    // A syllable no other file of the checkout writes (잗치, 민감혀게): Korean writes a few
    // hundred syllables, and the translations of a checkout of some size write nearly all of
    // them. One neighbouring key makes it a syllable two files write and the word one the
    // dictionary knows (alone or before a tail): 장치, 민감하게. A last syllable with a final
    // added to a word is a contraction (트레이스엔), not a slip.
    QString rareSyllableSlip(const QString &word)
    {
        QString found;
        const CheckoutWords &checkout = *m_ctx.checkoutWords;
        if (checkout.fileCount() < SyllableCheckoutFiles) return found;
        if (hasFinalConsonant(word.back()) && m_speller.accepts(withoutLastFinal(word)))
            return found;
        qsizetype rare = -1;
        for (qsizetype i = 0; i < word.size(); ++i) {
            if (checkout.syllableFiles(word[i]) > 1) continue;
            if (rare >= 0) return found; // two: a name or a loanword, not one slip
            rare = i;
        }
        if (rare < 0) return found;
        forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
            if (i != rare || !keyboardSlip(word[i], v[i]) ||
                checkout.syllableFiles(v[i]) < CommunityFiles)
                return false;
            if (m_speller.acceptsAsWord(v)) found = v;
            return !found.isEmpty();
        });
        return found;
    }

    // A slip in the syllable after 하 or 되 that opens a verb's ending, into a syllable no other
    // file writes after it, one neighbouring key from one many files write there, in an ending
    // two files write: 퓨전하갸 -> 퓨전하기, 대표하미 -> 대표하지. The speller accepts such a
    // word, for after 하 or 되 any syllable may follow (koreanparticles.h: a verb's endings are
    // too many to list); the checkout knows which syllables its translations write there. Only
    // after a stem the dictionary, a list or the community knows, and not where the stem and 하
    // are one noun (과부하가: 과부하 + 가).
    QString endingSlip(const QString &word) const
    {
        QString found;
        const CheckoutWords &checkout = *m_ctx.checkoutWords;
        if (checkout.fileCount() < SyllableCheckoutFiles || communityWord(&checkout, word))
            return found;
        int best = EndingFiles - 1;
        for (qsizetype k = 2; k + 1 < word.size(); ++k) {
            if (word[k] != u'하' && word[k] != u'되') continue;
            const QString stem = word.left(k), noun = word.left(k + 1);
            if (!(m_korean.spell(stem) || listed(stem) || communityStem(&checkout, stem)) ||
                m_korean.spell(noun) || listed(noun) || communityWord(&checkout, noun))
                continue;
            if (checkout.pairFiles(word[k], word[k + 1]) >= CommunityFiles) continue;
            forEachOneJamoVariant(word, [&](const QString &v, qsizetype i) {
                if (i != k + 1 || !keyboardSlip(word[i], v[i]) ||
                    checkout.tailFiles(v.mid(k), hasFinalConsonant(v[k - 1])) < CommunityFiles)
                    return false;
                const int files = checkout.pairFiles(v[k], v[k + 1]);
                if (files > best) best = files, found = v;
                return false;
            });
        }
        return found;
    }

    // Last of all, the sentence: a slip into another word (연간 for 연산) where the source says
    // a word whose rendering the translation lacks (renderingslips.h). A stem the draft writes
    // in two words (메서드를, 메서드는: another spelling of 메소드) or two files of the checkout
    // write is the translator's or the community's word, whatever the sentence.
    void reportSenseSlip(const QString &word, const Place &place)
    {
        const RenderingSlips::Slip slip = m_renderingSlips.slipOf(word, place.line, keyboardSlip);
        if (slip.fix.isEmpty() || communityStem(m_ctx.checkoutWords, slip.stem)) return;
        if (slip.stem != word && stemCounts().value(QStringView(slip.stem)) >= 2) return;
        report(word, place, slip.fix, true);
    }

    const CheckContext &m_ctx;
    const SpellingDictionary &m_korean;
    IssueSink &m_sink;
    KoreanSpeller m_speller;
    const KoreanWordCache &m_cache;
    const QSet<QString> &m_agreed;
    RenderingSlips m_renderingSlips;
    QHash<QStringView, int> m_counts;
    QList<std::pair<QStringView, Place>> m_places;
    std::optional<QHash<QStringView, int>> m_stems;
    std::optional<QStringList> m_sourceEnglish;
};

} // namespace

void koreanTypo(const CheckContext &ctx, IssueSink &sink)
{
    const SpellingDictionary *korean =
        ctx.dictionaries ? ctx.dictionaries->dictionary(Spelling::Language::Korean) : nullptr;
    if (!korean) return;
    KoreanTypoRun(ctx, *korean, sink).run();
}

} // namespace tandem::checks
