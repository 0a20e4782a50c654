// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "basecandidates.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;
class QSplitter;
class QTreeWidget;

namespace tandem {

class DriftDiffView;
class ReviewModel;

// Reviewer mode's panel: what was compared with what, a "Reviewing…" indicator while the
// review runs, the changed translations with their issue counts (activate one to open it),
// and the upstream drift of the selected file (activate a change to go to it).
class ReviewPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewPanel(QWidget *parent = nullptr);

    ReviewModel *model() const { return m_model; }
    // The file table; it can be sorted by any column (rows of model() are not view rows).
    QTableView *fileView() const { return m_files; }
    QTreeWidget *driftView() const { return m_drift; }
    QLabel *headerLabel() const { return m_header; }
    // What the review compares with: "default (origin/master)", the branches, HEAD's commits;
    // editable, so any ref can be typed (Enter reviews against it).
    QComboBox *baseSelector() const { return m_base; }
    // The old → new English of the selected drift change, word by word.
    DriftDiffView *driftDiffView() const { return m_driftDiff; }
    bool isBusy() const;

    // Shows the indicator with `text` ("Reviewing …") or hides it.
    void setBusy(bool busy, const QString &text = {});
    // Shows why the review failed in place of the summary.
    void setError(const QString &error);
    // Selects a row of model() (the file open in the editor) and shows its drift.
    void setCurrentRow(int row);
    int currentRow() const; // a row of model(), or -1
    // Fills the base selector; `chosen` is the ref the review was asked for (empty: the
    // default, named `defaultBase`), shown as the current entry.
    void setBaseCandidates(const QList<BaseCandidate> &bases, const QString &chosen,
                           const QString &defaultBase);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void fileActivated(int row); // a row of model()
    // `change` indexes the file's drift changes.
    void driftActivated(int row, int change);
    void refreshRequested();
    void baseChosen(const QString &ref); // empty: the default base
    void exportRequested();

private:
    void updateHeader();
    void showDrift(int row);
    void chooseTypedBase();
    void fitFileColumn(); // the room the other columns leave, at least a file name's

    ReviewModel *m_model;
    QSortFilterProxyModel *m_sorted; // what the table shows
    QLabel *m_header;
    QToolButton *m_refresh;
    QToolButton *m_export;
    QComboBox *m_base;
    QWidget *m_busyRow;
    QLabel *m_busyLabel;
    QProgressBar *m_busyBar;
    QTableView *m_files;
    QLabel *m_driftLabel;
    QTreeWidget *m_drift;
    DriftDiffView *m_driftDiff;
    QSplitter *m_driftViews = nullptr; // the list and the word difference, shown with drift
    int m_driftRow = -1;               // the file whose drift is listed
};

} // namespace tandem
