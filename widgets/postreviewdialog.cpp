// SPDX-License-Identifier: GPL-3.0-or-later
#include "postreviewdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tandem {

namespace {

// A suggestion's text on one row: its line breaks shown as ⏎.
QString shownText(const QString &text)
{
    QString shown = text;
    shown.replace(u'\n', QStringLiteral("⏎"));
    return shown;
}

} // namespace

PostReviewDialog::PostReviewDialog(const QList<ReviewComment> &comments, const QString &repository,
                                   int pullRequest, QWidget *parent)
    : QDialog(parent), m_comments(comments), m_list(new QTreeWidget(this)),
      m_editor(new QPlainTextEdit(this)), m_repository(new QLineEdit(repository, this)),
      m_pullRequest(new QSpinBox(this)), m_count(new QLabel(this))
{
    setWindowTitle(tr("Post Review to GitHub"));
    auto *intro = new QLabel(
        tr("The comments go to the pull request as one pending review, through your GitHub CLI "
           "(gh): you read it on GitHub and submit it there. Comments already on the pull "
           "request are not posted again; threads of issues that are gone are resolved."),
        this);
    intro->setWordWrap(true);
    m_repository->setPlaceholderText(tr("owner/name"));
    m_pullRequest->setRange(1, 9999999);
    m_pullRequest->setValue(std::max(1, pullRequest));
    auto *form = new QFormLayout;
    form->addRow(tr("&Repository:"), m_repository);
    form->addRow(tr("P&ull request:"), m_pullRequest);

    m_list->setColumnCount(4);
    m_list->setHeaderLabels({tr("Where"), tr("Posted as"), tr("Check"), tr("Suggested change")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (const ReviewComment &c : std::as_const(m_comments)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, c.line > 0 ? QStringLiteral("%1:%2").arg(c.path).arg(c.line) : c.path);
        item->setText(1, c.onDiff ? tr("line comment") : tr("review text"));
        item->setText(2, QStringLiteral("%1 · %2").arg(severityName(c.severity), c.check));
        // What one click on GitHub would write into the branch, to read before it is posted.
        if (!c.suggestedFrom.isEmpty() || !c.suggestedTo.isEmpty()) {
            const QString change =
                tr("“%1” → “%2”").arg(shownText(c.suggestedFrom), shownText(c.suggestedTo));
            item->setText(3, change);
            item->setToolTip(3, change);
        }
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        // Ticked at first only when its check is right often enough to comment on a line
        // (CheckInfo::postsLineComment); the others are there to tick by hand.
        item->setCheckState(0, c.enabled && c.trusted ? Qt::Checked : Qt::Unchecked);
        if (!c.trusted)
            item->setToolTip(0, tr("Not ticked: this check is not right often enough to post "
                                   "without a look"));
    }
    // Markdown: fences and suggestion lines read best in a fixed-width font.
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setPlaceholderText(tr("Choose a comment to see and edit its text."));
    m_editor->setEnabled(false);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_editor);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_post = buttons->addButton(tr("&Post Pending Review"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemChanged, this, &PostReviewDialog::updateButton);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &PostReviewDialog::showComment);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (m_shown >= 0) m_comments[m_shown].body = m_editor->toPlainText();
    });
    connect(m_repository, &QLineEdit::textChanged, this, &PostReviewDialog::updateButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    resize(820, 560);
    if (m_list->topLevelItemCount() > 0) m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButton();
}

void PostReviewDialog::showComment()
{
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    m_shown = -1; // no write-back while the text is replaced
    m_editor->setPlainText(row >= 0 ? m_comments[row].body : QString());
    m_editor->setEnabled(row >= 0);
    m_shown = row;
}

QList<ReviewComment> PostReviewDialog::comments() const
{
    QList<ReviewComment> out = m_comments;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        out[i].enabled = m_list->topLevelItem(i)->checkState(0) == Qt::Checked;
    return out;
}

QString PostReviewDialog::repository() const
{
    return m_repository->text().trimmed();
}

int PostReviewDialog::pullRequest() const
{
    return m_pullRequest->value();
}

void PostReviewDialog::updateButton()
{
    int lineComments = 0, inText = 0;
    for (const ReviewComment &c : comments())
        if (c.enabled) ++(c.onDiff ? lineComments : inText);
    m_count->setText(tr("%1 line comments and %2 entries of the review text will be posted, "
                        "%3 left out.")
                         .arg(lineComments)
                         .arg(inText)
                         .arg(m_comments.size() - lineComments - inText));
    static const QRegularExpression repo(QStringLiteral("^[\\w.-]+/[\\w.-]+$"));
    m_post->setEnabled(lineComments + inText > 0 && repo.match(repository()).hasMatch());
}

} // namespace tandem
