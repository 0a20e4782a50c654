// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectwindow.h"

#include "checkout.h"
#include "languagechecks.h"
#include "syncitems.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

namespace {

enum Role
{
    FileIndexRole = Qt::UserRole + 1,
    SortRole,
    LineRole,
    HeadwordRole,
    RenderingRole,
    ChangeRole
};

QStandardItem *cell(const QString &text, const QVariant &sortKey = {})
{
    auto *item = new QStandardItem(text);
    item->setEditable(false);
    item->setData(sortKey.isValid() ? sortKey : QVariant(text), SortRole);
    return item;
}

QString renderingText(const TermRendering &r)
{
    return ProjectWindow::tr("%1: %2 in %n file(s)", nullptr, int(r.files.size()))
        .arg(r.text)
        .arg(r.count);
}

std::optional<ProjectReport> buildInWorker(const QString &dir, const ProjectOptions &options,
                                           QString *error)
{
    const auto checkout = Checkout::open(dir, error);
    if (!checkout) return std::nullopt;
    return buildProjectReport(*checkout, options, error);
}

} // namespace

ProjectWindow::ProjectWindow(const QString &dir, ProjectOptions options, QWidget *parent)
    : QWidget(parent, Qt::Window), m_dir(dir), m_options(std::move(options))
{
    setWindowTitle(tr("Project — %1").arg(dir));
    resize(900, 600);
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    layout->addWidget(m_status);
    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs, 1);

    m_fileModel = new QStandardItemModel(this);
    m_fileModel->setHorizontalHeaderLabels({tr("File"), tr("State"), tr("Translated"), tr("Errors"),
                                            tr("Warnings"), tr("Notes"), tr("English source")});
    m_fileProxy = new QSortFilterProxyModel(this);
    m_fileProxy->setSourceModel(m_fileModel);
    m_fileProxy->setSortRole(SortRole);
    m_fileTable = new QTableView(this);
    m_fileTable->setModel(m_fileProxy);
    m_fileTable->setSortingEnabled(true);
    m_fileTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_fileTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_fileTable->horizontalHeader()->setStretchLastSection(true);
    m_fileTable->verticalHeader()->hide();
    connect(m_fileTable, &QTableView::activated, this, &ProjectWindow::openRow);
    m_tabs->addTab(m_fileTable, tr("Files"));

    auto *terms = new QWidget(this);
    auto *termLayout = new QVBoxLayout(terms);
    termLayout->setContentsMargins(0, 0, 0, 0);
    m_termTree = new QTreeWidget(terms);
    m_termTree->setHeaderLabels({tr("Term"), tr("Uses")});
    termLayout->addWidget(m_termTree, 1);
    m_replaceButton = new QPushButton(tr("Replace with Agreed Term…"), terms);
    m_replaceButton->setEnabled(false);
    m_replaceButton->setObjectName(QStringLiteral("replaceWithAgreedTerm"));
    termLayout->addWidget(m_replaceButton, 0, Qt::AlignRight);
    connect(m_termTree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_replaceButton->setEnabled(item && !item->data(0, RenderingRole).toString().isEmpty());
    });
    connect(m_replaceButton, &QPushButton::clicked, this, &ProjectWindow::replaceSelected);
    m_tabs->addTab(terms, tr("Terms"));

    auto *syncPage = new QWidget(this);
    auto *syncLayout = new QVBoxLayout(syncPage);
    syncLayout->setContentsMargins(0, 0, 0, 0);
    auto *upstreamRow = new QHBoxLayout;
    m_upstreamLabel = new QLabel(syncPage);
    m_upstreamLabel->setWordWrap(true);
    m_upstreamLabel->setObjectName(QStringLiteral("upstreamState"));
    upstreamRow->addWidget(m_upstreamLabel, 1);
    auto *choose = new QPushButton(tr("Choose Upstream Checkout…"), syncPage);
    choose->setObjectName(QStringLiteral("chooseUpstream"));
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this,
            tr("Upstream checkout (the English repository, e.g. a clone of "
               "pytorch/tutorials)"),
            m_options.choices.upstreamDir());
        if (!dir.isEmpty()) setUpstreamCheckout(dir);
    });
    upstreamRow->addWidget(choose, 0, Qt::AlignTop);
    syncLayout->addLayout(upstreamRow);
    m_syncTree = new QTreeWidget(syncPage);
    syncLayout->addWidget(m_syncTree, 1);
    m_applySyncButton = new QPushButton(tr("Apply Upstream Changes…"), syncPage);
    m_applySyncButton->setObjectName(QStringLiteral("applyUpstreamChanges"));
    m_applySyncButton->setToolTip(
        tr("Make in the Korean files the upstream changes that touch only code, inline literals, "
           "role targets, URLs and numbers (a preview comes first)"));
    connect(m_applySyncButton, &QPushButton::clicked, this, &ProjectWindow::planUpstreamSync);
    syncLayout->addWidget(m_applySyncButton, 0, Qt::AlignRight);
    connect(&m_syncWatcher, &QFutureWatcher<std::optional<CheckoutSync>>::finished, this,
            &ProjectWindow::showSyncPreview);
    m_syncTree->setHeaderLabels({tr("Upstream change"), tr("Korean line")});
    connect(m_syncTree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (!m_report) return;
        const int index = item->data(0, FileIndexRole).toInt();
        if (index >= 0 && index < m_report->files.size())
            emit openRequested(m_report->files[index], m_report->root,
                               item->data(0, LineRole).toInt());
    });
    m_tabs->addTab(syncPage, tr("Sync Worklist"));
    showUpstreamState();

    connect(&m_watcher, &QFutureWatcher<std::optional<ProjectReport>>::finished, this,
            &ProjectWindow::showReport);
    rebuild();
}

// The worker reads only its own copies; waiting here means it never outlives the window.
ProjectWindow::~ProjectWindow()
{
    m_watcher.waitForFinished();
    m_syncWatcher.waitForFinished();
}

bool ProjectWindow::isBuilding() const
{
    return m_watcher.isRunning();
}

void ProjectWindow::rebuild()
{
    if (m_watcher.isRunning()) return;
    m_status->setText(tr("Reading the checkout…"));
    m_watcher.setFuture(QtConcurrent::run([dir = m_dir, options = m_options, this] {
        QString error;
        auto report = buildInWorker(dir, options, &error);
        if (!report)
            QMetaObject::invokeMethod(
                this, [this, error] { m_error = error; }, Qt::QueuedConnection);
        return report;
    }));
}

void ProjectWindow::showReport()
{
    m_report = m_watcher.result();
    if (!m_report) {
        m_status->setText(tr("The project could not be read: %1").arg(m_error));
        emit built(false);
        return;
    }
    const ProjectSummary s = m_report->summary();
    m_status->setText(tr("%1 files: %2 translated, %3 partial, %4 outdated, %5 English; %6 of %7 "
                         "units translated")
                          .arg(s.files)
                          .arg(s.translated)
                          .arg(s.partial)
                          .arg(s.outdated)
                          .arg(s.english)
                          .arg(s.translatedUnits)
                          .arg(s.units) +
                      (s.redirects ? tr("; %1 redirect stubs").arg(s.redirects) : QString()));
    fillFiles();
    fillTerms();
    fillSync();
    emit built(true);
}

void ProjectWindow::fillFiles()
{
    m_fileModel->removeRows(0, m_fileModel->rowCount());
    for (int i = 0; i < m_report->files.size(); ++i) {
        const ProjectFile &f = m_report->files[i];
        const double share =
            f.analysis.units ? double(f.analysis.translatedUnits) / f.analysis.units : 0;
        QList<QStandardItem *> row{
            cell(f.path),
            cell(fileStateName(f.state), int(f.state)),
            cell(QStringLiteral("%1/%2").arg(f.analysis.translatedUnits).arg(f.analysis.units),
                 share),
            cell(QString::number(f.analysis.errors), f.analysis.errors),
            cell(QString::number(f.analysis.warnings), f.analysis.warnings),
            cell(QString::number(f.analysis.infos), f.analysis.infos),
            cell(f.source ? f.source->label() : QString())};
        row.first()->setData(i, FileIndexRole);
        m_fileModel->appendRow(row);
    }
    m_fileTable->resizeColumnsToContents();
}

void ProjectWindow::fillTerms()
{
    m_termTree->clear();
    const TermReport &t = m_report->terms;
    const auto addRenderings = [](QTreeWidgetItem *parent, const QList<TermRendering> &list,
                                  const QString &headword, const QString &agreed) {
        for (const TermRendering &r : list) {
            auto *child = new QTreeWidgetItem(parent, {r.text, renderingText(r)});
            child->setToolTip(1, r.files.join(u'\n'));
            // Only a glossary term's rendering other than the agreed one can be replaced.
            if (!agreed.isEmpty() && r.text != agreed) {
                child->setData(0, HeadwordRole, headword);
                child->setData(0, RenderingRole, r.text);
            }
        }
    };
    auto *glossary = new QTreeWidgetItem(m_termTree, {tr("Glossary terms")});
    for (const TermRow &row : t.glossary) {
        auto *item =
            new QTreeWidgetItem(glossary, {QStringLiteral("%1 → %2").arg(row.english, row.agreed),
                                           tr("%n other use(s)", nullptr, row.deviations())});
        addRenderings(item, row.renderings, row.english, row.agreed);
    }
    auto *variants = new QTreeWidgetItem(m_termTree, {tr("English rendered more than one way")});
    for (const TermRow &row : t.variants)
        addRenderings(new QTreeWidgetItem(variants, {row.english}), row.renderings, {}, {});
    auto *shared = new QTreeWidgetItem(m_termTree, {tr("Korean used for several English terms")});
    for (const SharedRendering &row : t.shared)
        addRenderings(new QTreeWidgetItem(shared, {row.korean}), row.english, {}, {});
    glossary->setExpanded(true);
    m_termTree->resizeColumnToContents(0);
}

void ProjectWindow::fillSync()
{
    m_syncTree->clear();
    for (int i = 0; i < m_report->files.size(); ++i) {
        const ProjectFile &f = m_report->files[i];
        if (f.state != FileState::Outdated) continue;
        auto *file = new QTreeWidgetItem(
            m_syncTree, {f.path, tr("%n change(s)", nullptr, int(f.analysis.sync.size()))});
        file->setData(0, FileIndexRole, i);
        // Untick a file to leave it as it is (a copy, a file someone else is editing).
        file->setFlags(file->flags() | Qt::ItemIsUserCheckable);
        file->setCheckState(0, Qt::Checked);
        file->setData(0, LineRole, -1);
        // English that holds Korean (a half-translated commit taken for the English): its
        // "changes" are the translation's own lines. Named, not listed, and left unticked.
        // (A newer version that merges English into a translation holds Korean by design.)
        if (!f.newerMerged && koreanReferenceOf(f.analysis.sync) != KoreanReference::None) {
            file->setText(1, tr("the English holds Korean"));
            file->setToolTip(0, tr("The English this file is compared with holds Korean (a "
                                   "half-translated version?), so its changes are not listed; "
                                   "compare by hand, or choose the English with Choose "
                                   "Upstream Checkout…"));
            file->setCheckState(0, Qt::Unchecked);
            continue;
        }
        const SyncItemListing listing = listSyncItems(f.analysis.sync);
        if (listing.cards() > 0) {
            // A gallery index lists a card per tutorial: one row, not one per card.
            auto *cards =
                new QTreeWidgetItem(file, {tr("%n customcarditem card(s): the page's card listing",
                                              nullptr, listing.cards())});
            cards->setData(0, FileIndexRole, i);
            cards->setData(0, LineRole, -1);
        }
        for (const SyncItem &s : listing.items) {
            const QString english = s.kind == DriftChange::Kind::Removed ? s.oldText : s.newText;
            auto *item = new QTreeWidgetItem(
                file, {QStringLiteral("%1: %2").arg(driftKindName(s.kind),
                                                    english.section(u'\n', 0, 0).trimmed()),
                       s.draftLine < 0 ? QString() : QString::number(s.draftLine + 1)});
            item->setToolTip(0, english);
            item->setData(0, FileIndexRole, i);
            item->setData(0, LineRole, s.draftLine);
        }
    }
    m_syncTree->resizeColumnToContents(0); // the file names, not "docs/a…"
}

void ProjectWindow::openRow(const QModelIndex &index)
{
    if (!m_report) return;
    const int i = m_fileProxy->mapToSource(index.siblingAtColumn(0)).data(FileIndexRole).toInt();
    if (i >= 0 && i < m_report->files.size())
        emit openRequested(m_report->files[i], m_report->root, -1);
}

QList<FileReplacement> ProjectWindow::planReplacement(const QString &headword,
                                                      const QString &rendering) const
{
    if (!m_report || !m_report->matcher) return {};
    QStringList files;
    for (const TermRow &row : m_report->terms.glossary)
        if (row.english == headword)
            for (const TermRendering &r : row.renderings)
                if (r.text == rendering) files = r.files;
    return planTermReplacement(*m_report->matcher, headword, rendering, m_report->root, files,
                               nullptr);
}

void ProjectWindow::replaceSelected()
{
    QTreeWidgetItem *selected = m_termTree->currentItem();
    if (!selected) return;
    const QString headword = selected->data(0, HeadwordRole).toString();
    const QString rendering = selected->data(0, RenderingRole).toString();
    auto plan = std::make_shared<QList<FileReplacement>>(planReplacement(headword, rendering));
    if (plan->isEmpty()) {
        QMessageBox::information(this, tr("Replace"),
                                 tr("Nothing to replace: %1 is not written as %2 "
                                    "anywhere it could be changed safely.")
                                     .arg(headword, rendering));
        return;
    }
    // The preview: every change, file by file; Apply writes them, Undo puts a file back.
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Replace %1 with the agreed term").arg(rendering));
    dialog->resize(800, 500);
    auto *layout = new QVBoxLayout(dialog);
    auto *tree = new QTreeWidget(dialog);
    tree->setHeaderLabels({tr("Change"), tr("Status")});
    for (int i = 0; i < plan->size(); ++i) {
        const FileReplacement &r = plan->at(i);
        auto *file = new QTreeWidgetItem(
            tree,
            {tr("%1 (%n change(s))", nullptr, int(r.edits.size())).arg(r.path), tr("not applied")});
        file->setData(0, FileIndexRole, i);
        // Untick a file to leave it as it is (a copy, a file someone else is editing).
        file->setFlags(file->flags() | Qt::ItemIsUserCheckable);
        file->setCheckState(0, Qt::Checked);
        for (const TermEdit &e : r.edits)
            new QTreeWidgetItem(file, {tr("line %1: %2 → %3")
                                           .arg(e.fix.range.start.line + 1)
                                           .arg(e.before, e.fix.replacement),
                                       e.lineText.trimmed()});
        file->setExpanded(true);
    }
    tree->resizeColumnToContents(0);
    layout->addWidget(tree, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *apply =
        buttons->addButton(tr("Apply to Ticked Files"), QDialogButtonBox::ActionRole);
    apply->setObjectName(QStringLiteral("applyTermReplacement"));
    tree->setObjectName(QStringLiteral("termReplacementPreview"));
    dialog->setObjectName(QStringLiteral("termReplacementDialog"));
    connect(tree, &QTreeWidget::itemChanged, apply, [tree, apply] {
        bool any = false;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            any |= tree->topLevelItem(i)->checkState(0) == Qt::Checked;
        apply->setEnabled(any);
    });
    QPushButton *undo = buttons->addButton(tr("Undo Selected File"), QDialogButtonBox::ActionRole);
    undo->setEnabled(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    connect(apply, &QPushButton::clicked, dialog, [this, tree, plan, apply, undo] {
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            QTreeWidgetItem *file = tree->topLevelItem(i);
            file->setFlags(file->flags() & ~Qt::ItemIsUserCheckable);
            if (file->checkState(0) != Qt::Checked) {
                file->setText(1, tr("left as it is"));
                continue;
            }
            QString error;
            const bool ok = applyFileReplacement(&(*plan)[i], &error);
            file->setText(1, ok ? tr("applied") : error);
        }
        apply->setEnabled(false);
        undo->setEnabled(true);
        rebuild(); // the cache makes this one cheap: only the changed files are linted again
    });
    connect(undo, &QPushButton::clicked, dialog, [this, tree, plan] {
        QTreeWidgetItem *item = tree->currentItem();
        while (item && item->parent())
            item = item->parent();
        if (!item) return;
        if (item->checkState(0) != Qt::Checked) return; // left as it is: nothing to undo
        const int i = item->data(0, FileIndexRole).toInt();
        QString error;
        const bool ok = undoFileReplacement(plan->at(i), &error);
        item->setText(1, ok ? tr("undone") : error);
        rebuild();
    });
    dialog->show();
}

void ProjectWindow::showUpstreamState()
{
    const QString upstream = m_options.choices.upstreamDir();
    if (upstream.isEmpty()) {
        m_upstreamLabel->setText(
            tr("No upstream checkout. The worklist compares each translation with the current "
               "English of an upstream checkout (a clone of the English repository, e.g. "
               "pytorch/tutorials, at the commit to sync to): choose one to see what changed "
               "upstream and to apply the code, literal, link and number changes."));
    } else {
        m_upstreamLabel->setText(
            tr("Upstream checkout: %1").arg(QDir::toNativeSeparators(upstream)));
    }
    m_applySyncButton->setEnabled(!upstream.isEmpty() && !m_syncWatcher.isRunning());
}

void ProjectWindow::setUpstreamCheckout(const QString &dir)
{
    const QString canonical = QFileInfo(dir).canonicalFilePath();
    if (canonical.isEmpty()) return;
    m_options.choices.setUpstreamDir(canonical);
    QString error;
    if (const auto checkout = Checkout::open(m_dir, &error)) {
        // Remembered for the checkout, as reviewer mode's Set Upstream Checkout does.
        QSettings settings;
        SourceChoices saved = SourceChoices::load(settings, checkout->root());
        saved.setUpstreamDir(canonical);
        saved.save(settings, checkout->root());
    }
    showUpstreamState();
    rebuild();
}

void ProjectWindow::planUpstreamSync()
{
    if (m_syncWatcher.isRunning() || m_options.choices.upstreamDir().isEmpty()) return;
    m_applySyncButton->setEnabled(false);
    m_status->setText(tr("Comparing with the upstream checkout…"));
    // The glossary's readings of English words, for the particles (none before a report).
    std::shared_ptr<const GlossaryMatcher> matcher = m_report ? m_report->matcher : nullptr;
    m_syncWatcher.setFuture(QtConcurrent::run(
        [dir = m_dir, choices = m_options.choices, matcher, this]() -> std::optional<CheckoutSync> {
            QString error;
            const auto checkout = Checkout::open(dir, &error);
            std::optional<CheckoutSync> sync;
            if (checkout)
                sync = planCheckoutSync(*checkout, choices, checks::particleReadings(matcher.get()),
                                        &error);
            if (!sync)
                QMetaObject::invokeMethod(
                    this, [this, error] { m_syncError = error; }, Qt::QueuedConnection);
            return sync;
        }));
}

void ProjectWindow::showSyncPreview()
{
    showUpstreamState();
    auto sync = std::make_shared<std::optional<CheckoutSync>>(m_syncWatcher.result());
    if (!*sync) {
        m_status->setText(tr("The upstream checkout could not be compared: %1").arg(m_syncError));
        return;
    }
    const CheckoutSync &plan = **sync;
    // The glossary's readings of English words, for the particles when planning again.
    const std::shared_ptr<const GlossaryMatcher> matcher = m_report ? m_report->matcher : nullptr;
    m_status->setText(tr("%1 files changed upstream: %2 changes can be applied, %3 are left to "
                         "translate")
                          .arg(plan.files.size())
                          .arg(plan.applied())
                          .arg(plan.left()));
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("syncPreview"));
    dialog->setWindowTitle(tr("Apply Upstream Changes"));
    dialog->resize(900, 540);
    auto *layout = new QVBoxLayout(dialog);
    auto *intro = new QLabel(
        tr("Changes that touch only code, inline literals, role targets, URLs and numbers are "
           "made in the ticked files, the particle after a changed word agreeing with it. The "
           "rest is left to translate: activate an item to open the file at its line."),
        dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *tree = new QTreeWidget(dialog);
    tree->setObjectName(QStringLiteral("syncPreviewTree"));
    tree->setHeaderLabels({tr("Change"), tr("Korean")});
    for (int i = 0; i < plan.files.size(); ++i) {
        const FileSyncPlan &f = plan.files[i];
        const int applied = f.plan.appliedCount();
        auto *file = new QTreeWidgetItem(tree, {tr("%1: %2 to apply, %3 left")
                                                    .arg(f.path)
                                                    .arg(applied)
                                                    .arg(f.plan.changes.size() - applied),
                                                applied ? tr("not applied") : QString()});
        file->setData(0, FileIndexRole, i);
        file->setData(0, LineRole, -1);
        if (applied) {
            // Untick a file to leave it as it is.
            file->setFlags(file->flags() | Qt::ItemIsUserCheckable);
            file->setCheckState(0, Qt::Checked);
        } else {
            file->setFlags(file->flags() & ~Qt::ItemIsUserCheckable);
        }
        for (const SyncUnitChange &c : f.plan.changes) {
            const QString where =
                c.draftFirstLine < 0 ? QString() : tr("line %1: ").arg(c.draftFirstLine + 1);
            const QString what = c.wordDiff.join(QStringLiteral(", "));
            auto *item = new QTreeWidgetItem(
                file, {c.applied ? tr("%1apply: %2").arg(where, what)
                                 : tr("%1left (%2): %3").arg(where, c.why, what),
                       (c.applied ? c.draftAfter : c.draftBefore).simplified()});
            item->setToolTip(1, c.applied ? c.draftAfter : c.draftBefore);
            item->setData(0, FileIndexRole, i);
            item->setData(0, LineRole, c.draftFirstLine);
            item->setData(0, ChangeRole, c.index);
            if (c.applied) {
                // Untick a change to skip it (the rest of the file is still applied).
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(0, Qt::Checked);
            } else {
                item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
            }
        }
        file->setExpanded(true);
    }
    tree->resizeColumnToContents(0);
    tree->setColumnWidth(0, std::min(tree->columnWidth(0), 520));
    layout->addWidget(tree, 1);
    connect(tree, &QTreeWidget::itemActivated, this, [this, sync](QTreeWidgetItem *item) {
        if (!m_report) return;
        const int i = item->data(0, FileIndexRole).toInt();
        if (i < 0 || i >= (*sync)->files.size()) return;
        for (const ProjectFile &f : m_report->files)
            if (f.path == (*sync)->files[i].path)
                emit openRequested(f, m_report->root, item->data(0, LineRole).toInt());
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *apply =
        buttons->addButton(tr("Apply to Ticked Files"), QDialogButtonBox::ActionRole);
    apply->setObjectName(QStringLiteral("applySyncToTicked"));
    apply->setEnabled(plan.applied() > 0);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    connect(apply, &QPushButton::clicked, dialog, [this, dialog, tree, sync, apply, matcher] {
        // The ticked files, each without its unticked changes; planned again and written
        // through the safe save on a worker thread.
        struct Job
        {
            QTreeWidgetItem *item;
            FileSyncPlan file;
            QSet<int> skip;
        };
        QList<Job> jobs;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            QTreeWidgetItem *file = tree->topLevelItem(i);
            file->setFlags(file->flags() & ~Qt::ItemIsUserCheckable);
            const FileSyncPlan &f = (**sync).files[file->data(0, FileIndexRole).toInt()];
            QSet<int> skip;
            for (int k = 0; k < file->childCount(); ++k) {
                QTreeWidgetItem *change = file->child(k);
                if (!change->data(0, Qt::CheckStateRole).isValid()) continue; // a change left
                change->setFlags(change->flags() & ~Qt::ItemIsUserCheckable);
                if (change->checkState(0) != Qt::Checked)
                    skip.insert(change->data(0, ChangeRole).toInt());
            }
            if (f.plan.appliedCount() == 0) continue;
            if (file->checkState(0) != Qt::Checked) {
                file->setText(1, tr("left as it is"));
                continue;
            }
            file->setText(1, tr("writing…"));
            jobs.append({file, f, skip});
        }
        apply->setEnabled(false);
        auto *watcher = new QFutureWatcher<QStringList>(dialog);
        connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher, jobs] {
            const QStringList results = watcher->result();
            for (qsizetype j = 0; j < jobs.size() && j < results.size(); ++j)
                jobs[j].item->setText(1, results[j]);
            watcher->deleteLater();
            rebuild();
            emit syncApplied();
        });
        QList<std::pair<FileSyncPlan, QSet<int>>> work;
        for (const Job &j : std::as_const(jobs))
            work.append({j.file, j.skip});
        watcher->setFuture(QtConcurrent::run([work, matcher, root = (**sync).root]() mutable {
            QStringList results;
            for (auto &[file, skip] : work) {
                if (!skip.isEmpty())
                    replanSkipping(file, skip, checks::particleReadings(matcher.get()));
                CheckoutSync one;
                one.root = root;
                one.files.append(file);
                // Only if the file is still as it was planned from, found without following
                // a link swapped in while the dialog was open (replaceIfUnchanged).
                const SyncFileOutcome outcome = writeCheckoutSync(one).files.value(0);
                results.append(outcome.applied == 0 ? ProjectWindow::tr("nothing applied")
                               : outcome.written()
                                   ? ProjectWindow::tr("applied")
                                   : ProjectWindow::tr("not written: %1").arg(outcome.write.why));
            }
            return results;
        }));
    });
    dialog->show();
    emit syncPlanned();
}

} // namespace tandem
