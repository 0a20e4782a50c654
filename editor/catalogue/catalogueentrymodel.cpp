// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogueentrymodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace tandem {

namespace {

// A string on one line: its line ends shown as "⏎" so the row stays one line high.
QString oneLine(const QString &text)
{
    QString out = text.left(400);
    out.replace(u'\n', QStringLiteral(" ⏎ "));
    return out;
}

QString tooltipOf(const po::PoEntry &e)
{
    QStringList parts;
    if (!e.references.isEmpty())
        parts << CatalogueEntryModel::tr("References: %1").arg(e.references.join(u' '));
    if (!e.extractedComments.isEmpty()) parts << e.extractedComments.join(u'\n');
    if (!e.translatorComments.isEmpty())
        parts << CatalogueEntryModel::tr("Translator: %1").arg(e.translatorComments.join(u'\n'));
    if (!e.flags.isEmpty())
        parts << CatalogueEntryModel::tr("Flags: %1").arg(e.flags.join(QStringLiteral(", ")));
    return parts.join(u'\n');
}

} // namespace

CatalogueEntryModel::CatalogueEntryModel(QObject *parent) : QAbstractTableModel(parent) {}

void CatalogueEntryModel::setCatalog(const po::Catalog *catalog)
{
    beginResetModel();
    m_catalog = catalog;
    m_issueCounts.clear();
    rebuildRows();
    endResetModel();
}

void CatalogueEntryModel::setShowHeaderAndObsolete(bool show)
{
    if (show == m_showAll) return;
    beginResetModel();
    m_showAll = show;
    rebuildRows();
    endResetModel();
}

void CatalogueEntryModel::setIssueCounts(QHash<int, int> counts)
{
    m_issueCounts = std::move(counts);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, IssuesColumn), index(int(m_rows.size()) - 1, IssuesColumn));
}

int CatalogueEntryModel::rowOf(int entry) const
{
    // Rows are in entry order: a binary search.
    const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), entry);
    return it != m_rows.cend() && *it == entry ? int(it - m_rows.cbegin()) : -1;
}

void CatalogueEntryModel::entryChanged(int entry)
{
    const int row = rowOf(entry);
    if (row >= 0) emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QString CatalogueEntryModel::stateOf(const po::PoEntry &e)
{
    if (e.obsolete) return tr("obsolete");
    if (e.isHeader()) return tr("header");
    if (e.isFuzzy()) return tr("fuzzy");
    if (!e.isTranslated()) return tr("untranslated");
    return {};
}

void CatalogueEntryModel::rebuildRows()
{
    m_rows.clear();
    if (!m_catalog) return;
    const QList<po::PoEntry> &entries = m_catalog->entries();
    for (int i = 0; i < entries.size(); ++i)
        if (m_showAll || (!entries[i].isHeader() && !entries[i].obsolete)) m_rows.append(i);
}

int CatalogueEntryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CatalogueEntryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogueEntryModel::data(const QModelIndex &index, int role) const
{
    if (!m_catalog || !index.isValid() || index.row() >= m_rows.size()) return {};
    const int entry = m_rows[index.row()];
    const po::PoEntry &e = m_catalog->entries()[entry];
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case LineColumn:
            return (e.msgid.present() ? e.msgid.line : e.firstLine) + 1;
        case StateColumn:
            return stateOf(e);
        case EnglishColumn:
            return e.isHeader() ? tr("(header)") : oneLine(e.msgid.value);
        case KoreanColumn:
            return oneLine(e.msgstr.value(0).value);
        case IssuesColumn: {
            const int n = m_issueCounts.value(entry);
            return n > 0 ? QVariant(n) : QVariant();
        }
        }
    } else if (role == Qt::ToolTipRole) {
        if (column == EnglishColumn) return e.msgid.value.left(2000);
        if (column == KoreanColumn) return e.msgstr.value(0).value.left(2000);
        return tooltipOf(e);
    } else if (role == Qt::ForegroundRole && column == StateColumn) {
        if (e.isFuzzy()) return QBrush(QColor("#9a6700"));
        if (!e.isTranslated() && !e.isHeader()) return QBrush(QColor("#b31d28"));
    } else if (role == Qt::FontRole && (e.obsolete || e.isHeader())) {
        QFont f;
        f.setItalic(true);
        return f;
    } else if (role == Qt::TextAlignmentRole && column == LineColumn) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant CatalogueEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case LineColumn:
        return tr("Line");
    case StateColumn:
        return tr("State");
    case EnglishColumn:
        return tr("English (msgid)");
    case KoreanColumn:
        return tr("Korean (msgstr)");
    case IssuesColumn:
        return tr("Issues");
    }
    return {};
}

} // namespace tandem
