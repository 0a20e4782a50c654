// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTableView;

namespace tandem {

class IssuesFilter;
class IssuesModel;

// The issues list under the panes: a filter row and the table. Activating a row asks the window
// to jump to the issue.
class IssuesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit IssuesPanel(QWidget *parent = nullptr);

    IssuesModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QComboBox *severityBox() const { return m_severity; }
    IssuesFilter *filter() const { return m_filter; }
    QCheckBox *changedLinesBox() const { return m_changedOnly; }
    // Reviewer mode: shows "Only changed lines" and filters with `test`; an empty test hides
    // the box and lists every issue again.
    void setChangedLineTest(std::function<bool(const Issue &)> test);
    // The issue shown in a row of the (filtered) view.
    const Issue *issueAtViewRow(int row) const;

signals:
    void issueActivated(const tandem::Issue &issue);

private:
    IssuesModel *m_model;
    IssuesFilter *m_filter;
    QTableView *m_view;
    QLineEdit *m_filterEdit;
    QComboBox *m_severity;
    QCheckBox *m_changedOnly;
};

} // namespace tandem
