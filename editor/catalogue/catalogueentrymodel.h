// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pocatalog.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace tandem {

// The entries of a gettext catalogue as rows, in file order: the line of the msgid, the state
// (fuzzy, untranslated), the English (msgid) and the Korean (msgstr) side by side on one row,
// and the issue count. One line a row, as Poedit's and Lokalize's lists: the entry panes below
// show the whole strings. The header and obsolete ("#~") entries are rows only on demand.
class CatalogueEntryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        LineColumn,
        StateColumn,
        EnglishColumn,
        KoreanColumn,
        IssuesColumn,
        ColumnCount
    };

    explicit CatalogueEntryModel(QObject *parent = nullptr);

    // The catalogue shown (owned by the caller, kept alive while shown); null for none.
    void setCatalog(const po::Catalog *catalog);
    void setShowHeaderAndObsolete(bool show);
    bool showsHeaderAndObsolete() const { return m_showAll; }
    void setIssueCounts(QHash<int, int> counts);

    int entryAt(int row) const { return m_rows.value(row, -1); }
    int rowOf(int entry) const; // -1 when the entry is not a row
    // The entry's row shows its catalogue state again (after an edit).
    void entryChanged(int entry);

    // The state word of an entry, as the State column shows it.
    static QString stateOf(const po::PoEntry &entry);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void rebuildRows();

    const po::Catalog *m_catalog = nullptr;
    bool m_showAll = false;
    QList<int> m_rows; // entry index of each row
    QHash<int, int> m_issueCounts;
};

} // namespace tandem
