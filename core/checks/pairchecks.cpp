// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairchecks.h"

#include "codecompare.h"
#include "knowndirectives.h"
#include "segmenttext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tandem::checks {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("tandem::checks", text); }

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

template <typename F>
void forEachPair(const CheckContext &ctx, F &&f)
{
    const Alignment &a = *ctx.alignment;
    for (const Segment &s : a.segments) {
        if (!s.hasSource() || !s.hasDraft())
            continue;
        f(sourceSide(*ctx.source, a, s), draftSide(ctx.draft, a, s));
    }
}

bool isCode(const Block &b) { return isCodeBlock(b); }

bool isProse(const Block &b)
{
    return b.kind == BlockKind::Paragraph || b.kind == BlockKind::Title
           || b.kind == BlockKind::LineBlock || b.kind == BlockKind::DefinitionListItem;
}

QStringList codeLines(const RstDocument &doc, const AlignUnit &u, QList<int> *fileLines = nullptr)
{
    return codeContent(doc, *u.block, fileLines);
}

// Prose without inline code, links and roles, whose words say whether a text is translated.
QString proseOnly(const QString &text)
{
    static const QRegularExpression markup(QStringLiteral(
        R"(``.*?``|:[\w:.+-]+:`[^`]*`|`[^`]*`_{0,2}|https?://\S+|\.\. \S+::.*|\|[^|]+\|)"));
    QString t = text;
    t.replace(markup, QStringLiteral(" "));
    return t;
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
            if (inWord && length >= 2)
                ++words;
            inWord = false;
            length = 0;
        }
    }
    return words + (inWord && length >= 2);
}

} // namespace

void codeChanged(const CheckContext &ctx, IssueSink &sink)
{
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        QList<const AlignUnit *> a, b;
        for (const AlignUnit *u : src.units)
            if (isCode(*u->block))
                a.append(u);
        for (const AlignUnit *u : dst.units)
            if (isCode(*u->block))
                b.append(u);
        if (a.size() != b.size())
            return;
        for (int k = 0; k < a.size(); ++k) {
            const QString lang = a[k]->block->language;
            const QStringList sourceCode = normalizedCode(codeLines(*ctx.source, *a[k]), lang, false);
            QList<int> fileLines;
            const QStringList draftRaw = codeLines(ctx.draft, *b[k], &fileLines);
            const QStringList draftCode = normalizedCode(draftRaw, lang, false);
            if (sourceCode == draftCode)
                continue;
            const bool onlyStrings = normalizedCode(codeLines(*ctx.source, *a[k]), lang, true)
                                     == normalizedCode(draftRaw, lang, true);
            // Point at the first draft line whose code is not the source's.
            int line = b[k]->line;
            for (int i = 0, j = 0; i < draftRaw.size(); ++i) {
                const QStringList one = normalizedCode({draftRaw[i]}, lang, false);
                if (one.isEmpty())
                    continue;
                if (j >= sourceCode.size() || one.constFirst() != sourceCode[j]) {
                    line = fileLines[i];
                    break;
                }
                ++j;
            }
            const Range range{{line, 0}, {line, 0}};
            if (onlyStrings)
                sink.report(Severity::Info, range,
                            tr("A string in this code block differs from the source; code output "
                               "and messages usually stay in English"));
            else
                sink.report(Severity::Warning, range,
                            tr("This code differs from the source; only comments may be "
                               "translated"));
        }
    });
}

void literalChanged(const CheckContext &ctx, IssueSink &sink)
{
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        const QString draftText = dst.text.simplified();
        QSet<QString> reported;
        for (const InlineSpan *s : src.spans) {
            if (s->kind != InlineKind::Literal && s->kind != InlineKind::Role)
                continue;
            QString wanted = s->text.simplified();
            // :ref:`text <label>` and :doc:`text <path>`: the label is what must survive.
            static const QRegularExpression explicitTarget(QStringLiteral(R"(<([^<>]+)>$)"));
            if (s->kind == InlineKind::Role) {
                const auto m = explicitTarget.match(wanted);
                if (m.hasMatch())
                    wanted = m.captured(1);
            }
            if (wanted.isEmpty() || draftText.contains(wanted) || reported.contains(wanted))
                continue;
            reported.insert(wanted);
            sink.report(Severity::Warning,
                        firstLineRange(ctx.draft, dst),
                        s->kind == InlineKind::Role
                            ? tr("The source's :%1:`%2` is missing or changed here").arg(s->role, wanted)
                            : tr("The source's ``%1`` is missing or changed here").arg(wanted));
        }
    });
}

void linkChanged(const CheckContext &ctx, IssueSink &sink)
{
    const auto isLink = [](const InlineSpan *s) {
        return (s->kind == InlineKind::Reference && s->embedded) || s->kind == InlineKind::Uri;
    };
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        const auto sourceLinks = std::count_if(src.spans.begin(), src.spans.end(), isLink);
        // A URL to another tutorial often becomes a :doc: or :ref: link in the translation.
        const auto draftLinks = std::count_if(dst.spans.begin(), dst.spans.end(), [&](const InlineSpan *s) {
            return isLink(s) || (s->kind == InlineKind::Role
                                 && (s->role == u"doc" || s->role == u"ref" || s->role == u"any"));
        });
        QSet<QString> reported;
        for (const InlineSpan *s : src.spans) {
            // "#anchor" links follow the titles they point at, which get translated.
            if (!isLink(s) || s->target.isEmpty() || s->target.startsWith(u'#')
                || dst.text.contains(s->target) || reported.contains(s->target))
                continue;
            reported.insert(s->target);
            // As many links as the source: one was pointed elsewhere, often on purpose (the
            // community links to the Korean edition of a page). Fewer: one was lost.
            if (draftLinks >= sourceLinks)
                sink.report(Severity::Info,
                            firstLineRange(ctx.draft, dst),
                            tr("The link to %1 in the source points elsewhere here; check that "
                               "this is intended").arg(s->target));
            else
                sink.report(Severity::Warning,
                            firstLineRange(ctx.draft, dst),
                            tr("The link to %1 in the source is missing here").arg(s->target));
        }
    });
}

void numberMismatch(const CheckContext &ctx, IssueSink &sink)
{
    static const QRegularExpression number(QStringLiteral(R"((?<![\w.\-])\d+(?:\.\d+)?(?![\w]))"));
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        if (std::any_of(src.units.begin(), src.units.end(), [](const AlignUnit *u) { return !isProse(*u->block); }))
            return;
        const QString sourceProse = proseOnly(src.text);
        const QString draftText = dst.text;
        QSet<QString> draftNumbers;
        for (auto it = number.globalMatch(draftText); it.hasNext();)
            draftNumbers.insert(it.next().captured());
        QSet<QString> reported;
        for (auto it = number.globalMatch(sourceProse); it.hasNext();) {
            const QString n = it.next().captured();
            if (draftNumbers.contains(n) || reported.contains(n))
                continue;
            reported.insert(n);
            sink.report(Severity::Info,
                        firstLineRange(ctx.draft, dst),
                        tr("The number %1 in the source does not appear here").arg(n));
        }
    });
}

void markupLost(const CheckContext &ctx, IssueSink &sink)
{
    enum { Literal, Link, Emphasis, Strong, Kinds };
    auto category = [](InlineKind k) {
        switch (k) {
        case InlineKind::Literal:
        case InlineKind::Role: return int(Literal);
        case InlineKind::Reference:
        case InlineKind::Uri: return int(Link);
        case InlineKind::Emphasis: return int(Emphasis);
        case InlineKind::Strong: return int(Strong);
        default: return -1;
        }
    };
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        if (!dst.problems.isEmpty())
            return; // broken markup there is reported, with a fix, by rst-inline-boundary
        int counts[2][Kinds] = {};
        for (const InlineSpan *s : src.spans)
            if (int c = category(s->kind); c >= 0)
                ++counts[0][c];
        for (const InlineSpan *s : dst.spans)
            if (int c = category(s->kind); c >= 0)
                ++counts[1][c];
        const char *names[Kinds] = {QT_TRANSLATE_NOOP("tandem::checks", "inline literals or roles"),
                                    QT_TRANSLATE_NOOP("tandem::checks", "links"),
                                    QT_TRANSLATE_NOOP("tandem::checks", "emphasis"),
                                    QT_TRANSLATE_NOOP("tandem::checks", "strong emphasis")};
        for (int c = 0; c < Kinds; ++c) {
            if (counts[1][c] >= counts[0][c])
                continue;
            sink.report(c <= Link ? Severity::Warning : Severity::Info,
                        firstLineRange(ctx.draft, dst),
                        tr("The source has %1 %2 here, the translation %3: markup was dropped or "
                           "does not parse")
                            .arg(counts[0][c])
                            .arg(tr(names[c]))
                            .arg(counts[1][c]));
        }
    });
}

void structure(const CheckContext &ctx, IssueSink &sink)
{
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        if (src.units.size() != 1 || dst.units.size() != 1)
            return;
        const Block &a = *src.units[0]->block;
        const Block &b = *dst.units[0]->block;
        if (a.kind == BlockKind::Title && b.kind == BlockKind::Title && a.level != b.level) {
            const SourceLine &under = ctx.draft.lines[b.lastView];
            const Range range{{under.fileLine, under.fileColumn},
                              {under.fileLine, under.fileColumn + int(under.text.size())}};
            std::optional<Fix> fix;
            if (a.overlined == b.overlined && !b.overlined)
                fix = Fix{range, QString(under.text.trimmed().size(), a.adornment)};
            sink.report(Severity::Warning, range,
                        tr("This title is level %1 in the source but level %2 here; underline it "
                           "with '%3' as the source does")
                            .arg(a.level)
                            .arg(b.level)
                            .arg(a.adornment),
                        fix);
        } else if (a.kind == BlockKind::Directive && b.kind == BlockKind::Directive
                   && a.name != b.name && isKnownDirective(b.name)) {
            // Unknown (translated) names are reported, with a fix, by rst-unknown-directive.
            sink.report(Severity::Warning,
                        firstLineRange(ctx.draft, dst),
                        tr("The source has a \"%1\" directive here, the translation \"%2\"")
                            .arg(a.name, b.name));
        }
    });
}

void untranslated(const CheckContext &ctx, IssueSink &sink)
{
    forEachPair(ctx, [&](const SegmentSide &src, const SegmentSide &dst) {
        for (const AlignUnit *u : dst.units) {
            if (!isProse(*u->block))
                return;
        }
        const QString draftProse = proseOnly(dst.text);
        if (containsHangul(draftProse) || latinWords(draftProse) < 5
            || latinWords(proseOnly(src.text)) < 5)
            return;
        // Text around links is often a bibliography or a navigation bar, which the community
        // keeps in English (paper titles stay untranslated): worth a look, not a warning.
        const bool links = std::any_of(dst.spans.begin(), dst.spans.end(), [](const InlineSpan *s) {
            return s->kind == InlineKind::Reference || s->kind == InlineKind::Uri;
        });
        sink.report(links ? Severity::Info : Severity::Warning,
                    unitRange(ctx.draft, *dst.units.constFirst()),
                    tr("This text is still in English"));
    });
}

void missingSegment(const CheckContext &ctx, IssueSink &sink)
{
    const Alignment &a = *ctx.alignment;
    for (const Segment &s : a.segments) {
        if (s.hasDraft())
            continue;
        for (int k = s.sourceFirst; k <= s.sourceLast; ++k) {
            const AlignUnit &u = a.sourceUnits[k];
            if (!isProse(*u.block) && !isCode(*u.block))
                continue;
            if (isProse(*u.block) && latinWords(proseOnly(unitText(*ctx.source, u))) < 2)
                continue;
            sink.report(Severity::Warning,
                        unitRange(*ctx.source, u),
                        isCode(*u.block) ? tr("This code block of the source is missing from the "
                                              "translation")
                                         : tr("This text of the source has no translation in the "
                                              "draft"),
                        std::nullopt, Side::Source);
        }
    }
}

void extraSegment(const CheckContext &ctx, IssueSink &sink)
{
    const Alignment &a = *ctx.alignment;
    for (const Segment &s : a.segments) {
        if (s.hasSource())
            continue;
        for (int k = s.draftFirst; k <= s.draftLast; ++k) {
            const AlignUnit &u = a.draftUnits[k];
            if (!isProse(*u.block) && !isCode(*u.block))
                continue;
            sink.report(Severity::Info, unitRange(ctx.draft, u),
                        tr("This has no counterpart in the source (a translator's note is fine; "
                           "otherwise check the alignment)"));
        }
    }
}

} // namespace tandem::checks
