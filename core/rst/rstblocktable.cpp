// SPDX-License-Identifier: GPL-3.0-or-later
// Grid and simple tables (docutils/parsers/rst/tableparser.py and states.py Body.table_top).
// Table lines are handled as docutils does after pad_double_width(): every East Asian wide
// character is followed by a pad column, so cell borders line up by display width.
#include "rstblockparser.h"

#include <unicode/uchar.h>

#include <functional>
#include <map>
#include <queue>

namespace tandem::rstblock {

// A table line as docutils reads it (declared in rstblockparser.h for Parser::appendCell).
struct PaddedLine
{
    std::vector<char16_t> chars; // one per code point (+ a pad after wide ones)
    std::vector<int> index;      // where each starts in the context line's text
    int endIndex = 0;            // the text length (an index one past the last)
    int size() const { return int(chars.size()); }
    char16_t at(int i) const { return i >= 0 && i < size() ? chars[size_t(i)] : u' '; }
    int textIndex(int col) const { return col < size() ? index[size_t(col)] : endIndex; }
};

namespace {

constexpr char16_t kPad = 0; // docutils' double_width_pad_char stand-in

PaddedLine pad(QStringView s)
{
    PaddedLine p;
    for (int i = 0; i < s.size(); ++i) {
        char32_t c = s[i].unicode();
        const int at = i;
        if (QChar::isHighSurrogate(c) && i + 1 < s.size() && s[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(s[i], s[i + 1]);
            ++i;
        }
        p.chars.push_back(c > 0xffff ? u'\uFFFD' : char16_t(c));
        p.index.push_back(at);
        const auto eaw = u_getIntPropertyValue(UChar32(c), UCHAR_EAST_ASIAN_WIDTH);
        if (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH) {
            p.chars.push_back(kPad);
            p.index.push_back(i + 1);
        }
    }
    p.endIndex = int(s.size());
    return p;
}

bool isGridTop(const PaddedLine &l)
{
    const int n = l.size();
    if (n < 5 || l.at(0) != u'+' || l.at(1) != u'-' || l.at(n - 1) != u'+' || l.at(n - 2) != u'-')
        return false;
    for (int i = 2; i < n - 2; ++i) {
        if (l.at(i) != u'-' && l.at(i) != u'+') return false;
    }
    return true;
}

struct CellRect
{
    int top, left, bottom, right; // block rows / padded columns of the border
};

// tableparser.GridTableParser.parse_table: follow cell borders from each corner.
class GridScanner
{
public:
    explicit GridScanner(std::vector<PaddedLine> &rows) : m_rows(rows)
    {
        m_bottom = int(rows.size()) - 1;
        m_right = rows[0].size() - 1;
        m_done.assign(size_t(rows[0].size()), -1);
    }

    bool parse(std::vector<CellRect> &cells)
    {
        // find_head_body_sep: one "+===+" line, turned into a plain border
        int sep = -1;
        for (int r = 0; r <= m_bottom; ++r) {
            PaddedLine &l = m_rows[size_t(r)];
            bool isSep =
                l.size() >= 5 && l.at(0) == u'+' && l.at(1) == u'=' && l.at(l.size() - 1) == u'+';
            for (int c = 1; isSep && c < l.size() - 1; ++c)
                isSep = l.at(c) == u'=' || l.at(c) == u'+';
            if (!isSep) continue;
            if (sep >= 0 || r == m_bottom) {
                error = sep >= 0 ? QStringLiteral("Multiple head/body row separators (table lines "
                                                  "%1 and %2); only one allowed.")
                                       .arg(sep + 1)
                                       .arg(r + 1)
                                 : QStringLiteral("The head/body row separator may not be the "
                                                  "first or last line of the table.");
                errorOffset = r;
                return false;
            }
            sep = r;
            for (auto &ch : l.chars) {
                if (ch == u'=') ch = u'-';
            }
        }
        // docutils keeps the corners in a list it sorts after each cell and takes the first:
        // a min-heap gives the same order without the sort per cell (quadratic in a table of
        // many columns). Each cell adds two corners and is found once, so this ends.
        std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<>>
            corners;
        corners.push({0, 0});
        while (!corners.empty()) {
            const auto [top, left] = corners.top();
            corners.pop();
            if (top == m_bottom || left == m_right || top <= m_done[size_t(left)]) continue;
            int bottom = 0, right = 0;
            if (!scanRight(top, left, bottom, right)) continue;
            for (int c = left; c < right; ++c) {
                if (m_done[size_t(c)] != top - 1) return false;
                m_done[size_t(c)] = bottom - 1;
            }
            cells.push_back({top, left, bottom, right});
            corners.push({top, right});
            corners.push({bottom, left});
        }
        for (int c = 0; c < m_right; ++c) {
            if (m_done[size_t(c)] != m_bottom - 1) return false;
        }
        return true;
    }

private:
    char16_t at(int r, int c) const { return m_rows[size_t(r)].at(c); }

    bool scanRight(int top, int left, int &bottom, int &right)
    {
        for (int i = left + 1; i <= m_right; ++i) {
            if (at(top, i) == u'+') {
                if (scanDown(top, left, i, bottom)) {
                    right = i;
                    return true;
                }
            } else if (at(top, i) != u'-') {
                return false;
            }
        }
        return false;
    }
    bool scanDown(int top, int left, int right, int &bottom)
    {
        for (int i = top + 1; i <= m_bottom; ++i) {
            if (at(i, right) == u'+') {
                if (scanLeft(top, left, i, right)) {
                    bottom = i;
                    return true;
                }
            } else if (at(i, right) != u'|') {
                return false;
            }
        }
        return false;
    }
    bool scanLeft(int top, int left, int bottom, int right) const
    {
        for (int i = right - 1; i > left; --i) {
            if (at(bottom, i) != u'+' && at(bottom, i) != u'-') return false;
        }
        if (at(bottom, left) != u'+') return false;
        for (int i = bottom - 1; i > top; --i) {
            if (at(i, left) != u'+' && at(i, left) != u'|') return false;
        }
        return true;
    }

public:
    // Why parse() failed (tableparser.py's TableMarkupError) and the table line it names.
    QString error = QStringLiteral("Malformed table; parse incomplete.");
    int errorOffset = 0;

private:
    std::vector<PaddedLine> &m_rows;
    int m_bottom = 0;
    int m_right = 0;
    std::vector<int> m_done;
};

} // namespace

// One cell: its lines cut out of the table, common indentation removed, parsed as RST. A cell
// holding a single paragraph is that paragraph; otherwise it keeps its content as children.
void Parser::parseCell(Block &cell, const NestedLines &cellCtx)
{
    NestedLines lines = cellCtx;
    int indent = -1;
    for (const NestedLine &l : lines) {
        if (!isBlank(l)) indent = indent < 0 ? indentOf(l) : std::min(indent, indentOf(l));
    }
    if (indent > 0) {
        for (NestedLine &l : lines)
            l = shifted(l, indent);
    }
    cell.kind = BlockKind::Paragraph;
    int first = 0;
    int last = int(lines.size()) - 1;
    while (first <= last && isBlank(lines[size_t(first)]))
        ++first;
    if (first > last) return;
    setRange(cell, lines, first, last);
    QList<Block> content = nested(lines);
    if (content.size() == 1 && content[0].kind == BlockKind::Paragraph &&
        content[0].children.isEmpty()) {
        cell.inlineText = content[0].inlineText;
        cell.text = content[0].text;
    } else {
        cell.children = std::move(content);
    }
}

// One cell of a grid or simple table: table rows [fromRow, toRow) (0 = the table's first line,
// context line `tableStart`), padded columns [left, right), trailing spaces dropped; parsed
// and added to the table unless empty.
void Parser::appendCell(Block &table, const NestedLines &ctx, int tableStart,
                        const std::vector<PaddedLine> &rows, int fromRow, int toRow, int left,
                        int right)
{
    NestedLines cellCtx;
    for (int r = fromRow; r < toRow; ++r) {
        const NestedLine &src = ctx[size_t(tableStart + r)];
        const PaddedLine &p = rows[size_t(r)];
        NestedLine l{src.view, src.start + p.textIndex(left), src.start + p.textIndex(right)};
        l.end = std::min(l.end, src.end);
        l.start = std::min(l.start, l.end);
        while (l.end > l.start && m_lines[size_t(l.view)].text[l.end - 1] == u' ')
            --l.end;
        cellCtx.push_back(l);
    }
    Block cell;
    parseCell(cell, cellCtx);
    if (!cell.inlineText.isEmpty() || !cell.children.isEmpty())
        table.children.append(std::move(cell));
}

int Parser::gridTable(const NestedLines &ctx, int i, QList<Block> &out)
{
    const int n = int(ctx.size());
    // isolate_grid_table: the text block, flush left
    int end = i;
    while (end < n && !isBlank(ctx[size_t(end)]) && (end == i || indentOf(ctx[size_t(end)]) == 0))
        ++end;
    // isolate_grid_table: a cut table needs a blank line after it (reported at the line after
    // the lines it read)
    bool blankFinish = true;
    if (end < n && !isBlank(ctx[size_t(end)])) {
        report(BlockProblem::UnexpectedIndentation, 3, ctx[size_t(end)].view,
               QStringLiteral("Unexpected indentation."));
        blankFinish = false;
    }
    auto blankLineRequired = [&](int after) {
        if (!blankFinish && after < n)
            report(BlockProblem::Other, 2, ctx[size_t(after)].view,
                   QStringLiteral("Blank line required after table."));
    };
    std::vector<PaddedLine> rows;
    for (int k = i; k < end; ++k)
        rows.push_back(pad(text(ctx[size_t(k)])));
    const int width = rows[0].size();
    for (size_t k = 0; k < rows.size(); ++k) {
        if (rows[k].at(0) != u'+' && rows[k].at(0) != u'|') {
            rows.resize(k);
            end = i + int(k);
            blankFinish = false;
            break;
        }
    }
    const int textEnd = end; // where docutils' state machine stands when it reports
    auto malformed = [&](int last, const QString &detail = {}, int offset = 0) {
        out.append(swallowed(ctx, i, last));
        report(BlockProblem::MalformedTable, 3, ctx[size_t(i + offset)].view,
               detail.isEmpty() ? QStringLiteral("Malformed table.")
                                : QStringLiteral("Malformed table. ") + detail);
        blankLineRequired(textEnd);
        return last + 1;
    };
    if (!isGridTop(rows.back())) {
        int found = -1;
        for (int k = int(rows.size()) - 2; k > 1; --k) {
            if (isGridTop(rows[size_t(k)])) {
                found = k;
                break;
            }
        }
        if (found < 0) {
            blankFinish = false;
            return malformed(end - 1);
        }
        rows.resize(size_t(found) + 1);
        end = i + found + 1;
    }
    for (const PaddedLine &r : rows) {
        if (r.size() != width || (r.at(width - 1) != u'+' && r.at(width - 1) != u'|'))
            return malformed(end - 1);
    }
    std::vector<PaddedLine> work = rows;
    std::vector<CellRect> rects;
    GridScanner scanner(work);
    if (!scanner.parse(rects)) return malformed(end - 1, scanner.error, scanner.errorOffset);
    Block table;
    table.kind = BlockKind::Table;
    setRange(table, ctx, i, end - 1);
    for (const CellRect &c : rects)
        appendCell(table, ctx, i, rows, c.top + 1, c.bottom, c.left + 1, c.right);
    out.append(std::move(table));
    blankLineRequired(end);
    return end;
}

namespace {
bool isSimpleBorder(QStringView s)
{
    if (s.isEmpty() || s[0] != u'=') return false;
    bool gap = false;
    for (QChar c : s) {
        if (c == u' ')
            gap = true;
        else if (c != u'=')
            return false;
    }
    return gap;
}

// Columns of a border or span line: runs of '-' (after '=' became '-').
std::vector<std::pair<int, int>> parseColumns(const PaddedLine &l)
{
    std::vector<std::pair<int, int>> cols;
    int i = 0;
    const int n = l.size();
    while (i < n) {
        while (i < n && l.at(i) != u'-')
            ++i;
        if (i >= n) break;
        int j = i;
        while (j < n && l.at(j) != u' ')
            ++j;
        cols.push_back({i, j});
        i = j;
    }
    return cols;
}
} // namespace

int Parser::simpleTable(const NestedLines &ctx, int i, QList<Block> &out)
{
    const int n = int(ctx.size());
    const int topLen = int(text(ctx[size_t(i)]).size());
    int found = 0, foundAt = -1, end = -1;
    // isolate_simple_table: "Blank line required after table." unless the last line read is
    // followed by a blank line or the end
    auto blankLineRequired = [&](int last) {
        if (last + 1 < n && !isBlank(ctx[size_t(last + 1)]))
            report(BlockProblem::Other, 2, ctx[size_t(last + 1)].view,
                   QStringLiteral("Blank line required after table."));
    };
    auto malformed = [&](int last, const QString &detail = {}, int offset = 0,
                         bool checkBlank = true) {
        out.append(swallowed(ctx, i, last));
        report(BlockProblem::MalformedTable, 3, ctx[size_t(i + offset)].view,
               detail.isEmpty() ? QStringLiteral("Malformed table.")
                                : QStringLiteral("Malformed table. ") + detail);
        if (checkBlank) blankLineRequired(last);
        return last + 1;
    };
    for (int k = i + 1; k < n; ++k) {
        const QStringView s = text(ctx[size_t(k)]);
        if (indentOf(ctx[size_t(k)]) > 0 || !isSimpleBorder(s)) continue;
        if (s.size() != topLen)
            return malformed(k, QStringLiteral("Bottom/header table border does not match top "
                                               "border."));
        ++found;
        foundAt = k;
        if (found == 2 || k == n - 1 || isBlank(ctx[size_t(k + 1)])) {
            end = k;
            break;
        }
    }
    if (end < 0) { // docutils swallows the rest
        if (found)
            return malformed(foundAt, QStringLiteral("No bottom table border found or no blank "
                                                     "line after table bottom."));
        return malformed(n - 1, QStringLiteral("No bottom table border found."), 0, false);
    }

    std::vector<PaddedLine> rows;
    for (int k = i; k <= end; ++k)
        rows.push_back(pad(text(ctx[size_t(k)])));
    std::vector<PaddedLine> work = rows;
    for (auto *l : {&work.front(), &work.back()}) {
        for (auto &ch : l->chars) {
            if (ch == u'=') ch = u'-';
        }
    }
    int sep = -1;
    for (int k = 0; k < int(work.size()); ++k) {
        PaddedLine &l = work[size_t(k)];
        bool isSep = l.size() > 0 && l.at(0) == u'=';
        for (char16_t ch : l.chars)
            isSep = isSep && (ch == u'=' || ch == u' ');
        if (!isSep) continue;
        if (sep >= 0)
            return malformed(end,
                             QStringLiteral("Multiple head/body row separators (table lines %1 "
                                            "and %2); only one allowed.")
                                 .arg(sep + 1)
                                 .arg(k + 1),
                             k);
        sep = k;
        for (auto &ch : l.chars) {
            if (ch == u'=') ch = u'-';
        }
    }
    auto isSpan = [](const PaddedLine &l) {
        if (l.size() == 0 || l.at(0) != u'-') return false;
        for (char16_t ch : l.chars) {
            if (ch != u'-' && ch != u' ') return false;
        }
        return true;
    };
    std::vector<std::pair<int, int>> columns = parseColumns(work[0]);
    if (columns.empty()) return malformed(end);
    const int borderEnd = columns.back().second;
    Block table;
    table.kind = BlockKind::Table;
    setRange(table, ctx, i, end);
    bool ok = true;
    QString error; // SimpleTableParser's TableMarkupError and the table line it names
    int errorOffset = 0;
    auto fail = [&](int offset, const QString &message) {
        ok = false;
        error = message;
        errorOffset = offset;
    };
    auto parseRow = [&](int start, int stop, const PaddedLine *span) {
        if (start >= stop && !span) return;
        std::vector<std::pair<int, int>> cols = columns;
        if (span) {
            cols = parseColumns(*span);
            if (cols.empty() || cols.back().second != borderEnd) {
                fail(stop,
                     QStringLiteral("Column span incomplete in table line %1.").arg(stop + 1));
                return;
            }
            cols.back().second = columns.back().second;
        }
        // check_columns: no text in the margins; the last column may run on to the right
        for (size_t c = 0; c < cols.size(); ++c) {
            const int nextStart = c + 1 < cols.size() ? cols[c + 1].first : INT_MAX;
            for (int r = start; r < stop; ++r) {
                const PaddedLine &l = work[size_t(r)];
                // Text after the column: only the last column's is looked at (read from the
                // end, so a wide line is not read once per column).
                bool tail = false;
                for (int x = l.size() - 1; c + 1 == cols.size() && !tail && x >= cols[c].second;
                     --x)
                    tail = l.at(x) != u' ' && l.at(x) != kPad;
                if (c + 1 == cols.size() && tail) {
                    int newEnd = l.size();
                    while (newEnd > cols[c].first && l.at(newEnd - 1) == u' ')
                        --newEnd;
                    cols[c].second = std::max(cols[c].second, newEnd);
                    columns.back().second = std::max(columns.back().second, newEnd);
                } else {
                    for (int x = cols[c].second; x < std::min(nextStart, l.size()); ++x) {
                        if (l.at(x) != u' ' && l.at(x) != kPad) {
                            fail(r, QStringLiteral("Text in column margin in table line %1.")
                                        .arg(r + 1));
                            return;
                        }
                    }
                }
            }
        }
        // init_row: every cell starts at a column's start and ends at some column's end
        size_t k = 0;
        for (const auto &[cs, ce] : cols) {
            bool aligned = k < columns.size() && columns[k].first == cs;
            while (aligned && columns[k].second != ce)
                aligned = ++k < columns.size();
            if (!aligned) {
                fail(start + 1, QStringLiteral("Column span alignment problem in table line %1.")
                                    .arg(start + 2));
                return;
            }
            ++k;
        }
        for (const auto &[cs, ce] : cols)
            appendCell(table, ctx, i, rows, start, stop, cs, ce);
    };
    // SimpleTableParser.parse_table
    const int firstStart = columns[0].first, firstEnd = columns[0].second;
    int start = 1;
    bool textFound = false;
    for (int offset = 1; offset < int(work.size()) && ok; ++offset) {
        const PaddedLine &l = work[size_t(offset)];
        if (isSpan(l)) {
            parseRow(start, offset, &l);
            start = offset + 1;
            textFound = false;
        } else {
            bool firstColumnText = false;
            for (int x = firstStart; x < std::min(firstEnd, l.size()); ++x)
                firstColumnText = firstColumnText || (l.at(x) != u' ' && l.at(x) != kPad);
            if (firstColumnText) {
                if (textFound && offset != start) parseRow(start, offset, nullptr);
                start = offset;
                textFound = true;
            } else if (!textFound) {
                start = offset + 1;
            }
        }
    }
    if (!ok) return malformed(end, error, errorOffset);
    out.append(std::move(table));
    blankLineRequired(end);
    return end + 1;
}

} // namespace tandem::rstblock
