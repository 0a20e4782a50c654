// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuespanel.h"

#include "cachedtextdelegate.h"
#include "issuesfilter.h"
#include "issuesmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QTreeView>

#include <algorithm>

namespace tandem {

IssuesPanel::IssuesPanel(QWidget *parent)
    : QWidget(parent), m_model(new IssuesModel(this)), m_filter(new IssuesFilter(this)),
      m_view(new QTreeView(this)), m_filterEdit(new QLineEdit(this)),
      m_severity(new QComboBox(this)), m_changedOnly(new QCheckBox(tr("Only changed lines"), this))
{
    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    // The list repaints whenever the issues change, which is often while typing.
    m_view->setItemDelegate(new CachedTextDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setRootIsDecorated(true);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setExpandsOnDoubleClick(false); // activating a check's row expands it (below)
    m_view->header()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->setColumnWidth(IssuesModel::SeverityColumn, severityColumnWidth());
    m_view->setColumnWidth(IssuesModel::CheckColumn, 200);
    m_view->setColumnWidth(IssuesModel::SideColumn, 60);
    m_view->setColumnWidth(IssuesModel::LineColumn, 50);

    m_filterEdit->setPlaceholderText(tr("Filter by check or message"));
    m_filterEdit->setClearButtonEnabled(true);
    m_severity->addItem(tr("All severities"), int(Severity::Info));
    m_severity->addItem(tr("Warnings and errors"), int(Severity::Warning));
    m_severity->addItem(tr("Errors only"), int(Severity::Error));

    m_changedOnly->setToolTip(tr("Show only the issues on lines the reviewed branch changed "
                                 "(pull-request comments can only go there)"));
    m_changedOnly->hide();

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filterEdit, 1);
    filterRow->addWidget(m_changedOnly);
    filterRow->addWidget(m_severity);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filterRow);
    layout->addWidget(m_view, 1);

    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &IssuesFilter::setText);
    connect(m_severity, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setMinimumSeverity(m_severity->currentData().toInt()); });
    connect(m_changedOnly, &QCheckBox::toggled, m_filter, &IssuesFilter::setOnlyChangedLines);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (const Issue *i = issueAtViewIndex(index))
            emit issueActivated(*i);
        else
            m_view->setExpanded(index.siblingAtColumn(0),
                                !m_view->isExpanded(index.siblingAtColumn(0)));
    });
}

void IssuesPanel::setChangedLineTest(std::function<bool(const Issue &)> test)
{
    m_changedOnly->setVisible(bool(test));
    m_filter->setChangedLineTest(std::move(test));
}

const Issue *IssuesPanel::issueAtViewRow(int row) const
{
    return issueAtViewIndex(m_filter->index(row, 0));
}

const Issue *IssuesPanel::issueAtViewIndex(const QModelIndex &index) const
{
    return m_model->issueFor(m_filter->mapToSource(index));
}

int IssuesPanel::severityColumnWidth() const
{
    // A grouped issue's row indents its severity word two levels, after the expand arrow; a
    // fixed 64-70 px cut "warning" to "…" there.
    const QFontMetrics metrics = m_view->fontMetrics();
    int word = 0;
    for (const QString &w :
         {IssuesModel::tr("error"), IssuesModel::tr("warning"), IssuesModel::tr("info")})
        word = std::max(word, metrics.horizontalAdvance(w));
    return 2 * m_view->indentation() + word + 3 * metrics.horizontalAdvance(u' ');
}

} // namespace tandem
