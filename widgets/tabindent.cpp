// SPDX-License-Identifier: GPL-3.0-or-later
#include "tabindent.h"

#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace tandem {

namespace {

constexpr int PythonUnit = 4;
// How far up Tab looks for the lines a line belongs under: a block is rarely longer, and a key
// press must not cost time that grows with the file.
constexpr int MaxLinesUp = 400;

int leadingSpaces(const QString &text)
{
    int n = 0;
    while (n < text.size() && text[n] == u' ')
        ++n;
    return n;
}

bool isBlank(const QString &text)
{
    return text.trimmed().isEmpty();
}

// The column where a list item's text starts ("- ", "1. ", "#. ", "(a) "), or -1.
int listTextColumn(const QString &text, int indent)
{
    static const QRegularExpression item(
        QStringLiteral(R"(^(?:[-*+•]|\d+[.)]|#[.)]|\(\d+\)|[A-Za-z][.)])\s+(?=\S))"));
    const auto m = item.match(QStringView(text).mid(indent));
    return m.hasMatch() ? indent + int(m.capturedLength()) : -1;
}

// The stops of an RST line, sorted: the indentation of every block it can belong under.
QList<int> rstStops(const QTextDocument *doc, int line, int unit)
{
    QList<int> stops{0};
    int enclosing = INT_MAX;
    bool nearest = true;
    int seen = 0;
    for (QTextBlock b = doc->findBlockByNumber(line).previous(); b.isValid() && seen < MaxLinesUp;
         b = b.previous(), ++seen) {
        const QString text = b.text();
        if (isBlank(text)) continue;
        const int indent = leadingSpaces(text);
        const int listColumn = listTextColumn(text, indent);
        if (nearest) { // the line above: its level, its text column, one level deeper
            stops << indent << indent + unit;
            nearest = false;
        }
        if (indent < enclosing) {
            stops << indent;
            if (listColumn >= 0) stops << listColumn;
            enclosing = indent;
        }
        if (indent == 0) break;
    }
    std::sort(stops.begin(), stops.end());
    stops.erase(std::unique(stops.begin(), stops.end()), stops.end());
    return stops;
}

// The first and last block a selection covers by whole lines (a selection that ends at the
// start of a line does not take that line).
std::pair<QTextBlock, QTextBlock> selectedBlocks(const QTextCursor &c)
{
    const QTextDocument *doc = c.document();
    const QTextBlock first = doc->findBlock(c.selectionStart());
    QTextBlock last = doc->findBlock(c.selectionEnd());
    if (last != first && c.selectionEnd() == last.position()) last = last.previous();
    return {first, last};
}

QTextBlock firstNonBlank(QTextBlock from, const QTextBlock &last)
{
    for (QTextBlock b = from; b.isValid(); b = b.next()) {
        if (!isBlank(b.text())) return b;
        if (b == last) break;
    }
    return {};
}

// Moves every non-blank line of [first, last] by `delta` columns (negative: removes at most the
// spaces a line has) and selects the lines.
void shiftLines(QTextCursor c, const QTextBlock &first, const QTextBlock &last, int delta)
{
    c.beginEditBlock();
    for (QTextBlock b = first; b.isValid(); b = b.next()) {
        const QString text = b.text();
        if (!isBlank(text)) {
            QTextCursor at(b);
            if (delta > 0) {
                at.insertText(QString(delta, u' '));
            } else {
                at.setPosition(b.position() + std::min(-delta, leadingSpaces(text)),
                               QTextCursor::KeepAnchor);
                at.removeSelectedText();
            }
        }
        if (b == last) break;
    }
    c.endEditBlock();
}

} // namespace

int rstIndentUnit(const QString &text)
{
    // The bodies of directives and literal blocks ("::"), as the nearest deeper line shows.
    int votes[2] = {0, 0}; // 3, 4
    int previousIndent = -1;
    bool previousOpens = false;
    for (QStringView line : QStringView(text).split(u'\n')) {
        if (line.trimmed().isEmpty()) continue;
        int indent = 0;
        while (indent < line.size() && line[indent] == u' ')
            ++indent;
        if (previousOpens && indent - previousIndent == 3) ++votes[0];
        if (previousOpens && indent - previousIndent == 4) ++votes[1];
        const QStringView body = line.trimmed();
        previousOpens = body.startsWith(u".. ") || body.endsWith(u"::");
        previousIndent = indent;
    }
    return votes[0] > votes[1] ? 3 : 4;
}

int nextIndentStop(const QTextDocument *doc, int line, int column, const IndentStyle &style)
{
    if (style.kind == IndentStyle::Kind::Python) return (column / PythonUnit + 1) * PythonUnit;
    const QList<int> stops = rstStops(doc, line, style.unit);
    for (int stop : stops)
        if (stop > column) return stop;
    int top = stops.constLast();
    while (top <= column)
        top += style.unit;
    return top;
}

int previousIndentStop(const QTextDocument *doc, int line, int column, const IndentStyle &style)
{
    if (column <= 0) return 0;
    if (style.kind == IndentStyle::Kind::Python) return (column - 1) / PythonUnit * PythonUnit;
    const QList<int> stops = rstStops(doc, line, style.unit);
    int best = 0;
    for (int stop : stops)
        if (stop < column) best = stop;
    for (int top = stops.constLast() + style.unit; top < column; top += style.unit)
        best = top;
    return best;
}

void indentAtCursor(QTextCursor c, const IndentStyle &style)
{
    const QTextDocument *doc = c.document();
    if (c.hasSelection()) { // never replaces the selected words with spaces: moves the lines
        const auto [first, last] = selectedBlocks(c);
        const QTextBlock lead = firstNonBlank(first, last);
        if (!lead.isValid()) return;
        const int indent = leadingSpaces(lead.text());
        shiftLines(c, first, last, nextIndentStop(doc, lead.blockNumber(), indent, style) - indent);
        return;
    }
    const QTextBlock block = doc->findBlock(c.selectionStart());
    const int column = c.selectionStart() - block.position();
    const int target =
        column <= leadingSpaces(block.text())
            ? nextIndentStop(doc, block.blockNumber(), column, style)
            : (column / style.unit + 1) * style.unit; // inside the text: plain tab stops
    c.beginEditBlock();
    c.removeSelectedText();
    c.insertText(QString(target - column, u' '));
    c.endEditBlock();
}

void dedentAtCursor(QTextCursor c, const IndentStyle &style)
{
    if (!c.hasSelection()) { // the cursor's line, also one of spaces only
        const QTextBlock block = c.block();
        const int indent = leadingSpaces(block.text());
        const int target = previousIndentStop(c.document(), block.blockNumber(), indent, style);
        if (indent == target) return;
        QTextCursor spaces(block);
        spaces.setPosition(block.position() + indent - target, QTextCursor::KeepAnchor);
        spaces.removeSelectedText(); // one edit: one undo step
        return;
    }
    const auto [first, last] = selectedBlocks(c);
    const QTextBlock lead = firstNonBlank(first, last);
    if (!lead.isValid()) return;
    const int indent = leadingSpaces(lead.text());
    const int delta = indent - previousIndentStop(c.document(), lead.blockNumber(), indent, style);
    if (delta > 0) shiftLines(c, first, last, -delta);
}

TabIndenter::TabIndenter(QPlainTextEdit *pane) : QObject(pane), m_pane(pane)
{
    pane->installEventFilter(this);
}

bool TabIndenter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_pane || event->type() != QEvent::KeyPress || m_pane->isReadOnly())
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    if (key->key() != Qt::Key_Tab && key->key() != Qt::Key_Backtab) return false;
    QTextCursor c = m_pane->textCursor();
    const bool lines = c.hasSelection();
    const int anchorBlock = c.document()->findBlock(c.selectionStart()).blockNumber();
    const int endBlock = c.document()->findBlock(c.selectionEnd()).blockNumber();
    const bool endsAtLineStart =
        lines && c.selectionEnd() == c.document()->findBlock(c.selectionEnd()).position();
    if (key->key() == Qt::Key_Tab)
        indentAtCursor(c, m_style);
    else
        dedentAtCursor(c, m_style);
    if (lines) { // keep the lines selected, whole, for another Tab
        QTextCursor s(m_pane->document()->findBlockByNumber(anchorBlock));
        const QTextBlock last = m_pane->document()->findBlockByNumber(endBlock);
        s.setPosition(endsAtLineStart ? last.position() : last.position() + last.length() - 1,
                      QTextCursor::KeepAnchor);
        m_pane->setTextCursor(s);
    }
    m_pane->ensureCursorVisible();
    return true;
}

} // namespace tandem
