// SPDX-License-Identifier: GPL-3.0-or-later
#include "worddiff.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <vector>

namespace tandem {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark() || c == u'_' || c.isSurrogate();
}

// The token texts as small integers, so comparing two tokens is one comparison.
struct TokenIds
{
    std::vector<int> oldIds, newIds;
};

TokenIds numberTokens(const QList<QStringView> &a, const QList<QStringView> &b)
{
    QHash<QStringView, int> ids;
    TokenIds t;
    const auto id = [&ids](QStringView token) {
        auto it = ids.constFind(token);
        if (it == ids.constEnd()) it = ids.insert(token, int(ids.size()));
        return it.value();
    };
    t.oldIds.reserve(size_t(a.size()));
    t.newIds.reserve(size_t(b.size()));
    for (QStringView token : a)
        t.oldIds.push_back(id(token));
    for (QStringView token : b)
        t.newIds.push_back(id(token));
    return t;
}

// Myers' linear-space difference (after GNU diffseq): marks the tokens of `a` that are
// deleted and of `b` that are inserted.
class Differ
{
public:
    Differ(const std::vector<int> &a, const std::vector<int> &b)
        : m_a(a), m_b(b), m_deleted(a.size(), false), m_inserted(b.size(), false)
    {
        const qsizetype n = qsizetype(a.size()), m = qsizetype(b.size());
        // Diagonals k = x - y run from -m to n; one more on each side is read.
        m_offset = m + 1;
        m_forward.assign(size_t(n + m + 3), 0);
        m_backward.assign(size_t(n + m + 3), 0);
        // About 2·sqrt(N+M), at least 256: beyond that cost per split, take a good split
        // instead of the best one.
        m_tooExpensive = 1;
        for (qsizetype diags = n + m + 3; diags != 0; diags >>= 2)
            m_tooExpensive <<= 1;
        m_tooExpensive = std::max<qsizetype>(m_tooExpensive, 256);
    }

    void run()
    {
        struct Box
        {
            qsizetype xoff, xlim, yoff, ylim;
        };
        std::vector<Box> stack{{0, qsizetype(m_a.size()), 0, qsizetype(m_b.size())}};
        while (!stack.empty()) {
            Box box = stack.back();
            stack.pop_back();
            // Common prefix and suffix are not part of any difference.
            while (box.xoff < box.xlim && box.yoff < box.ylim && m_a[box.xoff] == m_b[box.yoff])
                ++box.xoff, ++box.yoff;
            while (box.xoff < box.xlim && box.yoff < box.ylim &&
                   m_a[box.xlim - 1] == m_b[box.ylim - 1])
                --box.xlim, --box.ylim;
            if (box.xoff == box.xlim) {
                for (qsizetype y = box.yoff; y < box.ylim; ++y)
                    m_inserted[size_t(y)] = true;
            } else if (box.yoff == box.ylim) {
                for (qsizetype x = box.xoff; x < box.xlim; ++x)
                    m_deleted[size_t(x)] = true;
            } else {
                const auto [xmid, ymid] = split(box.xoff, box.xlim, box.yoff, box.ylim);
                stack.push_back({xmid, box.xlim, ymid, box.ylim});
                stack.push_back({box.xoff, xmid, box.yoff, ymid});
            }
        }
    }

    std::vector<bool> &deleted() { return m_deleted; }
    std::vector<bool> &inserted() { return m_inserted; }

private:
    qsizetype &fd(qsizetype k) { return m_forward[size_t(k + m_offset)]; }
    qsizetype &bd(qsizetype k) { return m_backward[size_t(k + m_offset)]; }

    // A point (x, y) on a shortest (or, past the cost bound, a good) edit path through the
    // box, strictly between its corners: the middle snake.
    std::pair<qsizetype, qsizetype> split(qsizetype xoff, qsizetype xlim, qsizetype yoff,
                                          qsizetype ylim)
    {
        const qsizetype dmin = xoff - ylim, dmax = xlim - yoff;
        const qsizetype fmid = xoff - yoff, bmid = xlim - ylim;
        qsizetype fmin = fmid, fmax = fmid, bmin = bmid, bmax = bmid;
        const bool odd = ((fmid - bmid) & 1) != 0;
        fd(fmid) = xoff;
        bd(bmid) = xlim;
        for (qsizetype cost = 1;; ++cost) {
            // One more step forward on every diagonal in reach.
            if (fmin > dmin)
                fd(--fmin - 1) = -1;
            else
                ++fmin;
            if (fmax < dmax)
                fd(++fmax + 1) = -1;
            else
                --fmax;
            for (qsizetype d = fmax; d >= fmin; d -= 2) {
                const qsizetype tlo = fd(d - 1), thi = fd(d + 1);
                qsizetype x = tlo >= thi ? tlo + 1 : thi;
                qsizetype y = x - d;
                while (x < xlim && y < ylim && m_a[size_t(x)] == m_b[size_t(y)])
                    ++x, ++y;
                fd(d) = x;
                if (odd && bmin <= d && d <= bmax && bd(d) <= x) return {x, y};
            }
            // And one more backward.
            if (bmin > dmin)
                bd(--bmin - 1) = LLONG_MAX;
            else
                ++bmin;
            if (bmax < dmax)
                bd(++bmax + 1) = LLONG_MAX;
            else
                --bmax;
            for (qsizetype d = bmax; d >= bmin; d -= 2) {
                const qsizetype tlo = bd(d - 1), thi = bd(d + 1);
                qsizetype x = tlo < thi ? tlo : thi - 1;
                qsizetype y = x - d;
                while (xoff < x && yoff < y && m_a[size_t(x - 1)] == m_b[size_t(y - 1)])
                    --x, --y;
                bd(d) = x;
                if (!odd && fmin <= d && d <= fmax && x <= fd(d)) return {x, y};
            }
            if (cost < m_tooExpensive) continue;
            // Too costly to find the best split: take the furthest either search reached.
            qsizetype fxybest = -1, fxbest = xoff;
            for (qsizetype d = fmax; d >= fmin; d -= 2) {
                qsizetype x = std::min(fd(d), xlim), y = x - d;
                if (ylim < y) x = ylim + d, y = ylim;
                if (fxybest < x + y) fxybest = x + y, fxbest = x;
            }
            qsizetype bxybest = LLONG_MAX, bxbest = xlim;
            for (qsizetype d = bmax; d >= bmin; d -= 2) {
                qsizetype x = std::max(xoff, bd(d)), y = x - d;
                if (y < yoff) x = yoff + d, y = yoff;
                if (x + y < bxybest) bxybest = x + y, bxbest = x;
            }
            if ((xlim + ylim) - bxybest < fxybest - (xoff + yoff))
                return {fxbest, fxybest - fxbest};
            return {bxbest, bxybest - bxbest};
        }
    }

    const std::vector<int> &m_a;
    const std::vector<int> &m_b;
    std::vector<bool> m_deleted, m_inserted;
    std::vector<qsizetype> m_forward, m_backward;
    qsizetype m_offset = 0;
    qsizetype m_tooExpensive = 256;
};

bool isSpace(QStringView token)
{
    return !token.isEmpty() && token.front().isSpace();
}

// Moves each run of changed tokens of one side along equal tokens of the same text, as GNU
// diff shifts its boundaries: first as far back as it goes, then forward while it starts with
// whitespace, so "all[ the] elements" reads "all [the ]elements" and a run starts on a word.
void slideRuns(const std::vector<int> &ids, std::vector<bool> &changed,
               const QList<QStringView> &tokens)
{
    const qsizetype n = qsizetype(ids.size());
    qsizetype k = 0;
    while (k < n) {
        if (!changed[size_t(k)]) {
            ++k;
            continue;
        }
        qsizetype k0 = k;
        while (k < n && changed[size_t(k)])
            ++k;
        qsizetype k1 = k;
        while (k0 > 0 && !changed[size_t(k0 - 1)] && ids[size_t(k0 - 1)] == ids[size_t(k1 - 1)]) {
            changed[size_t(k0 - 1)] = true;
            changed[size_t(k1 - 1)] = false;
            --k0, --k1;
        }
        while (k1 < n && !changed[size_t(k1)] && ids[size_t(k0)] == ids[size_t(k1)] &&
               isSpace(tokens[k0])) {
            changed[size_t(k1)] = true;
            changed[size_t(k0)] = false;
            ++k0, ++k1;
        }
        k = std::max(k, k1);
    }
}

} // namespace

QList<QStringView> wordTokens(QStringView text)
{
    QList<QStringView> tokens;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const qsizetype start = i;
        const QChar c = text[i];
        if (isWordChar(c)) {
            while (i < n && isWordChar(text[i]))
                ++i;
        } else if (c.isSpace()) {
            while (i < n && text[i].isSpace())
                ++i;
        } else {
            ++i;
        }
        tokens.append(text.mid(start, i - start));
    }
    return tokens;
}

QList<WordDiffRange> wordDiff(QStringView oldText, QStringView newText)
{
    const QList<QStringView> a = wordTokens(oldText);
    const QList<QStringView> b = wordTokens(newText);
    const TokenIds ids = numberTokens(a, b);
    Differ differ(ids.oldIds, ids.newIds);
    differ.run();
    std::vector<bool> &deleted = differ.deleted();
    std::vector<bool> &inserted = differ.inserted();
    const qsizetype n = a.size(), m = b.size();
    slideRuns(ids.oldIds, deleted, a);
    slideRuns(ids.newIds, inserted, b);

    // Runs of equal tokens and of changes, as token index ranges.
    struct Run
    {
        bool equal;
        qsizetype i0, i1, j0, j1;
    };
    const auto runs = [&] {
        std::vector<Run> out;
        qsizetype i = 0, j = 0;
        while (i < n || j < m) {
            const qsizetype i0 = i, j0 = j;
            if ((i < n && deleted[size_t(i)]) || (j < m && inserted[size_t(j)])) {
                while (i < n && deleted[size_t(i)])
                    ++i;
                while (j < m && inserted[size_t(j)])
                    ++j;
                out.push_back({false, i0, i, j0, j});
            } else {
                while (i < n && j < m && !deleted[size_t(i)] && !inserted[size_t(j)])
                    ++i, ++j;
                out.push_back({true, i0, i, j0, j});
            }
            if (i == i0 && j == j0) break; // only for an invalid difference: never loop
        }
        return out;
    };
    // A single space between two changes joins them.
    std::vector<Run> pieces = runs();
    bool folded = false;
    for (size_t r = 1; r + 1 < pieces.size(); ++r) {
        const Run &p = pieces[r];
        if (p.equal && p.i1 - p.i0 == 1 && isSpace(a[p.i0]) && !pieces[r - 1].equal &&
            !pieces[r + 1].equal) {
            deleted[size_t(p.i0)] = true;
            inserted[size_t(p.j0)] = true;
            folded = true;
        }
    }
    if (folded) pieces = runs();

    // Token indexes to text offsets.
    const auto offsetOf = [](const QList<QStringView> &tokens, QStringView text, qsizetype k) {
        return k < tokens.size() ? qsizetype(tokens[k].data() - text.data()) : text.size();
    };
    QList<WordDiffRange> out;
    for (const Run &p : pieces) {
        const qsizetype oldStart = offsetOf(a, oldText, p.i0);
        const qsizetype oldEnd = offsetOf(a, oldText, p.i1);
        const qsizetype newStart = offsetOf(b, newText, p.j0);
        const qsizetype newEnd = offsetOf(b, newText, p.j1);
        if (p.equal) {
            out.append({WordDiffRange::Kind::Equal, oldStart, oldEnd - oldStart, newStart,
                        newEnd - newStart});
            continue;
        }
        if (oldEnd > oldStart)
            out.append({WordDiffRange::Kind::Deleted, oldStart, oldEnd - oldStart, newStart, 0});
        if (newEnd > newStart)
            out.append({WordDiffRange::Kind::Inserted, oldEnd, 0, newStart, newEnd - newStart});
    }
    return out;
}

} // namespace tandem
