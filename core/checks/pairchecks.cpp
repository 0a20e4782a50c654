// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairchecks.h"

#include "blockwalk.h"
#include "checktext.h"
#include "codecompare.h"
#include "creditchecks.h"
#include "englishprose.h"
#include "keptenglishchecks.h"
#include "knowndirectives.h"
#include "omissionchecks.h"
#include "segmenttext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace tandem::checks {

namespace {

// The whole first line of a segment's draft side: where a reader looks for what is missing.
Range firstLineRange(const RstDocument &doc, const SegmentSide &side)
{
    const AlignUnit &u = *side.units.constFirst();
    const SourceLine &l = doc.lines[u.block->firstView];
    return Range{{u.line, l.fileColumn}, {u.line, l.fileColumn + int(l.text.size())}};
}

Range unitRange(const RstDocument &doc, const AlignUnit &u)
{
    int endColumn = 0;
    const int last = std::min<int>(u.block->lastView, int(doc.lines.size()) - 1);
    for (int v = u.block->firstView; v <= last; ++v)
        if (doc.lines[v].fileLine == u.endLine)
            endColumn = doc.lines[v].fileColumn + int(doc.lines[v].text.size());
    return Range{{u.line, 0}, {u.endLine, endColumn}};
}

template <typename F> void forEachPair(const CheckContext &ctx, F &&f)
{
    const Alignment &a = *ctx.alignment;
    for (int k = 0; k < a.segments.size(); ++k) {
        const Segment &s = a.segments[k];
        if (!s.hasSource() || !s.hasDraft()) continue;
        f(ctx.sourceSideOf(k), ctx.draftSideOf(k));
    }
}

// Alignment is not always right: a paragraph split or merged differently, a table row moved, a
// translator's note in between. Before calling something missing, the comparison checks look
// in the draft text of the neighbouring segments too (this many on each side).
constexpr int Neighbours = 2;

// The draft text of the segments around each segment: where a span the source has may be found
// although alignment put it elsewhere.
class DraftNeighbourhood
{
public:
    explicit DraftNeighbourhood(const CheckContext &ctx)
    {
        const Alignment &a = *ctx.alignment;
        m_texts.reserve(a.segments.size());
        for (int k = 0; k < a.segments.size(); ++k)
            m_texts.append(a.segments[k].hasDraft() ? ctx.draftSideOf(k).text : QString());
    }
    // Whether `needle` is in the draft near segment `k` (or `unescape`d there: "former\_x").
    bool near(int k, const QString &needle) const
    {
        for (int i = std::max(0, k - Neighbours);
             i <= std::min<int>(m_texts.size() - 1, k + Neighbours); ++i)
            if (m_texts[i].contains(needle) || unescapedText(i).contains(needle)) return true;
        return false;
    }
    // Whether `url` is in the draft near segment `k` as a whole URL, not the start of a longer
    // one (https://example.org/docs in https://example.org/docs/v2/ is a changed link).
    // The same page written another way counts: http for https (or back), a trailing slash
    // added or dropped.
    bool nearUrl(int k, const QString &url) const
    {
        QStringList forms{url};
        if (url.startsWith(QLatin1String("http://")))
            forms << QStringLiteral("https://") + url.mid(7);
        else if (url.startsWith(QLatin1String("https://")))
            forms << QStringLiteral("http://") + url.mid(8);
        for (qsizetype f = 0, n = forms.size(); f < n; ++f)
            forms << (forms[f].endsWith(u'/') ? forms[f].chopped(1) : forms[f] + u'/');
        for (int i = std::max(0, k - Neighbours);
             i <= std::min<int>(m_texts.size() - 1, k + Neighbours); ++i)
            for (const QString &form : forms)
                if (containsUrl(m_texts[i], form) || containsUrl(unescapedText(i), form))
                    return true;
        return false;
    }
    // Whether the number `n` is in the draft near segment `k`, as a number of its own (not the
    // 1 of 16).
    bool nearNumber(int k, const QString &n) const
    {
        for (int i = std::max(0, k - Neighbours);
             i <= std::min<int>(m_texts.size() - 1, k + Neighbours); ++i)
            if (containsNumber(m_texts[i], n) || containsNumber(ungrouped(m_texts[i]), n))
                return true;
        return false;
    }
    // Digit grouping dropped (40,000 -> 40000): the same number either way.
    static QString ungrouped(const QString &t)
    {
        if (!t.contains(u',')) return t;
        static const QRegularExpression grouping(QStringLiteral(R"((?<=\d),(?=\d{3}(?!\d)))"));
        QString out = t;
        out.remove(grouping);
        return out;
    }
    static QString unescaped(const QString &t)
    {
        QString out = t;
        out.remove(QStringLiteral("\\ "));
        out.replace(QStringLiteral("\\_"), QStringLiteral("_"));
        return out;
    }

private:
    // What the regular expressions (?<![\d.])N(?!\d) and URL(?![\w\-~%/?#=&+@]|\.\w) found
    // before, without compiling one per number and URL (PCRE's \d and \w are ASCII here).
    static bool isAsciiDigit(QChar c) { return c >= u'0' && c <= u'9'; }
    static bool isAsciiWord(QChar c)
    {
        return isAsciiDigit(c) || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
    }
    static bool containsUrl(const QString &text, const QString &url)
    {
        for (qsizetype at = text.indexOf(url); at >= 0; at = text.indexOf(url, at + 1)) {
            const qsizetype end = at + url.size();
            if (end == text.size()) return true;
            const QChar c = text[end];
            const bool continues =
                isAsciiWord(c) || QStringView(u"-~%/?#=&+@").contains(c) ||
                (c == u'.' && end + 1 < text.size() && isAsciiWord(text[end + 1]));
            if (!continues) return true;
        }
        return false;
    }

public:
    static bool containsNumber(const QString &text, const QString &n)
    {
        for (qsizetype at = text.indexOf(n); at >= 0; at = text.indexOf(n, at + 1)) {
            const qsizetype end = at + n.size();
            if (at > 0 && (isAsciiDigit(text[at - 1]) || text[at - 1] == u'.')) continue;
            if (end < text.size() && isAsciiDigit(text[end])) continue;
            return true;
        }
        return false;
    }

private:
    const QString &unescapedText(int i) const
    {
        if (m_unescaped.size() != size_t(m_texts.size()))
            m_unescaped.resize(size_t(m_texts.size()));
        if (!m_unescaped[size_t(i)]) m_unescaped[size_t(i)] = unescaped(m_texts[i]);
        return *m_unescaped[size_t(i)];
    }

    QList<QString> m_texts;
    mutable std::vector<std::optional<QString>> m_unescaped;
};

// As forEachPair, with the segment's index.
template <typename F> void forEachPairIndexed(const CheckContext &ctx, F &&f)
{
    const Alignment &a = *ctx.alignment;
    for (int k = 0; k < a.segments.size(); ++k) {
        const Segment &s = a.segments[k];
        if (!s.hasSource() || !s.hasDraft()) continue;
        f(k, ctx.sourceSideOf(k), ctx.draftSideOf(k));
    }
}

// A credit line (author, translator) of the page's header: translators add their own line under
// the author's, and alignment may pair either with the other.
bool isCreditUnit(const RstDocument &doc, const AlignUnit &u, const StyleRules *style)
{
    const int last = std::min<int>(u.block->lastView, int(doc.lines.size()) - 1);
    for (int v = u.block->firstView; v <= last; ++v)
        if (doc.lines[v].fileLine >= u.line && doc.lines[v].fileLine <= u.endLine)
            return creditLineKind(doc.lines[v].text, style) != CreditLine::None;
    return false;
}

bool sideHasCredit(const RstDocument &doc, const SegmentSide &side, const StyleRules *style)
{
    return std::any_of(side.units.begin(), side.units.end(),
                       [&](const AlignUnit *u) { return isCreditUnit(doc, *u, style); });
}

bool isCode(const Block &b)
{
    return isCodeBlock(b);
}

bool isProse(const Block &b)
{
    return b.kind == BlockKind::Paragraph || b.kind == BlockKind::Title ||
           b.kind == BlockKind::LineBlock || b.kind == BlockKind::DefinitionListItem;
}

QStringList codeLines(const RstDocument &doc, const AlignUnit &u, QList<int> *fileLines = nullptr)
{
    return codeContent(doc, *u.block, fileLines);
}

int latinWords(const QString &text)
{
    int words = 0;
    bool inWord = false;
    int length = 0;
    for (QChar c : text) {
        const bool latin = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
        if (latin) {
            ++length;
            inWord = true;
        } else {
            if (inWord && length >= 2) ++words;
            inWord = false;
            length = 0;
        }
    }
    return words + (inWord && length >= 2);
}

// A code block of the source normalised both ways codeChanged compares (comments dropped; and
// strings blanked too).
struct NormalizedSourceCode
{
    QStringList code, withoutStrings;
};

// Every code block of the source, normalised: the source's alone, so made once per source.
const QHash<const Block *, NormalizedSourceCode> &normalizedSourceCode(const CheckContext &ctx)
{
    const RstDocument &source = *ctx.source;
    return ctx.sourceDerived().derived<QHash<const Block *, NormalizedSourceCode>>(
        "code-changed.source", [&] {
            QHash<const Block *, NormalizedSourceCode> out;
            forEachBlock(source.blocks, [&](const Block &b) {
                if (!isCode(b)) return;
                const QStringList lines = codeContent(source, b);
                out.insert(&b, {normalizedCode(lines, codeLanguage(b), false),
                                normalizedCode(lines, codeLanguage(b), true)});
            });
            return out;
        });
}

// Every name the source writes (identifiers and dotted names, in prose, literals and code),
// made once per source.
const QSet<QString> &sourceNames(const CheckContext &ctx)
{
    return ctx.sourceDerived().derived<QSet<QString>>("literal-changed.names", [&] {
        static const QRegularExpression name(
            QStringLiteral(R"([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)"));
        QSet<QString> out;
        for (const SourceLine &line : ctx.source->lines)
            for (auto it = name.globalMatch(line.text); it.hasNext();)
                out.insert(it.next().captured());
        return out;
    });
}

// Whether the draft's side writes, in place of the source's literal `wanted`, the same name in
// another case or number that the source itself writes elsewhere (``Dataloader`` ->
// ``DataLoader`` where the source's code imports DataLoader, ``Datasets`` -> ``Dataset``): the
// translator corrected the name to the source's own spelling. A slip (``nn.MSELoss`` ->
// ``nn.MSEloss``) writes a name the source never does, and stays reported.
bool correctedToTheSourcesName(const QString &wanted, const SegmentSide &dst,
                               const QSet<QString> &names)
{
    const auto stem = [](const QString &s) {
        QString out = s.toLower();
        if (out.endsWith(u's')) out.chop(1);
        return out;
    };
    const QString wantedStem = stem(wanted);
    return std::any_of(dst.spans.begin(), dst.spans.end(), [&](const InlineSpan *d) {
        if (d->kind != InlineKind::Literal) return false;
        const QString written = d->text.simplified();
        return written != wanted && stem(written) == wantedStem && names.contains(written);
    });
}

// Whether the source's literal is prose set in monospace, not code: a quantity (``128 ms``,
// ``4 threads``) or plain words (``bert tokenizer``), and the draft's side writes it as a
// translator does: spaced otherwise (``128ms``) or in Korean inside the literal (``4개의
// 스레드``, with the quantity's number). Code keeps its spelling; these are sentences' words.
bool proseLiteralRewritten(const QString &wanted, const SegmentSide &dst)
{
    static const QRegularExpression quantity(QStringLiteral(R"(^(\d[\d.,]*)\s*[A-Za-z]+$)"));
    static const QRegularExpression words(QStringLiteral(R"(^[A-Za-z]+(?: [A-Za-z]+)+$)"));
    const auto q = quantity.match(wanted);
    if (!q.hasMatch() && !words.match(wanted).hasMatch()) return false;
    const QString unspaced = QString(wanted).remove(u' ');
    return std::any_of(dst.spans.begin(), dst.spans.end(), [&](const InlineSpan *d) {
        if (d->kind != InlineKind::Literal) return false;
        const QString written = d->text.simplified();
        if (QString(written).remove(u' ') == unspaced) return true;
        return containsHangul(written) && (!q.hasMatch() || written.contains(q.captured(1)));
    });
}

} // namespace

void codeChanged(const CheckContext &ctx, IssueSink &sink)
{
    const auto &sourceCodes = normalizedSourceCode(ctx);
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        QList<const AlignUnit *> a, b;
        for (const AlignUnit *u : src.units)
            if (isCode(*u->block)) a.append(u);
        for (const AlignUnit *u : dst.units)
            if (isCode(*u->block)) b.append(u);
        if (a.size() != b.size()) return;
        for (int k = 0; k < a.size(); ++k) {
            const QString lang = codeLanguage(*a[k]->block);
            const NormalizedSourceCode source = sourceCodes.value(a[k]->block); // shared, no copy
            const QStringList &sourceCode = source.code;
            QList<int> fileLines;
            const QStringList draftRaw = codeLines(ctx.draft, *b[k], &fileLines);
            const QStringList draftCode = normalizedCode(draftRaw, lang, false);
            if (sourceCode == draftCode) continue;
            // Re-wrapped, not changed (on unseen drafts: "the same call over two lines",
            // judged not worth a comment).
            if (normalizedStatements(codeContent(*ctx.source, *a[k]->block), lang) ==
                normalizedStatements(draftRaw, lang))
                continue;
            const bool onlyStrings = source.withoutStrings == normalizedCode(draftRaw, lang, true);
            // Point at the first draft line whose code is not the source's.
            int line = b[k]->line;
            bool translated = false; // that line has Korean: output or prose, not changed code
            const QStringList byLine = normalizedCodeByLine(draftRaw, lang);
            for (int i = 0, j = 0; i < draftRaw.size(); ++i) {
                const QString &one = byLine[i];
                if (one.isEmpty()) continue;
                if (j >= sourceCode.size() || one != sourceCode[j]) {
                    line = fileLines[i];
                    translated = containsHangul(one);
                    break;
                }
                ++j;
            }
            const Range range{{line, 0}, {line, 0}};
            if (translated && !onlyStrings)
                sink.report(
                    Severity::Info, range,
                    CheckText::tr(
                        "Korean in this code block outside comments: program output stays "
                        "in English, and prose indented into the block belongs outside it"));
            else if (onlyStrings)
                sink.report(Severity::Info, range,
                            CheckText::tr(
                                "A string in this code block differs from the source; code output "
                                "and messages usually stay in English"));
            else
                sink.report(Severity::Warning, range,
                            CheckText::tr("This code differs from the source; only comments may be "
                                          "translated"));
        }
    });
}

void literalChanged(const CheckContext &ctx, IssueSink &sink)
{
    const DraftNeighbourhood around(ctx);
    forEachPairIndexed(ctx, [&](int k, const SegmentSide &src, const SegmentSide &dst) {
        const QString draftText = dst.text.simplified();
        QSet<QString> reported;
        for (const InlineSpan *s : src.spans) {
            if (s->kind != InlineKind::Literal && s->kind != InlineKind::Role) continue;
            QString wanted = s->text.simplified();
            // :ref:`text <label>` and :doc:`text <path>`: the label is what must survive.
            static const QRegularExpression explicitTarget(QStringLiteral(R"(<([^<>]+)>$)"));
            if (s->kind == InlineKind::Role) {
                const auto m = explicitTarget.match(wanted);
                if (m.hasMatch()) wanted = m.captured(1);
            }
            // Moved by a different paragraph split, a literal keeps its markup.
            if (wanted.isEmpty() || draftText.contains(wanted) || reported.contains(wanted) ||
                (s->kind == InlineKind::Literal &&
                 around.near(k, QStringLiteral("``%1``").arg(wanted))))
                continue;
            // A literal holding `` is the source's own broken markup (``a``(b ``c``: docutils
            // reads one literal from the first `` to the last), which a draft fixes.
            if (s->kind == InlineKind::Literal &&
                (wanted.contains(QLatin1String("``")) || proseLiteralRewritten(wanted, dst) ||
                 correctedToTheSourcesName(wanted, dst, sourceNames(ctx))))
                continue;
            reported.insert(wanted);
            sink.report(
                Severity::Warning, wholeSideRange(ctx.draft, dst),
                s->kind == InlineKind::Role
                    ? CheckText::tr("The source's :%1:`%2` is missing or changed here")
                          .arg(s->role, wanted)
                    : CheckText::tr("The source's ``%1`` is missing or changed here").arg(wanted));
        }
    });
}

void linkChanged(const CheckContext &ctx, IssueSink &sink)
{
    const auto isLink = [](const InlineSpan *s) {
        return (s->kind == InlineKind::Reference && s->embedded) || s->kind == InlineKind::Uri;
    };
    const DraftNeighbourhood around(ctx);
    forEachPairIndexed(ctx, [&](int k, const SegmentSide &src, const SegmentSide &dst) {
        // The translator's credit line under the author's is an addition, not a changed link.
        if (sideHasCredit(*ctx.source, src, ctx.style) || sideHasCredit(ctx.draft, dst, ctx.style))
            return;
        // Tutorials linked by URL in the source often become :doc: links (same page, built
        // locally): the path of the URL, without .html, is the role's target.
        QStringList docTargets;
        for (const InlineSpan *s : dst.spans)
            if (s->kind == InlineKind::Role && (s->role == u"doc" || s->role == u"ref")) {
                static const QRegularExpression explicitTarget(QStringLiteral(R"(<([^<>]+)>$)"));
                const auto m = explicitTarget.match(s->text.simplified());
                docTargets << (m.hasMatch() ? m.captured(1) : s->text.simplified());
            }
        const auto sameAsDoc = [&](const QString &url) {
            QString path = url.section(u'#', 0, 0);
            if (path.endsWith(QLatin1String(".html"))) path.chop(5);
            return std::any_of(docTargets.begin(), docTargets.end(), [&](const QString &t) {
                QString target = t;
                if (target.startsWith(u'/')) target.remove(0, 1);
                return !target.isEmpty() && path.endsWith(target);
            });
        };
        const auto sourceLinks = std::count_if(src.spans.begin(), src.spans.end(), isLink);
        // A URL to another tutorial often becomes a :doc: or :ref: link in the translation.
        const auto draftLinks =
            std::count_if(dst.spans.begin(), dst.spans.end(), [&](const InlineSpan *s) {
                return isLink(s) || (s->kind == InlineKind::Role &&
                                     (s->role == u"doc" || s->role == u"ref" || s->role == u"any"));
            });
        // The community points links at the Korean edition of a page (tutorials.pytorch.kr
        // for pytorch.org/tutorials, its own tutorials-kr repository for the upstream one): a
        // draft link to a Korean site ending in the same page name is that link, localised.
        static const QRegularExpression koreanEdition(
            QStringLiteral(R"(^https?://[^/\s]*\.kr(?:[/:?#]|$)|[/.-]kr(?:[/.?#]|$)|korea)"),
            QRegularExpression::CaseInsensitiveOption);
        const auto pageName = [](const QString &url) {
            QString path = url.section(u'#', 0, 0).section(u'?', 0, 0);
            while (path.endsWith(u'/'))
                path.chop(1);
            path = path.section(u'/', -1);
            if (path.endsWith(QLatin1String(".html"))) path.chop(5);
            return path;
        };
        // Documentation that listed a module's classes on one page under anchors
        // (docs/master/nn.html#torch.nn.Transformer) now gives each its own page
        // (docs/stable/generated/torch.nn.Transformer.html): a draft link on the same host to
        // the page named for the source's anchor is the same entry, moved.
        const auto host = [](const QString &url) { return url.section(u'/', 2, 2); };
        const auto movedToOwnPage = [&](const QString &url) {
            const QString anchor = url.section(u'#', 1);
            if (anchor.isEmpty()) return false;
            return std::any_of(dst.spans.begin(), dst.spans.end(), [&](const InlineSpan *d) {
                return isLink(d) && host(d->target) == host(url) && pageName(d->target) == anchor;
            });
        };
        QSet<QString> koreanPages;
        for (const InlineSpan *s : dst.spans)
            if (isLink(s) && koreanEdition.match(s->target).hasMatch())
                koreanPages.insert(pageName(s->target));
        QSet<QString> reported;
        for (const InlineSpan *s : src.spans) {
            // "#anchor" links follow the titles they point at, which get translated.
            if (!isLink(s) || s->target.isEmpty() || s->target.startsWith(u'#') ||
                reported.contains(s->target) || around.nearUrl(k, s->target) ||
                sameAsDoc(s->target) || movedToOwnPage(s->target) ||
                (!koreanPages.isEmpty() && koreanPages.contains(pageName(s->target))))
                continue;
            reported.insert(s->target);
            // As many links as the source: one was pointed elsewhere, often on purpose (the
            // community links to the Korean edition of a page). Fewer: one was lost.
            if (draftLinks >= sourceLinks)
                sink.report(
                    Severity::Info, firstLineRange(ctx.draft, dst),
                    CheckText::tr("The link to %1 in the source points elsewhere here; check that "
                                  "this is intended")
                        .arg(s->target));
            else
                sink.report(
                    Severity::Warning, wholeSideRange(ctx.draft, dst),
                    CheckText::tr("The link to %1 in the source is missing here").arg(s->target));
        }
    });
}

namespace {

// Where the number n stands on the draft side's lines, as a number of its own; written with
// digit grouping (40,000 for 40000), the whole line.
std::optional<Range> numberInDraft(const CheckContext &ctx, const SegmentSide &dst,
                                   const QString &n)
{
    const QRegularExpression number(
        QStringLiteral(R"((?<![\d.,])%1(?![\d]|[.,]\d))").arg(QRegularExpression::escape(n)));
    for (const SourceLine &l : ctx.draft.lines) {
        if (l.fileLine < dst.firstLine || l.fileLine > dst.lastLine || l.code) continue;
        if (const auto m = number.match(l.text); m.hasMatch())
            return Range{{l.fileLine, l.fileColumn + int(m.capturedStart())},
                         {l.fileLine, l.fileColumn + int(m.capturedEnd())}};
        if (number.match(DraftNeighbourhood::ungrouped(l.text)).hasMatch())
            return Range{{l.fileLine, l.fileColumn},
                         {l.fileLine, l.fileColumn + int(l.text.size())}};
    }
    return std::nullopt;
}

} // namespace

namespace {

// Whether the draft writes the source's number `n` in Korean's own scale: Korean counts large
// numbers by 만 (10^4) and 억 (10^8), so "20 thousand" is 2만, "30000" is 3만 and "1.5
// million" is 150만; the digits differ and the value does not.
bool koreanScaleFor(const QString &n, const QString &sourceText, const QString &draftText)
{
    static const QRegularExpression scaled(
        QStringLiteral(R"((?<![\d.])(\d+(?:\.\d+)?)\s?(천만|백만|천|만|억|조)(?!큼|들|약))"));
    // The draft's scaled values; only when it has any is the source read.
    QList<double> draftValues;
    static const QHash<QString, double> korean{
        {QStringLiteral("천"), 1e3},   {QStringLiteral("만"), 1e4}, {QStringLiteral("백만"), 1e6},
        {QStringLiteral("천만"), 1e7}, {QStringLiteral("억"), 1e8}, {QStringLiteral("조"), 1e12}};
    for (auto it = scaled.globalMatch(draftText); it.hasNext();) {
        const auto m = it.next();
        draftValues << m.captured(1).toDouble() * korean.value(m.captured(2));
    }
    if (draftValues.isEmpty()) return false;
    const QRegularExpression english(
        QStringLiteral(R"((?<![\d.])%1(?![\d.])\s?(thousands?|millions?|billions?|k\b|M\b)?)")
            .arg(QRegularExpression::escape(n)),
        QRegularExpression::CaseInsensitiveOption);
    for (auto it = english.globalMatch(sourceText); it.hasNext();) {
        const QString scale = it.next().captured(1).toLower();
        const double value =
            n.toDouble() * (scale.startsWith(u't') || scale == QLatin1String("k") ? 1e3
                            : scale.startsWith(u'm')                              ? 1e6
                            : scale.startsWith(u'b')                              ? 1e9
                                                                                  : 1);
        if (std::any_of(draftValues.begin(), draftValues.end(),
                        [&](double d) { return qFuzzyCompare(d, value); }))
            return true;
    }
    return false;
}

// A small number written as a Korean numeral word: "Step 1" is 첫 번째 단계, "2 GPUs" GPU 두 개.
// Only the native numerals: a determiner (한, 두, 세) before a counter, or the numeral noun
// (하나, 둘) as a word of its own; 한 and 세 alone are also verbs and nouns, 열 a column. Each
// number word of the source ("two replicas on GPUs 2 and 3", "First, ...") takes one Korean
// numeral: only one left over stands for the digit.
bool koreanNumeralFor(const QString &n, const QString &sourceText, const QString &draftText)
{
    struct Numeral
    {
        const char16_t *determiner;
        const char16_t *noun;
        const char *english;
    };
    static constexpr Numeral numerals[] = {{u"한|첫", u"하나|첫째", "one|first|once|single"},
                                           {u"두", u"둘|둘째", "two|second|twice"},
                                           {u"세", u"셋|셋째", "three|third"},
                                           {u"네", u"넷|넷째", "four|fourth"},
                                           {u"다섯", u"다섯", "five|fifth"},
                                           {u"여섯", u"여섯", "six|sixth"},
                                           {u"일곱", u"일곱", "seven|seventh"},
                                           {u"여덟", u"여덟", "eight|eighth"},
                                           {u"아홉", u"아홉", "nine|ninth"},
                                           {u"열", u"열째", "ten|tenth"}};
    bool ok = false;
    const int value = n.toInt(&ok);
    if (!ok || value < 1 || value > int(std::size(numerals))) return false;
    struct Patterns
    {
        QRegularExpression korean, english;
    };
    static const QList<Patterns> patterns = [] {
        QList<Patterns> out;
        const QString hangul = QStringLiteral("\\x{AC00}-\\x{D7A3}");
        const QString counter =
            QStringLiteral("(?:번째|째|번|개|가지|단계|줄|명|장|차례|차원|층|부분|종류)");
        for (const Numeral &m : numerals)
            out << Patterns{
                QRegularExpression(
                    QStringLiteral(
                        "(?<![%1])(?:(?:%2)\\s?%3|(?:%4)(?:의|가|를|는|와|이|을|은)?(?![%1]))")
                        .arg(hangul, QString::fromUtf16(m.determiner), counter,
                             QString::fromUtf16(m.noun))),
                QRegularExpression(QStringLiteral("\\b(?:%1)\\b").arg(QLatin1String(m.english)),
                                   QRegularExpression::CaseInsensitiveOption)};
        return out;
    }();
    const Patterns &p = patterns[value - 1];
    const auto count = [](const QRegularExpression &re, const QString &text) {
        int n = 0;
        for (auto it = re.globalMatch(text); it.hasNext(); it.next())
            ++n;
        return n;
    };
    return count(p.korean, draftText) > count(p.english, sourceText);
}

} // namespace

namespace {

// A unit may follow the number, with or without a space (20 ms, 20ms): Korean writes it either
// way, and 3.2배 or 다섯 개 carry a number too. What must not change is the unit.
const QString &numberUnits()
{
    static const QString units = QStringLiteral("ns|µs|us|ms|sec|KB|MB|GB|TB|KiB|MiB|GiB|TiB");
    return units;
}

// A number of its own in prose: not part of a word or a name (400x400, v2, 1e-05, nor the 3 of
// 3.2x); ASCII \w, so a Korean particle may follow (30개).
const QRegularExpression &proseNumber()
{
    static const QRegularExpression number(
        QStringLiteral(R"((?<![\w.\-])(\d+(?:\.\d+)?)(?!\.\d)(?:\s?(%1))?(?![\w]))")
            .arg(numberUnits()));
    return number;
}

// How many times a prose text (digit grouping undone) writes each number of its own.
QHash<QString, int> numberCounts(const QString &prose)
{
    QHash<QString, int> out;
    for (auto it = proseNumber().globalMatch(prose); it.hasNext();)
        ++out[it.next().captured(1)];
    return out;
}

// Whether the draft of segment k (k next to the segment under review) writes the number n
// fewer times than its source: a number the segment under review has from there came with a
// sentence moved across the paragraph break, not a changed one.
bool movedFromNextDoor(const CheckContext &ctx, int k, const QString &n)
{
    const Alignment &a = *ctx.alignment;
    if (k < 0 || k >= a.segments.size() || !a.segments[k].hasSource()) return false;
    const auto prose = [](const SegmentSide &side) {
        return DraftNeighbourhood::ungrouped(proseOnly(side.text));
    };
    const int written =
        a.segments[k].hasDraft() ? numberCounts(prose(ctx.draftSideOf(k))).value(n) : 0;
    return written < numberCounts(prose(ctx.sourceSideOf(k))).value(n);
}

} // namespace

void numberMismatch(const CheckContext &ctx, IssueSink &sink)
{
    const QRegularExpression &sourceNumber = proseNumber();
    static const QRegularExpression draftNumber(
        QStringLiteral(R"((?<![\d.])(\d+(?:\.\d+)?)(?:\s?(%1)(?![A-Za-z]))?)").arg(numberUnits()));
    const DraftNeighbourhood around(ctx);
    forEachPairIndexed(ctx, [&](int k, const SegmentSide &src, const SegmentSide &dst) {
        if (std::any_of(src.units.begin(), src.units.end(),
                        [](const AlignUnit *u) { return !isProse(*u->block); }))
            return;
        const QString sourceProse = DraftNeighbourhood::ungrouped(proseOnly(src.text));
        QHash<QString, QSet<QString>> draftUnits; // number -> units written after it ("" none)
        for (auto it = draftNumber.globalMatch(DraftNeighbourhood::ungrouped(dst.text));
             it.hasNext();) {
            const auto m = it.next();
            draftUnits[m.captured(1)].insert(m.captured(2));
        }
        QSet<QString> reported;
        // A number changed: the segment's draft prose writes a number of the source's prose
        // fewer times than the source does (one of [21, 400, 400] changed; a 32 left only in a
        // literal), and has a number its source does not have (60 -> 70) that did not come
        // with a sentence from the paragraph before or after. Reported even when the source's
        // number is written next door (small numbers are everywhere), at the draft's number.
        const QString draftProse = DraftNeighbourhood::ungrouped(proseOnly(dst.text));
        const QHash<QString, int> sourceCount = numberCounts(sourceProse);
        const QHash<QString, int> draftCount = numberCounts(draftProse);
        QStringList missing;
        for (auto it = sourceNumber.globalMatch(sourceProse); it.hasNext();) {
            const QString n = it.next().captured(1);
            if (draftCount.value(n) < sourceCount.value(n) && !missing.contains(n) &&
                !koreanNumeralFor(n, sourceProse, proseOnly(dst.text)) &&
                !koreanScaleFor(n, sourceProse, draftProse))
                missing << n;
        }
        if (!missing.isEmpty()) {
            for (auto it = sourceNumber.globalMatch(draftProse); it.hasNext();) {
                const QString n = it.next().captured(1);
                if (DraftNeighbourhood::containsNumber(sourceProse, n) ||
                    movedFromNextDoor(ctx, k - 1, n) || movedFromNextDoor(ctx, k + 1, n))
                    continue;
                const std::optional<Range> at = numberInDraft(ctx, dst, n);
                if (!at) continue;
                sink.report(Severity::Warning, *at,
                            CheckText::tr("The source says %1 here, the translation %2")
                                .arg(missing.constFirst(), n));
                reported.insert(missing.constFirst());
                break;
            }
        }
        for (auto it = sourceNumber.globalMatch(sourceProse); it.hasNext();) {
            const auto m = it.next();
            const QString n = m.captured(1), unit = m.captured(2);
            if (reported.contains(n)) continue;
            if (draftUnits.contains(n)) {
                const QSet<QString> &written = draftUnits[n];
                QStringList others;
                for (const QString &u : written)
                    if (!u.isEmpty() && u != unit) others << u;
                if (!unit.isEmpty() && !written.contains(unit) && !others.isEmpty()) {
                    reported.insert(n);
                    sink.report(
                        Severity::Warning, firstLineRange(ctx.draft, dst),
                        CheckText::tr(
                            "The source says %1 %2, the translation %1 %3: the unit changed")
                            .arg(n, unit, others.constFirst()));
                }
                continue;
            }
            reported.insert(n);
            if (around.nearNumber(k, n) || koreanNumeralFor(n, sourceProse, proseOnly(dst.text)) ||
                koreanScaleFor(n, sourceProse, draftProse))
                continue;
            sink.report(Severity::Info, wholeSideRange(ctx.draft, dst),
                        CheckText::tr("The number %1 in the source does not appear here").arg(n));
        }
    });
}

namespace {

// The line of `doc` that holds file line `fileLine` (lines are in file order), or null.
const SourceLine *lineAtFile(const RstDocument &doc, int fileLine)
{
    const auto it =
        std::lower_bound(doc.lines.cbegin(), doc.lines.cend(), fileLine,
                         [](const SourceLine &l, int line) { return l.fileLine < line; });
    return it != doc.lines.cend() && it->fileLine == fileLine ? &*it : nullptr;
}

// Whether a strong span is a lead-in label: "**Note:**", "**Note**:" or "**Ease-of-use API:**"
// opening its line or list item. Korean typography often writes the label plain (참고:), and
// the words are all there: judged a style choice on unseen drafts, not lost markup.
bool isLeadInLabel(const RstDocument &doc, const InlineSpan &span)
{
    static const QRegularExpression bullet(QStringLiteral(R"(^\s*(?:[-*+•]|\d+[.)]|#\.)?\s*$)"));
    const SourceLine *first = lineAtFile(doc, span.range.start.line);
    const SourceLine *last = lineAtFile(doc, span.range.end.line);
    if (!first || !last) return false;
    const int start = span.range.start.column - first->fileColumn;
    const int end = span.range.end.column - last->fileColumn;
    if (start < 0 || end < 0 || !bullet.match(first->text.left(start)).hasMatch()) return false;
    return span.text.trimmed().endsWith(u':') || last->text.mid(end).startsWith(u':');
}

} // namespace

void markupLost(const CheckContext &ctx, IssueSink &sink)
{
    enum
    {
        Literal,
        Link,
        Emphasis,
        Strong,
        Kinds
    };
    auto category = [](InlineKind k) {
        switch (k) {
        case InlineKind::Literal:
        case InlineKind::Role:
            return int(Literal);
        case InlineKind::Reference:
        case InlineKind::Uri:
            return int(Link);
        case InlineKind::Emphasis:
            return int(Emphasis);
        case InlineKind::Strong:
            return int(Strong);
        default:
            return -1;
        }
    };
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        if (!dst.problems.isEmpty())
            return; // broken markup there is reported, with a fix, by rst-inline-boundary
        if (sideHasCredit(*ctx.source, src, ctx.style) || sideHasCredit(ctx.draft, dst, ctx.style))
            return;
        // Literals are counted by distinct text: ``x`` written three times in English and twice
        // in Korean (a sentence reordered) lost nothing. A link the translation turned into a
        // :doc: or :ref: role is still a link.
        int counts[2][Kinds] = {};
        QSet<QString> seen[2];
        for (int side = 0; side < 2; ++side)
            for (const InlineSpan *s : (side == 0 ? src : dst).spans) {
                int c = category(s->kind);
                if (s->kind == InlineKind::Role && (s->role == u"doc" || s->role == u"ref"))
                    c = Link;
                if (c < 0) continue;
                if (side == 0 && c == Strong && isLeadInLabel(*ctx.source, *s)) continue;
                if (c == Literal) {
                    const QString text = s->text.simplified();
                    if (seen[side].contains(text)) continue;
                    seen[side].insert(text);
                }
                ++counts[side][c];
            }
        const char *names[Kinds] = {QT_TRANSLATE_NOOP("tandem::checks", "inline literals or roles"),
                                    QT_TRANSLATE_NOOP("tandem::checks", "links"),
                                    QT_TRANSLATE_NOOP("tandem::checks", "emphasis"),
                                    QT_TRANSLATE_NOOP("tandem::checks", "strong emphasis")};
        // A link whose URL is still in the draft was written wrongly, not dropped: the RST
        // check that finds the broken syntax (rst-link-syntax, rst-unknown-directive around
        // it...) reports the cause, once.
        const auto urlStillThere = [&] {
            for (const InlineSpan *s : src.spans)
                if ((s->kind == InlineKind::Reference || s->kind == InlineKind::Uri) &&
                    (s->target.isEmpty() || !dst.text.contains(s->target)))
                    return false;
            return true;
        };
        // Emphasis written as strong (*overall* -> **전체**) or the other way is kept, in
        // another style: only fewer of the two together is emphasis lost.
        const bool emphasisKept =
            counts[1][Emphasis] + counts[1][Strong] >= counts[0][Emphasis] + counts[0][Strong];
        for (int c = 0; c < Kinds; ++c) {
            if (counts[1][c] >= counts[0][c]) continue;
            if (c == Link && urlStillThere()) continue;
            if ((c == Emphasis || c == Strong) && emphasisKept) continue;
            sink.report(c <= Link ? Severity::Warning : Severity::Info,
                        wholeSideRange(ctx.draft, dst),
                        CheckText::tr(
                            "The source has %1 %2 here, the translation %3: markup was dropped or "
                            "does not parse")
                            .arg(counts[0][c])
                            .arg(CheckText::tr(names[c]))
                            .arg(counts[1][c]));
        }
    });
}

namespace {

bool sourceHasDirective(const RstDocument &source, const QString &name)
{
    bool found = false;
    forEachBlock(source.blocks, [&](const Block &b) {
        found |= b.kind == BlockKind::Directive && b.name.compare(name, Qt::CaseInsensitive) == 0;
    });
    return found;
}

} // namespace

void structure(const CheckContext &ctx, IssueSink &sink)
{
    // One report per cause: a deleted or changed underline shifts the level of every later
    // title, so only the first title whose level differs is reported; once the levels agree
    // again, a new difference is a new cause.
    bool levelsDiffer = false;
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        if (src.units.size() != 1 || dst.units.size() != 1) return;
        const Block &a = *src.units[0]->block;
        const Block &b = *dst.units[0]->block;
        if (a.kind == BlockKind::Title && b.kind == BlockKind::Title && a.level == b.level)
            levelsDiffer = false;
        if (a.kind == BlockKind::Title && b.kind == BlockKind::Title && a.level != b.level) {
            if (levelsDiffer) return;
            levelsDiffer = true;
            const SourceLine &under = ctx.draft.lines[b.lastView];
            const Range range{{under.fileLine, under.fileColumn},
                              {under.fileLine, under.fileColumn + int(under.text.size())}};
            std::optional<Fix> fix;
            const QString replacement(under.text.trimmed().size(), a.adornment);
            if (a.overlined == b.overlined && !b.overlined && replacement != under.text.trimmed())
                fix = Fix{range, replacement};
            sink.report(Severity::Warning, range,
                        CheckText::tr(
                            "This title is level %1 in the source but level %2 here; underline it "
                            "with '%3' as the source does")
                            .arg(a.level)
                            .arg(b.level)
                            .arg(a.adornment),
                        fix);
        } else if (a.kind == BlockKind::Directive && b.kind == BlockKind::Directive &&
                   a.name.compare(b.name, Qt::CaseInsensitive) != 0 && isKnownDirective(b.name) &&
                   sourceHasDirective(*ctx.source, b.name)) {
            // A directive the source never uses (the community's `.. raw:: html` header) is an
            // addition that alignment paired with a neighbour, not a changed directive.
            // Unknown (translated) names are reported, with a fix, by rst-unknown-directive.
            sink.report(
                Severity::Warning, firstLineRange(ctx.draft, dst),
                CheckText::tr("The source has a \"%1\" directive here, the translation \"%2\"")
                    .arg(a.name, b.name));
        }
    });
}

void untranslated(const CheckContext &ctx, IssueSink &sink)
{
    forEachPairIndexed(ctx, [&](int k, const SegmentSide &src, const SegmentSide &dst) {
        const Segment &s = ctx.alignment->segments[k];
        for (int i = s.draftFirst; i <= s.draftLast; ++i)
            if (isKeptEnglishParagraph(ctx, i)) return;
        for (const AlignUnit *u : dst.units) {
            if (!isProse(*u->block)) return;
        }
        // Program output and shell commands stay in English: when the source has code here, the
        // draft's "prose" is code that a broken directive left as text (reported by the RST
        // checks, at its cause).
        for (const AlignUnit *u : src.units)
            if (!isProse(*u->block)) return;
        if (sideHasCredit(ctx.draft, dst, ctx.style)) return;
        // A reference list ("[1] J. Devlin, ... `BERT: Pre-training ...`_") keeps authors and
        // paper titles in English.
        static const QRegularExpression citation(QStringLiteral(R"(^\s*\[[#*\w.-]+\]\s)"));
        if (citation.match(dst.text).hasMatch()) return;
        const QString draftProse = proseOnly(dst.text);
        if (containsHangul(draftProse) || latinWords(draftProse) < 5 ||
            latinWords(proseOnly(src.text)) < 5)
            return;
        // A formula, code or a table left as text, keywords, titles in links: not English
        // prose to translate, however many Latin words it has (englishprose.h).
        // Paper titles in links stay in English; a navigation bar's page names do not.
        if (!readsAsEnglishProse(dst.text, 2, LinkTitles::PapersMasked)) return;
        // Text around links is often a bibliography or a navigation bar, which the community
        // keeps in English (paper titles stay untranslated): worth a look, not a warning.
        const bool links = std::any_of(dst.spans.begin(), dst.spans.end(), [](const InlineSpan *s) {
            return s->kind == InlineKind::Reference || s->kind == InlineKind::Uri;
        });
        sink.report(links ? Severity::Info : Severity::Warning,
                    unitRange(ctx.draft, *dst.units.constFirst()),
                    CheckText::tr("This text is still in English"));
    });
}

namespace {

bool translatedNearby(const CheckContext &ctx, const Alignment &a, int k, const QString &sourceText)
{
    static const QRegularExpression token(
        QStringLiteral(R"(``[^`]+``|https?://[^\s<>`]+|\b\d+\.\d+\b|\b\d{3,}\b)"));
    QStringList tokens;
    for (auto it = token.globalMatch(sourceText); it.hasNext();)
        tokens << it.next().captured().remove(QStringLiteral("``"));
    if (tokens.isEmpty()) return false;
    QString around;
    for (int i = std::max(0, k - Neighbours);
         i <= std::min<int>(a.segments.size() - 1, k + Neighbours); ++i)
        if (a.segments[i].hasDraft()) around += ctx.draftSideOf(i).text + u'\n';
    return std::all_of(tokens.begin(), tokens.end(),
                       [&](const QString &t) { return around.contains(t); });
}

// Calls `f(at, unit)` for each prose or code unit of `side` in a segment (number `at`) with
// nothing of the other side: what missing-segment (source) and extra-segment (draft) weigh.
template <typename F> void forEachUnpairedUnit(const Alignment &a, Side side, F &&f)
{
    const bool source = side == Side::Source;
    const QList<AlignUnit> &units = source ? a.sourceUnits : a.draftUnits;
    for (int at = 0; at < a.segments.size(); ++at) {
        const Segment &s = a.segments[at];
        if (source ? s.hasDraft() : s.hasSource()) continue;
        const int last = source ? s.sourceLast : s.draftLast;
        for (int k = source ? s.sourceFirst : s.draftFirst; k <= last; ++k)
            if (isProse(*units[k].block) || isCode(*units[k].block)) f(at, units[k]);
    }
}

} // namespace

void missingSegment(const CheckContext &ctx, IssueSink &sink)
{
    const Alignment &a = *ctx.alignment;
    const double usual = usualLengthShare(ctx);
    forEachUnpairedUnit(a, Side::Source, [&](int at, const AlignUnit &u) {
        if (isProse(*u.block) && latinWords(proseOnly(unitText(*ctx.source, u))) < 2) return;
        // A paragraph whose distinctive tokens (a number with a decimal point or three
        // digits, an inline literal, a URL) appear next door was translated there, in a
        // block alignment did not pair (prose pulled into a code block by a stray space).
        if (isProse(*u.block) && translatedNearby(ctx, a, at, unitText(*ctx.source, u))) return;
        // A paragraph the translator merged into the one next to it: that translation is
        // longer than usual by about this paragraph's share.
        const double wanted = usual * proseLetters(unitText(*ctx.source, u));
        if (isProse(*u.block) && (longerByAbout(ctx, usual, at - 1, wanted) ||
                                  longerByAbout(ctx, usual, at + 1, wanted)))
            return;
        sink.report(Severity::Warning, unitRange(*ctx.source, u),
                    isCode(*u.block)
                        ? CheckText::tr("This code block of the source is missing from the "
                                        "translation")
                        : CheckText::tr("This text of the source has no translation in the "
                                        "draft"),
                    std::nullopt, Side::Source);
    });
    droppedSentence(ctx, sink);
}

void extraSegment(const CheckContext &ctx, IssueSink &sink)
{
    const Alignment &a = *ctx.alignment;
    const double usual = usualLengthShare(ctx);
    forEachUnpairedUnit(a, Side::Draft, [&](int at, const AlignUnit &u) {
        // The translator's credit line is the community's expected addition; and the
        // author's line is paired with it or left over when the two are set differently.
        if (isCreditUnit(ctx.draft, u, ctx.style)) return;
        // A block broken by a stray indent or a missing blank line splits or merges units:
        // the RST checks report the cause, so the leftover piece is not reported again.
        if (std::any_of(ctx.draft.blockProblems.begin(), ctx.draft.blockProblems.end(),
                        [&](const BlockProblem &p) {
                            return p.line >= u.line - 1 && p.line <= u.endLine + 1;
                        }) ||
            u.block->kind == BlockKind::DefinitionListItem)
            return;
        // The end of a paragraph the translator split in two: the paired half next to it
        // is shorter than usual by about this much.
        const double letters = proseLetters(unitText(ctx.draft, u));
        if (isProse(*u.block) && (shorterByAbout(ctx, usual, at - 1, letters) ||
                                  shorterByAbout(ctx, usual, at + 1, letters)))
            return;
        sink.report(
            Severity::Info, unitRange(ctx.draft, u),
            CheckText::tr("This has no counterpart in the source (a translator's note is fine; "
                          "otherwise check the alignment)"));
    });
}

void alignmentApproximated(const CheckContext &ctx, IssueSink &sink)
{
    const Alignment &a = *ctx.alignment;
    if (!a.approximated) return;
    // Said once, at the top of the draft: the pair checks above read this alignment.
    sink.report(Severity::Info, Range{{0, 0}, {0, 0}},
                CheckText::tr("This pair is very large (%1 source and %2 draft units): it was "
                              "aligned approximately, around the code blocks both sides share, "
                              "so text far from them may be paired wrongly")
                    .arg(a.sourceUnits.size())
                    .arg(a.draftUnits.size()));
}

} // namespace tandem::checks
