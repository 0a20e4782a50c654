// SPDX-License-Identifier: GPL-3.0-or-later
// Explicit markup (states.py Body.explicit_markup, Body.anonymous and the constructs they try):
// footnotes, citations, hyperlink targets, substitution definitions, directives, comments.
#include "directivetable.h"
#include "rstblockparser.h"

namespace tandem::rstblock {

namespace {

using Content = DirectiveContent;
using RunCheck = DirectiveRunCheck;

// The syntax of a directive (directivetable.h); an unparsed one for a name docutils and the
// oracle do not register.
DirectiveSyntax directiveSyntax(const QString &name)
{
    const DirectiveSpec *spec = directiveSpec(name);
    if (spec) return spec->syntax;
    return {false, Content::None, 0, 0, true, true, nullptr, false, RunCheck::None};
}

bool acceptsOption(const DirectiveSyntax &info, QStringView option)
{
    if (!info.options) return false;
    const QLatin1StringView list(info.options);
    if (list.isEmpty()) return true; // the oracle's dummies accept every option
    qsizetype start = 0;
    while (start <= list.size()) {
        qsizetype end = list.indexOf(u' ', start);
        if (end < 0) end = list.size();
        if (list.sliced(start, end - start) == option) return true;
        start = end + 1;
    }
    return false;
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

// Inliner.simplename: (?:(?!_)\w)+(?:[-._+:](?:(?!_)\w)+)*
int matchSimplename(QStringView s, int i)
{
    int j = i;
    while (j < s.size() && isWordChar(s[j]))
        ++j;
    if (j == i) return -1;
    for (;;) {
        if (j + 1 < s.size() && QStringView(u"-._+:").contains(s[j]) && isWordChar(s[j + 1])) {
            int k = j + 1;
            while (k < s.size() && isWordChar(s[k]))
                ++k;
            j = k;
        } else {
            return j;
        }
    }
}

bool endsAt(QStringView s, int i)
{
    return i == s.size() || s[i] == u' ';
}

int skipSpaces(QStringView s, int i)
{
    while (i < s.size() && s[i] == u' ')
        ++i;
    return i;
}

} // namespace

int Parser::explicitMarkup(const NestedLines &ctx, int i, QList<Block> &out)
{
    const QStringView s = text(ctx[size_t(i)]);
    const int m = skipSpaces(s, 2);
    if (m > 2 && m < s.size()) {
        const QChar c = s[m];
        if (c == u'[') {
            const int close = int(s.indexOf(u']', m));
            if (close > m + 1 && endsAt(s, close + 1)) {
                const QStringView label = s.mid(m + 1, close - m - 1);
                bool numeric = true;
                for (QChar d : label)
                    numeric = numeric && d >= u'0' && d <= u'9';
                const bool footnote =
                    numeric || label == u"#" || label == u"*" ||
                    (label.startsWith(u'#') && matchSimplename(label, 1) == label.size());
                if (footnote)
                    return footnoteOrCitation(ctx, i, BlockKind::Footnote, label.toString(),
                                              skipSpaces(s, close + 1), out);
                if (matchSimplename(label, 0) == label.size())
                    return footnoteOrCitation(ctx, i, BlockKind::Citation, label.toString(),
                                              skipSpaces(s, close + 1), out);
            }
        } else if (c == u'_' && m + 1 < s.size() && s[m + 1] != u' ') {
            const int r = hyperlinkTarget(ctx, i, m + 1, out);
            if (r >= 0) return r;
        } else if (c == u'|' && m + 1 < s.size() && s[m + 1] != u' ') {
            const int r = substitutionDefinition(ctx, i, m + 1, out);
            if (r >= 0) return r;
        } else {
            const int nameEnd = matchSimplename(s, m);
            if (nameEnd > 0) {
                int k = nameEnd;
                if (k < s.size() && s[k] == u' ') ++k;
                if (s.mid(k).startsWith(u"::") && endsAt(s, k + 2))
                    return directive(ctx, i, m, nameEnd, skipSpaces(s, k + 2), out);
            }
        }
    }
    return comment(ctx, i, m, out);
}

int Parser::comment(const NestedLines &ctx, int i, int markEnd, QList<Block> &out)
{
    const int n = int(ctx.size());
    Block b;
    b.kind = BlockKind::Comment;
    const bool nextBlank = i + 1 >= n || isBlank(ctx[size_t(i + 1)]);
    if (nextBlank && text(ctx[size_t(i)]).mid(markEnd).trimmed().isEmpty()) {
        setRange(b, ctx, i, i); // the empty comment ends here ("a tiny but practical wart")
        out.append(std::move(b));
        m_blankFinish = true;
        return i + 1;
    }
    Indented ind = getIndented(ctx, i, false, std::nullopt, markEnd, true, true);
    m_blankFinish = ind.blankFinish;
    setRange(b, ctx, i, ind.next - 1);
    out.append(std::move(b));
    return ind.next;
}

int Parser::footnoteOrCitation(const NestedLines &ctx, int i, BlockKind kind, const QString &label,
                               int markEnd, QList<Block> &out)
{
    Indented ind = getIndented(ctx, i, false, std::nullopt, markEnd, true, true);
    m_blankFinish = ind.blankFinish;
    Block b;
    b.kind = kind;
    b.name = label;
    setRange(b, ctx, i, ind.next - 1);
    b.children = nested(ind.lines);
    out.append(std::move(b));
    return ind.next;
}

// Body.hyperlink_target; -1 when docutils finds it malformed (it then becomes a comment).
int Parser::hyperlinkTarget(const NestedLines &ctx, int i, int markEnd, QList<Block> &out)
{
    Indented ind = getIndented(ctx, i, true, std::nullopt, markEnd, false, true);
    // The name may continue on the following lines; docutils joins them without a separator.
    QString joined;
    int nameEnd = -1;
    int restStart = 0;
    size_t used = 0;
    for (; used < ind.lines.size() && nameEnd < 0; ++used) {
        joined += text(ind.lines[used]);
        const QStringView s = joined;
        if (s.startsWith(u'_')) { // anonymous ".. __:"
            int k = 1;
            if (k < s.size() && s[k] == u' ') ++k;
            if (k < s.size() && s[k] == u':' && endsAt(s, k + 1)) {
                nameEnd = 0;
                restStart = k + 1;
            }
            continue;
        }
        if (s.startsWith(u'`')) {
            const int close = int(s.indexOf(u'`', 1));
            if (close > 1) {
                int k = close + 1;
                if (k < s.size() && s[k] == u' ') ++k;
                if (k < s.size() && s[k] == u':' && endsAt(s, k + 1)) {
                    nameEnd = close + 1;
                    restStart = k + 1;
                }
            }
            continue;
        }
        for (int k = 1; k < s.size(); ++k) {
            if (s[k] == u':' && endsAt(s, k + 1) && s[k - 1] != u'\\') {
                int e = k;
                if (s[e - 1] == u' ') --e;
                if (e > 0 && s[e - 1] != u':' && s[e - 1] != u' ') {
                    nameEnd = e;
                    restStart = k + 1;
                    break;
                }
            }
        }
    }
    if (nameEnd < 0) return -1;
    m_blankFinish = ind.blankFinish;
    Block b;
    b.kind = BlockKind::Target;
    QString name = joined.left(nameEnd);
    if (name.startsWith(u'`') && name.endsWith(u'`') && name.size() >= 2)
        name = name.mid(1, name.size() - 2);
    b.name = name;
    QString uri = joined.mid(restStart);
    for (size_t k = used; k < ind.lines.size(); ++k)
        uri += text(ind.lines[k]);
    uri.remove(u' ');
    b.argument = uri;
    setRange(b, ctx, i, ind.next - 1);
    out.append(std::move(b));
    return ind.next;
}

int Parser::anonymousTarget(const NestedLines &ctx, int i, QList<Block> &out)
{
    const QStringView s = text(ctx[size_t(i)]);
    Indented ind = getIndented(ctx, i, true, std::nullopt, skipSpaces(s, 2), true, true);
    m_blankFinish = ind.blankFinish;
    Block b;
    b.kind = BlockKind::Target;
    QString uri;
    for (const NestedLine &l : ind.lines)
        uri += text(l).trimmed();
    uri.remove(u' ');
    b.argument = uri;
    setRange(b, ctx, i, ind.next - 1);
    out.append(std::move(b));
    return ind.next;
}

// Body.substitution_def: ".. |name| directive:: data". The embedded directive is a child.
int Parser::substitutionDefinition(const NestedLines &ctx, int i, int markEnd, QList<Block> &out)
{
    Indented ind = getIndented(ctx, i, false, std::nullopt, markEnd, false, true);
    if (ind.lines.empty()) return -1;
    const NestedLine first = ind.lines[0];
    const QStringView s = text(first);
    int close = -1;
    for (int k = 1; k < s.size(); ++k) {
        if (s[k] == u'|' && s[k - 1] != u' ' && s[k - 1] != u'\\' && endsAt(s, k + 1)) {
            close = k;
            break;
        }
    }
    if (close < 0)
        return -1; // names spread over lines are too rare to follow; docutils may accept them
    m_blankFinish = ind.blankFinish;
    Block b;
    b.kind = BlockKind::SubstitutionDefinition;
    b.name = s.left(close).toString();
    setRange(b, ctx, i, ind.next - 1);
    const int d = skipSpaces(s, close + 1);
    const int dEnd = matchSimplename(s, d);
    if (dEnd > 0 && s.mid(dEnd).startsWith(u"::") && endsAt(s, dEnd + 2)) {
        Block dir;
        dir.kind = BlockKind::Directive;
        dir.name = s.mid(d, dEnd - d).toString();
        NestedLines data;
        data.push_back(shifted(first, skipSpaces(s, dEnd + 2)));
        for (size_t k = 1; k < ind.lines.size(); ++k) {
            const NestedLine &l = ind.lines[k];
            data.push_back(shifted(l, indentOf(l)));
        }
        while (!data.empty() && isBlank(data.back()))
            data.pop_back();
        setRange(dir, ctx, i, ind.next - 1);
        QStringList parts;
        for (const NestedLine &l : data)
            parts.append(text(l).toString());
        dir.argument = parts.join(u' ').trimmed();
        if (const DirectiveSpec *spec = directiveSpec(dir.name);
            spec && spec->kind == DirectiveKind::Replace) {
            for (const NestedLine &l : data)
                dir.inlineText.append(piece(l));
        }
        b.argument = dir.argument;
        b.children.append(std::move(dir));
    }
    out.append(std::move(b));
    return ind.next;
}

// Body.directive / run_directive / parse_directive_block, and the checks the directive's
// run() makes before anything else (reported as docutils reports them, at the directive line).
int Parser::directive(const NestedLines &ctx, int i, int nameStart, int nameEnd, int markEnd,
                      QList<Block> &out)
{
    const QStringView s = text(ctx[size_t(i)]);
    const int view = ctx[size_t(i)].view;
    Block b;
    b.kind = BlockKind::Directive;
    b.name = s.mid(nameStart, nameEnd - nameStart).toString();
    const DirectiveSyntax info = directiveSyntax(b.name);
    if (!info.parsed) {
        // "Unknown directive type": docutils keeps the whole block in an error message only.
        Indented ind = getIndented(ctx, i, false, std::nullopt, 0, false, true);
        setRange(b, ctx, i, ind.next - 1);
        out.append(std::move(b));
        m_blankFinish = ind.blankFinish;
        return ind.next;
    }
    Indented ind = getIndented(ctx, i, false, std::nullopt, markEnd, true, false);
    m_blankFinish = ind.blankFinish;
    setRange(b, ctx, i, ind.next - 1);
    NestedLines lines = std::move(ind.lines);
    if (!lines.empty() && isBlank(lines.front())) lines.erase(lines.begin());
    while (!lines.empty() && isBlank(lines.back()))
        lines.pop_back();
    NestedLines args, opts, content;
    size_t split = lines.size();
    if (!lines.empty() && (info.hasArgs() || info.options)) {
        split = 0;
        while (split < lines.size() && !isBlank(lines[split]))
            ++split;
        args.assign(lines.begin(), lines.begin() + qsizetype(split));
        if (split < lines.size()) content.assign(lines.begin() + qsizetype(split) + 1, lines.end());
    } else {
        content = lines;
    }
    QString error; // parse_directive_block's MarkupError
    if (info.options) {
        for (size_t k = 0; k < args.size(); ++k) {
            if (matchFieldMarker(text(args[k])) >= 0) {
                opts.assign(args.begin() + qsizetype(k), args.end());
                args.resize(k);
                break;
            }
        }
    }
    for (const NestedLine &l : opts) {
        QStringView name;
        const QStringView t = text(l);
        const int e = matchFieldMarker(t, &name);
        if (e >= 0) {
            b.options.append({name.toString(), t.mid(e).toString(), m_source[l.view].fileLine});
            if (error.isEmpty() && !acceptsOption(info, name.toString().toLower()))
                error = QStringLiteral("unknown option: \"%1\"").arg(name.toString().toLower());
        } else if (indentOf(l) == 0) {
            // ExtensionOptions stops at a line that is not a field: the block is not all options
            error = QStringLiteral("invalid option block");
            break;
        } else if (!b.options.isEmpty()) {
            DirectiveOption &o = b.options.last();
            o.value = (o.value + u' ' + t.trimmed().toString()).trimmed();
        }
    }
    if (!args.empty() && !info.hasArgs()) {
        NestedLines merged = args;
        merged.insert(merged.end(), lines.begin() + qsizetype(std::min(split, lines.size())),
                      lines.end());
        content = std::move(merged);
        args.clear();
    }
    while (!content.empty() && isBlank(content.front()))
        content.erase(content.begin());

    QStringList argParts;
    for (const NestedLine &l : args)
        argParts.append(text(l).trimmed().toString());
    b.argument = argParts.join(u' ');
    if (error.isEmpty() && info.hasArgs()) {
        const int words = int(b.argument.split(u' ', Qt::SkipEmptyParts).size());
        if (words < info.required)
            error = QStringLiteral("%1 argument(s) required, %2 supplied")
                        .arg(info.required)
                        .arg(words);
        else if (words > info.required + info.optional && !info.finalWhitespace)
            error = QStringLiteral("maximum %1 argument(s) allowed, %2 supplied")
                        .arg(info.required + info.optional)
                        .arg(words);
    }
    if (error.isEmpty() && !content.empty() && !info.hasContent)
        error = QStringLiteral("no content permitted");
    if (!error.isEmpty()) {
        // docutils shows the directive only inside the error message
        report(BlockProblem::DirectiveError, 3, view,
               QStringLiteral("Error in \"%1\" directive: %2.").arg(b.name, error));
        b.argument.clear();
        b.options.clear();
        out.append(std::move(b));
        return ind.next;
    }
    if (info.inlineArg) {
        for (const NestedLine &l : args)
            b.inlineText.append(piece(shifted(l, indentOf(l))));
    }
    // A language the argument names (code-block's); a fixed one is the table's to say.
    const DirectiveSpec *spec = directiveSpec(b.name);
    if (spec && spec->kind == DirectiveKind::Code && !spec->language)
        b.language = directiveCodeLanguage(*spec, b.argument);
    if (!content.empty()) b.contentLine = m_source[content.front().view].fileLine;

    const QString contentExpected =
        QStringLiteral("Content block expected for the \"%1\" directive; none found.").arg(b.name);
    QString runError;
    int runLevel = 3;
    switch (info.check) {
    case RunCheck::None:
        break;
    case RunCheck::PseudoSection:
    case RunCheck::NotInBody:
        if (!m_matchTitles)
            runError = QStringLiteral("The \"%1\" directive may not be used within topics or body "
                                      "elements.")
                           .arg(b.name);
        else if (info.check == RunCheck::PseudoSection && content.empty())
            runError = contentExpected;
        break;
    case RunCheck::HasContent:
        if (content.empty()) runError = contentExpected;
        break;
    case RunCheck::Substitution:
        runError = QStringLiteral("Invalid context: the \"%1\" directive can only be used within "
                                  "a substitution definition.")
                       .arg(b.name);
        break;
    case RunCheck::TableContent:
        if (content.empty()) {
            runError = contentExpected;
            runLevel = 2;
        }
        break;
    case RunCheck::ListTableContent:
        if (content.empty())
            runError =
                QStringLiteral("The \"%1\" directive is empty; content required.").arg(b.name);
        break;
    }
    if (!runError.isEmpty()) {
        report(BlockProblem::DirectiveError, runLevel, view, runError);
        out.append(std::move(b));
        return ind.next;
    }
    switch (info.content) {
    case Content::Rst:
        b.children = nested(content);
        break;
    case Content::ParsedLiteral:
        for (const NestedLine &l : content)
            b.inlineText.append(piece(l));
        break;
    case Content::Literal:
    case Content::None:
        break;
    }
    out.append(std::move(b));
    return ind.next;
}

} // namespace tandem::rstblock
