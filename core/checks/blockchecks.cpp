// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockchecks.h"

#include "blockwalk.h"
#include "checktext.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>

namespace tandem::checks {

namespace {

int indentOf(const QString &s)
{
    int n = 0;
    while (n < s.size() && s[n] == u' ')
        ++n;
    return n;
}

bool isIndentationProblem(BlockProblem::Kind k)
{
    return k == BlockProblem::UnexpectedIndentation || k == BlockProblem::UnexpectedUnindent ||
           k == BlockProblem::UnexpectedTitle;
}

// Draft problems that the source has too (same message, as many times) come with the English
// text and are not the translator's doing; they are left out when a source is given.
QList<BlockProblem> introducedProblems(const CheckContext &ctx)
{
    if (!ctx.source) return ctx.draft.blockProblems;
    QHash<QString, int> inSource;
    for (const BlockProblem &p : ctx.source->blockProblems)
        ++inSource[p.message];
    QList<BlockProblem> out;
    for (const BlockProblem &p : ctx.draft.blockProblems) {
        int &n = inSource[p.message];
        if (n > 0)
            --n;
        else
            out.append(p);
    }
    return out;
}

// The file lines where a stray one-space indent silently makes a definition list.
QSet<int> oneSpaceDefinitions(const RstDocument &doc)
{
    QSet<int> lines;
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind != BlockKind::DefinitionListItem || b.children.isEmpty()) return;
        const SourceLine &term = doc.lines[b.firstView];
        const SourceLine &def = doc.lines[b.children.constFirst().firstView];
        if (indentOf(def.text) - indentOf(term.text) == 1 && def.fileLine == term.fileLine + 1)
            lines.insert(def.fileLine);
    });
    return lines;
}

// Whether a cause reported at one of `causes` lies in the run of non-blank lines that ends
// just above `line`: the "ends without a blank line" that follows a stray indent is the same
// mistake, reported once at its cause.
int causeAbove(const RstDocument &doc, int line, const QSet<int> &causes)
{
    int v = 0;
    while (v < doc.lines.size() && doc.lines[v].fileLine < line)
        ++v;
    for (int u = v - 1; u >= 0 && v - u <= 200; --u) {
        if (doc.lines[u].text.trimmed().isEmpty()) return -1;
        if (causes.contains(doc.lines[u].fileLine)) return doc.lines[u].fileLine;
    }
    return -1;
}

// The draft's one-space definitions the English has too (its own slip, kept by the
// translator: judged "inherited from source" on unseen drafts). The check runs before the
// alignment, so each of the source's is matched to the draft's nearest one by its place in the
// file (as a share of the file's lines), within a tenth of the file.
QSet<int> inheritedOneSpace(const CheckContext &ctx, const QSet<int> &draftLines)
{
    if (!ctx.source || draftLines.isEmpty()) return {};
    const QSet<int> sourceLines = oneSpaceDefinitions(*ctx.source);
    if (sourceLines.isEmpty()) return {};
    const auto share = [](int line, const RstDocument &doc) {
        const int last = doc.lines.isEmpty() ? 1 : std::max(1, doc.lines.constLast().fileLine);
        return double(line) / last;
    };
    // The draft's not yet matched, by share: the nearest to a share is beside where it would
    // go (a tie goes to the later one), so each match costs a lookup, not a walk.
    std::map<double, int> unmatched;
    for (const int d : draftLines)
        unmatched.emplace(share(d, ctx.draft), d);
    QList<int> source = sourceLines.values();
    std::sort(source.begin(), source.end());
    QSet<int> inherited;
    for (const int s : std::as_const(source)) {
        const double at = share(s, *ctx.source);
        auto best = unmatched.end();
        const auto after = unmatched.lower_bound(at);
        if (after != unmatched.end() && after->first - at <= 0.1) best = after;
        if (after != unmatched.begin()) {
            const auto before = std::prev(after);
            if (at - before->first <= 0.1 &&
                (best == unmatched.end() || at - before->first < best->first - at))
                best = before;
        }
        if (best == unmatched.end()) continue;
        inherited.insert(best->second);
        unmatched.erase(best);
    }
    return inherited;
}

} // namespace

void indentation(const CheckContext &ctx, IssueSink &sink)
{
    const RstDocument &doc = ctx.draft;
    const QList<BlockProblem> problems = introducedProblems(ctx);
    const QSet<int> oneSpace = oneSpaceDefinitions(doc);
    const QSet<int> inherited = inheritedOneSpace(ctx, oneSpace);
    QSet<int> causes = oneSpace;
    for (const BlockProblem &p : problems)
        if (p.kind == BlockProblem::UnexpectedIndentation) causes.insert(p.line);
    // Cause line -> the line of the "ends without a blank line" it brings: reported with the
    // cause, whose range reaches that line.
    QHash<int, int> knockOn;
    for (const BlockProblem &p : problems)
        if (p.kind == BlockProblem::UnexpectedUnindent)
            if (const int cause = causeAbove(doc, p.line, causes); cause >= 0)
                knockOn[cause] = std::max(knockOn.value(cause), p.line);
    const auto withKnockOn = [&](int causeLine, Range range, QString message) {
        if (const int end = knockOn.value(causeLine, -1); end >= 0) {
            range.end = doc.lineRange(end).end;
            message += u' ' + CheckText::tr(
                                  "(docutils also reports the end of the indented block, line %1)")
                                  .arg(end + 1);
        }
        return std::make_pair(range, message);
    };
    for (const BlockProblem &p : problems) {
        if (!isIndentationProblem(p.kind)) continue;
        if (p.kind == BlockProblem::UnexpectedUnindent && causeAbove(doc, p.line, causes) >= 0)
            continue;
        // An underline indented by one space is reported once, as the stray indent (with a fix).
        if (p.kind == BlockProblem::UnexpectedTitle && oneSpace.contains(p.line)) continue;
        QString advice;
        switch (p.kind) {
        case BlockProblem::UnexpectedIndentation:
            advice =
                CheckText::tr("a line is indented more than the one above it without a blank line "
                              "between; align it or separate it with a blank line");
            break;
        case BlockProblem::UnexpectedUnindent:
            advice = CheckText::tr("the indented block above must end with a blank line");
            break;
        default:
            advice =
                CheckText::tr("a title cannot appear inside an indented block or list; check the "
                              "indentation and blank lines around it");
            break;
        }
        const auto [range, message] =
            withKnockOn(p.line, doc.lineRange(p.line), p.message + u' ' + advice);
        sink.report(p.level >= 3 ? Severity::Error : Severity::Warning, range, message);
    }
    // The silent kind: "**Author**: ...\n **번역**: ..." — a line indented by one space under a
    // paragraph line makes docutils read the pair as a definition list (term and definition),
    // with no warning. Real definition lists indent their definitions by two or more.
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (b.kind != BlockKind::DefinitionListItem || b.children.isEmpty()) return;
        const SourceLine &term = doc.lines[b.firstView];
        const SourceLine &def = doc.lines[b.children.constFirst().firstView];
        const int extra = indentOf(def.text) - indentOf(term.text);
        if (extra != 1 || def.fileLine != term.fileLine + 1) return;
        if (inherited.contains(def.fileLine)) return; // the English's own
        const Position at{def.fileLine, def.fileColumn + indentOf(term.text)};
        const auto [range, message] = withKnockOn(
            def.fileLine, Range{at, {def.fileLine, def.fileColumn + int(def.text.size())}},
            CheckText::tr("This line is indented by one space, so the line above becomes a "
                          "definition-list term; remove the space"));
        sink.report(Severity::Warning, range, message,
                    Fix{Range{at, {at.line, at.column + 1}}, QString()});
    });
}

void blockSyntax(const CheckContext &ctx, IssueSink &sink)
{
    for (const BlockProblem &p : introducedProblems(ctx)) {
        if (isIndentationProblem(p.kind)) continue;
        sink.report(p.level >= 3 ? Severity::Error : Severity::Warning, ctx.draft.lineRange(p.line),
                    p.message);
    }
}

} // namespace tandem::checks
