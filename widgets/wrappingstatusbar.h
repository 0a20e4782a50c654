// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStatusBar>

namespace tandem {

// A status bar whose messages are never cut: a message longer than the room left of the
// permanent widgets wraps onto more lines, and the bar grows for as long as it shows. At
// 1280x720 one line beside the issue counts held about 90 characters, and the quick fixes'
// explanations ("…only if it is righ") lost their ends. showMessage() and currentMessage()
// are QStatusBar's own, so every sender and test keeps working.
class WrappingStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit WrappingStatusBar(QWidget *parent = nullptr);

    // Where the current message is drawn, in the bar's coordinates.
    QRect messageRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitMessage();
    int messageHeight(const QString &message, int width) const;
};

} // namespace tandem
