// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstinliner.h"

#include "rstinlineuri.h"

#include <algorithm>

namespace tandem {

namespace {

InlineKind kindOf(int type)
{
    // RstInliner::Start, minus the kinds decided later (references, interpreted text)
    switch (type) {
    case 1:
        return InlineKind::Strong;
    case 2:
        return InlineKind::Emphasis;
    case 3:
        return InlineKind::Literal;
    case 4:
        return InlineKind::Target;
    case 5:
        return InlineKind::Substitution;
    default:
        return InlineKind::TitleReference;
    }
}

bool isAsciiDigit(char16_t u)
{
    return u >= u'0' && u <= u'9';
}

int unitsOf(char32_t c)
{
    return c > 0xFFFF ? 2 : 1;
}

} // namespace

RstInliner::RstInliner(const QString &text) : m_text(text), m_size(int(text.size())) {}

void RstInliner::parse()
{
    int begin = 0;     // start of docutils' `remaining`
    int plainFrom = 0; // start of the text not yet searched for standalone URIs
    Initial m;
    while (begin < m_size && searchInitial(begin, &m)) {
        Outcome o;
        switch (m.type) {
        case Start::Reference:
            o = reference(m);
            break;
        case Start::Footnote:
            o = footnote(m);
            break;
        case Start::Backquote:
            o = interpretedOrPhrase(m);
            break;
        default:
            o = inlineObject(m);
            break;
        }
        if (o.produced) {
            implicitInline(plainFrom, o.before);
            plainFrom = o.next;
        }
        begin = o.next;
    }
    implicitInline(plainFrom, m_size);
    const auto byStart = [](const auto &a, const auto &b) { return a.start < b.start; };
    std::sort(m_spans.begin(), m_spans.end(), byStart);
    std::stable_sort(m_problems.begin(), m_problems.end(), byStart);
}

// Inliner.patterns.initial.search(remaining): the leftmost position where the start-string
// prefix holds and one of the alternatives matches.
bool RstInliner::searchInitial(int begin, Initial *m)
{
    for (int p = begin; p < m_size; ++p) {
        const char16_t u = unit(p);
        const bool markupChar =
            u == u'*' || u == u'`' || u == u'_' || u == u'|' || u == u'[' || u == u':';
        if (!markupChar && !m_text.isWord(m_text.at(p, m_size))) continue;
        if (!m_text.startAllowed(p, begin)) {
            if (u == u'*' || u == u'`' || u == u':') checkGluedStart(p, begin);
            continue;
        }
        if (matchAt(p, m)) {
            m->begin = begin;
            return true;
        }
    }
    return false;
}

bool RstInliner::matchAt(int p, Initial *m)
{
    *m = Initial();
    m->start = p;
    const char16_t u = unit(p);
    const auto found = [&](Start type, int end) {
        m->type = type;
        m->end = end;
        return true;
    };
    // 'start': simple start-strings, followed by non-whitespace
    if (u == u'*') {
        if (unit(p + 1) == u'*') return !spaceAt(p + 2) && found(Start::Strong, p + 2);
        return !spaceAt(p + 1) && found(Start::Emphasis, p + 1);
    }
    if (u == u'`' && unit(p + 1) == u'`') return !spaceAt(p + 2) && found(Start::Literal, p + 2);
    if (u == u'_') return unit(p + 1) == u'`' && !spaceAt(p + 2) && found(Start::Target, p + 2);
    if (u == u'|')
        return unit(p + 1) != u'|' && !spaceAt(p + 1) && found(Start::Substitution, p + 1);

    // 'whole': a reference name and "_" or "__", then the end-string suffix
    if (u != u'[' && u != u':' && u != u'`') {
        if (!underscoreAhead(p)) return false;
        const int e = m_text.simplename(p, m_size, [&](int e) {
            if (unit(e) != u'_') return false;
            m->anonymous = unit(e + 1) == u'_' && m_text.endAllowed(e + 2, m_size);
            return m->anonymous || m_text.endAllowed(e + 1, m_size);
        });
        if (e < 0) return false;
        m->nameEnd = e;
        return found(Start::Reference, e + (m->anonymous ? 2 : 1));
    }
    // ... or a footnote or citation reference
    if (u == u'[') {
        const auto closes = [&](int e) {
            return unit(e) == u']' && unit(e + 1) == u'_' && m_text.endAllowed(e + 2, m_size);
        };
        int e = p + 1;
        while (isAsciiDigit(unit(e)))
            ++e;
        if (e == p + 1 || !closes(e)) {
            e = -1;
            if (unit(p + 1) == u'#') {
                e = m_text.simplename(p + 2, m_size, closes);
                if (e < 0 && closes(p + 2)) e = p + 2;
            }
            if (e < 0 && unit(p + 1) == u'*' && closes(p + 2)) e = p + 2;
            if (e < 0) {
                e = m_text.simplename(p + 1, m_size, closes);
                m->citation = e >= 0;
            }
        }
        if (e < 0) return false;
        m->nameEnd = e;
        return found(Start::Footnote, e + 2);
    }
    // 'backquote': interpreted text or a phrase reference, with an optional role prefix
    const auto opens = [&](int q) {
        return unit(q) == u'`' && unit(q + 1) != u'`' && !spaceAt(q + 1);
    };
    if (u == u':') {
        const int e = m_text.simplename(p + 1, m_size,
                                        [&](int e) { return unit(e) == u':' && opens(e + 1); });
        if (e < 0) return false;
        m->roleStart = p + 1;
        m->roleEnd = e;
        m->backquote = e + 1;
        return found(Start::Backquote, e + 2);
    }
    if (!opens(p)) return false;
    m->backquote = p;
    return found(Start::Backquote, p + 1);
}

// Whether the run of name characters (word characters and [-.+:]) from p holds a '_' after p.
bool RstInliner::underscoreAhead(int p)
{
    if (p < m_nameRunStart || p >= m_nameRunEnd) {
        m_nameRunStart = p;
        m_nameRunUnderscore = -1;
        int j = p;
        while (j < m_size) {
            const char32_t c = m_text.at(j, m_size);
            if (c == U'_')
                m_nameRunUnderscore = j;
            else if (!m_text.isWord(c) && c != U'-' && c != U'.' && c != U'+' && c != U':')
                break;
            j += unitsOf(c);
        }
        m_nameRunEnd = std::max(j, p + 1);
    }
    return m_nameRunUnderscore > p;
}

// Inliner.quoted_start(): an opener before the start-string and its closer after it.
bool RstInliner::quoted(int start, int end, int begin) const
{
    if (start == begin) return false;
    if (end >= m_size) return true; // not quoted, but no markup either
    return RstInlineChars::isMatchingPair(m_text.before(start, begin), m_text.at(end, m_size));
}

// One position of an end-string pattern search over [from, size): 1 if the pattern matches at
// q (filled in `end`), 0 if an end-string is there but what follows it disables it (`after`
// is then where that is, past the longest suffix the pattern tried), -1 if nothing is there.
int RstInliner::endCandidate(Start type, int from, int q, End *end, int *after,
                             bool *referenceSuffix) const
{
    const char16_t u = unit(q);
    int length = 1;
    switch (type) {
    case Start::Strong:
        length = 2;
        [[fallthrough]];
    case Start::Emphasis:
        if (u != u'*' || (length == 2 && unit(q + 1) != u'*')) return -1;
        break;
    case Start::Literal:
        if (u != u'`' || unit(q + 1) != u'`') return -1;
        length = 2;
        break;
    case Start::Target:
    case Start::Backquote:
        if (u != u'`') return -1;
        break;
    case Start::Substitution:
        if (u != u'|') return -1;
        break;
    default:
        return -1;
    }
    // The look-behind: no whitespace before the end-string, and (except for literals) no
    // escape; interpreted text allows an escaped whitespace character.
    const char32_t prev = m_text.before(q, from);
    if (prev != RstInlineText::None) {
        const bool blank = m_text.isSpace(prev);
        if (type == Start::Literal) {
            if (blank) return -1;
        } else if (blank || prev == RstInlineText::Escape) {
            if (type != Start::Backquote ||
                m_text.before(q - unitsOf(prev), from) != RstInlineText::Escape)
                return -1;
        }
    }
    *end = End();
    end->start = q;
    const int stringEnd = q + length;
    if (type == Start::Substitution) {
        int underscores = 0;
        while (underscores < 2 && unit(stringEnd + underscores) == u'_')
            ++underscores;
        for (int k = underscores; k >= 0; --k) {
            if (m_text.endAllowed(stringEnd + k, m_size)) {
                end->end = stringEnd + k;
                end->underscores = k;
                return 1;
            }
        }
        *after = stringEnd + underscores;
        return 0;
    }
    if (type != Start::Backquote) {
        if (m_text.endAllowed(stringEnd, m_size)) {
            end->end = stringEnd;
            return 1;
        }
        *after = stringEnd;
        return 0;
    }
    // `(?P<role>:name:)?(?P<refend>__?)?` then the suffix, backtracking from the longest.
    *after = -1;
    const auto withReferenceEnd = [&](int r) {
        const int underscores = unit(r) != u'_' ? 0 : unit(r + 1) == u'_' ? 2 : 1;
        if (*after < 0) {
            *after = r + underscores;
            *referenceSuffix = underscores > 0;
        }
        for (int k = underscores; k >= 0; --k) {
            if (m_text.endAllowed(r + k, m_size)) {
                end->end = r + k;
                end->underscores = k;
                return true;
            }
        }
        return false;
    };
    if (unit(stringEnd) == u':') {
        const int e = m_text.simplename(stringEnd + 1, m_size, [&](int e) {
            return unit(e) == u':' && withReferenceEnd(e + 1);
        });
        if (e >= 0) {
            end->roleStart = stringEnd + 1;
            end->roleEnd = e;
            return 1;
        }
    }
    return withReferenceEnd(stringEnd) ? 1 : 0;
}

// end_pattern.search(string[from:]): the first match. `glue` gets the first end-string
// candidate, if a letter or digit right after it is what disabled it. The candidates within
// LookBehind of `from` are tried for this search; those after come from the index of this kind,
// extended as far as the first match, so each position is looked at about once per kind however
// many start-strings are left open.
RstInliner::End RstInliner::findEnd(Start type, int from, Glue *glue) const
{
    const char16_t first = type == Start::Strong || type == Start::Emphasis ? u'*'
                           : type == Start::Substitution                    ? u'|'
                                                                            : u'`';
    bool seen = false;
    const int near = std::min(from + LookBehind, m_size);
    for (int q = from; q < near; ++q) {
        if (unit(q) != first) continue;
        End end;
        int after = -1;
        bool referenceSuffix = false;
        const int r = endCandidate(type, from, q, &end, &after, &referenceSuffix);
        if (r == 1) {
            end.found = true;
            return end;
        }
        if (r == 0 && !seen) {
            seen = true;
            noteDisabled(type, from, q, after, referenceSuffix, glue);
        }
    }
    if (near >= m_size) return End();
    EndIndex &index = indexFrom(type, near);
    auto match = std::lower_bound(index.ends.begin(), index.ends.end(), near,
                                  [](const End &e, int q) { return e.start < q; });
    while (match == index.ends.end() && index.to < m_size) {
        const int q = index.to++;
        if (unit(q) != first) continue;
        End end;
        int after = -1;
        bool referenceSuffix = false;
        const int r = endCandidate(type, q - LookBehind, q, &end, &after, &referenceSuffix);
        if (r == 1) {
            end.found = true;
            index.ends.push_back(end);
            match = index.ends.end() - 1;
        } else if (r == 0) {
            index.disabled.push_back({q, after, referenceSuffix});
        }
    }
    const int stop = match == index.ends.end() ? m_size : match->start;
    if (!seen) {
        const auto d = std::lower_bound(index.disabled.begin(), index.disabled.end(), near,
                                        [](const Disabled &d, int q) { return d.start < q; });
        if (d != index.disabled.end() && d->start < stop)
            noteDisabled(type, from, d->start, d->after, d->referenceSuffix, glue);
    }
    return match == index.ends.end() ? End() : *match;
}

// The index of `type`'s candidates, covering `from` (started again at `from` when the searches
// went back, or skipped ahead of what was searched).
RstInliner::EndIndex &RstInliner::indexFrom(Start type, int from) const
{
    EndIndex &index = m_endIndex[size_t(type)];
    if (index.from < 0 || from < index.from || from > index.to) {
        index.from = index.to = from;
        index.ends.clear();
        index.disabled.clear();
    }
    return index;
}

// The first end-string candidate of a search that something after it disabled: the glue,
// if that something is a letter or digit.
void RstInliner::noteDisabled(Start type, int from, int q, int after, bool referenceSuffix,
                              Glue *glue) const
{
    const char16_t first = type == Start::Strong || type == Start::Emphasis ? u'*'
                           : type == Start::Substitution                    ? u'|'
                                                                            : u'`';
    const char32_t c = m_text.at(after, m_size);
    // A '*' that ends a run of them ("**kwargs") is no emphasis the writer closed, and
    // a '`' that ends a run of them (``x`` inside :emphasis:`...`) no end of
    // interpreted text.
    const bool run = q > from && unit(q - 1) == first;
    if (glue && !run && c != RstInlineText::None && m_text.isLetterOrDigit(c))
        *glue = {true, q, after, c, referenceSuffix};
}

// QString::indexOf(endString, from), remembering the last answer of each end-string: the
// glued start-strings of a line are looked at in order, and most share the next end-string.
int RstInliner::nextEndString(int kind, QStringView endString, int from) const
{
    auto &[searchedFrom, found] = m_nextEndString[size_t(kind)];
    if (searchedFrom < 0 || from < searchedFrom || (found >= 0 && from > found)) {
        searchedFrom = from;
        found = int(QStringView(m_text.escaped()).indexOf(endString, from));
    }
    return found;
}

void RstInliner::addGlueProblems(const Glue &glue, InlineKind markup, int start, const End *paired)
{
    if (!glue.found) return;
    const QChar letter = QChar(ushort(unit(glue.end)));
    m_problems.append({MarkupProblemKind::GluedEnd, markup, start, glue.end, glue.end, letter});
    if (paired)
        m_problems.append(
            {MarkupProblemKind::WrongPairing, markup, start, paired->end, paired->start, letter});
}

// Inliner.inline_obj(): emphasis, strong, literal, inline target, substitution reference.
RstInliner::Outcome RstInliner::inlineObject(const Initial &m)
{
    if (quoted(m.start, m.end, m.begin)) return {false, m.start, m.end};
    const InlineKind kind = kindOf(int(m.type));
    Glue glue;
    const End e = findEnd(m.type, m.end, &glue);
    if (e.found && e.start > m.end) {
        Span span{kind, m.start, e.end, m.end, e.start, {}, {}, false, false};
        if (kind == InlineKind::Target || kind == InlineKind::Substitution)
            span.target = unescaped(m.end, e.start).simplified();
        span.anonymous = e.underscores == 2;
        m_spans.append(span);
        addGlueProblems(glue, kind, m.start, &e);
        return {true, m.start, e.end};
    }
    addGlueProblems(glue, kind, m.start, nullptr);
    m_problems.append({MarkupProblemKind::Unterminated, kind, m.start, m.end, m.start, {}});
    return {true, m.start, m.end};
}

// Whether the text between `from` and the backquote at `q` ends with a role marker ":name:"
// that starts at `from` or after a space.
bool RstInliner::followsRoleMarker(int from, int q) const
{
    if (q - 2 <= from || unit(q - 1) != u':') return false;
    auto nameChar = [](char16_t u) {
        return QChar::isLetterOrNumber(u) || u == u'-' || u == u'_' || u == u'.' || u == u'+' ||
               u == u':';
    };
    int k = q - 2;
    while (k > from && nameChar(unit(k - 1)))
        --k;
    // k: the first character of the run; it must be the marker's opening colon.
    return unit(k) == u':' && k < q - 2 && (k == from || m_text.isSpaceAt(k - 1, q));
}

// Inliner.interpreted_or_phrase_ref()
RstInliner::Outcome RstInliner::interpretedOrPhrase(const Initial &m)
{
    const int bq = m.backquote;
    const int matchEnd = bq + 1;
    const bool prefixRole = m.roleStart >= 0;
    if (!prefixRole && quoted(m.start, m.end, m.begin)) return {false, m.start, matchEnd};
    Glue glue;
    const End e = findEnd(Start::Backquote, matchEnd, &glue);
    const InlineKind meant = prefixRole             ? InlineKind::Role
                             : glue.referenceSuffix ? InlineKind::Reference
                                                    : InlineKind::TitleReference;
    if (!(e.found && e.start > matchEnd)) {
        addGlueProblems(glue, meant, m.start, nullptr);
        m_problems.append({MarkupProblemKind::Unterminated, meant, m.start, matchEnd, bq, {}});
        return {true, bq, matchEnd};
    }
    // :literal:`:shall:`pass``: a role written inside a role's text, which docutils reads as
    // one role ending at the last backquote. The inner backquote is no end the writer meant
    // (unlike `:c:func:`x` without a prefix role, where sphinx-lint's superfluous backquote is).
    if (!(prefixRole && glue.found && followsRoleMarker(matchEnd, glue.start)))
        addGlueProblems(glue, meant, m.start, &e);
    QString role =
        prefixRole ? m_text.escaped().mid(m.roleStart, m.roleEnd - m.roleStart) : QString();
    if (e.roleStart >= 0) {
        if (prefixRole)
            return {true, m.start, e.end}; // "Multiple roles": a problematic node, no span
        role = m_text.escaped().mid(e.roleStart, e.roleEnd - e.roleStart);
    }
    if (e.underscores > 0) {
        if (!role.isEmpty())
            return {true, m.start, e.end}; // "Mismatch: both role and reference suffix"
        Span span{InlineKind::Reference, bq, e.end, matchEnd, e.start, {}, {}, false, false};
        span.anonymous = e.underscores == 2;
        phraseReference(span);
        m_spans.append(span);
        return {true, bq, e.end};
    }
    const InlineKind kind = role.isEmpty() ? InlineKind::TitleReference : InlineKind::Role;
    m_spans.append({kind, m.start, e.end, matchEnd, e.start, role, {}, false, false});
    return {true, m.start, e.end};
}

// Inliner.phrase_ref(): `text <uri>`_, `text <alias_>`_ or a plain `phrase`_.
void RstInliner::phraseReference(Span &span) const
{
    const int from = span.contentStart;
    const int to = span.contentEnd;
    // patterns.embedded_link: (?:[ \n]+|^)<(?!\s)(([^<>]|\x00[<>])+)(?<![\s\x00])>$
    int open = -1;
    if (to - from >= 3 && unit(to - 1) == u'>') {
        for (int i = from; i < to - 2 && open < 0; ++i) {
            if (unit(i) != u'<' || !(i == from || unit(i - 1) == u' ' || unit(i - 1) == u'\n'))
                continue;
            if (m_text.isSpaceAt(i + 1, to)) continue;
            const char32_t last = m_text.before(to - 1, i + 1);
            if (last == RstInlineText::Escape || m_text.isSpace(last)) continue;
            bool ok = true;
            for (int j = i + 1; j < to - 1 && ok; ++j) {
                const char16_t u = unit(j);
                ok =
                    (u != u'<' && u != u'>') || (j > i + 1 && unit(j - 1) == RstInlineText::Escape);
            }
            if (ok) open = i;
        }
    }
    if (open < 0) {
        span.target = unescaped(from, to).simplified();
        return;
    }
    span.embedded = true;
    const int aliasStart = open + 1;
    const int aliasEnd = to - 1;
    const bool name = unit(aliasEnd - 1) == u'_' && unit(aliasEnd - 2) != RstInlineText::Escape &&
                      !RstInlineUri::matchesAt(m_text, aliasStart, aliasEnd);
    if (name) {
        span.target = unescaped(aliasStart, aliasEnd - 1).simplified();
        return;
    }
    // A URI loses its unescaped whitespace; an escaped one stays as a space.
    span.target = unescaped(aliasStart, aliasEnd, true);
    if (RstInlineUri::isEmail(m_text, aliasStart, aliasEnd))
        span.target.prepend(QLatin1String("mailto:"));
}

RstInliner::Outcome RstInliner::reference(const Initial &m)
{
    Span span{InlineKind::Reference, m.start, m.end, m.start, m.nameEnd, {}, {},
              m.anonymous,           false};
    span.target = m_text.escaped().mid(m.start, m.nameEnd - m.start);
    m_spans.append(span);
    return {true, m.start, m.end};
}

RstInliner::Outcome RstInliner::footnote(const Initial &m)
{
    const InlineKind kind =
        m.citation ? InlineKind::CitationReference : InlineKind::FootnoteReference;
    Span span{kind, m.start, m.end, m.start + 1, m.nameEnd, {}, {}, false, false};
    span.target = m_text.escaped().mid(m.start + 1, m.nameEnd - m.start - 1);
    m_spans.append(span);
    return {true, m.start, m.end};
}

// Inliner.implicit_inline(): standalone URIs in the text between markup. A URI whose scheme
// docutils does not know leaves this whole stretch of text without links, as in docutils.
void RstInliner::implicitInline(int begin, int end)
{
    while (begin < end) {
        RstInlineUri::Match uri;
        if (!RstInlineUri::search(m_text, begin, end, &uri)) return;
        if (uri.schemeEnd >= 0 &&
            !RstInlineUri::isKnownScheme(
                QStringView(m_text.escaped()).mid(uri.start, uri.schemeEnd - uri.start)))
            return;
        implicitInline(begin, uri.start);
        Span span{InlineKind::Uri, uri.start, uri.end, uri.start, uri.end, {}, {}, false, false};
        span.target = unescaped(uri.start, uri.end);
        if (uri.schemeEnd < 0) span.target.prepend(QLatin1String("mailto:"));
        m_spans.append(span);
        begin = uri.end; // the text after it is searched on its own, like docutils' recursion
    }
}

// A start-string that a letter or digit right before it disabled (이``x``), reported when
// the writer evidently meant markup: the first end-string after it would close it.
void RstInliner::checkGluedStart(int p, int begin)
{
    const char32_t letter = m_text.before(p, begin);
    if (letter == RstInlineText::None || !m_text.isLetterOrDigit(letter)) return;
    Start type = Start::None;
    int startEnd = -1;
    bool role = false;
    const char16_t u = unit(p);
    if (u == u'*') {
        type = unit(p + 1) == u'*' ? Start::Strong : Start::Emphasis;
        startEnd = p + (type == Start::Strong ? 2 : 1);
    } else if (u == u'`') {
        type = unit(p + 1) == u'`' ? Start::Literal : Start::Backquote;
        startEnd = p + (type == Start::Literal ? 2 : 1);
    } else {
        const int e = m_text.simplename(p + 1, m_size, [&](int e) {
            return unit(e) == u':' && unit(e + 1) == u'`' && unit(e + 2) != u'`';
        });
        if (e < 0) return;
        type = Start::Backquote;
        startEnd = e + 2;
        role = true;
    }
    if (startEnd >= m_size || spaceAt(startEnd)) return;
    const QStringView endString = type == Start::Strong     ? u"**"
                                  : type == Start::Emphasis ? u"*"
                                  : type == Start::Literal  ? u"``"
                                                            : u"`";
    const int q = nextEndString(int(type == Start::Strong     ? 0
                                    : type == Start::Emphasis ? 1
                                    : type == Start::Literal  ? 2
                                                              : 3),
                                endString, startEnd);
    if (q < 0) return;
    End end;
    int after = -1;
    bool referenceSuffix = false;
    const int r = endCandidate(type, startEnd, q, &end, &after, &referenceSuffix);
    InlineKind markup = role ? InlineKind::Role : kindOf(int(type));
    if (type == Start::Backquote && !role)
        markup = (r == 1 ? end.underscores > 0 : referenceSuffix) ? InlineKind::Reference
                                                                  : InlineKind::TitleReference;
    const QChar before = QChar(ushort(unit(p - unitsOf(letter))));
    const int at = p - unitsOf(letter);
    if (r == 1) {
        m_problems.append({MarkupProblemKind::GluedStart, markup, p, end.end, at, before});
        return;
    }
    // r < 0: the first end-string candidate is no end-string at all (whitespace before it, as
    // in "x`가 `나"), and `after` is unset (-1): nothing more to say, and nothing to read there.
    if (r < 0) return;
    const char32_t next = m_text.at(after, m_size);
    if ((type == Start::Literal || type == Start::Backquote) && next != RstInlineText::None &&
        m_text.isLetterOrDigit(next)) {
        m_problems.append({MarkupProblemKind::GluedStart, markup, p, after, at, before});
        m_problems.append(
            {MarkupProblemKind::GluedEnd, markup, p, after, after, QChar(ushort(unit(after)))});
    }
}

// docutils.utils.unescape(): escapes dropped, and an escaped whitespace character with them.
// `keepEscapedSpace` is the embedded-URI variant: plain whitespace dropped, escaped kept.
QString RstInliner::unescaped(int from, int to, bool keepEscapedSpace) const
{
    QString out;
    out.reserve(to - from);
    for (int i = from; i < to; ++i) {
        const char16_t u = unit(i);
        if (u == RstInlineText::Escape) {
            if (i + 1 < to && (unit(i + 1) == u' ' || unit(i + 1) == u'\n')) {
                ++i;
                if (keepEscapedSpace) out.append(u' ');
            }
            continue;
        }
        if (keepEscapedSpace && m_text.isSpace(u)) continue;
        out.append(QChar(u));
    }
    return out;
}

} // namespace tandem
