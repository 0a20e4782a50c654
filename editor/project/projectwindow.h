// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkoutsync.h"
#include "projectreport.h"
#include "termreplace.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace tandem {

// The whole checkout at a glance (`tandem project` in a window): the file table (sortable;
// activating a row opens the pair), the term table (glossary terms and their renderings across
// files, then the English rendered several ways and the Korean shared by several terms), and the
// upstream sync worklist (activating an item opens the pair at its Korean line; it says what it
// needs, an upstream checkout, and lets one be chosen; Apply Upstream Changes… previews and
// writes what `tandem sync` would). The report is built on a worker thread; "Replace with Agreed
// Term…" previews every change and applies it per file through the safe save, each file undoable.
class ProjectWindow : public QWidget
{
    Q_OBJECT
public:
    ProjectWindow(const QString &dir, ProjectOptions options, QWidget *parent = nullptr);
    ~ProjectWindow() override;

    // Builds the report again (after files changed).
    void rebuild();
    bool isBuilding() const;
    const std::optional<ProjectReport> &report() const { return m_report; }

    // The replacement the term table's selection calls for, planned now (tests use it directly).
    QList<FileReplacement> planReplacement(const QString &headword, const QString &rendering) const;

    QTableView *fileTable() const { return m_fileTable; }
    QTreeWidget *termTree() const { return m_termTree; }
    QTreeWidget *syncTree() const { return m_syncTree; }

    // The upstream (English) checkout the worklist compares with: remembered for the checkout
    // (as reviewer mode's), then the report is built again.
    void setUpstreamCheckout(const QString &dir);
    // Plans `tandem sync` on a worker thread, then shows its preview (applyUpstreamChanges):
    // each file's changes that can be applied (code, literals, role targets, URLs, numbers) and
    // those left, with the English word diff; Apply writes the ticked files.
    void planUpstreamSync();

signals:
    // A file to open, with the English it was translated from; `line` is 0-based, -1 for none.
    void openRequested(const tandem::ProjectFile &file, const QString &root, int line);
    void built(bool ok);
    // The sync preview is open (its dialog is a child named "syncPreview").
    void syncPlanned();
    // The preview's Apply to Ticked Files has written its files.
    void syncApplied();

private:
    void showReport();
    void fillFiles();
    void fillTerms();
    void fillSync();
    void openRow(const QModelIndex &index);
    void replaceSelected();
    void showUpstreamState();
    void showSyncPreview();

    QString m_dir;
    ProjectOptions m_options;
    std::optional<ProjectReport> m_report;
    QString m_error;
    QFutureWatcher<std::optional<ProjectReport>> m_watcher;

    QLabel *m_status = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_fileTable = nullptr;
    QStandardItemModel *m_fileModel = nullptr;
    QSortFilterProxyModel *m_fileProxy = nullptr;
    QTreeWidget *m_termTree = nullptr;
    QPushButton *m_replaceButton = nullptr;
    QTreeWidget *m_syncTree = nullptr;
    QLabel *m_upstreamLabel = nullptr;
    QPushButton *m_applySyncButton = nullptr;
    QFutureWatcher<std::optional<CheckoutSync>> m_syncWatcher;
    QString m_syncError;
};

} // namespace tandem
