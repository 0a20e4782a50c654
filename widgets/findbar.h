// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextCursor>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tandem {

// Find and replace in the draft, with optional regular expressions and case sensitivity.
// Replace all is one undo step.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(QWidget *parent = nullptr);

    void setEditor(QPlainTextEdit *editor) { m_editor = editor; }
    void showFind();
    bool findNext(bool backward = false);
    bool replaceCurrent();
    int replaceAll();

    QLineEdit *findEdit() const { return m_find; }
    QLineEdit *replaceEdit() const { return m_replace; }
    QCheckBox *regexBox() const { return m_regex; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QTextCursor search(const QTextCursor &from, bool backward) const;
    bool matchesSelection() const;
    QString replacementFor(const QString &selected) const;

    QPlainTextEdit *m_editor = nullptr;
    QLineEdit *m_find;
    QLineEdit *m_replace;
    QCheckBox *m_regex;
    QCheckBox *m_case;
    QLabel *m_status;
};

} // namespace tandem
