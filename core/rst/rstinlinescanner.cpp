// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstinlinescanner.h"

#include "rstinliner.h"

#include <algorithm>
#include <vector>

namespace tandem {

namespace {

// Converts offsets in the scanned text to positions, and builds the result.
template <typename ToPosition>
RstInlineScanner::Result convert(const QString &text, const RstInliner &inliner,
                                 ToPosition position)
{
    RstInlineScanner::Result result;
    result.spans.reserve(inliner.spans().size());
    for (const RstInliner::Span &s : inliner.spans()) {
        InlineSpan span;
        span.kind = s.kind;
        span.range = {position(s.start), position(s.end)};
        span.content = {position(s.contentStart), position(s.contentEnd)};
        span.text = text.mid(s.contentStart, s.contentEnd - s.contentStart);
        span.role = s.role;
        span.target = s.target;
        span.anonymous = s.anonymous;
        span.embedded = s.embedded;
        result.spans.append(span);
    }
    result.problems.reserve(inliner.problems().size());
    for (const RstInliner::Problem &p : inliner.problems()) {
        result.problems.append(
            {p.kind, p.markup, {position(p.start), position(p.end)}, position(p.at), p.glued});
    }
    return result;
}

} // namespace

RstInlineScanner::Result RstInlineScanner::scan(const SourceLines &lines,
                                                const QList<TextPiece> &pieces) const
{
    // docutils reads a paragraph as its lines joined with '\n'.
    QString text;
    qsizetype total = 0;
    for (const TextPiece &piece : pieces)
        total += piece.length + 1;
    text.reserve(total);
    std::vector<int> starts;
    starts.reserve(size_t(pieces.size()));
    for (const TextPiece &piece : pieces) {
        if (!starts.empty()) text.append(u'\n');
        starts.push_back(int(text.size()));
        text.append(QStringView(lines[piece.view].text).mid(piece.column, piece.length));
    }
    RstInliner inliner(text);
    inliner.parse();
    const auto position = [&](int offset) {
        // The piece holding the offset; the '\n' after a piece belongs to the piece's end.
        const auto it = std::upper_bound(starts.begin(), starts.end(), offset);
        const size_t k = it == starts.begin() ? 0 : size_t(it - starts.begin()) - 1;
        const TextPiece &piece = pieces[qsizetype(k)];
        const SourceLine &line = lines[piece.view];
        return Position{line.fileLine, line.fileColumn + piece.column + (offset - starts[k])};
    };
    return convert(text, inliner, position);
}

RstInlineScanner::Result RstInlineScanner::scanText(const QString &text) const
{
    RstInliner inliner(text);
    inliner.parse();
    return convert(text, inliner, [](int offset) { return Position{0, offset}; });
}

} // namespace tandem
