// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QPlainTextEdit;
class QTextCursor;
class QTextDocument;

namespace tandem {

// How Tab indents a draft. RST never wants a tab character (docutils expands it to 8 columns,
// which rarely lines up with a directive's body), and sphinx-gallery scripts are Python (PEP 8:
// four spaces).
struct IndentStyle
{
    enum class Kind
    {
        Python, // stops every 4 columns
        Rst     // the stops of the block structure around the line (below)
    };
    Kind kind = Kind::Rst;
    int unit = 4; // RST: how far the file indents a directive's body (3 or 4), see rstIndentUnit
};

// How far an RST file indents the body of its directives (`.. note::` then 3 or 4 spaces): the
// community's files use both, each file one of them mostly. The most frequent of the two in
// `text`; 4 (the more common in the community's files) when the file has none.
int rstIndentUnit(const QString &text);

// The column Tab moves an indentation of `column` on line `line` (0-based) to, and the column
// Shift+Tab moves it back to. RST: the indentations of the lines the line belongs under (each
// enclosing block, a list item's text column), one unit deeper than the line above, then every
// `unit` columns. Python: every 4 columns.
int nextIndentStop(const QTextDocument *doc, int line, int column, const IndentStyle &style);
int previousIndentStop(const QTextDocument *doc, int line, int column, const IndentStyle &style);

// Tab: with a selection, indents the lines it touches (each by what the first one moves, so
// their structure is kept); otherwise inserts spaces up to the next stop. Shift+Tab:
// dedents the lines of the selection, or the cursor's line. One undo step each.
void indentAtCursor(QTextCursor cursor, const IndentStyle &style);
void dedentAtCursor(QTextCursor cursor, const IndentStyle &style);

// Installed on a pane: Tab and Shift+Tab indent with spaces as above (unless read-only).
class TabIndenter : public QObject
{
    Q_OBJECT
public:
    explicit TabIndenter(QPlainTextEdit *pane);
    void setStyle(const IndentStyle &style) { m_style = style; }
    const IndentStyle &style() const { return m_style; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPlainTextEdit *m_pane;
    IndentStyle m_style;
};

} // namespace tandem
