// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossary.h"

#include <QWidget>

class QLineEdit;
class QTreeWidget;

namespace tandem {

// The glossary beside the panes: the terms of the current segment with their agreed Korean, or,
// while the search box has text, every term that matches it. Double-clicking a term asks for
// its Korean to be inserted at the draft's cursor.
class GlossaryPanel : public QWidget
{
    Q_OBJECT
public:
    explicit GlossaryPanel(QWidget *parent = nullptr);

    void setEntries(const QList<GlossaryEntry> &entries);
    void setSegmentTerms(const QList<int> &entryIndexes); // into the entries, in text order
    QTreeWidget *tree() const { return m_tree; }
    QLineEdit *searchEdit() const { return m_search; }

    static QString insertionText(const GlossaryEntry &entry);

signals:
    void insertRequested(const QString &text);

private:
    void refill();

    QList<GlossaryEntry> m_entries;
    QList<int> m_segmentTerms;
    QLineEdit *m_search;
    QTreeWidget *m_tree;
};

} // namespace tandem
