// SPDX-License-Identifier: GPL-3.0-or-later
#include "driftdiffview.h"

#include <QTextBlock>
#include <QTextCursor>

namespace tandem {

namespace {

QTextCharFormat formatFor(WordDiffRange::Kind kind)
{
    QTextCharFormat f;
    f.setProperty(DriftDiffView::KindProperty, int(kind));
    switch (kind) {
    case WordDiffRange::Kind::Deleted:
        f.setForeground(QColor("#b31d28"));
        f.setBackground(QColor("#ffebe9"));
        f.setFontStrikeOut(true);
        break;
    case WordDiffRange::Kind::Inserted:
        f.setForeground(QColor("#116329"));
        f.setBackground(QColor("#dafbe1"));
        break;
    case WordDiffRange::Kind::Equal:
        break;
    }
    return f;
}

} // namespace

DriftDiffView::DriftDiffView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setLineWrapMode(QTextEdit::WidgetWidth);
    showChange(nullptr);
}

void DriftDiffView::showChange(const DriftChange *change)
{
    clear();
    if (!change) {
        setPlaceholderText(tr("Select an upstream change to see what changed in the English."));
        return;
    }
    QTextCursor cursor(document());
    const QString oldText = change->oldText.trimmed();
    const QString newText = change->newText.trimmed();
    // Drift units are paragraphs, titles and code blocks: a few hundred words at most, and the
    // difference is linear in space and bounded in time (worddiff.h).
    for (const WordDiffRange &r : wordDiff(oldText, newText)) {
        const QString piece = r.kind == WordDiffRange::Kind::Inserted
                                  ? newText.mid(r.newStart, r.newLength)
                                  : oldText.mid(r.oldStart, r.oldLength);
        cursor.insertText(piece, formatFor(r.kind));
    }
}

QStringList DriftDiffView::markedTexts(WordDiffRange::Kind kind) const
{
    QStringList out;
    QString current;
    bool inside = false;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (inside && block != document()->begin()) current += u'\n'; // goes on past a line end
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QVariant k = fragment.charFormat().property(KindProperty);
            if (k.isValid() && k.toInt() == int(kind)) {
                current += fragment.text();
                inside = true;
            } else if (inside) {
                if (current.endsWith(u'\n')) current.chop(1);
                out << current;
                current.clear();
                inside = false;
            }
        }
    }
    if (inside) out << current;
    return out;
}

} // namespace tandem
