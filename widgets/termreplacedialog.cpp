// SPDX-License-Identifier: GPL-3.0-or-later
#include "termreplacedialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tandem {

namespace {

constexpr int ContextChars = 28; // on each side of the change: enough to tell places apart

// "…words before [레이어를 → 계층을] words after…"
QString contextOf(const TermReplaceDialog::Place &p)
{
    const int end = p.column + int(p.before.size());
    const int from = std::max(0, p.column - ContextChars);
    const int to = std::min(int(p.lineText.size()), end + ContextChars);
    QString text = p.lineText.mid(from, p.column - from);
    if (from > 0) text.prepend(u'…');
    text += QStringLiteral("[%1 → %2]").arg(p.before, p.after);
    text += p.lineText.mid(end, to - end);
    if (to < p.lineText.size()) text += u'…';
    return text.trimmed();
}

} // namespace

TermReplaceDialog::TermReplaceDialog(const QString &summary, const QList<Place> &places,
                                     QWidget *parent)
    : QDialog(parent), m_list(new QTreeWidget(this)), m_count(new QLabel(this))
{
    setWindowTitle(tr("Replace Term in File"));
    auto *label = new QLabel(summary, this);
    label->setWordWrap(true);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Line"), tr("Change")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (const Place &p : places) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, QString::number(p.line + 1));
        item->setText(1, contextOf(p));
        item->setToolTip(1, p.lineText);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, p.ticked ? Qt::Checked : Qt::Unchecked);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_replace = buttons->addButton(tr("&Replace"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemChanged, this, &TermReplaceDialog::updateButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    resize(760, 420);
    updateButton();
}

QList<int> TermReplaceDialog::chosen() const
{
    QList<int> out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->checkState(0) == Qt::Checked) out.append(i);
    return out;
}

void TermReplaceDialog::updateButton()
{
    const int n = int(chosen().size());
    m_count->setText(tr("%n of %1 places will be replaced (one undo step).", nullptr, n)
                         .arg(m_list->topLevelItemCount()));
    m_replace->setEnabled(n > 0);
}

} // namespace tandem
