// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewpanel.h"

#include "driftdiffview.h"
#include "reviewmodel.h"
#include "severitystyle.h"

#include <QColor>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tandem {

namespace {

// One line of a drift change for the list: the first line of its text.
QString firstLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype end = trimmed.indexOf(u'\n');
    return end < 0 ? trimmed : trimmed.left(end) + QStringLiteral(" …");
}

} // namespace

ReviewPanel::ReviewPanel(QWidget *parent)
    : QWidget(parent), m_model(new ReviewModel(this)), m_sorted(new QSortFilterProxyModel(this)),
      m_header(new QLabel(this)), m_refresh(new QToolButton(this)), m_export(new QToolButton(this)),
      m_base(new QComboBox(this)), m_busyRow(new QWidget(this)), m_busyLabel(new QLabel(m_busyRow)),
      m_busyBar(new QProgressBar(m_busyRow)), m_files(new QTableView(this)),
      m_driftLabel(new QLabel(this)), m_drift(new QTreeWidget(this)),
      m_driftDiff(new DriftDiffView(this))
{
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setText(tr("No checkout open. Use File > Open Checkout… to review a branch."));
    m_refresh->setText(tr("Refresh"));
    m_refresh->setToolTip(tr("Review the checkout again (after a commit or a checkout)"));
    m_export->setText(tr("Export…"));
    m_export->setToolTip(
        tr("Save the review as Markdown (to paste into the pull request) or JSON"));
    m_refresh->setEnabled(false);
    m_export->setEnabled(false);
    m_base->setEditable(true);
    m_base->setInsertPolicy(QComboBox::NoInsert); // a typed ref is reviewed, not kept
    m_base->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_base->setMinimumContentsLength(16);
    m_base->setToolTip(tr("The branch or commit the changes are compared with. For a pull "
                          "request merged long ago, choose the commit before it."));
    m_base->lineEdit()->setPlaceholderText(tr("branch, tag or commit"));
    m_base->setEnabled(false);

    m_busyBar->setRange(0, 0); // git gives no progress to report: an indeterminate bar
    m_busyBar->setMaximumHeight(fontMetrics().height());
    m_busyBar->setTextVisible(false);
    auto *busyLayout = new QHBoxLayout(m_busyRow);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    busyLayout->addWidget(m_busyLabel);
    busyLayout->addWidget(m_busyBar, 1);
    m_busyRow->hide();

    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(ReviewModel::SortRole);
    m_files->setModel(m_sorted);
    m_files->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_files->setSelectionMode(QAbstractItemView::SingleSelection);
    m_files->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_files->verticalHeader()->hide();
    m_files->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_files->setWordWrap(false);
    // The model shows "name — folder/": the name first, so eliding at the right keeps it whole
    // and cuts the folder (the tooltip has the full path).
    m_files->setTextElideMode(Qt::ElideRight);
    QHeaderView *h = m_files->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The file column takes the room the counts leave, and at least enough for a file name
    // (fitFileColumn); a narrow panel scrolls sideways rather than squeeze it to "…".
    h->setSectionResizeMode(ReviewModel::FileColumn, QHeaderView::Interactive);
    m_files->viewport()->installEventFilter(this);
    connect(h, &QHeaderView::sectionResized, this, [this](int column) {
        if (column != ReviewModel::FileColumn) fitFileColumn(); // a count column grew
    });
    h->setMinimumSectionSize(fontMetrics().horizontalAdvance(QStringLiteral("0000")));
    // Click a header to sort (most errors first, say); until then the files keep git's order.
    h->setSortIndicator(-1, Qt::AscendingOrder);
    m_files->setSortingEnabled(true);

    m_drift->setColumnCount(4);
    m_drift->setHeaderLabels({tr("Upstream"), tr("English line"), tr("Draft line"), tr("Text")});
    m_drift->setRootIsDecorated(false);
    m_drift->setUniformRowHeights(true);
    m_drift->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_drift->header()->setStretchLastSection(true);
    m_driftLabel->setWordWrap(true);

    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_refresh, 0, Qt::AlignTop);
    top->addWidget(m_export, 0, Qt::AlignTop);
    auto *baseRow = new QHBoxLayout;
    auto *baseLabel = new QLabel(tr("Compare with:"), this);
    baseLabel->setBuddy(m_base);
    baseRow->addWidget(baseLabel);
    baseRow->addWidget(m_base, 1);
    // The drift's views appear only for a file whose English changed upstream; otherwise the
    // file list keeps the room (at 1280x720 the dock is a tab in a narrow column).
    m_driftViews = new QSplitter(Qt::Horizontal, this);
    m_driftViews->addWidget(m_drift);
    m_driftViews->addWidget(m_driftDiff);
    m_driftViews->setStretchFactor(0, 1);
    m_driftViews->setStretchFactor(1, 1);
    m_driftViews->setChildrenCollapsible(false);
    auto *filesBox = new QWidget(this);
    auto *filesLayout = new QVBoxLayout(filesBox);
    filesLayout->setContentsMargins(0, 0, 0, 0);
    filesLayout->addWidget(m_files, 1);
    filesLayout->addWidget(m_driftLabel);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(filesBox);
    split->addWidget(m_driftViews);
    // A pull request changes a few files: the drift and its word difference get as much room.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addLayout(baseRow);
    layout->addWidget(m_busyRow);
    layout->addWidget(split, 1);
    showDrift(-1);

    connect(m_refresh, &QToolButton::clicked, this, &ReviewPanel::refreshRequested);
    connect(m_export, &QToolButton::clicked, this, &ReviewPanel::exportRequested);
    connect(m_files, &QTableView::activated, this, [this](const QModelIndex &index) {
        emit fileActivated(m_sorted->mapToSource(index).row());
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateHeader();
        showDrift(-1);
        fitFileColumn();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        updateHeader();
        showDrift(currentRow());
    });
    connect(
        m_files->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showDrift(m_sorted->mapToSource(current).row()); });
    connect(m_drift, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit driftActivated(currentRow(), item->data(0, Qt::UserRole).toInt());
    });
    connect(m_drift, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        const int row = m_driftRow;
        const ReviewFile *f =
            row >= 0 && row < m_model->rowCount() ? &m_model->fileAt(row) : nullptr;
        const int change = item ? item->data(0, Qt::UserRole).toInt() : -1;
        m_driftDiff->showChange(f && f->drift && change >= 0 && change < f->drift->changes.size()
                                    ? &f->drift->changes.at(change)
                                    : nullptr);
    });
    // A base picked from the list, or typed and confirmed with Enter.
    connect(m_base, &QComboBox::activated, this,
            [this](int index) { emit baseChosen(m_base->itemData(index).toString()); });
    connect(m_base->lineEdit(), &QLineEdit::returnPressed, this, &ReviewPanel::chooseTypedBase);
}

bool ReviewPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_files->viewport() && event->type() == QEvent::Resize) fitFileColumn();
    return QWidget::eventFilter(watched, event);
}

void ReviewPanel::fitFileColumn()
{
    QHeaderView *h = m_files->horizontalHeader();
    int others = 0;
    for (int column = 0; column < h->count(); ++column)
        if (column != ReviewModel::FileColumn && !h->isSectionHidden(column))
            others += h->sectionSize(column);
    const int least = fontMetrics().horizontalAdvance(QString(18, u'n')); // most file names
    h->resizeSection(ReviewModel::FileColumn,
                     std::max(least, m_files->viewport()->width() - others));
}

void ReviewPanel::chooseTypedBase()
{
    const QString text = m_base->currentText().trimmed();
    // Text matching an entry was handled by activated() already.
    if (text.isEmpty() || m_base->findText(text) >= 0) return;
    emit baseChosen(text);
}

void ReviewPanel::setBaseCandidates(const QList<BaseCandidate> &bases, const QString &chosen,
                                    const QString &defaultBase)
{
    const QSignalBlocker blocker(m_base);
    m_base->clear();
    m_base->addItem(defaultBase.isEmpty() ? tr("default") : tr("default (%1)").arg(defaultBase),
                    QString());
    m_base->setItemData(0,
                        tr("The upstream remote's default branch, else origin's, else master "
                           "or main"),
                        Qt::ToolTipRole);
    bool separated = false;
    for (const BaseCandidate &b : bases) {
        if (b.kind == BaseCandidate::Kind::Commit && !separated) {
            m_base->insertSeparator(m_base->count());
            separated = true;
        }
        m_base->addItem(b.label, b.ref);
        if (b.kind == BaseCandidate::Kind::Commit)
            m_base->setItemData(m_base->count() - 1, b.ref, Qt::ToolTipRole);
    }
    int index = m_base->findData(chosen);
    // A commit given short (`--base 1a2b3c4`) is the listed commit it abbreviates.
    for (int i = 1; index < 0 && chosen.size() >= 7 && i < m_base->count(); ++i)
        if (m_base->itemData(i).toString().startsWith(chosen)) index = i;
    if (index >= 0)
        m_base->setCurrentIndex(index);
    else
        m_base->setEditText(chosen); // a ref typed by hand
    m_base->setEnabled(true);
}

bool ReviewPanel::isBusy() const
{
    return !m_busyRow->isHidden();
}

void ReviewPanel::setBusy(bool busy, const QString &text)
{
    m_busyLabel->setText(text);
    m_busyRow->setVisible(busy);
    m_refresh->setEnabled(!busy && m_model->hasReview());
    m_export->setEnabled(!busy && m_model->hasReview());
}

void ReviewPanel::setError(const QString &error)
{
    m_header->setText(tr("The review failed: %1").arg(error));
    m_header->setToolTip({});
}

void ReviewPanel::setCurrentRow(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_files->clearSelection();
        showDrift(-1);
        return;
    }
    const QModelIndex shown = m_sorted->mapFromSource(m_model->index(row, ReviewModel::FileColumn));
    m_files->setCurrentIndex(shown);
    m_files->scrollTo(shown);
    showDrift(row);
}

int ReviewPanel::currentRow() const
{
    const QModelIndex current = m_sorted->mapToSource(m_files->currentIndex());
    return current.isValid() ? current.row() : -1;
}

void ReviewPanel::updateHeader()
{
    if (!m_model->hasReview()) {
        m_header->setText(tr("No checkout open. Use File > Open Checkout… to review a branch."));
        return;
    }
    const Review &r = m_model->review();
    int errors = 0, warnings = 0, infos = 0, onChanged = 0;
    for (const ReviewFile &f : r.files) {
        errors += f.counts.errors;
        warnings += f.counts.warnings;
        infos += f.counts.infos;
        onChanged += f.counts.onChangedLines;
    }
    QString text =
        tr("<b>%1</b> against <b>%2</b> (merge base %3)")
            .arg(QDir::toNativeSeparators(r.root).toHtmlEscaped(),
                 // A commit chosen as the base is named short, as git does.
                 (r.baseRef == r.baseCommit ? r.baseRef.left(7) : r.baseRef).toHtmlEscaped(),
                 r.mergeBase.left(7));
    text += QStringLiteral("<br>") + (r.files.size() == 1
                                          ? tr("1 changed translation: ")
                                          : tr("%1 changed translations: ").arg(r.files.size()));
    text += tr("%1 errors, %2 warnings, %3 notes, %4 on changed lines.")
                .arg(errors)
                .arg(warnings)
                .arg(infos)
                .arg(onChanged);
    if (!r.warnings.isEmpty())
        text +=
            QStringLiteral(" <span style='color:%1'>")
                .arg(severityTextColor(Severity::Warning).name()) +
            (r.warnings.size() == 1 ? tr("1 warning (hover to read)")
                                    : tr("%1 warnings (hover to read)").arg(r.warnings.size())) +
            QStringLiteral("</span>");
    m_header->setText(text);
    QStringList tip;
    if (!r.glossarySources.isEmpty())
        tip << tr("Glossary: %1").arg(r.glossarySources.join(QStringLiteral(", ")));
    tip << r.warnings;
    m_header->setToolTip(tip.join(u'\n'));
}

void ReviewPanel::showDrift(int row)
{
    m_driftRow = row;
    m_drift->clear();
    m_driftDiff->showChange(nullptr);
    const bool drift = row >= 0 && row < m_model->rowCount() && m_model->fileAt(row).drift;
    m_driftViews->setVisible(drift);
    if (row < 0 || row >= m_model->rowCount()) {
        m_driftLabel->setText(tr("Upstream drift: select a file."));
        return;
    }
    const ReviewFile &f = m_model->fileAt(row);
    if (!f.drift) {
        m_driftLabel->setText(tr("Upstream drift: the English of %1 has not changed since it was "
                                 "translated.")
                                  .arg(f.change.path));
        return;
    }
    m_driftLabel->setText(tr("Upstream drift: the English of %1 changed in %2 after the "
                             "translation was made.")
                              .arg(f.change.path, f.drift->newer.label()));
    for (int i = 0; i < f.drift->changes.size(); ++i) {
        const DriftChange &c = f.drift->changes.at(i);
        auto *item = new QTreeWidgetItem(m_drift);
        item->setData(0, Qt::UserRole, i);
        item->setText(0, c.kind == DriftChange::Kind::Added     ? tr("added")
                         : c.kind == DriftChange::Kind::Removed ? tr("removed")
                                                                : tr("changed"));
        const int englishLine = c.oldFirstLine >= 0 ? c.oldFirstLine : c.oldAnchorLine;
        item->setText(1, englishLine >= 0 ? QString::number(englishLine + 1) : QString());
        const int draftLine = f.draftLineFor(c);
        item->setText(2, draftLine >= 0 ? QString::number(draftLine + 1) : QString());
        item->setText(3, firstLine(c.kind == DriftChange::Kind::Removed ? c.oldText : c.newText));
        QStringList tip;
        if (!c.oldText.isEmpty()) tip << tr("Translated from:\n%1").arg(c.oldText.trimmed());
        if (!c.newText.isEmpty()) tip << tr("Now upstream:\n%1").arg(c.newText.trimmed());
        item->setToolTip(3, tip.join(QStringLiteral("\n\n")));
        item->setForeground(0, QColor("#8250df"));
    }
    // The first change is shown at once: what changed is the point of the list.
    if (m_drift->topLevelItemCount() > 0) m_drift->setCurrentItem(m_drift->topLevelItem(0));
}

} // namespace tandem
