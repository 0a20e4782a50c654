// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkoutdrift.h"
#include "worddiff.h"

#include <QStringList>
#include <QTextBrowser>

namespace tandem {

// One upstream drift change as the English it was translated from turned into the English of
// now, word by word: deleted words struck through in red, inserted words in green, the rest
// plain. An added paragraph is all green, a removed one all red.
class DriftDiffView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit DriftDiffView(QWidget *parent = nullptr);

    // Shows `change`, or a hint when there is none (null).
    void showChange(const DriftChange *change);

    // The pieces shown as deleted (or inserted), in order, read back from the document: what
    // the reader sees marked.
    QStringList markedTexts(WordDiffRange::Kind kind) const;

    // The text property that tells a piece's kind (an int of WordDiffRange::Kind).
    static constexpr int KindProperty = QTextFormat::UserProperty + 1;
};

} // namespace tandem
