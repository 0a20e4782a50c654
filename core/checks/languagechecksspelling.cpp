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
//     each part at least two syllables, so a typo inside either part is still found.
#include "checktext.h"
#include "languagechecks.h"
#include "languagecheckstext.h"

#include "glossarymatcher.h"
#include "koreanparticles.h"
#include "spelling.h"

#include <QCoreApplication>
#include <QFile>

namespace tandem::checks {

namespace {

using namespace tandem::language;

// Glossary Korean (agreed and wrong forms: a wrong one is glossary-term's to report), single
// words only, which hunspell-ko does not know for the transliterated ones (데이터셋, 에폭).
const QSet<QString> &glossaryKorean(const GlossaryMatcher *terms)
{
    static const QSet<QString> none;
    if (!terms) return none;
    return terms->derived<QSet<QString>>("spelling.korean", [terms] {
        QSet<QString> words;
        for (const GlossaryEntry &e : terms->entries())
            for (const QStringList *list : {&e.korean, &e.wrongKorean})
                for (const QString &k : *list)
                    for (const QString &part : k.split(u' ', Qt::SkipEmptyParts))
                        words.insert(part);
        return words;
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

class KoreanSpeller
{
public:
    KoreanSpeller(const SpellingDictionary &dictionary, const GlossaryMatcher *terms,
                  const SpellingWordList *acceptedWords)
        : m_dictionary(dictionary), m_acceptedWords(acceptedWords),
          m_glossary(glossaryKorean(terms))
    {
    }

    bool accepts(const QString &word)
    {
        auto it = m_decided.constFind(word);
        if (it == m_decided.constEnd())
            it = m_decided.insert(word, acceptsWord(word) || acceptsCompound(word));
        return *it;
    }

private:
    bool isListed(const QString &word)
    {
        return m_glossary.contains(word) || builtInWords().contains(word) ||
               (m_acceptedWords && m_acceptedWords->contains(word));
    }

    // The dictionary's word, or a listed word or a dictionary word of two syllables or more
    // with particles or a 하다/되다 ending after it (캐시를, 추적된: hunspell-ko lacks many
    // inflected forms of nouns it knows).
    bool acceptsWord(const QString &word)
    {
        if (m_dictionary.spell(word)) return true;
        for (qsizetype k = word.size() - 1; k >= 1; --k) {
            if (!isKoreanTail(QStringView(word).mid(k))) continue;
            const QString stem = word.left(k);
            if (isListed(stem) || (k >= 2 && m_dictionary.spell(stem))) return true;
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
    const QSet<QString> &m_glossary; // kept with the glossary (GlossaryMatcher::derived)
    QHash<QString, bool> m_decided;  // this run's answers, glossary and word lists included
};

} // namespace

void spelling(const CheckContext &ctx, IssueSink &sink)
{
    const SpellingDictionary *korean =
        ctx.dictionaries ? ctx.dictionaries->dictionary(Spelling::Language::Korean) : nullptr;
    if (!korean) return; // one notice, from Spelling
    KoreanSpeller speller(*korean, ctx.terms, ctx.acceptedWords);
    for (const ProseRun &run : proseRuns(ctx.draft)) {
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

} // namespace tandem::checks
