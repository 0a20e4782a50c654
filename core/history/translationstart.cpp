// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationstart.h"

#include "textfile.h"

#include <QFileInfo>

namespace tandem {

namespace {

bool isSameFile(const QString &a, const QString &b)
{
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
}

// Walks back from `found` (a version from history with Hangul in it) over the mostly-English
// versions before it and keeps the one with the least Hangul.
ResolvedSource leastTranslatedBefore(const Checkout &checkout, const ResolvedSource &found)
{
    ResolvedSource best = found;
    qsizetype bestCount = hangulLetters(found.text);
    QString error;
    const QList<FileVersion> versions = checkout.history(found.commit, found.path, &error);
    // versions[0] is `found` itself: the commit changed the path.
    for (qsizetype i = 1; i < versions.size() && bestCount > 0; ++i) {
        const FileVersion &v = versions[i];
        const auto bytes = checkout.fileAt(v.commit, v.path, &error);
        if (!bytes) break;
        TextFile::Error decodeError;
        const TextFile file = TextFile::fromBytes(*bytes, &decodeError);
        // An older translation ends the run: the English before it is not what this draft
        // started from (an upstream sync replaced it since).
        if (decodeError || !isMostlyEnglish(file.text)) break;
        const qsizetype count = hangulLetters(file.text);
        if (count > bestCount) break;     // more Hangul: back past where the translation began
        if (count == bestCount) continue; // the newest wins a tie (Hangul the English has)
        best.commit = v.commit;
        best.path = v.path;
        best.time = v.time;
        best.subject = v.subject;
        best.text = file.text;
        bestCount = count;
    }
    return best;
}

} // namespace

bool isStartedInPlace(QStringView draftText)
{
    return isMostlyEnglish(draftText) && hangulRatio(draftText) > 0;
}

ResolvedSource findTranslationStart(const Checkout &checkout, const SourceChoices &choices,
                                    const QString &path, const QString &historyPath,
                                    const QString &draftText)
{
    SourceChoices effective = choices;
    // A file picked as its own source (accepted silently before it was refused) checks the
    // draft against itself, and once the draft is half Korean "the English" is that half.
    if (const SourceChoices::Choice *c = choices.choiceFor(path);
        c && c->commit.isEmpty() && isSameFile(c->file, checkout.absolutePath(path)))
        effective.clearChoice(path);
    const ResolvedSource found =
        SourceFinder(checkout, effective).find(path, historyPath, draftText);
    if (found.origin != SourceOrigin::History || hangulLetters(found.text) == 0) return found;
    return leastTranslatedBefore(checkout, found);
}

} // namespace tandem
