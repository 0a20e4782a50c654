// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "sourcefinderchoices.h"

#include <QString>

namespace tandem {

// The Hangul-ratio rule that tells an English version of a file from a translated one:
// count Hangul letters (syllables U+AC00–U+D7A3 and jamo) and Latin letters A–Z/a–z in the
// whole file; the version is "mostly English" when it has Latin letters and fewer than 5% of
// the counted letters are Hangul. English files in the community's history have none at all;
// every translated file in shared/corpus has at least 12.7% (code and URLs stay English, which
// is why the bar is low), so the rule has a wide margin on both sides.
constexpr double MostlyEnglishMaxHangulRatio = 0.05;
// A version of a file carries a newer one (or the draft) when more than this share of the
// newer one's distinct Hangul lines are in it word for word: one translation edited over time
// (a typo fixed, a sync's changes merged) keeps most of its lines; a later re-translation with
// new wording, or a short notice that replaced the tutorial, does not.
constexpr double DraftCarryShare = 0.5;
double hangulRatio(QStringView text);
bool isMostlyEnglish(QStringView text);
// The Hangul letters the rule counts (syllables and jamo).
qsizetype hangulLetters(QStringView text);

enum class SourceOrigin
{
    None,
    History,
    Upstream,
    Manual
};
QString sourceOriginName(SourceOrigin origin); // "none", "history", "upstream", "manual"

// How reports name an English version: "path@1a2b3c4" for one from history (a commit), else
// the file's path.
QString sourceLabel(const QString &path, const QString &commit);

// The English a draft is checked against, and where it came from.
struct ResolvedSource
{
    SourceOrigin origin = SourceOrigin::None;
    QString commit;  // History (and Manual with a commit): the commit it was read at
    QString path;    // History: the path at that commit; Upstream/Manual file: absolute path
    qint64 time = 0; // History: committer time of `commit`
    QString subject; // History: that commit's subject
    // History: the upstream syncs whose English edits to the translated file were replayed on
    // `text` (see syncreplay.h), oldest first.
    QStringList syncedBy;
    QString text; // '\n' line endings
    QString note; // None: why no source was found
    // Why the file's history could not be used, when git could not read it (a missing or
    // corrupt object, a shallow clone): set on a source from history found past an unreadable
    // version, on the upstream file taken instead, and on None.
    QString historyProblem;

    bool isValid() const { return origin != SourceOrigin::None; }
    QString label() const { return sourceLabel(path, commit); }
};

// Finds the English source of a file of a checkout, offline, in this order:
// 1. the file chosen by hand for it (SourceChoices, remembered per checkout);
// 2. the English version of the path in its own history (`git log --follow` from HEAD) that
//    the draft was translated from (see englishOfDraft): in PyTorch Korea's workflow a
//    translation replaces the English file in place, so the mostly-English version just
//    before the translation is its source;
// 3. the file of the same path in the configured upstream checkout, also when the history
//    cannot be read (historyProblem says why).
class SourceFinder
{
public:
    SourceFinder(const Checkout &checkout, SourceChoices choices);

    // `historyPath` is the name in HEAD's history (the old name of an uncommitted rename);
    // `draftText`, the draft as it is now, lets history pick the English it was made from
    // (without it: the newest mostly-English version).
    ResolvedSource find(const QString &path, const QString &historyPath = {},
                        const QString &draftText = {}) const;

    // The newest mostly-English version of `path` in the history of `commit` (what an upstream
    // sync last put there: the drift check compares it with the draft's own English).
    ResolvedSource newestEnglish(const QString &commit, const QString &path) const;
    // The mostly-English version of `path` that `draftText` was translated from: the newest
    // one older than every version of the draft's translation (the chain of versions each
    // carrying the next newer one, see DraftCarryShare). A sync that overwrote the
    // translation with newer English and a later revert to the translation leave an English
    // version *between* two versions of the translation; that English is newer than the one
    // the translator read, and comparing with it reports the English that moved on as
    // translation mistakes. With no version carrying the draft (an uncommitted first
    // translation), the newest mostly-English version. The English edits that later upstream
    // syncs made to the translated file are replayed on the text (syncedBy lists them). When
    // the oldest version carrying the draft is an upstream sync that rewrote an earlier
    // translation, the English it was made from is not in the history: no source (a note).
    ResolvedSource englishOfDraft(const QString &commit, const QString &path,
                                  const QString &draftText) const;
    // The file at `path` in the upstream checkout, if there is one and it is inside it.
    ResolvedSource upstream(const QString &path) const;

    const SourceChoices &choices() const { return m_choices; }

private:
    ResolvedSource manual(const QString &path) const;

    Checkout m_checkout;
    SourceChoices m_choices;
};

} // namespace tandem
