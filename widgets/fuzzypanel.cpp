// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzypanel.h"

#include "driftdiffview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

namespace tandem {

namespace {

constexpr int EntryRole = Qt::UserRole + 1;

// "Line 39 · proposal — :func:`aiter`": where, whether there is a proposal, and the English's
// start to know it by.
QString itemText(const FuzzyEntry &f, int line)
{
    const QString where = f.proposal ? FuzzyPanel::tr("Line %1 · proposal").arg(line)
                                     : FuzzyPanel::tr("Line %1").arg(line);
    QString start = f.msgid.simplified();
    if (start.size() > 60) start = start.left(60) + u'…';
    return where + QStringLiteral(" — ") + start;
}

QLabel *caption(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace

FuzzyPanel::FuzzyPanel(QWidget *parent) : QWidget(parent)
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("fuzzyList"));
    m_source = caption(tr("English"), this);
    m_english = new DriftDiffView(this);
    m_english->setObjectName(QStringLiteral("fuzzyEnglish"));
    m_why = caption(tr("Translation"), this);
    m_translation = new DriftDiffView(this);
    m_translation->setObjectName(QStringLiteral("fuzzyTranslation"));
    m_accept = new QPushButton(tr("&Accept Proposal"), this);
    m_accept->setToolTip(tr("Write the proposal and clear the fuzzy flag (Ctrl+Return)"));
    m_keep = new QPushButton(tr("&Keep Translation"), this);
    m_keep->setToolTip(
        tr("The English change needs no change in the Korean: clear the fuzzy flag only "
           "(Ctrl+Shift+Return)"));
    m_edit = new QPushButton(tr("&Edit Entry"), this);

    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_source);
    detailsLayout->addWidget(m_english, 1);
    detailsLayout->addWidget(m_why);
    detailsLayout->addWidget(m_translation, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_accept);
    buttons->addWidget(m_keep);
    buttons->addWidget(m_edit);
    buttons->addStretch(1);
    detailsLayout->addLayout(buttons);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(details);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showCurrent(); });
    connect(m_accept, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row >= 0 && row < m_queue.size() && m_queue[row].proposal)
            emit acceptRequested(m_queue[row].entry, *m_queue[row].proposal);
    });
    connect(m_keep, &QPushButton::clicked, this, [this] {
        if (currentEntry() >= 0) emit keepRequested(currentEntry());
    });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (currentEntry() >= 0) emit editRequested(currentEntry());
    });
    // The keys work wherever the focus is inside the panel (the list, a view, a button).
    auto *accept = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    accept->setContext(Qt::WidgetWithChildrenShortcut);
    connect(accept, &QShortcut::activated, m_accept, &QPushButton::click);
    auto *keep = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return), this);
    keep->setContext(Qt::WidgetWithChildrenShortcut);
    connect(keep, &QShortcut::activated, m_keep, &QPushButton::click);
    showCurrent();
}

void FuzzyPanel::setQueue(const QList<FuzzyEntry> &queue, const QList<int> &lines)
{
    const int keep = currentEntry();
    m_queue = queue;
    m_lines = lines;
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (qsizetype i = 0; i < m_queue.size(); ++i) {
        auto *item = new QListWidgetItem(itemText(m_queue[i], m_lines.value(i)), m_list);
        item->setData(EntryRole, m_queue[i].entry);
        item->setToolTip(m_queue[i].msgid.left(2000));
    }
    int row = 0;
    for (qsizetype i = 0; i < m_queue.size(); ++i)
        if (m_queue[i].entry == keep) row = int(i);
    m_list->setCurrentRow(m_queue.isEmpty() ? -1 : row);
    showCurrent();
    emit countChanged(count());
}

void FuzzyPanel::removeEntry(int entry)
{
    for (qsizetype i = 0; i < m_queue.size(); ++i) {
        if (m_queue[i].entry != entry) continue;
        m_queue.removeAt(i);
        m_lines.removeAt(i);
        {
            const QSignalBlocker block(m_list);
            delete m_list->takeItem(int(i));
            // The next entry takes its place; after the last, the one before.
            m_list->setCurrentRow(m_queue.isEmpty() ? -1 : int(std::min(i, m_queue.size() - 1)));
        }
        showCurrent();
        emit countChanged(count());
        return;
    }
}

void FuzzyPanel::showEntry(int entry)
{
    for (qsizetype i = 0; i < m_queue.size(); ++i)
        if (m_queue[i].entry == entry) m_list->setCurrentRow(int(i));
}

int FuzzyPanel::currentEntry() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_queue.size() ? m_queue[row].entry : -1;
}

void FuzzyPanel::showCurrent()
{
    const int row = m_list->currentRow();
    const bool any = row >= 0 && row < m_queue.size();
    m_keep->setEnabled(any);
    m_edit->setEnabled(any);
    if (!any) {
        m_accept->setEnabled(false);
        m_source->setText(tr("English"));
        m_why->setText(tr("Translation"));
        m_english->showChange(nullptr);
        m_english->setPlaceholderText(tr("No fuzzy entries: every translation is reviewed."));
        m_translation->showChange(nullptr);
        m_translation->setPlaceholderText(QString());
        return;
    }
    const FuzzyEntry &f = m_queue[row];
    m_accept->setEnabled(f.proposal.has_value());
    DriftChange english;
    english.oldText = f.previousMsgid.isEmpty() ? f.msgid : f.previousMsgid;
    english.newText = f.msgid;
    switch (f.previousSource) {
    case PreviousSource::Comment:
        m_source->setText(tr("English: as translated (#|) → now"));
        break;
    case PreviousSource::History:
        m_source->setText(
            tr("English: as translated (commit %1) → now").arg(f.previousCommit.left(10)));
        break;
    case PreviousSource::None:
        m_source->setText(tr("English now (what it was translated from is not known)"));
        break;
    }
    m_english->showChange(&english);
    DriftChange korean;
    korean.oldText = f.msgstr;
    korean.newText = f.proposal.value_or(f.msgstr);
    m_why->setText(f.proposal ? tr("Translation → proposal")
                              : tr("Translation (no proposal: %1)").arg(f.why));
    m_translation->showChange(&korean);
}

} // namespace tandem
