// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchespanel.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tandem {

MatchesPanel::MatchesPanel(QWidget *parent)
    : QWidget(parent), m_status(new QLabel(this)), m_notice(new QLabel(this)),
      m_memory(new QLabel(this)), m_build(new QPushButton(tr("Build Memory"), this)),
      m_list(new QTreeWidget(this)), m_detail(new QTextBrowser(this))
{
    m_list->setColumnCount(4);
    m_list->setHeaderLabels({tr("Key"), tr("Score"), tr("Stored Korean"), tr("From")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setWordWrap(false);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    // The Korean gets the room; the file name is elided (whole in the tooltip and below).
    m_list->header()->setSectionResizeMode(3, QHeaderView::Interactive);
    m_list->header()->resizeSection(
        3, fontMetrics().horizontalAdvance(QStringLiteral("tutorial.py · 2024-01-01")) / 2);
    m_list->setTextElideMode(Qt::ElideRight);
    m_detail->setOpenLinks(false);
    m_status->setWordWrap(true);
    // Wrapped, never cut: it says what happened to the text just inserted.
    m_notice->setWordWrap(true);
    m_notice->setFrameShape(QFrame::StyledPanel);
    m_memory->setWordWrap(true);
    m_memory->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont small = m_memory->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_memory->setFont(small);
    m_build->setToolTip(tr("Build the translation memory of this checkout from its git history "
                           "(as `tandem tm build` does)"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // A short column holds the Glossary, the Issues and the Preview too: the list and the
    // detail may be as low as three lines and two (a tree and a browser ask for about 100 px
    // each, which kept the Glossary beside this tab 230 px tall at 1280x720).
    const int line = fontMetrics().height();
    m_list->setMinimumHeight(4 * line);
    m_detail->setMinimumHeight(2 * line + 8);
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_build);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_notice);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_memory);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        showDetail(item ? m_list->indexOfTopLevelItem(item) : -1);
    });
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit insertRequested(m_list->indexOfTopLevelItem(item));
    });
    connect(m_build, &QPushButton::clicked, this, &MatchesPanel::buildRequested);
    setMemoryAvailable(false, tr("No translation memory."));
    setStatus(QString());
    setNotice(QString());
}

void MatchesPanel::setNotice(const QString &text)
{
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

void MatchesPanel::setStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void MatchesPanel::setMemoryAvailable(bool available, const QString &description)
{
    m_memory->setText(description);
    m_build->setText(available ? tr("Update Memory") : tr("Build Memory"));
}

void MatchesPanel::setMatches(const QList<TmMatch> &matches)
{
    m_matches = matches;
    m_list->clear();
    for (qsizetype i = 0; i < matches.size(); ++i) {
        const TmMatch &m = matches[i];
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, tr("Ctrl+%1").arg(i + 1));
        item->setText(1, m.exact ? tr("%1% exact").arg(m.score) : tr("%1%").arg(m.score));
        item->setText(2, QString(m.pair.target).replace(u'\n', u' '));
        item->setToolTip(2, m.pair.target);
        const QString date =
            m.pair.date > 0
                ? QDateTime::fromSecsSinceEpoch(m.pair.date).date().toString(Qt::ISODate)
                : QString();
        item->setText(3, QStringLiteral("%1 · %2").arg(m.pair.file.section(u'/', -1), date));
        item->setToolTip(3, m.pair.commit.isEmpty()
                                ? m.pair.file
                                : QStringLiteral("%1@%2").arg(m.pair.file, m.pair.commit.left(7)));
    }
    if (!matches.isEmpty())
        m_list->setCurrentItem(m_list->topLevelItem(0));
    else
        showDetail(-1);
}

QString MatchesPanel::differenceHtml(const QList<TmDiffOp> &diff)
{
    QString html;
    for (const TmDiffOp &op : diff) {
        if (!html.isEmpty()) html += u' ';
        const QString text = op.text.toHtmlEscaped();
        switch (op.kind) {
        case TmDiffOp::Kind::Same:
            html += text;
            break;
        case TmDiffOp::Kind::Removed:
            html += QStringLiteral("<s style=\"color:#b3261e\">%1</s>").arg(text);
            break;
        case TmDiffOp::Kind::Added:
            html += QStringLiteral("<u style=\"color:#1b6e20\">%1</u>").arg(text);
            break;
        }
    }
    return html;
}

void MatchesPanel::showDetail(int index)
{
    if (index < 0 || index >= m_matches.size()) {
        m_detail->clear();
        return;
    }
    const TmMatch &m = m_matches[index];
    QString from = m.pair.commit.isEmpty()
                       ? m.pair.file
                       : QStringLiteral("%1@%2").arg(m.pair.file, m.pair.commit.left(7));
    if (m.pair.date > 0)
        from += QStringLiteral(", ") +
                QDateTime::fromSecsSinceEpoch(m.pair.date).date().toString(Qt::ISODate);
    m_detail->setHtml(
        tr("<p><b>%1%2</b> · %3</p><p><b>English</b> (stored → this "
           "segment):<br>%4</p><p><b>Korean</b>:<br>%5</p>")
            .arg(m.score)
            .arg(m.exact ? tr("% exact") : QStringLiteral("%"), from.toHtmlEscaped(),
                 differenceHtml(m.diff),
                 m.pair.target.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"))));
}

} // namespace tandem
