// SPDX-License-Identifier: GPL-3.0-or-later
#include "concordancedialog.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tandem {

ConcordanceDialog::ConcordanceDialog(QWidget *parent)
    : QDialog(parent), m_phrase(new QLineEdit(this)), m_summary(new QLabel(this)),
      m_results(new QTextBrowser(this))
{
    setWindowTitle(tr("Concordance"));
    m_phrase->setPlaceholderText(tr("An English or Korean phrase, then Enter"));
    m_phrase->setClearButtonEnabled(true);
    m_results->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_phrase);
    layout->addWidget(m_summary);
    layout->addWidget(m_results, 1);
    layout->addWidget(buttons);
    resize(900, 560);
    connect(m_phrase, &QLineEdit::returnPressed, this, [this] {
        if (!phrase().isEmpty()) emit searchRequested(phrase());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ConcordanceDialog::setPhrase(const QString &phrase)
{
    m_phrase->setText(phrase);
}

QString ConcordanceDialog::phrase() const
{
    return m_phrase->text().simplified();
}

void ConcordanceDialog::setSearching()
{
    m_summary->setText(tr("Searching…"));
}

QString ConcordanceDialog::highlighted(const QString &text, const QString &phrase)
{
    const QString flat = text.simplified();
    const QString needle = phrase.simplified();
    QString html;
    qsizetype from = 0;
    while (!needle.isEmpty()) {
        const qsizetype at = flat.indexOf(needle, from, Qt::CaseInsensitive);
        if (at < 0) break;
        html += flat.mid(from, at - from).toHtmlEscaped();
        html += QStringLiteral("<span style=\"background-color:#ffe27a\">%1</span>")
                    .arg(flat.mid(at, needle.size()).toHtmlEscaped());
        from = at + needle.size();
    }
    return html + flat.mid(from).toHtmlEscaped();
}

void ConcordanceDialog::setHits(const QString &phrase, const QList<TmConcordanceHit> &hits)
{
    m_hits = hits;
    m_summary->setText(hits.isEmpty() ? tr("No stored pair contains “%1”.").arg(phrase)
                                      : tr("%n stored pair(s) contain “%1”, newest first.", nullptr,
                                           int(hits.size()))
                                            .arg(phrase));
    QString html =
        QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\""
                       " style=\"border-color:#ccc\"><tr><th width=\"40%\">%1</th>"
                       "<th width=\"40%\">%2</th><th width=\"20%\">%3</th></tr>")
            .arg(tr("English"), tr("Korean"), tr("From"));
    for (const TmConcordanceHit &h : hits) {
        // The file name (the path is long and the same folder for most hits), commit and date.
        QString from = h.pair.file.section(u'/', -1).toHtmlEscaped();
        if (!h.pair.commit.isEmpty()) from += u'@' + h.pair.commit.left(7);
        if (h.pair.date > 0)
            from += QStringLiteral("<br>") +
                    QDateTime::fromSecsSinceEpoch(h.pair.date).date().toString(Qt::ISODate);
        if (h.translations > 1)
            from += QStringLiteral("<br><b>%1</b>")
                        .arg(h.newest ? tr("newer of %1 translations").arg(h.translations)
                                      : tr("older of %1 translations").arg(h.translations));
        html +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                .arg(highlighted(h.pair.source, phrase), highlighted(h.pair.target, phrase), from);
    }
    html += QStringLiteral("</table>");
    m_results->setHtml(html);
}

} // namespace tandem
