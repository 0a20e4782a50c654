// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuesmodel.h"
#include "severitystyle.h"

#include <QBrush>
#include <QColor>
#include <QHash>

#include <utility>

namespace tandem {

namespace {

// The same row, whatever it says and wherever it points: the columns that do not change as
// the text around an issue is typed, and all that decides how rows group.
bool sameRow(const Issue &a, const Issue &b)
{
    return a.check == b.check && a.severity == b.severity && a.side == b.side &&
           a.fix.has_value() == b.fix.has_value();
}

QBrush severityBrush(Severity s)
{
    return QBrush(s == Severity::Error     ? QColor("#c00000")
                  : s == Severity::Warning ? QColor("#b06000")
                                           : QColor("#2060b0"));
}

// internalId of an index: 0 for a top-level row, group + 1 for a note under a check's row.
constexpr quintptr TopLevel = 0;

} // namespace

IssuesModel::IssuesModel(QObject *parent) : QAbstractItemModel(parent) {}

void IssuesModel::setIssues(const Issues &issues)
{
    const bool same = issues.size() == m_issues.size() &&
                      std::equal(issues.begin(), issues.end(), m_issues.begin(), sameRow);
    if (same) {
        // Typing moves the issues after the cursor (columns, or lines below a new line), and
        // changes what some say (a space typed at the end of a line: "Trailing whitespace on 8
        // lines"); fixes may carry new text. The rows stay, and only the cells that show
        // something new are repainted: a reset repaints the whole list on every keystroke.
        const Issues before = std::exchange(m_issues, issues);
        const auto update = [&](int row, int k, const QModelIndex &parent) {
            const Issue &was = before.at(k), &is = m_issues.at(k);
            const bool line = was.range.start.line != is.range.start.line;
            const bool message = was.message != is.message;
            if (line || message)
                emit dataChanged(index(row, line ? LineColumn : MessageColumn, parent),
                                 index(row, message ? MessageColumn : LineColumn, parent));
        };
        for (int row = 0; row < m_top.size(); ++row) {
            const TopRow &t = m_top.at(row);
            if (t.issue >= 0) {
                update(row, t.issue, {});
                continue;
            }
            // A group's row shows the line of its first member and a count that stays.
            const int first = m_groups.at(t.group).members.constFirst();
            if (before.at(first).range.start.line != m_issues.at(first).range.start.line)
                emit dataChanged(index(row, LineColumn), index(row, LineColumn));
        }
        for (int g = 0; g < m_groups.size(); ++g) {
            const QModelIndex parent = index(m_groups.at(g).topRow, 0);
            const QList<int> &members = m_groups.at(g).members;
            for (int row = 0; row < members.size(); ++row)
                update(row, members[row], parent);
        }
        return;
    }
    beginResetModel();
    m_issues = issues;
    rebuild();
    endResetModel();
}

void IssuesModel::rebuild()
{
    m_top.clear();
    m_groups.clear();
    // One row per check for its notes (two or more), and for its warnings when there are so
    // many that they bury the rest: a file just started in place has a "still in English"
    // warning per paragraph, the translator's to-do list, and the RST error they make while
    // translating would be one row among fifty.
    constexpr int WarningFlood = 10;
    QHash<std::pair<QString, int>, int> count; // (check, severity) -> issues
    for (const Issue &i : std::as_const(m_issues))
        ++count[{i.check, int(i.severity)}];
    const auto grouped = [&](const Issue &i) {
        const int n = count.value({i.check, int(i.severity)});
        return (i.severity == Severity::Info && n >= 2) ||
               (i.severity == Severity::Warning && n >= WarningFlood);
    };
    QHash<std::pair<QString, int>, int> groupOf;
    for (int k = 0; k < m_issues.size(); ++k) {
        const Issue &i = m_issues.at(k);
        if (!grouped(i)) {
            m_top.append({k, -1});
            continue;
        }
        const std::pair<QString, int> key{i.check, int(i.severity)};
        auto it = groupOf.constFind(key);
        if (it == groupOf.constEnd()) {
            it = groupOf.insert(key, int(m_groups.size()));
            m_groups.append({i.check, i.severity, {}, int(m_top.size())});
            m_top.append({-1, *it});
        }
        m_groups[*it].members.append(k);
    }
}

const Issue *IssuesModel::issueFor(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this) return nullptr;
    if (index.internalId() == TopLevel) {
        const TopRow &t = m_top.value(index.row());
        return t.issue >= 0 ? &m_issues.at(t.issue) : nullptr;
    }
    const Group &g = m_groups.at(int(index.internalId() - 1));
    return &m_issues.at(g.members.at(index.row()));
}

bool IssuesModel::isGroup(const QModelIndex &index) const
{
    return index.isValid() && index.internalId() == TopLevel && index.row() < m_top.size() &&
           m_top.at(index.row()).group >= 0;
}

QModelIndex IssuesModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0) return {};
    if (!parent.isValid())
        return row < m_top.size() ? createIndex(row, column, TopLevel) : QModelIndex();
    if (!isGroup(parent)) return {};
    const int g = m_top.at(parent.row()).group;
    return row < m_groups.at(g).members.size() ? createIndex(row, column, quintptr(g + 1))
                                               : QModelIndex();
}

QModelIndex IssuesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopLevel) return {};
    return createIndex(m_groups.at(int(child.internalId() - 1)).topRow, 0, TopLevel);
}

int IssuesModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) return int(m_top.size());
    if (parent.column() != 0 || !isGroup(parent)) return 0;
    return int(m_groups.at(m_top.at(parent.row()).group).members.size());
}

int IssuesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant IssuesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) return {};
    if (isGroup(index)) {
        const Group &g = m_groups.at(m_top.at(index.row()).group);
        const bool notes = g.severity == Severity::Info;
        if (role == SeverityRole) return int(g.severity);
        if (role == FixableRole) return false;
        if (role == Qt::ForegroundRole && index.column() == SeverityColumn)
            return severityBrush(g.severity);
        if (role != Qt::DisplayRole) return {};
        switch (index.column()) {
        case SeverityColumn:
            return notes ? tr("info") : tr("warning");
        case CheckColumn:
            return g.check;
        case LineColumn:
            return m_issues.at(g.members.constFirst()).range.start.line + 1;
        case MessageColumn:
            return notes
                       ? tr("%1 notes from this check (expand to list them)").arg(g.members.size())
                       : tr("%1 warnings from this check (expand to list them)")
                             .arg(g.members.size());
        }
        return {};
    }
    const Issue *issue = issueFor(index);
    if (!issue) return {};
    const Issue &i = *issue;
    if (role == SeverityRole) return int(i.severity);
    if (role == FixableRole) return i.fix.has_value();
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn)
        return QBrush(severityTextColor(i.severity));
    if (role == Qt::ToolTipRole && index.column() == MessageColumn) return i.message;
    if (role != Qt::DisplayRole) return {};
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
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case CheckColumn:
        return tr("Check");
    case SideColumn:
        return tr("Side");
    case LineColumn:
        return tr("Line");
    case MessageColumn:
        return tr("Message");
    }
    return {};
}

} // namespace tandem
