// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarychecks.h"

#include "checktext.h"
#include "glossaryscan.h"
#include "lexiconconsistency.h"
#include "particleagreement.h"
#include "rstscanner.h"
#include "segmenttext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <vector>

namespace tandem::checks {

namespace {

using Kind = GlossaryMatch::Kind;

// Segment index of every file line of one side, -1 where no segment covers it.
std::vector<int> segmentByLine(const Alignment &a, bool source, int lineCount)
{
    std::vector<int> map(size_t(std::max(lineCount, 0)), -1);
    for (int k = 0; k < a.segments.size(); ++k) {
        const auto [first, last] =
            source ? a.sourceLines(a.segments[k]) : a.draftLines(a.segments[k]);
        for (int line = std::max(first, 0); line <= last && line < lineCount; ++line)
            map[size_t(line)] = k;
    }
    return map;
}

int lineCount(const RstDocument &doc)
{
    return doc.lines.isEmpty() ? 0 : doc.lines.constLast().fileLine + 1;
}

// The text of the first prose line of `from.line`. Lines come in file order (a sphinx-gallery
// file line can have more than one view), so it is a binary search, not one per hit.
QString textAt(const RstDocument &doc, Position from, Position to)
{
    auto l = std::lower_bound(doc.lines.begin(), doc.lines.end(), from.line,
                              [](const SourceLine &l, int line) { return l.fileLine < line; });
    for (; l != doc.lines.end() && l->fileLine == from.line; ++l)
        if (!l->code) return l->text.mid(from.column - l->fileColumn, to.column - from.column);
    return {};
}

// Entries whose English the source segment uses, per segment.
// Whether a source hit of a (noun) term is used in another sense: as a verb ("PyTorch features
// a ...", "to model", "it supports the ...") or as the name of a package ("the Hugging Face
// datasets library"). Read from the words around it on its line.
bool otherSense(const QHash<int, const SourceLine *> &lines, const TermHit &h,
                const GlossaryEntry &entry)
{
    if (h.range.start.line != h.range.end.line) return false;
    const SourceLine *l = lines.value(h.range.start.line);
    if (!l) return false;
    const QStringView line = l->text;
    const qsizetype start = h.range.start.column - l->fileColumn,
                    end = h.range.end.column - l->fileColumn;
    if (start < 0 || end > line.size()) return false;
    auto wordAfter = [&] {
        qsizetype i = end;
        while (i < line.size() && line[i] == u' ')
            ++i;
        qsizetype j = i;
        while (j < line.size() && line[j].isLetter())
            ++j;
        return line.mid(i, j - i).toString().toLower();
    };
    auto wordBefore = [&] {
        qsizetype j = start;
        while (j > 0 && line[j - 1] == u' ')
            --j;
        qsizetype i = j;
        while (i > 0 && line[i - 1].isLetter())
            --i;
        return line.mid(i, j - i).toString().toLower();
    };
    static const QSet<QString> determiners = {
        QStringLiteral("a"),    QStringLiteral("an"),    QStringLiteral("the"),
        QStringLiteral("this"), QStringLiteral("these"), QStringLiteral("those"),
        QStringLiteral("its"),  QStringLiteral("their"), QStringLiteral("your"),
        QStringLiteral("our"),  QStringLiteral("many"),  QStringLiteral("several"),
        QStringLiteral("both"), QStringLiteral("each")};
    static const QSet<QString> subjects = {
        QStringLiteral("to"),    QStringLiteral("we"),     QStringLiteral("you"),
        QStringLiteral("they"),  QStringLiteral("can"),    QStringLiteral("will"),
        QStringLiteral("must"),  QStringLiteral("should"), QStringLiteral("also"),
        QStringLiteral("which"), QStringLiteral("that")};
    static const QSet<QString> names = {QStringLiteral("library"), QStringLiteral("package"),
                                        QStringLiteral("module")};
    // A gerund takes an object as a noun does (plotting the loss), and a verb entry (instantiate
    // -> 생성하다) is meant as the verb.
    if (line.mid(start, end - start).endsWith(u"ing")) return false;
    if (std::any_of(entry.korean.begin(), entry.korean.end(),
                    [](const QString &k) { return k.endsWith(u'다'); }))
        return false;
    const QString after = wordAfter(), before = wordBefore();
    return determiners.contains(after) || subjects.contains(before) || names.contains(after);
}

bool insideLinkText(const RstDocument &doc, const Range &r);

// Whether the hit is the head of a compound whose modifier is another term right before it
// ("dropout and batch normalization layers", "the Dropout layer"): Korean names the thing by
// its kind (드롭아웃 및 배치 정규화를) and may leave the head noun out. The modifier's own term
// carries the report when its translation is missing.
bool compoundHead(const QList<TermHit> &hits, qsizetype i,
                  const QHash<int, const SourceLine *> &lines)
{
    if (i == 0) return false;
    const TermHit &h = hits[i], &before = hits[i - 1];
    if (before.range.end.line != h.range.start.line || before.match.entry == h.match.entry)
        return false;
    const SourceLine *l = lines.value(h.range.start.line);
    if (!l) return false;
    const qsizetype from = before.range.end.column - l->fileColumn,
                    to = h.range.start.column - l->fileColumn;
    if (from < 0 || to > l->text.size() || to - from < 1) return false;
    for (qsizetype c = from; c < to; ++c)
        if (l->text[c] != u' ') return false;
    return true;
}

QHash<int, QSet<int>> sourceTermsBySegment(const CheckContext &ctx)
{
    QHash<int, QSet<int>> bySegment;
    const std::vector<int> seg = segmentByLine(*ctx.alignment, true, lineCount(*ctx.source));
    QHash<int, const SourceLine *> lines;
    for (const SourceLine &l : ctx.source->lines)
        if (!l.code) lines.insert(l.fileLine, &l);
    const QList<TermHit> &hits = ctx.sourceTerms();
    for (qsizetype i = 0; i < hits.size(); ++i) {
        const TermHit &h = hits[i];
        if (otherSense(lines, h, ctx.terms->entries().at(h.match.entry))) continue;
        // A page's title in a link's text is the linked page's wording (the draft may name the
        // page with :doc:, whose title Sphinx fills in).
        if (insideLinkText(*ctx.source, h.range)) continue;
        if (compoundHead(hits, i, lines)) continue;
        const int k = h.range.start.line < int(seg.size()) ? seg[size_t(h.range.start.line)] : -1;
        if (k >= 0) bySegment[k].insert(h.match.entry);
    }
    return bySegment;
}

// Whether the glossary also says to keep this English word (Tensor kept as a class name makes
// "tensor" in Korean prose acceptable even though the concept has a Korean entry). The
// keep-English forms are gathered once per glossary and kept with its matcher (a hash, not a
// walk over every entry for every hit), compared case-insensitively.
class KeptEnglish
{
public:
    explicit KeptEnglish(const GlossaryMatcher &terms)
        : m_kept(terms.derived<QSet<QString>>("glossary-term.kept", [&] {
              QSet<QString> keys;
              for (const GlossaryEntry &e : terms.entries())
                  if (e.keepEnglish)
                      for (const QString &en : e.english)
                          keys.insert(caseInsensitiveKey(en));
              return keys;
          }))
    {
    }
    bool contains(const QString &english) const
    {
        return m_kept.contains(caseInsensitiveKey(english));
    }

private:
    const QSet<QString> &m_kept;
};

// Whether every use of the entry's English in `text` (simplified) is part of an English idiom
// that does not mean the term (for instance, in place of, of size).
bool onlyInIdioms(const GlossaryEntry &e, const QString &text)
{
    static const QStringList idioms = {
        QStringLiteral("for instance"), QStringLiteral("in place of"),
        QStringLiteral("batches of size"), QStringLiteral("pay attention")};
    const QString &flat = text; // simplified by the caller, once per segment
    int total = 0, inIdiom = 0;
    QStringList forms;
    for (const QString &en : e.english)
        forms << en.toLower()
              << QString(en.toLower()).replace(u'-', u' '); // in-place, "in place of"
    forms.removeDuplicates();
    for (const QString &headword : std::as_const(forms)) {
        for (qsizetype i = flat.indexOf(headword, 0, Qt::CaseInsensitive); i >= 0;
             i = flat.indexOf(headword, i + 1, Qt::CaseInsensitive)) {
            ++total;
            for (const QString &idiom : idioms) {
                const qsizetype at = idiom.indexOf(headword);
                if (at >= 0 &&
                    flat.mid(i - at, idiom.size()).compare(idiom, Qt::CaseInsensitive) == 0) {
                    ++inIdiom;
                    break;
                }
            }
        }
    }
    return total > 0 && inIdiom == total;
}

// Whether `r` is inside the text of a link: the title of another page or a class name
// (`Dataset과 Dataloader <data_tutorial.html>`_), which the link's page decides. Spans are
// sorted and do not overlap, so only the last one starting at or before `r` can hold it.
bool insideLinkText(const RstDocument &doc, const Range &r)
{
    auto s = std::upper_bound(doc.inlines.begin(), doc.inlines.end(), r.start,
                              [](Position p, const InlineSpan &s) { return p < s.range.start; });
    if (s == doc.inlines.begin()) return false;
    --s;
    return s->kind == InlineKind::Reference && s->embedded && !(r.start < s->content.start) &&
           !(s->content.end < r.end);
}

// Whether an agreed translation is in `text` (spaces removed) in any shape: inside a longer
// word (출력값, 매개변수들), written apart (매개 변수), or conjugated (추적하는 for 추적하다).
bool agreedInside(const GlossaryEntry &e, const QString &text)
{
    // Another sense of the English translated as such (a product feature, 기능) is no slip.
    for (QString sense : e.senses) {
        sense.remove(u' ');
        if (!sense.isEmpty() && text.contains(sense)) return true;
    }
    for (QString form : e.korean) {
        form.remove(u' ').remove(u'-'); // 0순위 is 0-순위
        if (form.endsWith(u"하다") || form.endsWith(u"하기"))
            form.chop(2);
        else if (form.endsWith(u'다') && form.size() > 2)
            form.chop(1);
        if (!form.isEmpty() && text.contains(form)) return true;
    }
    return false;
}

} // namespace

void glossaryTerm(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.terms) return;
    KeptEnglish keptEnglish(*ctx.terms);
    // A variant written all through a file is one decision of its translator's: its first
    // place is the warning, and each later place a note that points back to it (a draft
    // writing 훈련 58 times got 58 warnings, a third of all the warnings on unseen drafts).
    // Every place keeps its fix, so "replace all" and the editor's marks are unchanged.
    QHash<std::pair<int, int>, int> firstLine; // (entry, form and kind) -> its first line
    const auto report = [&](const TermHit &h, const QString &message, const Fix &fix) {
        const std::pair<int, int> key{h.match.entry,
                                      2 * h.match.form + (h.match.kind == Kind::Wrong)};
        if (const auto it = firstLine.constFind(key); it != firstLine.constEnd()) {
            sink.report(Severity::Info, h.range,
                        CheckText::tr("%1 (again: first on line %2)").arg(message).arg(*it + 1),
                        fix);
            return;
        }
        firstLine.insert(key, h.range.start.line);
        sink.report(Severity::Warning, h.range, message, fix);
    };
    for (const TermHit &h : ctx.draftTerms()) {
        const GlossaryEntry &e = ctx.terms->entry(h.match);
        if (e.keepEnglish || e.korean.isEmpty()) continue; // glossary-keep's business
        const QString agreed = e.korean.constFirst();
        const QString tail = textAt(ctx.draft, h.range.end, h.tailEnd);
        const Fix fix{Range{h.range.start, h.tailEnd}, agreed + agreeParticleAfter(agreed, tail)};
        if (h.match.kind == Kind::Wrong) {
            report(h,
                   CheckText::tr("The glossary translates \"%1\" as %2, not %3")
                       .arg(e.headword(), agreed, e.wrongKorean.value(h.match.form)),
                   fix);
        } else if (h.match.kind == Kind::EnglishLeftIn &&
                   !keptEnglish.contains(e.english.value(h.match.form)) &&
                   !insideLinkText(ctx.draft, h.range)) {
            report(h,
                   CheckText::tr("\"%1\" is left in English here; the glossary translates it as %2")
                       .arg(e.english.value(h.match.form), agreed),
                   fix);
        }
    }
}

void glossaryMissing(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.terms || !ctx.alignment || !ctx.source) return;
    QHash<int, QSet<int>> draftEntriesBySegment; // any form of the entry present
    const std::vector<int> seg = segmentByLine(*ctx.alignment, false, lineCount(ctx.draft));
    for (const TermHit &h : ctx.draftTerms())
        if (h.range.start.line < int(seg.size()))
            draftEntriesBySegment[seg[size_t(h.range.start.line)]].insert(h.match.entry);
    // A term of the source segment whose agreed translation the draft segment does not use.
    const QHash<int, QSet<int>> sourceTerms = sourceTermsBySegment(ctx);
    for (auto it = sourceTerms.constBegin(); it != sourceTerms.constEnd(); ++it) {
        const Segment &s = ctx.alignment->segments[it.key()];
        if (!s.hasDraft()) continue;
        const QSet<int> present = draftEntriesBySegment.value(it.key());
        const auto [first, last] = ctx.alignment->draftLines(s);
        QString draftText;  // without spaces: 매개 변수 is 매개변수 written apart
        QString sourceText; // the segment's English, made once for all its entries
        for (int entry : *it) {
            const GlossaryEntry &e = ctx.terms->entries().at(entry);
            if (e.keepEnglish || e.korean.isEmpty() || present.contains(entry)) continue;
            // Names of the table of contents' categories (Text, Image) are words of prose too.
            if (e.note.contains(QLatin1String("ToC"))) continue;
            // "For instance", "in place of", "batches of size n": English idioms, not the term.
            if (sourceText.isNull()) sourceText = ctx.sourceSideOf(it.key()).text.simplified();
            if (onlyInIdioms(e, sourceText)) continue;
            if (draftText.isNull()) {
                // The segment and its neighbours: a sentence alignment put in the next segment
                // (a paragraph split differently) still translates the term.
                const int k = it.key();
                for (int n = std::max(0, k - 1);
                     n <= std::min<int>(ctx.alignment->segments.size() - 1, k + 1); ++n)
                    if (ctx.alignment->segments[n].hasDraft()) draftText += ctx.draftSideOf(n).text;
                draftText.remove(u' ').remove(u'\n').remove(u'-');
            }
            if (agreedInside(e, draftText)) continue;
            // The English kept (EmbeddingBag, a class; "tensor" as Tensor): glossary-term
            // reports English left in prose, and a name in code is no slip.
            if (std::any_of(e.english.begin(), e.english.end(), [&](const QString &en) {
                    return draftText.contains(QString(en).remove(u' '), Qt::CaseInsensitive);
                }))
                continue;
            sink.report(Severity::Info, Range{{first, 0}, {first, 0}},
                        CheckText::tr("The source says \"%1\"; the glossary's translation is %2")
                            .arg(e.headword(), e.korean.join(QStringLiteral(", "))));
        }
    }
}

namespace {

// How often a keep-English term is used as the name it is (the class Tensor) in `text`: its
// English forms, case-sensitive, not at the start of a sentence (where "Tensors can be..." is
// the concept, capitalised) — in the source; in the draft every use counts.
int namedUses(const GlossaryEntry &e, const QString &text, bool skipSentenceStart)
{
    int n = 0;
    for (const QString &form : e.english) {
        const QRegularExpression re(
            QStringLiteral("(?<![A-Za-z])%1(?![A-Za-z])").arg(QRegularExpression::escape(form)));
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            if (skipSentenceStart) {
                qsizetype i = m.capturedStart() - 1;
                while (i >= 0 &&
                       (text[i].isSpace() || text[i] == u'#' || text[i] == u'*' || text[i] == u'`'))
                    --i;
                if (i < 0 || text[i] == u'.' || text[i] == u'!' || text[i] == u'?' ||
                    text[i] == u':')
                    continue;
                // "So Tensors know...", "All Tensors have...": one capitalised word opens the
                // sentence.
                qsizetype w = i;
                while (w >= 0 && text[w].isLetter())
                    --w;
                qsizetype b = w;
                while (b >= 0 && text[b].isSpace())
                    --b;
                if (text[w + 1].isUpper() && (b < 0 || text[b] == u'.' || text[b] == u'!' ||
                                              text[b] == u'?' || text[b] == u'#'))
                    continue;
            }
            ++n;
        }
    }
    return n;
}

} // namespace

void glossaryKeep(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.terms) return;
    const QList<TermHit> &draftHits = ctx.draftTerms();
    std::vector<int> seg;
    if (ctx.alignment && ctx.source)
        seg = segmentByLine(*ctx.alignment, false, lineCount(ctx.draft));
    QSet<std::pair<int, int>> reportedIn; // (segment, entry): one report per segment
    // (segment, entry) found not worth a report: the answer is the same for every hit there,
    // and finding it reads the whole segment.
    QSet<std::pair<int, int>> quietIn;
    // Where one spelling is wrong for a keep-English entry but agreed for another (텐서: wrong
    // for the class Tensor, right for the concept tensor), which was meant is a matter of
    // reading: worth a look, not a warning.
    QSet<std::pair<int, int>> agreedAt;
    for (const TermHit &h : draftHits)
        if (h.match.kind == Kind::Agreed)
            agreedAt.insert({h.range.start.line, h.range.start.column});
    for (const TermHit &h : draftHits) {
        const GlossaryEntry &e = ctx.terms->entry(h.match);
        if (!e.keepEnglish || h.match.kind != Kind::Wrong) continue;
        // 텐서(Tensor): the English is there, as the guide's 한글(English) gloss.
        const QString after =
            textAt(ctx.draft, h.range.end, {h.range.end.line, h.range.end.column + 1});
        if (after == u"(") continue;
        // Where the Korean word is also another entry's agreed rendering (텐서 for the concept
        // tensor, wrong for the class Tensor), the guide and the community part ways: merged
        // drafts write 텐서 where the English names the class too (on unseen drafts in place,
        // all 15 such reports were judged debatable, "the guide against the merged practice").
        // Which was meant is a matter of reading, with or without the source: no report.
        if (agreedAt.contains({h.range.start.line, h.range.start.column})) continue;
        // Otherwise, with a source: the word is the concept unless the source names the class
        // here more often than the draft keeps it in English (torch.Tensor kept).
        if (!seg.empty()) {
            const int k =
                h.range.start.line < int(seg.size()) ? seg[size_t(h.range.start.line)] : -1;
            if (k < 0 || reportedIn.contains({k, h.match.entry}) ||
                quietIn.contains({k, h.match.entry}))
                continue;
            const Segment &s = ctx.alignment->segments[k];
            if (!s.hasSource()) continue;
            const SegmentSide &src = ctx.sourceSideOf(k);
            if (std::any_of(src.units.begin(), src.units.end(), [](const AlignUnit *u) {
                    return u->block->kind == BlockKind::Title;
                })) {
                quietIn.insert({k, h.match.entry});
                continue; // "Creating Tensors": a title names the concept
            }
            const int named = namedUses(e, src.text, true);
            if (named == 0 || namedUses(e, ctx.draftSideOf(k).text, false) >= named) {
                quietIn.insert({k, h.match.entry});
                continue;
            }
            reportedIn.insert({k, h.match.entry});
        }
        sink.report(Severity::Warning, h.range,
                    CheckText::tr("\"%1\" stays in English (glossary); write %1, not %2")
                        .arg(e.headword(), e.wrongKorean.value(h.match.form)),
                    Fix{h.range, e.headword()});
    }
}

void termConsistency(const CheckContext &ctx, IssueSink &sink)
{
    lexiconTermConsistency(ctx, sink); // words outside the glossary, from the memory's lexicon
    if (!ctx.terms) return;
    // Agreed forms only: wrong variants are glossary-term's. Flags the rarer of two accepted
    // spellings of one entry in one document.
    QHash<int, QHash<int, QList<Range>>> uses; // entry -> form -> places
    for (const TermHit &h : ctx.draftTerms())
        if (h.match.kind == Kind::Agreed && !ctx.terms->entry(h.match).keepEnglish)
            uses[h.match.entry][h.match.form].append(h.range);
    for (auto it = uses.constBegin(); it != uses.constEnd(); ++it) {
        if (it->size() < 2) continue;
        int major = -1;
        for (auto f = it->constBegin(); f != it->constEnd(); ++f)
            // On a tie the glossary's earlier (preferred) form, not the hash's order, which
            // changes from one process to the next.
            if (major < 0 || f->size() > it->value(major).size() ||
                (f->size() == it->value(major).size() && f.key() < major))
                major = f.key();
        const GlossaryEntry &e = ctx.terms->entries().at(it.key());
        for (auto f = it->constBegin(); f != it->constEnd(); ++f) {
            if (f.key() == major) continue;
            for (const Range &r : *f)
                sink.report(
                    Severity::Info, r,
                    CheckText::tr("\"%1\" is written %2 elsewhere in this document; use one form")
                        .arg(e.headword(), e.korean.value(major)));
        }
    }
}

} // namespace tandem::checks
