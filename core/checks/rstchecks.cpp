// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstchecks.h"

#include "blockwalk.h"
#include "checktext.h"
#include "displaywidth.h"
#include "knowndirectives.h"

#include <QCoreApplication>

#include <optional>

#include <QHash>
#include <QSet>
#include <algorithm>

namespace tandem::checks {

namespace {

Position filePos(const RstDocument &doc, int view, int column)
{
    const SourceLine &l = doc.lines[view];
    return {l.fileLine, l.fileColumn + column};
}

QString markupName(InlineKind kind)
{
    switch (kind) {
    case InlineKind::Literal:
        return CheckText::tr("Inline literal");
    case InlineKind::Emphasis:
        return CheckText::tr("Emphasis");
    case InlineKind::Strong:
        return CheckText::tr("Strong emphasis");
    case InlineKind::Role:
        return CheckText::tr("Role");
    case InlineKind::Reference:
        return CheckText::tr("Link");
    case InlineKind::Substitution:
        return CheckText::tr("Substitution");
    case InlineKind::FootnoteReference:
        return CheckText::tr("Footnote reference");
    case InlineKind::CitationReference:
        return CheckText::tr("Citation reference");
    case InlineKind::Target:
        return CheckText::tr("Inline target");
    default:
        return CheckText::tr("Interpreted text");
    }
}

bool isAdornmentLine(QStringView s)
{
    const QStringView t = s.trimmed();
    if (t.isEmpty() || t.size() != s.trimmed().size() || s.startsWith(u' ')) return false;
    const QChar c = t[0];
    if (c.unicode() > 0x7e || c.isLetterOrNumber() || c.isSpace()) return false;
    for (QChar x : t)
        if (x != c) return false;
    return true;
}

// Reports an adornment line shorter than `width`, with the lengthened line as the fix.
void reportShortAdornment(const RstDocument &doc, int view, int width, IssueSink &sink,
                          const QString &message)
{
    const QString &line = doc.lines[view].text;
    const int length = int(QStringView(line).trimmed().size());
    if (length >= width || length == 0) return;
    const QChar c = QStringView(line).trimmed()[0];
    const Range range{filePos(doc, view, 0), filePos(doc, view, int(line.size()))};
    sink.report(Severity::Error, range, message.arg(length).arg(width),
                Fix{range, QString(width, c)});
}

// Whether a position lies strictly inside a span docutils did make: a would-be start-string
// there was never one (``x`` inside :emphasis:`...`), so no problem is reported for it.
bool insideSpan(const RstDocument &doc, Position p)
{
    auto it =
        std::upper_bound(doc.inlines.begin(), doc.inlines.end(), p,
                         [](Position pos, const InlineSpan &s) { return pos < s.range.start; });
    if (it == doc.inlines.begin()) return false;
    --it;
    return it->range.start < p && p < it->range.end;
}

// Where the document's problems of each kind start, looked up once per check rather than by
// going through every problem again for each one (a line of unbalanced markup has thousands).
struct ProblemStarts
{
    QSet<std::pair<int, int>> wrongPairing, gluedEnd, gluedEndKept;
    static std::pair<int, int> key(Position p) { return {p.line, p.column}; }
};

// A glued letter inside a span docutils made is only spurious when docutils did not make that
// span by running past the writer's end-string (a WrongPairing at the same start).
bool isSpurious(const RstDocument &doc, const MarkupProblem &p, const ProblemStarts &starts)
{
    if (insideSpan(doc, p.range.start)) return true;
    if (!insideSpan(doc, p.at)) return false;
    return !starts.wrongPairing.contains(ProblemStarts::key(p.range.start));
}

ProblemStarts problemStarts(const RstDocument &doc)
{
    ProblemStarts starts;
    for (const MarkupProblem &p : doc.problems)
        if (p.kind == MarkupProblemKind::WrongPairing)
            starts.wrongPairing.insert(ProblemStarts::key(p.range.start));
    for (const MarkupProblem &p : doc.problems) {
        if (p.kind != MarkupProblemKind::GluedEnd) continue;
        starts.gluedEnd.insert(ProblemStarts::key(p.range.start));
        if (!isSpurious(doc, p, starts))
            starts.gluedEndKept.insert(ProblemStarts::key(p.range.start));
    }
    return starts;
}

} // namespace

void inlineBoundary(const CheckContext &ctx, IssueSink &sink)
{
    const ProblemStarts starts = problemStarts(ctx.draft);
    // The fix writes the form the style file or the checkout prefers (a space, or "\ " which
    // Sphinx does not show); the editor offers the other too (fixchoices.h). Asked on the first
    // glued place only: the checkout is counted then.
    std::optional<MarkupGap> gap;
    for (const MarkupProblem &p : ctx.draft.problems) {
        if (p.kind != MarkupProblemKind::GluedEnd && p.kind != MarkupProblemKind::GluedStart)
            continue;
        if (isSpurious(ctx.draft, p, starts)) continue;
        if (!gap) gap = ctx.preferredMarkupGap();
        const bool space = *gap == MarkupGap::Space;
        if (p.kind == MarkupProblemKind::GluedEnd) {
            sink.report(Severity::Error, Range{p.range.start, Position{p.at.line, p.at.column + 1}},
                        (space ? CheckText::tr("%1 followed directly by '%2' is not markup in "
                                               "RST; insert a space before '%2'")
                               : CheckText::tr("%1 followed directly by '%2' is not markup in "
                                               "RST; insert \"\\ \" before '%2'"))
                            .arg(markupName(p.markup), p.glued),
                        Fix{Range{p.at, p.at}, markupGapText(*gap)});
        } else {
            sink.report(Severity::Error, Range{p.at, p.range.end},
                        (space ? CheckText::tr("%1 preceded directly by '%2' is not markup in "
                                               "RST; insert a space after '%2'")
                               : CheckText::tr("%1 preceded directly by '%2' is not markup in "
                                               "RST; insert \"\\ \" after '%2'"))
                            .arg(markupName(p.markup), p.glued),
                        Fix{Range{p.range.start, p.range.start}, markupGapText(*gap)});
        }
    }
}

void unterminated(const CheckContext &ctx, IssueSink &sink)
{
    const ProblemStarts starts = problemStarts(ctx.draft);
    for (const MarkupProblem &p : ctx.draft.problems) {
        if (p.kind != MarkupProblemKind::WrongPairing && isSpurious(ctx.draft, p, starts)) continue;
        const auto start = ProblemStarts::key(p.range.start);
        if (p.kind == MarkupProblemKind::Unterminated) {
            // A start-string left alone because its end-string is glued to a letter is already
            // explained, with a fix, by rst-inline-boundary.
            if (starts.gluedEnd.contains(start)) continue;
            sink.report(
                Severity::Error, p.range,
                CheckText::tr("%1 start-string without end-string; close it or escape it with "
                              "a backslash")
                    .arg(markupName(p.markup)));
        } else if (p.kind == MarkupProblemKind::WrongPairing) {
            // The writer's end-string glued to a letter is why docutils runs on: one cause,
            // reported (with the fix that ends both) by rst-inline-boundary.
            if (starts.gluedEndKept.contains(start)) continue;
            sink.report(
                Severity::Error, p.range,
                CheckText::tr("%1 runs on to a later end-string: docutils reads the text between "
                              "as markup without any warning")
                    .arg(markupName(p.markup)));
        }
    }
}

namespace {

// A title's text line and its adornment lines as written: the key of a title the draft has
// exactly as the source does.
QString titleKey(const RstDocument &doc, const Block &b)
{
    QString key;
    for (int v = b.firstView; v <= b.lastView && v < doc.lines.size(); ++v)
        key += doc.lines[v].text + u'\n';
    return key;
}

// The source's titles whose adornment is too short: a draft title still written exactly so
// (English not translated yet, as when a translation starts in place or a sync merged new
// English) has the English's problem, not one the translator made.
QSet<QString> shortSourceTitles(const RstDocument &source)
{
    QSet<QString> out;
    forEachBlock(source.blocks, [&](const Block &b) {
        if (b.kind != BlockKind::Title) return;
        const int textView = b.overlined ? b.firstView + 1 : b.lastView - 1;
        if (textView < 0 || b.lastView >= source.lines.size()) return;
        const int width = displayWidth(QStringView(source.lines[textView].text).trimmed());
        const auto shortLine = [&](int v) {
            return int(QStringView(source.lines[v].text).trimmed().size()) < width;
        };
        if (shortLine(b.lastView) || (b.overlined && shortLine(b.firstView)))
            out.insert(titleKey(source, b));
    });
    return out;
}

} // namespace

void titleUnderline(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    const QSet<QString> inherited = ctx.source ? shortSourceTitles(*ctx.source) : QSet<QString>();
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind == BlockKind::Title) {
            const int underline = b.lastView;
            const int textView = b.overlined ? b.firstView + 1 : b.lastView - 1;
            if (textView < 0 || underline >= doc.lines.size()) return;
            if (!inherited.isEmpty() && inherited.contains(titleKey(doc, b))) return;
            const QStringView title = QStringView(doc.lines[textView].text).trimmed();
            const int width = displayWidth(title);
            // Only a title with wide characters needs the reminder that they count two.
            reportShortAdornment(
                doc, underline, width, sink,
                width > title.size()
                    ? CheckText::tr("Title underline is %1 columns but the title is %2 "
                                    "(Hangul counts two); lengthen it")
                    : CheckText::tr("Title underline is %1 columns but the title is %2; "
                                    "lengthen it"));
            if (b.overlined)
                reportShortAdornment(
                    doc, b.firstView, width, sink,
                    CheckText::tr("Title overline is %1 columns but the title is %2; "
                                  "lengthen it"));
        } else if (b.kind == BlockKind::Paragraph && b.lastView >= b.firstView + 2 &&
                   !b.inlineText.isEmpty() && isAdornmentLine(doc.lines[b.lastView].text) &&
                   !isAdornmentLine(doc.lines[b.lastView - 1].text) &&
                   doc.lines[b.lastView].text.trimmed().size() >= 4) {
            // "text\nTitle\n-----" with no blank line before the title: docutils reads the
            // title and its underline as more paragraph text, silently.
            const SourceLine &title = doc.lines[b.lastView - 1];
            const Position at{title.fileLine, 0};
            sink.report(
                Severity::Error,
                Range{{title.fileLine, title.fileColumn},
                      {doc.lines[b.lastView].fileLine,
                       doc.lines[b.lastView].fileColumn + int(doc.lines[b.lastView].text.size())}},
                CheckText::tr("This title is glued to the paragraph above, so it is read as "
                              "paragraph text; put a blank line before it"),
                Fix{Range{at, at},
                    title.fileColumn > 0 ? QStringLiteral("#\n") : QStringLiteral("\n")});
        } else if (b.kind == BlockKind::Paragraph && b.lastView == b.firstView + 1) {
            // docutils reads "제목\n===" (fewer than 4 adornment characters, shorter than the
            // title) as plain text, with only an INFO message: the title silently disappears.
            const QString &text = doc.lines[b.firstView].text;
            const QString &under = doc.lines[b.lastView].text;
            if (isAdornmentLine(under) && under.trimmed().size() < 4 && !text.trimmed().isEmpty() &&
                !isAdornmentLine(text))
                reportShortAdornment(
                    doc, b.lastView, displayWidth(QStringView(text).trimmed()), sink,
                    CheckText::tr("This %1-column underline is too short for its %2-column "
                                  "title, so it is read as plain text, not a title; "
                                  "lengthen it"));
        }
    });
}

void linkSyntax(const CheckContext &ctx, IssueSink &sink)
{
    for (const InlineSpan &s : ctx.draft.inlines) {
        const QString &t = s.text;
        const qsizetype lt = t.lastIndexOf(u'<');
        if (s.kind == InlineKind::TitleReference && lt > 0 && t[lt - 1].isSpace()) {
            int underscores = 0;
            while (underscores < t.size() && t[t.size() - 1 - underscores] == u'_')
                ++underscores;
            const QStringView body = QStringView(t).left(t.size() - underscores);
            if (!body.endsWith(u'>') || s.range.start.line != s.range.end.line) continue;
            if (underscores > 0) {
                sink.report(
                    Severity::Error, s.range,
                    CheckText::tr("The link's underscores are inside the backquotes; write "
                                  "`text <url>`%1")
                        .arg(QString(underscores, u'_')),
                    Fix{s.range, u'`' + body.toString() + u'`' + QString(underscores, u'_')});
            } else {
                sink.report(Severity::Error, s.range,
                            CheckText::tr("A link needs an underscore after the closing backquote: "
                                          "`text <url>`__"),
                            Fix{Range{s.range.end, s.range.end}, QStringLiteral("__")});
            }
        } else if (s.kind == InlineKind::Reference && !s.embedded && lt > 0 &&
                   !t[lt - 1].isSpace() && t.endsWith(u'>')) {
            // `여기<https://...>`_ is a reference to a target named "여기<https://...>".
            const Position at{s.content.start.line, s.content.start.column + int(lt)};
            if (s.content.start.line != s.content.end.line) continue;
            sink.report(
                Severity::Error, s.range,
                CheckText::tr("A space is needed before '<' in a link; without it the URL becomes "
                              "part of the link's name"),
                Fix{Range{at, at}, QStringLiteral(" ")});
        }
    }
}

namespace {

// The name a named link with its URL inside (`text <url>`_) defines ("text"), else empty.
QString namedLinkName(const InlineSpan &s)
{
    if (s.kind != InlineKind::Reference || !s.embedded || s.anonymous) return {};
    const qsizetype lt = s.text.lastIndexOf(u'<');
    return lt > 0 ? s.text.left(lt) : QString();
}

// A name defined by a named link (`text <url>`_) or a target block (".. _text: url").
struct TargetDefinition
{
    Position at;
    QString name, uri;
    Range range;
    const InlineSpan *link = nullptr; // null: a ".. _name:" target block
};

// In document order.
QList<TargetDefinition> targetDefinitions(const RstDocument &doc)
{
    QList<TargetDefinition> definitions;
    for (const InlineSpan &s : doc.inlines)
        if (const QString name = namedLinkName(s); !name.isEmpty())
            definitions.append({s.range.start, name.simplified(), s.target, s.range, &s});
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind == BlockKind::Target && !b.name.isEmpty() && !b.argument.isEmpty()) {
            const Range r = doc.lineRange(b.line);
            definitions.append({r.start, b.name.simplified(), b.argument.simplified(), r, nullptr});
        }
    });
    std::stable_sort(
        definitions.begin(), definitions.end(),
        [](const TargetDefinition &a, const TargetDefinition &b) { return a.at < b.at; });
    return definitions;
}

// Each later definition of a name already defined, with the first one (docutils' fully
// normalised names: case and runs of whitespace do not matter).
template <typename F> void forEachDuplicate(const QList<TargetDefinition> &definitions, F &&f)
{
    QHash<QString, const TargetDefinition *> first;
    for (const TargetDefinition &d : definitions) {
        const QString key = d.name.toLower();
        if (const TargetDefinition *earlier = first.value(key))
            f(d, *earlier);
        else
            first.insert(key, &d);
    }
}

} // namespace

void duplicateTarget(const CheckContext &ctx, IssueSink &sink)
{
    // After translation "here" and "here" often both become "여기" with different URLs, or a
    // translator writes the URL into a link whose target is also defined at the end. docutils
    // reports the second in document order: a warning when the URLs differ (links to the name
    // then fail), a note when they are the same; a note the source has too is not repeated.
    // The same goes for a name the English already gives two different URLs (upstream's
    // `doc <...>`_ twice): a draft that keeps that link text keeps the English's problem.
    // The link text is translated ("here" becomes 여기), so an inherited conflict is also
    // known by its URLs: two URLs the source already gives one name (a table of `link <...>`_).
    QSet<QString> sourceRepeats;              // URLs the source defines twice under one name
    QSet<QString> sourceConflicts;            // names the source gives two different URLs
    QHash<QString, QString> sourceConflictOf; // URL -> the source's conflicting name it is under
    if (ctx.source) {
        forEachDuplicate(targetDefinitions(*ctx.source),
                         [&](const TargetDefinition &d, const TargetDefinition &earlier) {
                             if (d.uri == earlier.uri) {
                                 sourceRepeats.insert(d.uri);
                                 return;
                             }
                             const QString name = d.name.toLower();
                             sourceConflicts.insert(name);
                             sourceConflictOf.insert(earlier.uri, name);
                             sourceConflictOf.insert(d.uri, name);
                         });
    }
    const auto inheritedByUris = [&](const QString &a, const QString &b) {
        const auto x = sourceConflictOf.constFind(a), y = sourceConflictOf.constFind(b);
        return x != sourceConflictOf.constEnd() && y != sourceConflictOf.constEnd() && *x == *y;
    };
    const QList<TargetDefinition> definitions = targetDefinitions(ctx.draft);
    forEachDuplicate(definitions, [&](const TargetDefinition &d, const TargetDefinition &earlier) {
        const bool sameUri = d.uri == earlier.uri;
        if (sameUri && sourceRepeats.contains(d.uri)) return;
        if (!sameUri &&
            (sourceConflicts.contains(d.name.toLower()) || inheritedByUris(d.uri, earlier.uri)))
            return;
        // The fix makes the link anonymous (two underscores): it then defines no name.
        const TargetDefinition *link = d.link ? &d : earlier.link ? &earlier : nullptr;
        std::optional<Fix> fix;
        if (link) fix = Fix{Range{link->range.end, link->range.end}, QStringLiteral("_")};
        const QString message =
            sameUri ? CheckText::tr(
                          "The name \"%1\" is defined twice, also on line %2 (docutils: duplicate "
                          "explicit target name); make the link anonymous with two underscores")
                    : CheckText::tr(
                          "Another link or target named \"%1\" (line %2) points elsewhere "
                          "(duplicate explicit target name: links to it break); make this link "
                          "anonymous with two underscores");
        sink.report(sameUri ? Severity::Info : Severity::Warning, d.range,
                    message.arg(d.name).arg(earlier.at.line + 1), fix);
    });
}

void unknownTarget(const CheckContext &ctx, IssueSink &sink)
{
    // docutils' fully_normalize_name: case and runs of whitespace do not matter.
    const auto norm = [](const QString &name) { return name.simplified().toLower(); };
    const RstDocument &doc = ctx.draft;
    QSet<QString> defined;
    int anonymousTargets = 0;
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind == BlockKind::Target) {
            if (b.name.isEmpty())
                ++anonymousTargets;
            else
                defined.insert(norm(b.name));
        } else if (b.kind == BlockKind::Title || b.kind == BlockKind::Citation) {
            defined.insert(norm(b.kind == BlockKind::Title ? b.text : b.name));
        }
    });
    QList<const InlineSpan *> anonymousRefs;
    for (const InlineSpan &s : doc.inlines) {
        if (s.kind == InlineKind::Target) {
            defined.insert(norm(s.target.isEmpty() ? s.text : s.target));
        } else if (const QString name = namedLinkName(s); !name.isEmpty()) {
            defined.insert(norm(name));
        } else if (s.kind == InlineKind::Reference && s.anonymous && !s.embedded &&
                   !(s.text.contains(u'<') && s.text.endsWith(u'>'))) {
            // (`여기<url>`__ is rst-link-syntax's: a missing space, not a missing target.)
            anonymousRefs.append(&s);
        }
    }
    for (const InlineSpan &s : doc.inlines) {
        if (s.kind != InlineKind::Reference || s.anonymous) continue;
        const bool alias = s.embedded && s.text.endsWith(QLatin1String("_>"));
        if (s.embedded && !alias) continue;
        const QString name = s.target;
        // `여기<url>`_ is reported with its fix by rst-link-syntax.
        if (name.isEmpty() || defined.contains(norm(name)) || (!s.embedded && name.contains(u'<')))
            continue;
        sink.report(Severity::Error, s.range,
                    CheckText::tr("Unknown target name \"%1\": no target, title or link defines it "
                                  "(a translated link name no longer matches its target?)")
                        .arg(name));
    }
    if (anonymousRefs.size() > anonymousTargets && anonymousTargets > 0) {
        sink.report(
            Severity::Error, anonymousRefs.constFirst()->range,
            CheckText::tr("%1 anonymous links (`text`__) but %2 anonymous targets (.. __: url)")
                .arg(anonymousRefs.size())
                .arg(anonymousTargets));
    } else if (anonymousRefs.size() > anonymousTargets) {
        for (const InlineSpan *s : anonymousRefs)
            sink.report(
                Severity::Error, s->range,
                CheckText::tr("Anonymous link without a target: write `text <url>`__ or add "
                              ".. __: url"));
    } else if (anonymousRefs.size() < anonymousTargets) {
        sink.report(Severity::Error, Range{},
                    CheckText::tr("%1 anonymous targets (.. __: url) but %2 anonymous links")
                        .arg(anonymousTargets)
                        .arg(anonymousRefs.size()));
    }
}

void unknownDirective(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind != BlockKind::Directive || isKnownDirective(b.name)) return;
        bool ascii = true;
        for (QChar c : b.name)
            ascii &= c.unicode() < 0x80;
        if (ascii)
            return; // a project may have its own directives; only translated names are certain
        const QString &line = doc.lines[b.firstView].text;
        const qsizetype at = line.indexOf(b.name);
        const Range range{filePos(doc, b.firstView, int(std::max<qsizetype>(at, 0))),
                          filePos(doc, b.firstView, int(at + b.name.size()))};
        // With a source, the directive it is aligned with names the fix.
        std::optional<Fix> fix;
        if (ctx.alignment) {
            const int k = ctx.alignment->segmentAtDraftLine(b.line);
            const Segment *seg = k >= 0 ? &ctx.alignment->segments[k] : nullptr;
            if (seg && seg->hasSource()) {
                const Block *src = ctx.alignment->sourceUnits[seg->sourceFirst].block;
                if (src->kind == BlockKind::Directive && isKnownDirective(src->name))
                    fix = Fix{range, src->name};
            }
        }
        sink.report(
            Severity::Error, range,
            fix ? CheckText::tr("Unknown directive \"%1\": the source has \"%2\" here; directive "
                                "names stay in English")
                      .arg(b.name, fix->replacement)
                : CheckText::tr("Unknown directive \"%1\": directive names stay in English "
                                "(note, warning, tip...)")
                      .arg(b.name),
            fix);
    });
}

void galleryHashSpace(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    if (doc.fileKind != FileKind::SphinxGallery) return;
    // In a comment block, "#text" (no space) makes sphinx-gallery keep one space on every other
    // line, which turns them into a block quote. Text lines at file column 1 that start with a
    // non-space character are exactly those.
    for (int v = 0; v < doc.lines.size(); ++v) {
        const SourceLine &l = doc.lines[v];
        if (l.code || l.fileColumn != 1 || l.text.isEmpty() || l.text[0].isSpace() ||
            l.text[0] == u'#')
            continue;
        const Position at{l.fileLine, 1};
        sink.report(
            Severity::Error, Range{{l.fileLine, 0}, at},
            CheckText::tr("A comment-block line needs a space after '#'; without it the block's "
                          "other lines become a block quote"),
            Fix{Range{at, at}, QStringLiteral(" ")});
    }
}

void hiddenUnicode(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    for (int v = 0; v < doc.lines.size(); ++v) {
        const QString &t = doc.lines[v].text;
        for (int i = 0; i < t.size(); ++i) {
            const char16_t c = t[i].unicode();
            // Printable ASCII and Hangul syllables, nearly every character: nothing to test.
            if ((c >= 0x20 && c < 0x7F) || (c >= 0xAC00 && c <= 0xD7A3)) continue;
            const bool bidi = (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) ||
                              c == 0x200E || c == 0x200F || c == 0x061C;
            const bool invisible = c == 0x200B || c == 0x200C || c == 0x200D || c == 0x2060 ||
                                   c == 0xFEFF || c == 0x00AD || c == 0x2028 || c == 0x2029;
            const bool control = (c < 0x20 && c != u'\t') || (c >= 0x7F && c <= 0x9F);
            if (!bidi && !invisible && !control) continue;
            const Range range{filePos(doc, v, i), filePos(doc, v, i + 1)};
            sink.report(Severity::Warning, range,
                        CheckText::tr("Invisible character U+%1 (%2); remove it")
                            .arg(c, 4, 16, QLatin1Char('0'))
                            .arg(bidi        ? CheckText::tr("bidirectional control")
                                 : invisible ? CheckText::tr("zero-width or invisible")
                                             : CheckText::tr("control character")),
                        Fix{range, QString()});
        }
    }
}

namespace {

// The lines of RST text (not code) that end in spaces or tabs.
QList<int> trailingWhitespace(const RstDocument &doc)
{
    QList<int> views;
    for (int v = 0; v < doc.lines.size(); ++v) {
        const SourceLine &l = doc.lines[v];
        if (l.code || l.text.isEmpty() || (l.text.back() != u' ' && l.text.back() != u'\t'))
            continue;
        if (!l.text.trimmed().isEmpty()) views.append(v);
    }
    return views;
}

} // namespace

void whitespace(const CheckContext &ctx, IssueSink &sink)
{
    // Once per file, at the first line: trailing spaces render as nothing, so a report per line
    // buried the findings that matter. Lines the source has as they are (with their spaces)
    // came with the English and are not counted. The fix cleans the line shown; the message
    // says how many there are.
    // A draft with no more of them than its source follows the source's habit.
    const RstDocument &doc = ctx.draft;
    QSet<QString> inherited;
    const QList<int> lines = trailingWhitespace(doc);
    if (ctx.source) {
        const QList<int> sourceLines = trailingWhitespace(*ctx.source);
        if (lines.size() <= sourceLines.size()) return;
        for (int v : sourceLines)
            inherited.insert(ctx.source->lines[v].text);
    }
    std::optional<Range> first;
    int count = 0;
    for (int v : lines) {
        const SourceLine &l = doc.lines[v];
        if (inherited.contains(l.text)) continue;
        if (!first) {
            int end = int(l.text.size());
            while (end > 0 && (l.text[end - 1] == u' ' || l.text[end - 1] == u'\t'))
                --end;
            first = Range{filePos(doc, v, end), filePos(doc, v, int(l.text.size()))};
        }
        ++count;
    }
    if (!first) return;
    sink.report(Severity::Info, *first,
                count == 1 ? CheckText::tr("Trailing whitespace")
                           : CheckText::tr(
                                 "Trailing whitespace on %1 lines of this file (the first is here)")
                                 .arg(count),
                Fix{*first, QString()});
}

} // namespace tandem::checks
