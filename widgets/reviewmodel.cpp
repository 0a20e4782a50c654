// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewmodel.h"
#include "severitystyle.h"

#include <QBrush>
#include <QColor>
#include <QDir>

namespace tandem {

ReviewModel::ReviewModel(QObject *parent) : QAbstractTableModel(parent) {}

void ReviewModel::setReview(Review review)
{
    beginResetModel();
    m_review = std::move(review);
    m_hasReview = true;
    endResetModel();
}

void ReviewModel::clear()
{
    beginResetModel();
    m_review = Review();
    m_hasReview = false;
    endResetModel();
}

int ReviewModel::rowOf(const QString &path) const
{
    for (int row = 0; row < m_review.files.size(); ++row)
        if (m_review.files.at(row).change.path == path) return row;
    return -1;
}

void ReviewModel::replaceFile(const ReviewFile &file)
{
    const int row = rowOf(file.change.path);
    if (row < 0) return;
    m_review.files[row] = file;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QString ReviewModel::displayPath(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    if (slash < 0) return path;
    return tr("%1 — %2").arg(path.mid(slash + 1), QDir::toNativeSeparators(path.left(slash + 1)));
}

QString ReviewModel::sourceSummary(const ReviewFile &file)
{
    if (!file.error.isEmpty()) return tr("unreadable");
    if (file.draftIsEnglish && !file.source.isValid()) return tr("still English");
    switch (file.source.origin) {
    case SourceOrigin::History:
        return tr("history %1").arg(file.source.commit.left(7));
    case SourceOrigin::Upstream:
        return file.source.historyProblem.isEmpty() ? tr("upstream checkout")
                                                    : tr("upstream checkout (history unreadable)");
    case SourceOrigin::Manual:
        return tr("chosen by hand");
    case SourceOrigin::None:
        break;
    }
    return file.source.historyProblem.isEmpty() ? tr("not found") : tr("history unreadable");
}

int ReviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_review.files.size());
}

int ReviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_review.files.size()) return {};
    const ReviewFile &f = m_review.files.at(index.row());
    const bool counted = f.error.isEmpty();
    if (role == Qt::TextAlignmentRole && index.column() >= ErrorsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole) {
        if (index.column() == ErrorsColumn && f.counts.errors)
            return QBrush(severityTextColor(Severity::Error));
        if (index.column() == WarningsColumn && f.counts.warnings)
            return QBrush(severityTextColor(Severity::Warning));
        if (index.column() == SourceColumn && !f.source.isValid() && !f.draftIsEnglish)
            return QBrush(severityTextColor(Severity::Error));
        if (index.column() == SourceColumn && !f.source.historyProblem.isEmpty())
            return QBrush(severityTextColor(Severity::Warning)); // a fallback, or a gap
        if (index.column() == DriftColumn && f.drift) return QBrush(QColor("#8250df"));
        return {};
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case FileColumn:
            return QDir::toNativeSeparators(f.absolutePath.isEmpty() ? f.change.path
                                                                     : f.absolutePath);
        case SourceColumn: {
            if (!f.error.isEmpty()) return f.error;
            QString tip = !f.source.isValid() ? f.source.note
                          : f.source.subject.isEmpty()
                              ? f.source.label()
                              : tr("%1\n%2").arg(f.source.label(), f.source.subject);
            if (!f.source.historyProblem.isEmpty() && f.source.isValid())
                tip += u'\n' + f.source.historyProblem;
            if (!f.source.historyProblem.isEmpty() && f.source.origin != SourceOrigin::Upstream)
                tip += u'\n' + tr("Set File > Compare with Upstream Checkout… to use the upstream "
                                  "English, or open the file and pick its source.");
            return tip;
        }
        case DriftColumn:
            return f.drift ? tr("The English changed after the translation was made: %1")
                                 .arg(f.drift->newer.label())
                           : QVariant();
        default:
            return {};
        }
    }
    if (role == SortRole) {
        if (index.column() == FileColumn) return f.change.path; // by folder, then name
        if (index.column() == DriftColumn) return f.drift ? int(f.drift->changes.size()) : 0;
        if (index.column() >= ErrorsColumn && !counted)
            return -1; // an unreadable file sorts below every counted one
        return data(index, Qt::DisplayRole);
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case FileColumn:
        return displayPath(f.change.path);
    case ChangeColumn: {
        QString status = changeStatusName(f.change.status);
        if (f.change.uncommitted && f.change.status != ChangeStatus::Untracked)
            status = tr("%1, uncommitted").arg(status);
        return status;
    }
    case SourceColumn:
        return sourceSummary(f);
    case ErrorsColumn:
        return counted ? QVariant(f.counts.errors) : QVariant();
    case WarningsColumn:
        return counted ? QVariant(f.counts.warnings) : QVariant();
    case InfosColumn:
        return counted ? QVariant(f.counts.infos) : QVariant();
    case ChangedLinesColumn:
        return counted ? QVariant(f.counts.onChangedLines) : QVariant();
    case DriftColumn:
        if (!f.drift) return {};
        return f.drift->changes.size() == 1 ? tr("1 change")
                                            : tr("%1 changes").arg(f.drift->changes.size());
    }
    return {};
}

QVariant ReviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ChangedLinesColumn:
            return tr("Issues on lines the branch changed (the only lines a pull-request review "
                      "can comment on)");
        case DriftColumn:
            return tr("English paragraphs that changed upstream after the translation was made");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case FileColumn:
        return tr("File");
    case ChangeColumn:
        return tr("Change");
    case SourceColumn:
        return tr("English source");
    case ErrorsColumn:
        return tr("Errors");
    case WarningsColumn:
        return tr("Warnings");
    case InfosColumn:
        return tr("Notes");
    case ChangedLinesColumn:
        return tr("On changed lines");
    case DriftColumn:
        return tr("Upstream drift");
    }
    return {};
}

} // namespace tandem
