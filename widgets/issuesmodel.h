// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QAbstractTableModel>

namespace tandem {

// The issues of the open pair as a table: severity, check, side, line, message.
class IssuesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, CheckColumn, SideColumn, LineColumn, MessageColumn, ColumnCount };
    enum Role { SeverityRole = Qt::UserRole + 1, FixableRole };

    explicit IssuesModel(QObject *parent = nullptr);

    // Replaces the list; keeps the view's rows when nothing changed (no reset per keystroke).
    void setIssues(const Issues &issues);
    const Issues &issues() const { return m_issues; }
    const Issue &issueAt(int row) const { return m_issues.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Issues m_issues;
};

} // namespace tandem
