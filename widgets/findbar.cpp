// SPDX-License-Identifier: GPL-3.0-or-later
#include "findbar.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextDocument>

namespace tandem {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent), m_find(new QLineEdit(this)), m_replace(new QLineEdit(this)),
      m_regex(new QCheckBox(tr("Regex"), this)), m_case(new QCheckBox(tr("Match case"), this)),
      m_status(new QLabel(this))
{
    m_find->setPlaceholderText(tr("Find in draft"));
    m_replace->setPlaceholderText(tr("Replace with"));
    auto *next = new QPushButton(tr("Next"), this);
    auto *prev = new QPushButton(tr("Previous"), this);
    auto *replace = new QPushButton(tr("Replace"), this);
    auto *all = new QPushButton(tr("Replace All"), this);
    auto *close = new QPushButton(tr("Close"), this);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    for (QWidget *w : std::initializer_list<QWidget *>{m_find, next, prev, m_replace, replace, all,
                                                       m_regex, m_case, m_status, close})
        layout->addWidget(w);
    layout->setStretchFactor(m_find, 2);
    layout->setStretchFactor(m_replace, 2);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(); });
    connect(next, &QPushButton::clicked, this, [this] { findNext(); });
    connect(prev, &QPushButton::clicked, this, [this] { findNext(true); });
    connect(replace, &QPushButton::clicked, this, &FindBar::replaceCurrent);
    connect(all, &QPushButton::clicked, this, &FindBar::replaceAll);
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
}

void FindBar::showFind()
{
    show();
    if (m_editor && m_editor->textCursor().hasSelection())
        m_find->setText(m_editor->textCursor().selectedText());
    m_find->setFocus();
    m_find->selectAll();
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        if (m_editor) m_editor->setFocus();
        return;
    }
    QWidget::keyPressEvent(event);
}

QTextCursor FindBar::search(const QTextCursor &from, bool backward) const
{
    QTextDocument::FindFlags flags;
    if (backward) flags |= QTextDocument::FindBackward;
    if (m_case->isChecked()) flags |= QTextDocument::FindCaseSensitively;
    QTextDocument *doc = m_editor->document();
    if (m_regex->isChecked()) {
        const QRegularExpression re(
            m_find->text(), m_case->isChecked() ? QRegularExpression::NoPatternOption
                                                : QRegularExpression::CaseInsensitiveOption);
        return re.isValid() ? doc->find(re, from, flags) : QTextCursor();
    }
    return doc->find(m_find->text(), from, flags);
}

bool FindBar::findNext(bool backward)
{
    if (!m_editor || m_find->text().isEmpty()) return false;
    QTextCursor found = search(m_editor->textCursor(), backward);
    if (found.isNull()) { // wrap around
        QTextCursor start(m_editor->document());
        if (backward) start.movePosition(QTextCursor::End);
        found = search(start, backward);
    }
    m_status->setText(found.isNull() ? tr("Not found") : QString());
    if (found.isNull()) return false;
    m_editor->setTextCursor(found);
    return true;
}

bool FindBar::matchesSelection() const
{
    const QString selected = m_editor->textCursor().selectedText();
    if (selected.isEmpty()) return false;
    if (m_regex->isChecked()) {
        const QRegularExpression re(QStringLiteral("\\A(?:%1)\\z").arg(m_find->text()),
                                    m_case->isChecked()
                                        ? QRegularExpression::NoPatternOption
                                        : QRegularExpression::CaseInsensitiveOption);
        return re.match(selected).hasMatch();
    }
    return selected.compare(m_find->text(),
                            m_case->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive) == 0;
}

QString FindBar::replacementFor(const QString &selected) const
{
    if (!m_regex->isChecked()) return m_replace->text();
    QString s = selected;
    const QRegularExpression re(QStringLiteral("\\A(?:%1)\\z").arg(m_find->text()),
                                m_case->isChecked() ? QRegularExpression::NoPatternOption
                                                    : QRegularExpression::CaseInsensitiveOption);
    return s.replace(re, m_replace->text()); // \1 back-references work
}

bool FindBar::replaceCurrent()
{
    if (!m_editor || m_editor->isReadOnly()) return false;
    if (!matchesSelection()) return findNext();
    QTextCursor c = m_editor->textCursor();
    c.insertText(replacementFor(c.selectedText()));
    return findNext();
}

int FindBar::replaceAll()
{
    if (!m_editor || m_editor->isReadOnly() || m_find->text().isEmpty()) return 0;
    int count = 0;
    QTextCursor edit(m_editor->document());
    edit.beginEditBlock();
    // Searching on from after each replacement: text that a replacement inserts is never searched
    // again, so "a" → "aa" terminates.
    for (QTextCursor c = search(QTextCursor(m_editor->document()), false);
         !c.isNull() && c.hasSelection(); c = search(c, false)) {
        c.insertText(replacementFor(c.selectedText()));
        ++count;
    }
    edit.endEditBlock();
    m_status->setText(tr("%n replaced", nullptr, count));
    return count;
}

} // namespace tandem
