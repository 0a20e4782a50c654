// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QAbstractItemModel>

namespace tandem {

// The issues of the open pair: severity, check, side, line, message. Errors and warnings are
// rows of their own; the notes (info) of a check that has more than one are gathered under one
// expandable row for that check, so a long list of notes does not bury what must be fixed.
class IssuesModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        SeverityColumn,
        CheckColumn,
        SideColumn,
        LineColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role
    {
        SeverityRole = Qt::UserRole + 1,
        FixableRole
    };

    explicit IssuesModel(QObject *parent = nullptr);

    // Replaces the list; keeps the view's rows when nothing changed (no reset per keystroke).
    void setIssues(const Issues &issues);
    const Issues &issues() const { return m_issues; }
    // The issue a row shows, or null for a check's row of notes.
    const Issue *issueFor(const QModelIndex &index) const;
    // Whether a row gathers a check's notes.
    bool isGroup(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Group
    {
        QString check;
        Severity severity = Severity::Info; // its members' (notes, or a flood of warnings)
        QList<int> members;                 // indexes into m_issues
        int topRow = 0;
    };
    struct TopRow
    {
        int issue = -1; // an issue of its own, or
        int group = -1; // a check's notes
    };
    void rebuild();

    Issues m_issues;
    QList<TopRow> m_top;
    QList<Group> m_groups;
};

} // namespace tandem
