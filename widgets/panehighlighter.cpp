// SPDX-License-Identifier: GPL-3.0-or-later
#include "panehighlighter.h"
#include "rowalignedlayout.h"
#include "severitystyle.h"

#include <QFont>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <array>
#include <climits>

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

void PaneHighlighter::setFollowsEdits(bool follow)
{
    // QSyntaxHighlighter::setDocument's own connection, to its private slot.
    if (follow)
        connect(document(), SIGNAL(contentsChange(int, int, int)), this,
                SLOT(_q_reformatBlocks(int, int, int)), Qt::UniqueConnection);
    else
        disconnect(document(), SIGNAL(contentsChange(int, int, int)), this,
                   SLOT(_q_reformatBlocks(int, int, int)));
}

LineDecos PaneHighlighter::decosOf(const QTextBlock &block)
{
    const auto *data = static_cast<const BlockDecorations *>(block.userData());
    return data ? data->decos : LineDecos();
}

void PaneHighlighter::setShownBlocks(std::function<std::pair<int, int>()> shownBlocks)
{
    m_shownBlocks = std::move(shownBlocks);
}

void PaneHighlighter::applyPendingFormats(const QTextBlock &block)
{
    auto *data = static_cast<BlockDecorations *>(block.userData());
    if (!data || !data->formatsPending) return;
    data->formatsPending = false;
    if (auto *layout = qobject_cast<RowAlignedLayout *>(document()->documentLayout()))
        layout->setFormatsOfHiddenBlock(block, formatRanges(data->decos, block.length() - 1));
}

int PaneHighlighter::setDecorations(const PaneDecorations &decorations)
{
    auto *layout = qobject_cast<RowAlignedLayout *>(document()->documentLayout());
    // On a large file, the lines near the screen are formatted now, the others when shown.
    int nearFirst = 0, nearLast = INT_MAX;
    if (layout && m_shownBlocks && document()->blockCount() >= DeferFormatsFromBlocks) {
        const auto [first, last] = m_shownBlocks();
        nearFirst = first - 100;
        nearLast = last + 100;
    }
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
            block.setUserData(data = new BlockDecorations(wanted));
        ++changed;
        if (line < nearFirst || line > nearLast) {
            data->formatsPending = true;
            continue;
        }
        data->formatsPending = false;
        // rehighlightBlock() moves a cursor to the block's end, which lays the block out: on a
        // large file, decorating every line shaped every line of it (issue 28). A block not
        // laid out yet (never on screen) gets its formats directly, laid out when first shown.
        if (layout && block.layout()->lineCount() == 0 &&
            block.layout()->preeditAreaText().isEmpty())
            layout->setFormatsOfHiddenBlock(block, formatRanges(wanted, block.length() - 1));
        else
            rehighlightBlock(block);
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

QList<QTextLayout::FormatRange> PaneHighlighter::formatRanges(const LineDecos &decos,
                                                              int textLength)
{
    // Cut the line where a decoration starts or ends; each piece has the formats of the
    // decorations over it merged in order (a term inside a title is both). A line has a
    // handful of decorations, so this is small however long the line.
    QList<int> cuts{0, textLength};
    for (const Deco &d : decos)
        cuts << qBound(0, d.start, textLength) << qBound(0, d.start + d.length, textLength);
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    QList<QTextLayout::FormatRange> ranges;
    for (qsizetype k = 0; k + 1 < cuts.size(); ++k) {
        const int a = cuts.at(k), b = cuts.at(k + 1);
        QTextCharFormat f;
        for (const Deco &d : decos)
            if (d.start <= a && d.start + d.length >= b) f.merge(formatFor(d.style));
        if (f == QTextCharFormat()) continue;
        if (!ranges.isEmpty() && ranges.constLast().start + ranges.constLast().length == a &&
            ranges.constLast().format == f)
            ranges.last().length += b - a;
        else
            ranges.append({a, b - a, f});
    }
    return ranges;
}

void PaneHighlighter::highlightBlock(const QString &text)
{
    auto *data = static_cast<BlockDecorations *>(currentBlockUserData());
    if (!data) return;
    data->formatsPending = false; // the formats below are the block's from now on
    for (const QTextLayout::FormatRange &r : formatRanges(data->decos, int(text.size())))
        setFormat(r.start, r.length, r.format);
}

} // namespace tandem
