// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarypanel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tandem {

GlossaryPanel::GlossaryPanel(QWidget *parent)
    : QWidget(parent), m_search(new QLineEdit(this)), m_tree(new QTreeWidget(this))
{
    m_search->setPlaceholderText(tr("Search the glossary"));
    m_search->setClearButtonEnabled(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("English"), tr("Korean")});
    m_tree->setRootIsDecorated(false);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(0, 140);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_search);
    layout->addWidget(m_tree, 1);
    connect(m_search, &QLineEdit::textChanged, this, &GlossaryPanel::refill);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        const int index = item->data(0, Qt::UserRole).toInt();
        if (index >= 0 && index < m_entries.size())
            emit insertRequested(insertionText(m_entries.at(index)));
    });
}

QString GlossaryPanel::insertionText(const GlossaryEntry &entry)
{
    return entry.keepEnglish || entry.korean.isEmpty() ? entry.headword() : entry.korean.first();
}

void GlossaryPanel::setEntries(const QList<GlossaryEntry> &entries)
{
    m_entries = entries;
    m_segmentTerms.clear();
    refill();
}

void GlossaryPanel::setSegmentTerms(const QList<int> &entryIndexes)
{
    // Two empty lists compare equal without Qt 6.4's memcmp of a null pointer (UBSan).
    if (entryIndexes.isEmpty() ? m_segmentTerms.isEmpty() : entryIndexes == m_segmentTerms) return;
    m_segmentTerms = entryIndexes;
    if (m_search->text().isEmpty()) refill();
}

void GlossaryPanel::refill()
{
    QList<int> shown;
    const QString query = m_search->text().trimmed();
    if (query.isEmpty()) {
        for (int i : m_segmentTerms)
            if (!shown.contains(i)) shown.append(i);
    } else {
        for (int i = 0; i < m_entries.size(); ++i) {
            const GlossaryEntry &e = m_entries.at(i);
            bool match = e.note.contains(query, Qt::CaseInsensitive);
            for (const QString &s : e.english + e.korean)
                match = match || s.contains(query, Qt::CaseInsensitive);
            if (match) shown.append(i);
        }
    }
    m_tree->clear();
    QList<QTreeWidgetItem *> items;
    for (int i : shown) {
        const GlossaryEntry &e = m_entries.at(i);
        auto *item =
            new QTreeWidgetItem({e.english.join(u", "),
                                 e.keepEnglish ? tr("(keep in English)") : e.korean.join(u", ")});
        item->setData(0, Qt::UserRole, i);
        QString tip = e.note;
        if (!e.wrongKorean.isEmpty())
            tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) +
                   tr("Not: %1").arg(e.wrongKorean.join(u", "));
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
        items.append(item);
    }
    m_tree->addTopLevelItems(items);
}

} // namespace tandem
