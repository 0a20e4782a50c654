// SPDX-License-Identifier: GPL-3.0-or-later
#include "panehighlighter.h"
#include "severitystyle.h"

#include <QFont>
#include <QTextDocument>

#include <array>

namespace tandem {

namespace {

QTextCharFormat fg(const char *color, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(QColor(color));
    if (bold) f.setFontWeight(QFont::Bold);
    if (italic) f.setFontItalic(true);
    return f;
}

QTextCharFormat bg(const char *color, const char *text = nullptr)
{
    QTextCharFormat f;
    f.setBackground(QColor(color));
    if (text) f.setForeground(QColor(text));
    return f;
}

QTextCharFormat underline(Severity severity)
{
    QTextCharFormat f;
    f.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    f.setUnderlineColor(severityMarkColor(severity));
    return f;
}

std::array<QTextCharFormat, int(DecoStyle::IssueError) + 1> makeFormats()
{
    std::array<QTextCharFormat, int(DecoStyle::IssueError) + 1> f;
    f[int(DecoStyle::Title)] = fg("#1a3e8c", true);
    f[int(DecoStyle::Directive)] = fg("#7a2e9c");
    f[int(DecoStyle::Comment)] = fg("#808080", false, true);
    f[int(DecoStyle::CodeBlock)] = fg("#2e5d2e");
    f[int(DecoStyle::Literal)] = bg("#eeeeee", "#a0301c");
    f[int(DecoStyle::Role)] = fg("#00707a");
    f[int(DecoStyle::Link)] = fg("#1f5fbf");
    f[int(DecoStyle::Emphasis)] = fg("#000000", false, true);
    f[int(DecoStyle::Strong)] = fg("#000000", true);
    f[int(DecoStyle::Target)] = fg("#8a5a00");
    f[int(DecoStyle::Substitution)] = fg("#8a5a00");
    f[int(DecoStyle::PyKeyword)] = fg("#0033b3", true);
    f[int(DecoStyle::PyString)] = fg("#067d17");
    f[int(DecoStyle::PyComment)] = fg("#8c8c8c", false, true);
    f[int(DecoStyle::PyNumber)] = fg("#1750eb");
    f[int(DecoStyle::PyDecorator)] = fg("#9e880d");
    f[int(DecoStyle::TermSource)] = bg("#fff3b0");
    f[int(DecoStyle::TermAgreed)] = bg("#d8f5d0");
    f[int(DecoStyle::TermWrong)] = bg("#ffd2c2");
    f[int(DecoStyle::IssueInfo)] = underline(Severity::Info);
    f[int(DecoStyle::IssueWarning)] = underline(Severity::Warning);
    f[int(DecoStyle::IssueError)] = underline(Severity::Error);
    return f;
}

} // namespace

PaneHighlighter::PaneHighlighter(QTextDocument *document) : QSyntaxHighlighter(document) {}

QTextCharFormat PaneHighlighter::formatFor(DecoStyle style)
{
    static const auto formats = makeFormats();
    return formats[int(style)];
}

LineDecos PaneHighlighter::decosOf(const QTextBlock &block)
{
    const auto *data = static_cast<const BlockDecorations *>(block.userData());
    return data ? data->decos : LineDecos();
}

int PaneHighlighter::setDecorations(const PaneDecorations &decorations)
{
    int changed = 0;
    int line = 0;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next(), ++line) {
        const LineDecos &wanted =
            line < decorations.lines.size() ? decorations.lines.at(line) : LineDecos();
        auto *data = static_cast<BlockDecorations *>(block.userData());
        if (data ? data->decos == wanted : wanted.isEmpty()) continue;
        if (data)
            data->decos = wanted;
        else
            block.setUserData(new BlockDecorations(wanted));
        rehighlightBlock(block);
        ++changed;
    }
    return changed;
}

QStringList PaneHighlighter::tipsAt(const QTextBlock &block, int column) const
{
    QStringList tips;
    for (const Deco &d : decosOf(block))
        if (!d.tip.isEmpty() && column >= d.start && column < d.start + d.length &&
            !tips.contains(d.tip))
            tips.append(d.tip);
    return tips;
}

void PaneHighlighter::mergeFormat(int start, int length, int textLength, const QTextCharFormat &f)
{
    const int end = qMin(start + length, textLength);
    int i = qMax(0, start);
    while (i < end) {
        QTextCharFormat current = format(i);
        int j = i + 1;
        while (j < end && format(j) == current)
            ++j;
        current.merge(f);
        setFormat(i, j - i, current);
        i = j;
    }
}

void PaneHighlighter::highlightBlock(const QString &text)
{
    const auto *data = static_cast<const BlockDecorations *>(currentBlockUserData());
    if (!data) return;
    const int len = int(text.size());
    for (const Deco &d : data->decos)
        mergeFormat(d.start, d.length, len, formatFor(d.style));
}

} // namespace tandem
