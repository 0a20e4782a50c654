// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuesfilter.h"

#include "issuesmodel.h"

namespace tandem {

IssuesFilter::IssuesFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    // A check's row of notes stays while any of its notes passes the filter.
    setRecursiveFilteringEnabled(true);
}

void IssuesFilter::setMinimumSeverity(int severity)
{
    m_minSeverity = severity;
    invalidateFilter();
}

void IssuesFilter::setText(const QString &text)
{
    m_text = text;
    invalidateFilter();
}

void IssuesFilter::setChangedLineTest(std::function<bool(const Issue &)> test)
{
    m_changedLineTest = std::move(test);
    invalidateFilter();
}

void IssuesFilter::setOnlyChangedLines(bool on)
{
    m_onlyChanged = on;
    invalidateFilter();
}

bool IssuesFilter::acceptsPlace(const Issue &place) const
{
    return !m_onlyChanged || !m_changedLineTest || m_changedLineTest(place);
}

bool IssuesFilter::accepts(const Issue &issue) const
{
    if (int(issue.severity) < m_minSeverity) return false;
    if (!acceptsPlace(issue)) return false;
    if (m_text.isEmpty()) return true;
    // As the list's columns read: the check (with its fix mark) and the message.
    const QString check = issue.fix ? issue.check + QStringLiteral(" ✎") : issue.check;
    return check.contains(m_text, Qt::CaseInsensitive) ||
           issue.message.contains(m_text, Qt::CaseInsensitive);
}

bool IssuesFilter::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    const QAbstractItemModel *m = sourceModel();
    if (m->index(row, 0, parent).data(IssuesModel::SeverityRole).toInt() < m_minSeverity)
        return false;
    const auto *issues = qobject_cast<const IssuesModel *>(m);
    // A check's row of notes is decided by its notes (recursive filtering): on its own it only
    // passes the severity test, and a text that names its check.
    if (issues && issues->isGroup(m->index(row, 0, parent)))
        return !m_onlyChanged && !m_text.isEmpty() &&
               m->index(row, IssuesModel::CheckColumn, parent)
                   .data()
                   .toString()
                   .contains(m_text, Qt::CaseInsensitive);
    if (m_onlyChanged && m_changedLineTest && issues) {
        const Issue *issue = issues->issueFor(m->index(row, 0, parent));
        if (issue && !m_changedLineTest(*issue)) return false;
    }
    if (m_text.isEmpty()) return true;
    return m->index(row, IssuesModel::CheckColumn, parent)
               .data()
               .toString()
               .contains(m_text, Qt::CaseInsensitive) ||
           m->index(row, IssuesModel::MessageColumn, parent)
               .data()
               .toString()
               .contains(m_text, Qt::CaseInsensitive);
}

} // namespace tandem
