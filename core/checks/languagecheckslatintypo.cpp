// SPDX-License-Identifier: GPL-3.0-or-later
// latin-typo: an English word in the draft's prose that the source does not use.
//   - not an English word at all (Hunspell), nor in the glossary or a word list: a typo, fixed
//     to the source segment's word it most resembles when one is close;
//   - an English word glued to Korean (work들) that is a cut-down form of a word of the source
//     segment (workers): the translator meant the source's word.
#include "checktext.h"
#include "languagechecks.h"
#include "languagecheckstext.h"

#include "spelling.h"

#include <QCoreApplication>
#include <QHash>

#include <optional>

namespace tandem::checks {

namespace {

using namespace tandem::language;

// Names and code-like words are not prose to spell-check: ALLCAPS, camelCase inside (PyTorch),
// a single letter.
bool isPlainWord(QStringView w)
{
    if (w.size() < 3) return false;
    for (qsizetype i = 1; i < w.size(); ++i)
        if (w[i].isUpper()) return false;
    return true;
}

// Whether `longer` is `stem` with only an inflection added (model → models, train → trained):
// then the draft's word is the same word, not a slip.
bool isInflection(QStringView stem, QStringView longer)
{
    if (!longer.startsWith(stem, Qt::CaseInsensitive)) return false;
    const QStringView rest = longer.mid(stem.size());
    // Not -er: work and worker are two words, and work는 for "worker" is the work들 slip with
    // another particle (issue 12).
    static const char16_t *const endings[] = {u"s", u"es", u"d", u"ed", u"ing", u"'s", u"ly"};
    for (const char16_t *e : endings)
        if (rest.compare(QStringView(e), Qt::CaseInsensitive) == 0) return true;
    return false;
}

// The source word a draft word most likely stands for, or empty: the nearest by edit distance
// (at most a third of the word), or one the draft word is a clipped start of.
QString closestSourceWord(QStringView word, const QList<QString> &sourceWords, bool clippedToo)
{
    QString best;
    int bestDistance = std::max<int>(1, int(word.size()) / 3);
    bestDistance = std::min(bestDistance, 3);
    int found = bestDistance + 1;
    for (const QString &s : sourceWords) {
        if (s.size() < 3 || s.compare(word, Qt::CaseInsensitive) == 0) continue;
        if (isInflection(word, s) || isInflection(s, word)) continue;
        int d = editDistance(word, s, bestDistance);
        if (clippedToo && d > bestDistance && word.size() >= 4 && s.size() > word.size() &&
            s.startsWith(word, Qt::CaseInsensitive) && !s.contains(u'-') && word.front().isLower())
            d = bestDistance; // work → workers: a clipped word
        if (d < found) {
            found = d;
            best = s;
        }
    }
    return best;
}

// A name's shape: a capital after the first letter (PyTorch, NCCL, FashionMNIST). Such words
// are not in Hunspell, so the plain-word path leaves them alone; here they are compared with
// the names the source and the glossary write.
bool isShapedName(QStringView w)
{
    if (w.size() < 4) return false;
    for (qsizetype i = 1; i < w.size(); ++i)
        if (w[i].isUpper()) return true;
    return false;
}

// Every Latin word as written, with how often: of a document's lines (code included: a name the
// source writes only in code is still its name).
// Views into the document's lines (a draft has thousands of words and the editor asks on
// every key: a string made for each was most of this check's time).
QHash<QStringView, int> wordForms(const RstDocument &doc)
{
    QHash<QStringView, int> forms;
    for (const SourceLine &l : doc.lines)
        forEachWord(l.text, [&](const Word &w) {
            if (w.kind == Word::Latin) ++forms[QStringView(l.text).mid(w.start, w.end - w.start)];
        });
    return forms;
}

// The shaped names of the source and the glossary, as written.
struct NameForms
{
    QSet<QString> all;               // as written
    QHash<QString, QString> byLower; // lower case -> one way of writing it
};

const NameForms &sourceNameForms(const CheckContext &ctx)
{
    return ctx.sourceDerived().derived<NameForms>("latin-typo.name-forms", [&] {
        NameForms out;
        const QHash<QStringView, int> forms = wordForms(*ctx.source);
        for (auto it = forms.begin(); it != forms.end(); ++it) {
            const QString form = it.key().toString();
            out.all.insert(form);
            if (isShapedName(form)) out.byLower.insert(form.toLower(), form);
        }
        return out;
    });
}

const NameForms &glossaryNameForms(const GlossaryMatcher *terms)
{
    static const NameForms none;
    if (!terms) return none;
    return terms->derived<NameForms>("latin-typo.glossary-name-forms", [terms] {
        NameForms out;
        for (const GlossaryEntry &e : terms->entries())
            for (const QString &english : e.english)
                forEachWord(english, [&](const Word &w) {
                    if (w.kind != Word::Latin) return;
                    const QString form = english.mid(w.start, w.end - w.start);
                    out.all.insert(form);
                    if (isShapedName(form)) out.byLower.insert(form.toLower(), form);
                });
        return out;
    });
}

// The name a mistyped shaped word stands for (PyTOrch -> PyTorch, NCLL -> NCCL, FasionMNIST ->
// FashionMNIST), or empty. Only a slip: the draft writes it once or twice, and the name it
// resembles is written by the source or the glossary. A way of writing a name the draft keeps
// to (GitHub where the source says Github) is a choice, not a slip.
QString nameFor(QStringView word, const NameForms &source, const NameForms &glossary,
                const QHash<QStringView, int> &draftForms)
{
    const QString asWritten = word.toString();
    if (source.all.contains(asWritten) || glossary.all.contains(asWritten)) return {};
    if (draftForms.value(asWritten) > 2) return {};
    const QString lower = asWritten.toLower();
    for (const NameForms *forms : {&source, &glossary}) {
        const auto it = forms->byLower.constFind(lower);
        if (it == forms->byLower.constEnd()) continue;
        // Only the case differs: a slip when the draft writes the right form elsewhere and this
        // one once (a capital at the start is the sentence's, not a slip).
        if (QStringView(*it).mid(1) == word.mid(1)) return {};
        if (draftForms.value(*it) == 0 || draftForms.value(asWritten) > 1) return {};
        if (asWritten == it->toUpper()) return {}; // PYTORCH: a heading's capitals
        return *it;
    }
    const int limit = word.size() >= 7 ? 2 : 1;
    QString best;
    int found = limit + 1;
    for (const NameForms *forms : {&source, &glossary})
        for (auto it = forms->byLower.begin(); it != forms->byLower.end(); ++it) {
            const QString &name = it.value();
            if (name.size() < 4 || isInflection(name, word) || isInflection(word, name)) continue;
            const int d = editDistance(word, name, limit);
            if (d < found) {
                found = d;
                best = name;
            }
        }
    return best;
}

} // namespace

void latinTypo(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.source || !ctx.alignment) return;
    // Loaded on first need: reading en_US costs more than the whole rest of a lint, and most
    // drafts have no word that gets this far.
    const SpellingDictionary *english = nullptr;
    bool englishLoaded = false;
    const QSet<QString> &glossary = glossaryEnglishWords(ctx.terms);
    SourceWords sourceWords(ctx);
    std::optional<QHash<QStringView, int>> draftForms; // made on the first shaped word
    // The name each shaped word stands for, once per word: a draft writes the same names
    // (PyTorch, CUDA) hundreds of times, and each lookup compares with every name it knows.
    QHash<QString, QString> nameOf;
    for (const ProseRun &run : draftProseRuns(ctx)) {
        forEachWord(run.text, [&](const Word &w) {
            if (w.kind != Word::Latin || run.isExcluded(w.start, w.end)) return;
            // Part of a path, a file name, an option or an identifier written without markup.
            auto codeLike = [](QChar c) {
                return c == u'_' || c == u'/' || c == u'-' || c == u'@' || c == u'=' ||
                       c == u'\\' || c.isDigit() || c == u'<' || c == u'>' || c == u'(' ||
                       c == u'#';
            };
            // Except the guide's 한글(English) style, the most common place for English in a
            // draft: a "(" after Hangul opens a gloss, not a call.
            // 트랜스포머 (transformer), with a space, is as common.
            const qsizetype open = w.start - 1;
            const bool gloss =
                w.before == u'(' && open >= 1 &&
                (isHangulChar(run.text[open - 1]) ||
                 (run.text[open - 1] == u' ' && open >= 2 && isHangulChar(run.text[open - 2])));
            if ((codeLike(w.before) && !gloss) || codeLike(w.after) || w.before == u'.') return;
            if (w.after == u'.' && w.end + 1 < run.text.size() &&
                run.text[w.end + 1].isLetterOrNumber())
                return;
            const QStringView word = run.text.mid(w.start, w.end - w.start);
            if (isShapedName(word)) {
                if (ctx.acceptedWords && ctx.acceptedWords->contains(word.toString())) return;
                const QString asWritten = word.toString();
                auto known = nameOf.constFind(asWritten);
                if (known == nameOf.constEnd()) {
                    const NameForms &sourceNames = sourceNameForms(ctx);
                    const NameForms &glossaryNames = glossaryNameForms(ctx.terms);
                    // A name the source or the glossary writes so is no slip; only the others
                    // need the draft's counts (a walk over the whole draft).
                    QString slipFor;
                    if (!sourceNames.all.contains(asWritten) &&
                        !glossaryNames.all.contains(asWritten)) {
                        if (!draftForms) draftForms = wordForms(ctx.draft);
                        slipFor = nameFor(word, sourceNames, glossaryNames, *draftForms);
                    }
                    known = nameOf.insert(asWritten, slipFor);
                }
                const QString &name = *known;
                if (name.isEmpty()) return;
                if (!englishLoaded) {
                    english = ctx.dictionaries
                                  ? ctx.dictionaries->dictionary(Spelling::Language::English)
                                  : nullptr;
                    englishLoaded = true;
                }
                if (english && english->spell(word.toString())) return;
                const Range range{{run.fileLine, run.column + int(w.start)},
                                  {run.fileLine, run.column + int(w.end)}};
                sink.report(
                    Severity::Warning, range,
                    CheckText::tr("\"%1\" looks like a slip for \"%2\"").arg(word.toString(), name),
                    Fix{range, name});
                return;
            }
            if (!isPlainWord(word)) return;
            const QString lower = word.toString().toLower();
            const QList<QString> &segment = sourceWords.forDraftLine(run.fileLine);
            if (segment.contains(lower) || glossary.contains(lower)) return;
            const QString asWritten = word.toString();
            if (ctx.acceptedWords && ctx.acceptedWords->contains(asWritten)) return;
            // Decide what can be decided without the dictionary first (it is slow to load).
            const bool glued = isHangulChar(w.after);
            const bool elsewhereInSource = sourceWords.all().contains(lower);
            // A word the source uses elsewhere was not mistyped.
            if (!glued && elsewhereInSource) return;
            const QString closeIfUnknown = closestSourceWord(word, segment, false);
            if (!glued && closeIfUnknown.isEmpty() && word.front().isUpper())
                return; // a name: see below
            // Nothing in the source resembles it, so known or not it gets no report (see below).
            const QString closeIfKnown = closestSourceWord(word, segment, true);
            if (closeIfUnknown.isEmpty() && closeIfKnown.isEmpty() &&
                (word.front().isUpper() || elsewhereInSource))
                return;
            // Glued to Korean, a word the source uses elsewhere is a word, and one that gets the
            // same fix either way needs no verdict: only the wording of the message differs.
            const bool verdictMatters =
                !(glued && (elsewhereInSource ||
                            (!closeIfKnown.isEmpty() && closeIfKnown == closeIfUnknown)));
            if (verdictMatters && !englishLoaded) {
                english = ctx.dictionaries
                              ? ctx.dictionaries->dictionary(Spelling::Language::English)
                              : nullptr;
                englishLoaded = true;
            }
            const bool known =
                !verdictMatters || !english || english->spell(asWritten) || english->spell(lower);
            // A real word is only suspect glued to Korean, as a noun of the sentence (work들).
            if (known && !glued) return;
            if (!known && elsewhereInSource) return;
            const QString fixWord = known ? closeIfKnown : closeIfUnknown;
            // Nothing close in the source: a capitalised word is a name (a translator's in the
            // credits, a product), a lowercase one a dictionary miss more often than a typo
            // (overfit, torchdata: none of these infos right on the practice repository, none
            // on the corpus). Spelling is the off-by-default spelling check's.
            if (fixWord.isEmpty()) return;
            Range range{{run.fileLine, run.column + int(w.start)},
                        {run.fileLine, run.column + int(w.end)}};
            // work들 → workers: the English plural already says 들; keeping both doubles it.
            Range fixRange = range;
            if (fixWord.endsWith(u's') && run.text.mid(w.end).startsWith(u'들'))
                fixRange.end.column += 1;
            const QString message =
                known ? CheckText::tr("\"%1\" is not in the source, which says \"%2\"")
                            .arg(asWritten, fixWord)
                      : CheckText::tr("\"%1\" is not an English word; the source says \"%2\"")
                            .arg(asWritten, fixWord);
            sink.report(Severity::Warning, range, message, Fix{fixRange, fixWord});
        });
    }
}

} // namespace tandem::checks
