// SPDX-License-Identifier: GPL-3.0-or-later
// spelling: Korean words of the draft's prose against the Korean Hunspell dictionary
// (hunspell-ko), outside code, literals, URLs and roles. English words are latin-typo's.
// Suggestions are not computed here: SpellingDictionary::suggest() is for a worker thread.
#include "languagechecks.h"
#include "languagecheckstext.h"

#include "glossarymatcher.h"
#include "koreanparticles.h"
#include "spelling.h"

#include <QCoreApplication>

namespace tandem::checks {

namespace {

using namespace tandem::language;

QString tr(const char *text) { return QCoreApplication::translate("tandem::checks", text); }

// Glossary Korean (agreed and wrong forms: a wrong one is glossary-term's to report), single
// words only, which hunspell-ko does not know for the transliterated ones (데이터셋, 에폭).
QSet<QString> glossaryKorean(const GlossaryMatcher *terms)
{
    QSet<QString> words;
    if (!terms)
        return words;
    for (const GlossaryEntry &e : terms->entries())
        for (const QStringList *list : {&e.korean, &e.wrongKorean})
            for (const QString &k : *list)
                for (const QString &part : k.split(u' ', Qt::SkipEmptyParts))
                    words.insert(part);
    return words;
}

bool startsWithKnown(QStringView word, const QSet<QString> &known, Spelling &spelling)
{
    for (qsizetype k = word.size(); k >= 1; --k) {
        const QString stem = word.left(k).toString();
        if ((known.contains(stem) || spelling.isAcceptedWord(stem)) && isKoreanTail(word.mid(k)))
            return true;
    }
    return false;
}

} // namespace

void spelling(const CheckContext &ctx, IssueSink &sink)
{
    Spelling &spelling = Spelling::shared();
    const SpellingDictionary *korean = spelling.dictionary(Spelling::Language::Korean);
    if (!korean)
        return; // one notice, from Spelling
    const QSet<QString> glossary = glossaryKorean(ctx.terms);
    QHash<QString, bool> decided; // this run's answers, glossary and word lists included
    for (const ProseRun &run : proseRuns(ctx.draft)) {
        forEachWord(run.text, [&](const Word &w) {
            if (w.kind != Word::Hangul || w.end - w.start < 2 || run.isExcluded(w.start, w.end))
                return;
            // Hangul glued to a name, a number or markup is a particle after it (Tensor를).
            if (!w.before.isNull() && !w.before.isSpace() && w.before != u'(' && w.before != u'"'
                && w.before != u'\'' && w.before != u'“' && w.before != u'‘')
                return;
            if (!w.after.isNull() && (w.after.isLetterOrNumber() || w.after == u'`' || w.after == u'*'
                                      || w.after == u'\\' || w.after == u'|'))
                return;
            const QString word = run.text.mid(w.start, w.end - w.start).toString();
            auto it = decided.constFind(word);
            if (it == decided.constEnd()) {
                const bool ok = korean->spell(word) || startsWithKnown(word, glossary, spelling);
                it = decided.insert(word, ok);
            }
            if (*it)
                return;
            sink.report(QStringLiteral("spelling"), Severity::Info,
                        Range{{run.fileLine, run.column + int(w.start)}, {run.fileLine, run.column + int(w.end)}},
                        tr("\"%1\" is not in the Korean dictionary").arg(word));
        });
    }
}

} // namespace tandem::checks
