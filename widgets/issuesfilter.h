// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace tandem {

// Filters the issues table by minimum severity and by text (check id or message).
class IssuesFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit IssuesFilter(QObject *parent = nullptr);
    void setMinimumSeverity(int severity);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

private:
    int m_minSeverity = 0;
    QString m_text;
};

} // namespace tandem
