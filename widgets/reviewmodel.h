// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review.h"

#include <QAbstractTableModel>

namespace tandem {

// The files of a review as a table: path, change, where the English came from, issue counts,
// how many are on lines the branch changed, and upstream drift. The model owns the Review the
// window shows and exports, so a file redone after a save replaces its row in one place.
class ReviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        FileColumn,
        ChangeColumn,
        SourceColumn,
        ErrorsColumn,
        WarningsColumn,
        InfosColumn,
        ChangedLinesColumn,
        DriftColumn,
        ColumnCount
    };
    // What the file table sorts by: numbers for the counts and the drift, text elsewhere.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ReviewModel(QObject *parent = nullptr);

    void setReview(Review review);
    void clear();
    bool hasReview() const { return m_hasReview; }
    const Review &review() const { return m_review; }
    const ReviewFile &fileAt(int row) const { return m_review.files.at(row); }
    // The row of a file by its path relative to the checkout root, or -1.
    int rowOf(const QString &path) const;
    // Replaces one file (redone after a save); the row stays where it is.
    void replaceFile(const ReviewFile &file);

    // How the File column shows a path: the file name first, then its folder
    // ("intro.rst — beginner_source/blitz/"); a narrow view cuts the folder, and the tooltip
    // has the full path.
    static QString displayPath(const QString &path);
    // How the Source column words a file's source ("history 1a2b3c4", "still English"...).
    static QString sourceSummary(const ReviewFile &file);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Review m_review;
    bool m_hasReview = false;
};

} // namespace tandem
