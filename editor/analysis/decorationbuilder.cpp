// SPDX-License-Identifier: GPL-3.0-or-later
#include "decorationbuilder.h"

#include "codecompare.h"
#include "codelanguage.h"
#include "glossarymatcher.h"
#include "pythonlexer.h"

#include <QCoreApplication>
#include <QHash>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct DecorationText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::Decorations)
};

class Builder
{
public:
    Builder(const QList<QStringView> &fileLines) : m_text(fileLines)
    {
        m_out.lines.resize(fileLines.size());
    }

    void addRange(Range r, DecoStyle style, const QString &tip = {})
    {
        if (r.end < r.start) return;
        for (int line = r.start.line; line <= r.end.line && line < m_text.size(); ++line) {
            if (line < 0) continue;
            const int len = int(m_text.at(line).size());
            const int from = line == r.start.line ? r.start.column : 0;
            int to = line == r.end.line ? r.end.column : len;
            if (to <= from && line == r.start.line && r.start == r.end)
                to = from + 1; // an empty range (a missing thing) still gets one character
            addRun(line, from, qMin(to, qMax(len, from + 1)), style, tip);
        }
    }

    void addLines(int first, int last, DecoStyle style)
    {
        for (int line = qMax(0, first); line <= last && line < m_text.size(); ++line)
            addRun(line, 0, int(m_text.at(line).size()), style, {});
    }

    void addPython(int first, int last)
    {
        int state = 0;
        for (int line = qMax(0, first); line <= last && line < m_text.size(); ++line)
            lexPythonLine(m_text.at(line), 0, state, m_out.lines[line]);
    }

    PaneDecorations take() { return std::move(m_out); }

private:
    void addRun(int line, int from, int to, DecoStyle style, const QString &tip)
    {
        if (to > from) m_out.lines[line].append({from, to - from, style, tip});
    }

    const QList<QStringView> &m_text; // views into the pane's text, one per line
    PaneDecorations m_out;
};

void addBlock(Builder &b, const Block &block)
{
    switch (block.kind) {
    case BlockKind::Title:
        b.addLines(block.line, block.endLine, DecoStyle::Title);
        break;
    case BlockKind::Comment:
        b.addLines(block.line, block.endLine, DecoStyle::Comment);
        break;
    case BlockKind::Target:
        b.addLines(block.line, block.endLine, DecoStyle::Target);
        break;
    case BlockKind::SubstitutionDefinition:
        b.addLines(block.line, block.line, DecoStyle::Directive);
        break;
    case BlockKind::LiteralBlock:
    case BlockKind::DoctestBlock:
        if (isPythonLanguage(block.language))
            b.addPython(block.line, block.endLine);
        else
            b.addLines(block.line, block.endLine, DecoStyle::CodeBlock);
        break;
    case BlockKind::Directive: {
        const int headerEnd = block.contentLine >= 0 ? block.contentLine - 1 : block.endLine;
        b.addLines(block.line, qMin(block.line, headerEnd), DecoStyle::Directive);
        const bool literal =
            block.contentLine >= 0 && block.children.isEmpty() && block.inlineText.isEmpty();
        if (literal) {
            // A code directive's language, named or fixed (testcode: python); none means
            // a literal directive that is not code (toctree, math...).
            if (const QString language = codeLanguage(block);
                !language.isEmpty() && isPythonLanguage(language))
                b.addPython(block.contentLine, block.endLine);
            else
                b.addLines(block.contentLine, block.endLine, DecoStyle::CodeBlock);
        }
        break;
    }
    default:
        break;
    }
    for (const Block &child : block.children)
        addBlock(b, child);
}

DecoStyle inlineStyle(InlineKind kind)
{
    switch (kind) {
    case InlineKind::Literal:
        return DecoStyle::Literal;
    case InlineKind::Emphasis:
        return DecoStyle::Emphasis;
    case InlineKind::Strong:
        return DecoStyle::Strong;
    case InlineKind::Role:
    case InlineKind::TitleReference:
        return DecoStyle::Role;
    case InlineKind::Reference:
    case InlineKind::Uri:
    case InlineKind::FootnoteReference:
    case InlineKind::CitationReference:
        return DecoStyle::Link;
    case InlineKind::Substitution:
        return DecoStyle::Substitution;
    case InlineKind::Target:
        return DecoStyle::Target;
    }
    return DecoStyle::Literal;
}

DecoStyle termStyle(GlossaryMatch::Kind kind)
{
    switch (kind) {
    case GlossaryMatch::Kind::Source:
        return DecoStyle::TermSource;
    case GlossaryMatch::Kind::Agreed:
        return DecoStyle::TermAgreed;
    default:
        return DecoStyle::TermWrong;
    }
}

DecoStyle issueStyle(Severity s)
{
    return s == Severity::Error     ? DecoStyle::IssueError
           : s == Severity::Warning ? DecoStyle::IssueWarning
                                    : DecoStyle::IssueInfo;
}

} // namespace

QString termTip(const TermHit &hit, const GlossaryMatcher &matcher)
{
    const GlossaryEntry &e = matcher.entry(hit.match);
    const QString agreed =
        e.keepEnglish ? DecorationText::tr("keep in English") : e.korean.join(u", ");
    QString tip;
    switch (hit.match.kind) {
    case GlossaryMatch::Kind::Source:
    case GlossaryMatch::Kind::Agreed:
        tip = DecorationText::tr("%1 → %2").arg(e.headword(), agreed);
        break;
    case GlossaryMatch::Kind::Wrong:
        tip = DecorationText::tr("Not the agreed term: %1 → %2").arg(e.headword(), agreed);
        break;
    default:
        tip = DecorationText::tr("English left in the draft: %1 → %2").arg(e.headword(), agreed);
        break;
    }
    if (!e.note.isEmpty()) tip += u'\n' + e.note;
    return tip;
}

PaneDecorations buildDecorations(const QList<QStringView> &fileLines, const RstDocument &doc,
                                 const QList<TermHit> &terms, const GlossaryMatcher *matcher,
                                 const Issues &issues)
{
    Builder b(fileLines);
    for (const Block &block : doc.blocks)
        addBlock(b, block);
    for (const InlineSpan &span : doc.inlines)
        b.addRange(span.range, inlineStyle(span.kind));
    if (matcher) {
        // One tip per term and kind, shared by every line that has it (a long file has the
        // same few terms on thousands of lines).
        QHash<std::pair<int, int>, QString> tips;
        for (const TermHit &hit : terms) {
            const std::pair key{hit.match.entry, int(hit.match.kind)};
            auto tip = tips.constFind(key);
            if (tip == tips.constEnd()) tip = tips.insert(key, termTip(hit, *matcher));
            b.addRange(hit.range, termStyle(hit.match.kind), *tip);
        }
    }
    for (const Issue &issue : issues)
        b.addRange(issue.range, issueStyle(issue.severity),
                   QStringLiteral("%1 [%2]").arg(issue.message, issue.check));
    return b.take();
}

} // namespace tandem
