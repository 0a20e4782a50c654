// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QSortFilterProxyModel>

#include <functional>

namespace tandem {

// Filters the issues table by minimum severity, by text (check id or message) and, in reviewer
// mode, to the issues on lines the branch changed (the window knows which those are).
class IssuesFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit IssuesFilter(QObject *parent = nullptr);
    void setMinimumSeverity(int severity);
    void setText(const QString &text);
    // Whether an issue is on a changed line; empty: no review, the filter below does nothing.
    void setChangedLineTest(std::function<bool(const Issue &)> test);
    void setOnlyChangedLines(bool on);
    bool onlyChangedLines() const { return m_onlyChanged; }
    // Whether the list shows `issue` as it is filtered now (F8 steps through the same issues).
    bool accepts(const Issue &issue) const;
    // Whether the list's place filter ("changed lines only") lets a place of the draft through:
    // the one filter that applies to what is not an issue (Ctrl+U's untranslated segments).
    bool acceptsPlace(const Issue &place) const;
    // The changed lines moved (another file opened, bars set again): filter afresh.
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

private:
    int m_minSeverity = 0;
    QString m_text;
    std::function<bool(const Issue &)> m_changedLineTest;
    bool m_onlyChanged = false;
};

} // namespace tandem
