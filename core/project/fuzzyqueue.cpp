// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzyqueue.h"

#include "repositoryhistory.h"
#include "syncapply.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tandem {

namespace {

struct FuzzyQueueText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::FuzzyQueue)
};

// Whether two Englishes differ only in hyphens and spaces between words ("floating point" →
// "floating-point", "upper-case" → "uppercase", "easily-remembered" → "easily remembered"), the
// tokens (literals, roles, links) the same: a translation renders none of that. Case and
// punctuation count (the maintainer follows "Mac OS" → "macOS" and a colon added).
bool sameButHyphensAndSpaces(const QString &a, const QString &b)
{
    static const QRegularExpression token(
        QStringLiteral("``(?:[^`]|`(?!`))+?``|:[A-Za-z][\\w:.+-]*:`[^`]+`|`[^`]+`_{0,2}"));
    const auto split = [](const QString &text, QStringList *tokens) {
        QString prose;
        qsizetype at = 0;
        const auto keep = [&](QStringView part) {
            for (const QChar c : part)
                if (c != u'-' && !c.isSpace()) prose += c;
        };
        auto it = token.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            keep(QStringView(text).mid(at, m.capturedStart() - at));
            tokens->append(m.captured());
            prose += QChar(1);
            at = m.capturedEnd();
        }
        keep(QStringView(text).mid(at));
        return prose;
    };
    QStringList tokensA, tokensB;
    return split(a, &tokensA) == split(b, &tokensB) && tokensA == tokensB;
}

// The new translation when the English changed only in kept tokens: the sync engine's carry
// of those changes into the Korean. Nothing, with `why`, otherwise.
std::optional<QString> carry(const QString &previous, const QString &now, const QString &korean,
                             const QHash<QString, language::FinalSound> &readings, QString *why)
{
    // Only the hyphens and spaces between English words changed: the translation stands.
    if (sameButHyphensAndSpaces(previous, now)) return korean;
    if (!keptTextChanges(previous, now)) {
        *why = FuzzyQueueText::tr("the English changed beyond code, literals, targets and numbers");
        return std::nullopt;
    }
    if (previous == now) return korean;
    const SyncPlan plan = planSync(previous, now, korean, FileKind::Rst, readings);
    for (const SyncUnitChange &c : plan.changes)
        if (!c.applied) {
            *why = c.why;
            return std::nullopt;
        }
    return plan.draftText;
}

} // namespace

CatalogueHistory CatalogueHistory::read(const Checkout &checkout, const QString &commit,
                                        const QString &path, QString *error)
{
    CatalogueHistory history;
    const QList<FileVersion> versions = checkout.history(commit, path, error);
    QStringList ids;
    for (const FileVersion &v : versions)
        ids.append(v.blob);
    const QHash<QString, QByteArray> blobs = readBlobs(checkout, ids, error);
    for (const FileVersion &v : versions) {
        const auto bytes = blobs.constFind(v.blob);
        if (bytes == blobs.cend()) continue;
        po::Catalog::Error parseError;
        if (const auto catalog = po::Catalog::parse(*bytes, &parseError))
            history.addVersion(*catalog, v.commit);
    }
    return history;
}

void CatalogueHistory::addVersion(const po::Catalog &catalog, const QString &commit)
{
    ++m_versions;
    for (const po::PoEntry &e : catalog.entries()) {
        if (e.isHeader() || e.obsolete || e.isFuzzy() || e.isPlural() || !e.isTranslated())
            continue;
        m_byMsgstr[e.msgstr[0].value].append({e.msgid.value, e.msgctxt.value, commit});
    }
}

std::optional<CatalogueHistory::Written>
CatalogueHistory::previousFor(const QString &msgstr, const QString &context,
                              const QString &newMsgid) const
{
    const auto it = m_byMsgstr.constFind(msgstr);
    if (it == m_byMsgstr.cend() || it->isEmpty()) return std::nullopt;
    // The newest version holding this translation; in it, the entry nearest the new English
    // (a short translation such as "참고" may stand for several).
    const QString &newest = it->first().commit;
    const Written *best = nullptr;
    int bestScore = -1;
    for (const Written &w : *it) {
        if (w.commit != newest) break;
        const int score = (w.context == context ? 2 : 0) +
                          (keptTextChanges(w.msgid, newMsgid).has_value() ? 1 : 0);
        if (score > bestScore) {
            best = &w;
            bestScore = score;
        }
    }
    return *best;
}

QList<FuzzyEntry> fuzzyQueue(const po::Catalog &catalog, const CatalogueHistory *history,
                             const QHash<QString, language::FinalSound> &readings)
{
    QList<FuzzyEntry> queue;
    for (int i = 0; i < catalog.entries().size(); ++i) {
        const po::PoEntry &e = catalog.entries()[i];
        if (!e.isFuzzy() || e.obsolete || e.isHeader()) continue;
        FuzzyEntry f;
        f.entry = i;
        f.context = e.msgctxt.value;
        f.msgid = e.msgid.value;
        f.msgstr = e.msgstr.value(0).value;
        if (e.previousMsgid.present()) {
            f.previousMsgid = e.previousMsgid.value;
            f.previousSource = PreviousSource::Comment;
        } else if (history && !f.msgstr.isEmpty()) {
            if (const auto w = history->previousFor(f.msgstr, f.context, f.msgid)) {
                f.previousMsgid = w->msgid;
                f.previousCommit = w->commit;
                f.previousSource = PreviousSource::History;
            }
        }
        if (e.isPlural()) {
            f.why = FuzzyQueueText::tr("a plural entry: review each form");
        } else if (f.msgstr.isEmpty()) {
            f.why = FuzzyQueueText::tr("no translation yet");
        } else if (f.previousSource == PreviousSource::None) {
            f.why = FuzzyQueueText::tr("the English this translation was written for is unknown");
        } else {
            f.changes = syncWordDiff(f.previousMsgid, f.msgid);
            f.proposal = carry(f.previousMsgid, f.msgid, f.msgstr, readings, &f.why);
        }
        queue.append(f);
    }
    return queue;
}

int applyFuzzyProposals(po::Catalog &catalog, const QList<FuzzyEntry> &queue)
{
    int applied = 0;
    for (const FuzzyEntry &f : queue) {
        if (!f.proposal) continue;
        catalog.setMsgstr(f.entry, 0, *f.proposal);
        catalog.setFuzzy(f.entry, false);
        ++applied;
    }
    return applied;
}

} // namespace tandem
