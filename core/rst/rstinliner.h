// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"
#include "rstinlinetext.h"

#include <QList>
#include <QString>

#include <array>
#include <vector>

namespace tandem {

// docutils 0.19's Inliner.parse() (character_level_inline_markup off), re-done by hand on one
// text block: the same patterns tried in the same order with the same backtracking, so the
// spans are the nodes docutils makes. Positions are offsets into the block's text; the problems
// are what a writer would want to hear about (see MarkupProblem).
class RstInliner
{
public:
    struct Span
    {
        InlineKind kind = InlineKind::Literal;
        int start = 0; // the whole markup
        int end = 0;
        int contentStart = 0; // between the start- and end-strings
        int contentEnd = 0;
        QString role;
        QString target;
        bool anonymous = false;
        bool embedded = false;
    };

    // GluedEnd: [start-string, glued letter), at = the letter. GluedStart: the would-be markup,
    // at = the letter before it. Unterminated: the start-string (with a role prefix), at = the
    // start-string docutils warns about. WrongPairing: the span docutils made instead, at = the
    // end-string it used, glued = the letter that disabled the intended end-string (which also
    // has its GluedEnd).
    struct Problem
    {
        MarkupProblemKind kind = MarkupProblemKind::GluedEnd;
        InlineKind markup = InlineKind::Literal;
        int start = 0; // the would-be markup
        int end = 0;
        int at = 0; // the offending character
        QChar glued;
    };

    explicit RstInliner(const QString &text);
    void parse();

    const QList<Span> &spans() const { return m_spans; }
    const QList<Problem> &problems() const { return m_problems; }

private:
    enum class Start
    {
        None,
        Strong,
        Emphasis,
        Literal,
        Target,
        Substitution,
        Reference,
        Footnote,
        Backquote
    };

    // One match of docutils' "initial" pattern.
    struct Initial
    {
        Start type = Start::None;
        int start = 0;      // match.start(): the role's colon for a prefixed role
        int end = 0;        // end of the start-string, or of the whole construct
        int backquote = -1; // Backquote: where the '`' is
        int nameEnd = -1;   // Reference: end of the name; Footnote: end of the label
        int roleStart = -1; // Backquote: the role name, without colons
        int roleEnd = -1;
        bool anonymous = false; // Reference: "__"
        bool citation = false;  // Footnote: a citation label
        int begin = 0;          // where docutils' `remaining` started for this match
    };

    // One match of an end-string pattern.
    struct End
    {
        bool found = false;
        int start = -1; // the end-string
        int end = -1;   // after it, and after a role or "_"/"__" suffix
        int roleStart = -1;
        int roleEnd = -1;
        int underscores = 0;
    };

    // An end-string candidate that a glued letter or digit disabled.
    bool followsRoleMarker(int from, int q) const;
    struct Glue
    {
        bool found = false;
        int start = -1; // the end-string
        int end = -1;   // after it (and its suffix), where the glued character is
        char32_t letter = 0;
        bool referenceSuffix = false; // interpreted text: the end-string had "_" or "__"
    };

    // The end-string candidates of one kind found so far, so that start-strings that are never
    // closed do not each search the rest of the text again (which made a long line of
    // unbalanced markup quadratic). A candidate at q reads nothing before q - LookBehind, so
    // for any search from at most q - LookBehind it is what it is here; those within
    // LookBehind of a search's start are tried again for that search (see findEnd()).
    static constexpr int LookBehind = 3;
    struct Disabled
    {
        int start = -1;
        int after = -1;
        bool referenceSuffix = false;
    };
    struct EndIndex
    {
        int from = -1; // [from, to) has been searched
        int to = -1;
        std::vector<End> ends;          // the matches (endCandidate() == 1), by position
        std::vector<Disabled> disabled; // the candidates that were disabled (== 0)
    };

    // The result of handling one initial match, as docutils' dispatch methods return it.
    struct Outcome
    {
        bool produced = false; // a node (or a problematic) was made: flush implicit markup
        int before = 0;        // where the text before the node ends
        int next = 0;          // where the remaining text starts
    };

    bool searchInitial(int begin, Initial *m);
    bool matchAt(int p, Initial *m);
    bool underscoreAhead(int p);
    Outcome inlineObject(const Initial &m);
    Outcome interpretedOrPhrase(const Initial &m);
    Outcome reference(const Initial &m);
    Outcome footnote(const Initial &m);
    End findEnd(Start type, int from, Glue *glue) const;
    void noteDisabled(Start type, int from, int q, int after, bool referenceSuffix,
                      Glue *glue) const;
    EndIndex &indexFrom(Start type, int from) const;
    int nextEndString(int kind, QStringView endString, int from) const;
    int endCandidate(Start type, int from, int q, End *end, int *after,
                     bool *referenceSuffix) const;
    void checkGluedStart(int p, int begin);
    void implicitInline(int begin, int end);
    bool quoted(int start, int end, int begin) const;
    void phraseReference(Span &span) const;
    void addGlueProblems(const Glue &glue, InlineKind markup, int start, const End *paired);
    QString unescaped(int from, int to, bool keepEscapedSpace = false) const;

    char16_t unit(int i) const { return i < m_size ? m_text.unit(i) : char16_t(0xFFFF); }
    bool spaceAt(int i) const { return m_text.isSpaceAt(i, m_size); }

    RstInlineText m_text;
    int m_size = 0;
    // The run of reference-name characters around the last position tried, and its last '_'
    // (a name must end in one): most words are not references and are skipped in one test.
    int m_nameRunStart = -1;
    int m_nameRunEnd = -1;
    int m_nameRunUnderscore = -1;
    QList<Span> m_spans;
    QList<Problem> m_problems;
    // By Start type (findEnd) and by end-string (checkGluedStart: "**", "*", "``", "`").
    mutable std::array<EndIndex, 9> m_endIndex;
    mutable std::array<std::pair<int, int>, 4> m_nextEndString{
        {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}}}; // (searched from, found at or -1)
};

} // namespace tandem
