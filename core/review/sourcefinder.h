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
double hangulRatio(QStringView text);
bool isMostlyEnglish(QStringView text);

enum class SourceOrigin
{
    None,
    History,
    Upstream,
    Manual
};
QString sourceOriginName(SourceOrigin origin); // "none", "history", "upstream", "manual"

// The English a draft is checked against, and where it came from.
struct ResolvedSource
{
    SourceOrigin origin = SourceOrigin::None;
    QString commit;  // History (and Manual with a commit): the commit it was read at
    QString path;    // History: the path at that commit; Upstream/Manual file: absolute path
    qint64 time = 0; // History: committer time of `commit`
    QString subject; // History: that commit's subject
    QString text;    // '\n' line endings
    QString note;    // None: why no source was found
    // Why the file's history could not be used, when git could not read it (a missing or
    // corrupt object, a shallow clone): set on a source from history found past an unreadable
    // version, on the upstream file taken instead, and on None.
    QString historyProblem;

    bool isValid() const { return origin != SourceOrigin::None; }
    // How reports name it: "path@1a2b3c4" for a version from history, else the file path.
    QString label() const;
};

// Finds the English source of a file of a checkout, offline, in this order:
// 1. the file chosen by hand for it (SourceChoices, remembered per checkout);
// 2. the newest version of the path in its own history (`git log --follow` from HEAD) that is
//    mostly English: in PyTorch Korea's workflow a translation replaces the English file in
//    place and an upstream sync overwrites it with new English, so that version is what the
//    draft was translated from;
// 3. the file of the same path in the configured upstream checkout, also when the history
//    cannot be read (historyProblem says why).
class SourceFinder
{
public:
    SourceFinder(const Checkout &checkout, SourceChoices choices);

    // `historyPath` is the name in HEAD's history (the old name of an uncommitted rename).
    ResolvedSource find(const QString &path, const QString &historyPath = {}) const;

    // The newest mostly-English version of `path` in the history of `commit`.
    ResolvedSource newestEnglish(const QString &commit, const QString &path) const;
    // The file at `path` in the upstream checkout, if there is one and it is inside it.
    ResolvedSource upstream(const QString &path) const;

    const SourceChoices &choices() const { return m_choices; }

private:
    ResolvedSource manual(const QString &path) const;

    Checkout m_checkout;
    SourceChoices m_choices;
};

} // namespace tandem
