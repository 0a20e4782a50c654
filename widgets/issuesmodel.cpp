// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuesmodel.h"
#include "severitystyle.h"

#include <QBrush>
#include <QColor>

namespace tandem {

namespace {

bool sameIssue(const Issue &a, const Issue &b)
{
    return a.check == b.check && a.severity == b.severity && a.side == b.side && a.range == b.range
           && a.message == b.message && a.fix.has_value() == b.fix.has_value();
}

} // namespace

IssuesModel::IssuesModel(QObject *parent) : QAbstractTableModel(parent) {}

void IssuesModel::setIssues(const Issues &issues)
{
    const bool same = issues.size() == m_issues.size()
                      && std::equal(issues.begin(), issues.end(), m_issues.begin(), sameIssue);
    if (same) {
        m_issues = issues; // fixes may carry new text; rows are the same
        return;
    }
    beginResetModel();
    m_issues = issues;
    endResetModel();
}

int IssuesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_issues.size());
}

int IssuesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssuesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_issues.size())
        return {};
    const Issue &i = m_issues.at(index.row());
    if (role == SeverityRole)
        return int(i.severity);
    if (role == FixableRole)
        return i.fix.has_value();
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn)
        return QBrush(severityTextColor(i.severity));
    if (role == Qt::ToolTipRole && index.column() == MessageColumn)
        return i.message;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SeverityColumn:
        return i.severity == Severity::Error     ? tr("error")
               : i.severity == Severity::Warning ? tr("warning")
                                                 : tr("info");
    case CheckColumn:
        return i.fix ? i.check + QStringLiteral(" ✎") : i.check;
    case SideColumn:
        return i.side == Side::Draft ? tr("draft") : tr("source");
    case LineColumn:
        return i.range.start.line + 1;
    case MessageColumn:
        return i.message;
    }
    return {};
}

QVariant IssuesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case CheckColumn: return tr("Check");
    case SideColumn: return tr("Side");
    case LineColumn: return tr("Line");
    case MessageColumn: return tr("Message");
    }
    return {};
}

} // namespace tandem
