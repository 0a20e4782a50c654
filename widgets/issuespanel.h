// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTreeView;

namespace tandem {

class IssuesFilter;
class IssuesModel;

// The issues list under the panes: a filter row and the list, where a check's notes (info) sit
// under one expandable row ("All severities" shows them, "Warnings and errors" hides them).
// Activating an issue's row asks the window to jump to the issue.
class IssuesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit IssuesPanel(QWidget *parent = nullptr);

    IssuesModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // Wide enough for the longest severity word, also on a grouped issue's indented row.
    int severityColumnWidth() const;
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QComboBox *severityBox() const { return m_severity; }
    IssuesFilter *filter() const { return m_filter; }
    QCheckBox *changedLinesBox() const { return m_changedOnly; }
    // Reviewer mode: shows "Only changed lines" and filters with `test`; an empty test hides
    // the box and lists every issue again.
    void setChangedLineTest(std::function<bool(const Issue &)> test);
    // The issue shown in a top-level row of the (filtered) view; null for a check's row of notes.
    const Issue *issueAtViewRow(int row) const;
    // The issue a (filtered) view index shows, at any level; null for a check's row of notes.
    const Issue *issueAtViewIndex(const QModelIndex &index) const;

signals:
    void issueActivated(const tandem::Issue &issue);

private:
    IssuesModel *m_model;
    IssuesFilter *m_filter;
    QTreeView *m_view;
    QLineEdit *m_filterEdit;
    QComboBox *m_severity;
    QCheckBox *m_changedOnly;
};

} // namespace tandem
