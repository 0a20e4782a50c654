// SPDX-License-Identifier: GPL-3.0-or-later
#include "termobservations.h"

#include "codecompare.h"
#include "directivetext.h"
#include "koreanparticles.h"
#include "segmenttext.h"

#include <QCborArray>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace tandem {

namespace {

using Kind = GlossaryMatch::Kind;

// Words that carry no term of their own.
const QSet<QString> &englishStopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w :
             {"the", "and", "for", "are", "but", "not", "you", "all", "any", "can", "her", "was",
              "one", "our", "out", "has", "have", "had", "his", "how", "its", "may", "new", "now",
              "see", "two", "way", "who", "did", "get", "got", "let", "say", "she", "too", "use",
              "used", "using", "uses", "this", "that", "with", "from", "they", "will", "would",
              "there", "their", "what", "about", "which", "when", "make", "like", "time", "just",
              "know", "take", "into", "your", "some", "could", "them", "than", "then", "look",
              "only", "come", "over", "also", "back", "after", "work", "first", "well", "even",
              "want", "because", "these", "give", "most", "here", "where", "each", "such", "those",
              "should", "been", "were", "more", "other", "many", "much", "very", "does", "doing",
              "done", "being", "while", "both", "between", "through", "before", "same", "however",
              "since", "within", "without", "across", "via", "per", "own", "note", "following",
              "example", "show", "shows", "shown", "need", "needs", "able", "via", "whether",
              "every", "once", "again", "further", "above", "below", "under", "onto", "upon", "why",
              "thus", "therefore", "e.g", "i.e", "etc", "let's", "we", "us", "is", "be", "it", "in",
              "on", "of", "to", "as", "at", "by", "or", "an", "if", "so", "do", "up", "no", "can't",
              "don't", "it's", "we'll", "we're", "you'll", "here's",
              // Function words and adverbs: no term of their own either.
              "during", "including", "toward", "towards", "among", "against", "although", "though",
              "unless", "until", "whereas", "yet", "still", "already", "always", "never", "often",
              "perhaps", "rather", "quite", "almost", "instead", "either", "neither", "nor",
              "anything", "something", "everything", "nothing", "really", "actually", "simply",
              "around", "along", "beyond", "besides", "next", "last"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

const QSet<QString> &koreanStopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w :
             {"수", "것", "이", "그", "및", "등", "때", "더", "잘", "또", "각", "중", "후", "전",
              "안", "위", "때문", "다음", "이제", "여기", "우리", "이것", "하나", "모든", "같은",
              "있습니다", "있는", "있", "없", "통해", "대한", "위해", "경우", "사용", "이런",
              "이러한", "그리고", "하지만", "또는", "먼저", "또한", "저", "제", "다른", "한", "할",
              "해", "된", "될",
              // Adverbs and the words of existence and possibility: no term of their own.
              "지금", "직접", "이미", "아직", "다시", "매우", "가장", "바로", "항상", "모두",
              "함께", "따라서", "그러나", "그래서", "그러면", "만약", "있음", "없음", "가능"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    return words;
}

// Prose without the parts that are not translated: inline literals, roles, URLs, link targets,
// substitutions. Good enough for counting words; checks use the real scanner.
QString proseOnly(const QString &rst)
{
    static const QRegularExpression code(
        QStringLiteral("``[^`]*``|:[\\w:.-]+:`[^`]*`|<[^<>\\s]+>|https?://"
                       "\\S+|\\|[^|\\s][^|]*\\||\\.\\. [\\w:-]+::.*"));
    QString text = rst;
    text.replace(code, QStringLiteral(" "));
    return text;
}

bool isLatinLetter(QChar c)
{
    const char16_t u = c.unicode();
    return (u | 0x20) >= u'a' && (u | 0x20) <= u'z';
}

struct Word
{
    QString text;
    int index = 0; // position among the words of the text, to find neighbours
    qsizetype start = 0;
};

// Latin words (letters, inner hyphens and apostrophes) and Hangul words, in order.
void splitWords(const QString &text, QList<Word> *latin, QList<Word> *hangul)
{
    int index = 0;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text[i];
        if (isLatinLetter(c)) {
            qsizetype j = i + 1;
            while (j < n && (isLatinLetter(text[j]) || text[j].isDigit() ||
                             ((text[j] == u'-' || text[j] == u'\'') && j + 1 < n &&
                              isLatinLetter(text[j + 1]))))
                ++j;
            if (latin) latin->append({text.mid(i, j - i), index, i});
            ++index;
            i = j;
        } else if (isHangul(c.unicode())) {
            qsizetype j = i + 1;
            while (j < n && isHangul(text[j].unicode()))
                ++j;
            if (hangul) hangul->append({text.mid(i, j - i), index, i});
            ++index;
            i = j;
        } else {
            if (c.isDigit() || c == u'_')
                ++index; // identifiers break phrases
            else if (!c.isSpace())
                index += 2; // punctuation ends a phrase
            ++i;
        }
    }
}

// A Latin word without its plural ending (tensors, libraries, classes → tensor, library, class).
QString foldPlural(QString w)
{
    if (w.endsWith(QLatin1String("ies")) && w.size() > 4)
        w = w.left(w.size() - 3) + u'y';
    else if (w.endsWith(QLatin1String("sses")))
        w.chop(2);
    else if (w.endsWith(u's') && !w.endsWith(QLatin1String("ss")) &&
             !w.endsWith(QLatin1String("us")) && !w.endsWith(QLatin1String("is")) && w.size() > 3)
        w.chop(1);
    return w;
}

// Whether the source side of a segment is a credit line (Author: …, 번역: …).
bool isCreditSegment(const QString &sourceText, const StyleRules *style)
{
    const qsizetype end = sourceText.indexOf(u'\n');
    return checks::creditLineKind(QStringView(sourceText).left(end < 0 ? sourceText.size() : end),
                                  style) != checks::CreditLine::None;
}

bool isContentWord(const QString &lower)
{
    return lower.size() >= 3 && !englishStopWords().contains(lower);
}

QString renderingOf(const GlossaryMatcher &matcher, const TermHit &hit, const QString &draftLine,
                    int lineColumn)
{
    const GlossaryEntry &e = matcher.entry(hit.match);
    switch (hit.match.kind) {
    case Kind::Agreed:
        return e.keepEnglish ? e.headword() : e.korean.value(hit.match.form);
    case Kind::Wrong:
        return e.wrongKorean.value(hit.match.form);
    default:
        // English in the draft: as written (tensor, Tensor).
        return draftLine.mid(hit.range.start.column - lineColumn,
                             hit.range.end.column - hit.range.start.column);
    }
}

QString lineText(const RstDocument &doc, int fileLine, int *fileColumn)
{
    for (const SourceLine &l : doc.lines)
        if (l.fileLine == fileLine) {
            *fileColumn = l.fileColumn;
            return l.text;
        }
    *fileColumn = 0;
    return {};
}

// A Korean word that is a verb or adjective form rather than a term: nothing isKoreanTail
// recognises was stripped, and it ends the way predicates end (않으면, 만들고, 같다).
bool isPredicateForm(const QString &word)
{
    static const char *const endings[] = {"다",   "요",   "면",   "고",   "며",
                                          "서",   "지",   "게",   "니다", "는데",
                                          "도록", "려면", "어야", "아야", "ㄴ다"};
    for (const char *e : endings)
        if (word.size() > 1 && word.endsWith(QString::fromUtf8(e))) return true;
    return false;
}

} // namespace

bool isCodeUnit(const AlignUnit &u)
{
    const BlockKind k = u.block->kind;
    return k == BlockKind::LiteralBlock || k == BlockKind::DoctestBlock ||
           (k == BlockKind::Directive && !u.block->language.isEmpty());
}

bool isProseUnit(const RstDocument &doc, const AlignUnit &unit)
{
    switch (unit.block->kind) {
    case BlockKind::Directive:
        // Its header is prose only where it holds a title or an :alt: text (directivetext.h).
        return hasEnglishWords(directiveText(*unit.block));
    case BlockKind::Comment:
    case BlockKind::Target:
    case BlockKind::SubstitutionDefinition:
    case BlockKind::Transition:
    case BlockKind::LiteralBlock:
    case BlockKind::DoctestBlock:
        return false;
    default:
        break;
    }
    return hasEnglishWords(unitText(doc, unit));
}

bool hasEnglishWords(const QString &rst)
{
    // Links are left out too: a list of `Title <url>`_ references names other pages, which
    // translators keep in English.
    static const QRegularExpression reference(QStringLiteral("`[^`]*`__?"));
    QList<Word> words;
    splitWords(proseOnly(rst).replace(reference, QStringLiteral(" ")), &words, &words);
    for (const Word &w : std::as_const(words))
        if (w.text.size() >= 2) return true;
    return false;
}

QString englishKey(QStringView word)
{
    QString w = foldPlural(word.toString().toLower());
    if (w.endsWith(QLatin1String("ing")) && w.size() > 5)
        w.chop(3);
    else if (w.endsWith(QLatin1String("ed")) && w.size() > 4)
        w.chop(2);
    return w;
}

QString koreanStem(QStringView word)
{
    // The shortest head whose rest is grammar (계층|을, 학습|하여, 기본적|으로), with what the
    // glossary's loose tail rule allows but a word list cannot: a one-syllable head only before
    // an unambiguous case particle (값|을, but 결과, 속도, 개요 stay whole), and no tail opening
    // with 일/임 or a longer one with 인 (컴파일, 프로파일러, 인스턴스 stay whole).
    static const QStringList oneSyllableTails{u"을"_qs, u"를"_qs,   u"은"_qs,   u"는"_qs,  u"에"_qs,
                                              u"로"_qs, u"으로"_qs, u"에서"_qs, u"에게"_qs};
    for (qsizetype len = 1; len < word.size(); ++len) {
        const QStringView tail = word.mid(len);
        if (tail.startsWith(u'일') || tail.startsWith(u'임') ||
            (tail.startsWith(u'인') && tail.size() > 1))
            continue;
        if (len == 1 && !oneSyllableTails.contains(tail)) continue;
        if (isKoreanTail(tail)) return word.left(len).toString();
    }
    return word.toString();
}

QList<TermSegment> observeDraftTerms(const RstDocument &draft, const GlossaryMatcher &matcher,
                                     const QList<TermHit> &draftHits)
{
    QHash<std::pair<int, int>, int> entriesAt;
    for (const TermHit &h : draftHits)
        ++entriesAt[{h.range.start.line, h.range.start.column}];
    // Hits by the prose unit they start in (units by first line; a unit runs to the next one).
    const QList<AlignUnit> units = alignUnits(draft);
    QMap<int, TermSegment> byUnit;
    for (const TermHit &h : draftHits) {
        const std::pair<int, int> at{h.range.start.line, h.range.start.column};
        if (entriesAt.value(at) > 1 || h.match.kind == Kind::EnglishInDraft ||
            h.match.kind == Kind::Source)
            continue;
        qsizetype unit = -1;
        for (qsizetype u = 0; u < units.size() && units[u].line <= h.range.start.line; ++u)
            unit = u;
        if (unit < 0 || !isProseUnit(draft, units[unit]) ||
            !containsHangul(unitText(draft, units[unit])))
            continue;
        int column = 0;
        const QString line = lineText(draft, h.range.start.line, &column);
        byUnit[int(unit)].glossary.append(
            {matcher.entry(h.match).headword(), renderingOf(matcher, h, line, column)});
    }
    return byUnit.values();
}

QList<TermHit> findCommentTerms(const RstDocument &doc, const GlossaryMatcher &matcher)
{
    QList<TermHit> hits;
    const auto anyCode = [](const Block &) { return true; };
    forEachCodeComment(doc, anyCode, [&](const Block &, const SourceLine &l, qsizetype at) {
        const QStringView comment = QStringView(l.text).mid(at);
        if (!containsHangul(comment)) return; // an English comment renders nothing
        const int base = l.fileColumn + int(at);
        for (const GlossaryMatch &m : matcher.matchDraft(comment, {}))
            hits.append({m,
                         Range{{l.fileLine, base + int(m.start)}, {l.fileLine, base + int(m.end)}},
                         Position{l.fileLine, base + int(m.tailEnd)}});
    });
    return hits;
}

TermSegment observeCommentTerms(const RstDocument &draft, const GlossaryMatcher &matcher)
{
    TermSegment out;
    const QList<TermHit> hits = findCommentTerms(draft, matcher);
    QHash<std::pair<int, int>, int> entriesAt; // 텐서: one place, several entries
    for (const TermHit &h : hits)
        ++entriesAt[{h.range.start.line, h.range.start.column}];
    for (const TermHit &h : hits) {
        if (entriesAt.value({h.range.start.line, h.range.start.column}) > 1 ||
            h.match.kind == Kind::EnglishInDraft || h.match.kind == Kind::Source)
            continue;
        int column = 0;
        const QString line = lineText(draft, h.range.start.line, &column);
        out.glossary.append(
            {matcher.entry(h.match).headword(), renderingOf(matcher, h, line, column)});
    }
    return out;
}

QList<TermSegment> observeTerms(const RstDocument &source, const RstDocument &draft,
                                const Alignment &alignment, const GlossaryMatcher &matcher,
                                const QList<TermHit> &sourceHits, const QList<TermHit> &draftHits,
                                const StyleRules *style)
{
    QList<TermSegment> result;
    // Hits by segment, through the line each starts on.
    QHash<int, QList<const TermHit *>> sourceBySegment, draftBySegment;
    for (const TermHit &h : sourceHits)
        if (const int s = alignment.segmentAtSourceLine(h.range.start.line); s >= 0)
            sourceBySegment[s].append(&h);
    // Where one spelling belongs to several entries (텐서), the draft has one hit per entry at
    // the same place: count how many share each place.
    QHash<std::pair<int, int>, int> entriesAt;
    for (const TermHit &h : draftHits)
        ++entriesAt[{h.range.start.line, h.range.start.column}];
    for (const TermHit &h : draftHits)
        if (const int s = alignment.segmentAtDraftLine(h.range.start.line); s >= 0)
            draftBySegment[s].append(&h);

    for (int s = 0; s < alignment.segments.size(); ++s) {
        const Segment &seg = alignment.segments[s];
        if (!seg.hasSource() || !seg.hasDraft() ||
            !isProseUnit(source, alignment.sourceUnits.at(seg.sourceFirst)))
            continue;
        const SegmentSide draftSideText = draftSide(draft, alignment, seg);
        if (!containsHangul(draftSideText.text)) continue;
        const SegmentSide sourceSideText = sourceSide(source, alignment, seg);
        TermSegment out;

        // Glossary: pair each English occurrence with a draft form of the same entry.
        QHash<int, QList<const TermHit *>> draftByEntry;
        for (const TermHit *h : draftBySegment.value(s))
            draftByEntry[h->match.entry].append(h);
        QSet<std::pair<int, int>> usedDraft; // places consumed
        QSet<int> sourceEntries;
        QSet<qsizetype> glossaryWordStarts; // source words covered by a glossary term
        for (const TermHit *h : sourceBySegment.value(s)) {
            const GlossaryEntry &e = matcher.entry(h->match);
            sourceEntries.insert(h->match.entry);
            QList<const TermHit *> &forms = draftByEntry[h->match.entry];
            QString rendering;
            while (!forms.isEmpty()) {
                const TermHit *d = forms.takeFirst();
                const std::pair<int, int> at{d->range.start.line, d->range.start.column};
                if (usedDraft.contains(at)) continue;
                usedDraft.insert(at);
                int column = 0;
                const QString line = lineText(draft, d->range.start.line, &column);
                rendering = renderingOf(matcher, *d, line, column);
                break;
            }
            out.glossary.append({e.headword(), rendering});
            if (rendering.isEmpty()) {
                out.english.append(QStringLiteral("g:") + e.headword());
                out.englishSurface.append(e.headword());
            }
        }
        // Draft forms of entries the English does not name here (the alignment merged or split
        // paragraphs): counted when the spelling belongs to that entry alone.
        for (auto it = draftByEntry.constBegin(); it != draftByEntry.constEnd(); ++it)
            for (const TermHit *d : *it) {
                const std::pair<int, int> at{d->range.start.line, d->range.start.column};
                if (usedDraft.contains(at) || entriesAt.value(at) > 1 ||
                    d->match.kind == Kind::EnglishInDraft)
                    continue;
                usedDraft.insert(at);
                int column = 0;
                const QString line = lineText(draft, d->range.start.line, &column);
                out.glossary.append(
                    {matcher.entry(d->match).headword(), renderingOf(matcher, *d, line, column)});
            }

        // The co-occurrence model's words. Words a glossary term covers are left out of both
        // sides: the glossary already explains them.
        if (isCreditSegment(sourceSideText.text, style)) {
            result.append(out);
            continue;
        }
        QList<Word> english, draftLatin, hangul;
        const QString sourceProse = proseOnly(sourceSideText.text);
        splitWords(sourceProse, &english, nullptr);
        QSet<QString> glossaryKeys, glossaryKorean;
        for (const TermSegment::GlossaryUse &g : std::as_const(out.glossary)) {
            for (const QStringView w : QStringView(g.headword).split(u' '))
                glossaryKeys.insert(englishKey(w));
            // The Korean the glossary term is rendered by, too: left in, 옵티마이저 would be
            // linked to whatever English shares its segments (Saving, dictionary).
            for (const QStringView w : QStringView(g.rendering).split(u' ', Qt::SkipEmptyParts))
                glossaryKorean.insert(
                    koreanStem(w.toString().normalized(QString::NormalizationForm_C)));
        }
        QSet<QString> seen;
        const auto addEnglish = [&](const QString &key, const QString &surface) {
            if (!seen.contains(key)) {
                seen.insert(key);
                out.english.append(key);
                out.englishSurface.append(surface);
            }
        };
        for (qsizetype i = 0; i < english.size(); ++i) {
            const QString lower = english[i].text.toLower();
            if (!isContentWord(lower)) continue;
            const QString key = englishKey(lower);
            if (glossaryKeys.contains(key)) continue;
            addEnglish(key, english[i].text);
            if (i + 1 < english.size() && english[i + 1].index == english[i].index + 1) {
                const QString next = english[i + 1].text.toLower();
                if (isContentWord(next) && !glossaryKeys.contains(englishKey(next)))
                    addEnglish(key + u' ' + englishKey(next),
                               english[i].text + u' ' + english[i + 1].text);
            }
        }
        // An English gloss after its Korean, 개요(Overview), is not a rendering of its own: left
        // in, it takes the link its Korean should have (Overview ↔ overview, and the Korean
        // word then links to a neighbour: computation ↔ 커뮤니케이션).
        static const QRegularExpression gloss(
            QStringLiteral("\\([^()\\x{AC00}-\\x{D7A3}]*[A-Za-z][^()\\x{AC00}-\\x{D7A3}]*\\)"));
        const QString draftProse =
            proseOnly(draftSideText.text).replace(gloss, QStringLiteral(" "));
        splitWords(draftProse, &draftLatin, &hangul);
        QSet<QString> seenKorean;
        for (Word &w : hangul) {
            // Text written on macOS may hold decomposed Hangul (NFD): compare composed forms.
            w.text = w.text.normalized(QString::NormalizationForm_C);
            if (isKoreanTail(w.text))
                continue; // a particle left alone where code was cut out (``x``로)
            const QString stem = koreanStem(w.text);
            // 위의, 이것의: a stop word with the possessive particle, which koreanStem keeps
            // whole after one syllable.
            if (w.text.endsWith(u'의') && koreanStopWords().contains(w.text.chopped(1))) continue;
            if (stem == w.text && isPredicateForm(stem)) continue;
            if (!koreanStopWords().contains(stem) && !koreanStopWords().contains(w.text) &&
                !glossaryKorean.contains(stem) && !seenKorean.contains(stem)) {
                seenKorean.insert(stem);
                out.korean.append(stem);
            }
        }
        for (const Word &w : std::as_const(draftLatin)) {
            const QString lower = w.text.toLower();
            // Shown as a rendering: only the plural folded (a "trac" for tracing reads as noise).
            const QString key = foldPlural(lower);
            if (isContentWord(lower) && !glossaryKeys.contains(key) && !seenKorean.contains(key)) {
                seenKorean.insert(key);
                out.korean.append(key);
            }
        }
        result.append(out);
    }
    return result;
}

QCborMap TermSegment::toCbor() const
{
    QCborArray g;
    for (const GlossaryUse &u : glossary)
        g.append(QCborArray{u.headword, u.rendering});
    return QCborMap{{QStringLiteral("g"), g},
                    {QStringLiteral("e"), QCborArray::fromStringList(english)},
                    {QStringLiteral("s"), QCborArray::fromStringList(englishSurface)},
                    {QStringLiteral("k"), QCborArray::fromStringList(korean)}};
}

TermSegment TermSegment::fromCbor(const QCborMap &map)
{
    TermSegment t;
    for (const QCborValue &v : map.value(QStringLiteral("g")).toArray()) {
        const QCborArray pair = v.toArray();
        t.glossary.append({pair.at(0).toString(), pair.at(1).toString()});
    }
    const auto strings = [&](const char *key) {
        QStringList list;
        for (const QCborValue &v : map.value(QLatin1String(key)).toArray())
            list.append(v.toString());
        return list;
    };
    t.english = strings("e");
    t.englishSurface = strings("s");
    t.korean = strings("k");
    return t;
}

} // namespace tandem
