// SPDX-License-Identifier: GPL-3.0-or-later
#include "concordancedialog.h"

#include "koreanparticles.h"
#include "termobservations.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
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
    // Enter is handled in keyPressEvent (QDialog would take it for its default button and
    // close before the hits came); a new phrase forgets the hit picked among the old ones.
    connect(m_phrase, &QLineEdit::textEdited, this, [this] { setCurrentHit(-1); });
    connect(m_results, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        bool ok = false;
        const int hit = url.fragment().toInt(&ok);
        if (ok && hit >= 0 && hit < m_hits.size()) emit insertRequested(m_hits[hit].pair.target);
    });
    for (QPushButton *b : buttons->findChildren<QPushButton *>()) {
        b->setAutoDefault(false);
        b->setDefault(false);
    }
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ConcordanceDialog::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_current >= 0 && m_current < m_hits.size() && phrase() == m_searched)
            emit insertRequested(m_hits[m_current].pair.target);
        else if (!phrase().isEmpty())
            emit searchRequested(phrase());
        event->accept();
        return;
    case Qt::Key_Down:
    case Qt::Key_Up:
        if (!m_hits.isEmpty()) {
            const int step = event->key() == Qt::Key_Down ? 1 : -1;
            setCurrentHit(qBound(0, m_current + step, int(m_hits.size()) - 1));
            event->accept();
            return;
        }
        break;
    default:
        break;
    }
    QDialog::keyPressEvent(event);
}

void ConcordanceDialog::setCurrentHit(int hit)
{
    if (hit == m_current) return;
    m_current = hit;
    if (!m_hits.isEmpty()) showHits();
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

namespace {

const QRegularExpression &hangulWord()
{
    static const QRegularExpression word(QStringLiteral("[\\x{AC00}-\\x{D7A3}]+"));
    return word;
}

} // namespace

QStringList ConcordanceDialog::sharedStems(const QList<TmConcordanceHit> &hits,
                                           const QString &phrase)
{
    // Per stem: the hits whose Korean has it, and how far its first place in the Korean is
    // from the phrase's place in the English (both as a fraction of the text): a translation
    // keeps a term roughly where the English had it, grammar and common words are anywhere.
    struct Seen
    {
        int hits = 0;
        qreal distance = 0;
    };
    QHash<QString, Seen> seen;
    static const QStringList predicateEndings{u"다"_qs,   u"요"_qs,   u"면"_qs,   u"고"_qs,
                                              u"며"_qs,   u"서"_qs,   u"지"_qs,   u"게"_qs,
                                              u"는데"_qs, u"도록"_qs, u"려면"_qs, u"니다"_qs};
    for (const TmConcordanceHit &h : hits) {
        const QString english = h.pair.source.simplified();
        const qsizetype at = english.indexOf(phrase, 0, Qt::CaseInsensitive);
        const qreal place = at < 0 ? 0.5 : qreal(at) / qMax<qsizetype>(1, english.size());
        const QString korean = h.pair.target.simplified();
        QSet<QString> stems;
        for (auto it = hangulWord().globalMatch(korean); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString stem = koreanStem(m.capturedView());
            if (stem.size() < 2 || stems.contains(stem)) continue; // one syllable: grammar
            if (stem == m.captured() &&
                std::any_of(predicateEndings.cbegin(), predicateEndings.cend(),
                            [&](const QString &e) { return stem.endsWith(e); }))
                continue; // a verb form, not a term
            stems.insert(stem);
            Seen &s = seen[stem];
            ++s.hits;
            s.distance +=
                qAbs(qreal(m.capturedStart()) / qMax<qsizetype>(1, korean.size()) - place);
        }
    }
    QStringList out;
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        if (it->hits >= 2 && it->hits * 2 >= hits.size()) out.append(it.key());
    std::sort(out.begin(), out.end(), [&](const QString &a, const QString &b) {
        const Seen &x = seen[a], &y = seen[b];
        if (x.hits != y.hits) return x.hits > y.hits;
        if (x.distance != y.distance) return x.distance < y.distance;
        return a < b;
    });
    return out.mid(0, 1);
}

QString ConcordanceDialog::highlightedWords(const QString &text, const QStringList &stems)
{
    const QString flat = text.simplified();
    QString html;
    qsizetype from = 0;
    for (auto it = hangulWord().globalMatch(flat); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!stems.contains(koreanStem(m.capturedView()))) continue;
        html += flat.mid(from, m.capturedStart() - from).toHtmlEscaped();
        html += QStringLiteral("<span style=\"background-color:#c6ecc0\">%1</span>")
                    .arg(m.captured().toHtmlEscaped());
        from = m.capturedEnd();
    }
    return html + flat.mid(from).toHtmlEscaped();
}

void ConcordanceDialog::setRenderings(const QString &phrase, const QStringList &lines)
{
    m_renderingsFor = phrase;
    m_renderings = lines;
}

void ConcordanceDialog::setHits(const QString &phrase, const QList<TmConcordanceHit> &hits)
{
    m_hits = hits;
    m_searched = phrase;
    m_current = -1;
    // An English phrase: the Korean that answers it, from what the hits' Korean shares.
    const bool korean =
        std::any_of(phrase.cbegin(), phrase.cend(), [](QChar c) { return isHangul(c.unicode()); });
    m_answers = korean ? QStringList() : sharedStems(hits, phrase);
    QString summary = hits.isEmpty() ? tr("No stored pair contains “%1”.").arg(phrase)
                                     : tr("%n stored pair(s) contain “%1”, newest first.", nullptr,
                                          int(hits.size()))
                                           .arg(phrase);
    if (!m_answers.isEmpty())
        summary += u' ' + tr("In the Korean: %1.").arg(m_answers.join(QStringLiteral(", ")));
    if (!hits.isEmpty()) summary += u' ' + tr("Up and Down pick a pair, Enter inserts its Korean.");
    // The lexicon speaks for the whole memory, not only these hits: shown with no hit too.
    if (phrase == m_renderingsFor && !m_renderings.isEmpty())
        summary +=
            u'\n' + tr("The community renders %1.").arg(m_renderings.join(QStringLiteral("; ")));
    m_summary->setText(summary);
    showHits();
}

void ConcordanceDialog::showHits()
{
    QString html =
        QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\""
                       " style=\"border-color:#ccc\"><tr><th width=\"40%\">%1</th>"
                       "<th width=\"40%\">%2</th><th width=\"20%\">%3</th></tr>")
            .arg(tr("English"), tr("Korean"), tr("From"));
    for (int i = 0; i < m_hits.size(); ++i) {
        const TmConcordanceHit &h = m_hits[i];
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
        from += QStringLiteral("<br><a href=\"#%1\">%2</a>").arg(i).arg(tr("Insert"));
        const QString target = m_answers.isEmpty() ? highlighted(h.pair.target, m_searched)
                                                   : highlightedWords(h.pair.target, m_answers);
        html += QStringLiteral("<tr%4><td><a name=\"hit%5\"></a>%1</td><td>%2</td><td>%3</td></tr>")
                    .arg(highlighted(h.pair.source, m_searched), target, from,
                         i == m_current ? QStringLiteral(" bgcolor=\"#dce8fa\"") : QString())
                    .arg(i);
    }
    html += QStringLiteral("</table>");
    m_results->setHtml(html);
    if (m_current >= 0) m_results->scrollToAnchor(QStringLiteral("hit%1").arg(m_current));
}

} // namespace tandem
