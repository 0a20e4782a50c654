// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcefinder.h"

#include "enumnames.h"
#include "hangul.h"
#include "historyindex.h"
#include "syncreplay.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QSet>

#include <optional>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct SourceFinderText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::SourceFinder)
};

struct LetterCounts
{
    qsizetype hangul = 0;
    qsizetype latin = 0;
};

LetterCounts countLetters(QStringView text)
{
    LetterCounts n;
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if ((c | 0x20) >= u'a' && (c | 0x20) <= u'z')
            ++n.latin;
        else if (isHangulLetter(c))
            ++n.hangul;
    }
    return n;
}

// The distinct trimmed lines of `text` that have Hangul in them.
QSet<QString> hangulLines(QStringView text)
{
    QSet<QString> lines;
    for (const QStringView line : text.split(u'\n'))
        if (containsHangul(line)) lines.insert(line.trimmed().toString());
    return lines;
}

// The decoded text of every version, in one `git cat-file --batch` call (a file's history can
// hold dozens of versions); nullopt for a version that cannot be read or decoded.
QList<std::optional<QString>> readVersions(const Checkout &checkout,
                                           const QList<FileVersion> &versions, bool *unreadable)
{
    *unreadable = false;
    QList<std::optional<QString>> texts(versions.size());
    QByteArray input;
    QList<qsizetype> asked; // indexes of the versions put in the batch, in order
    const HistoryIndex *index = checkout.historyIndex();
    const auto decode = [&](qsizetype i, const QByteArray &bytes) {
        TextFile::Error decodeError;
        const TextFile file = TextFile::fromBytes(bytes, &decodeError);
        if (!decodeError) texts[i] = file.text;
    };
    for (qsizetype i = 0; i < versions.size(); ++i) {
        if (index) // read already, with the other files' versions
            if (const std::optional<QByteArray> bytes =
                    index->fileAt(versions[i].commit, versions[i].path)) {
                decode(i, *bytes);
                continue;
            }
        if (versions[i].path.contains(u'\n') || !checkout.hasObject(versions[i].blob)) {
            *unreadable = true; // cannot be named on one line, or absent from a partial clone
            continue;
        }
        input += (versions[i].commit + u':' + versions[i].path).toUtf8() + '\n';
        asked.append(i);
    }
    const GitRunner::Result r =
        asked.isEmpty()
            ? GitRunner::Result{}
            : checkout.git().run({QStringLiteral("cat-file"), QStringLiteral("--batch")}, input);
    // "<id> blob <size>\n<bytes>\n" per object, "<name> missing\n" for unknown ones.
    const QByteArray &out = r.output;
    if (!asked.isEmpty() && !r.ok) *unreadable = true;
    qsizetype at = 0;
    qsizetype k = 0;
    for (; r.ok && k < asked.size() && at < out.size(); ++k) {
        const qsizetype eol = out.indexOf('\n', at);
        if (eol < 0) break;
        const QList<QByteArray> header = out.mid(at, eol - at).split(' ');
        at = eol + 1;
        if (header.size() != 3 || header[1] != "blob") {
            *unreadable = true; // missing (or not a file): the object may be gone
            continue;
        }
        const qsizetype size = header[2].toLongLong();
        if (size < 0 || at + size > out.size()) break;
        decode(asked[k], out.mid(at, size));
        at += size + 1;
    }
    if (r.ok && k < asked.size()) *unreadable = true; // the output ended early
    return texts;
}

} // namespace

double hangulRatio(QStringView text)
{
    const LetterCounts n = countLetters(text);
    return n.hangul + n.latin == 0 ? 0.0 : double(n.hangul) / double(n.hangul + n.latin);
}

qsizetype hangulLetters(QStringView text)
{
    return countLetters(text).hangul;
}

bool isMostlyEnglish(QStringView text)
{
    const LetterCounts n = countLetters(text);
    return n.latin > 0 &&
           double(n.hangul) < MostlyEnglishMaxHangulRatio * double(n.hangul + n.latin);
}

constexpr EnumName<SourceOrigin> SourceOriginNames[] = {{SourceOrigin::None, "none"},
                                                        {SourceOrigin::History, "history"},
                                                        {SourceOrigin::Upstream, "upstream"},
                                                        {SourceOrigin::Manual, "manual"}};

QString sourceOriginName(SourceOrigin origin)
{
    return enumName(SourceOriginNames, origin);
}

QString sourceLabel(const QString &path, const QString &commit)
{
    return commit.isEmpty() ? path : path + u'@' + commit.left(7);
}

SourceFinder::SourceFinder(const Checkout &checkout, SourceChoices choices)
    : m_checkout(checkout), m_choices(std::move(choices))
{
}

ResolvedSource SourceFinder::find(const QString &path, const QString &historyPath,
                                  const QString &draftText) const
{
    if (ResolvedSource chosen = manual(path); chosen.isValid() || !chosen.note.isEmpty())
        return chosen;
    const QString inHistory = historyPath.isEmpty() ? path : historyPath;
    ResolvedSource fromHistory = draftText.isEmpty()
                                     ? newestEnglish(QStringLiteral("HEAD"), inHistory)
                                     : englishOfDraft(QStringLiteral("HEAD"), inHistory, draftText);
    if (fromHistory.isValid()) return fromHistory;
    if (fromHistory.historyProblem.isEmpty() && m_checkout.isShallow())
        fromHistory.historyProblem =
            SourceFinderText::tr("the clone is shallow: the older history of %1, where its "
                                 "English may be, is not here")
                .arg(inHistory);
    if (ResolvedSource fromUpstream = upstream(path); fromUpstream.isValid()) {
        fromUpstream.historyProblem = fromHistory.historyProblem; // why it was not history
        return fromUpstream;
    }
    return fromHistory; // with its note
}

ResolvedSource SourceFinder::manual(const QString &path) const
{
    ResolvedSource result;
    const SourceChoices::Choice *choice = m_choices.choiceFor(path);
    if (!choice) return result;
    if (!choice->commit.isEmpty()) {
        QString error;
        const auto bytes = m_checkout.fileAt(choice->commit, choice->path, &error);
        TextFile::Error decodeError;
        const TextFile file = bytes ? TextFile::fromBytes(*bytes, &decodeError) : TextFile();
        if (!bytes || decodeError) {
            result.note =
                SourceFinderText::tr("the source chosen for %1 (%2 at %3) cannot be read: %4")
                    .arg(path, choice->path, choice->commit.left(7),
                         bytes ? decodeError.message : error);
            return result;
        }
        result.commit = choice->commit;
        result.path = choice->path;
        result.text = file.text;
    } else {
        TextFile::Error error;
        const TextFile file = TextFile::load(choice->file, &error);
        if (error) {
            result.note = SourceFinderText::tr("the source chosen for %1 cannot be read: %2: %3")
                              .arg(path, choice->file, error.message);
            return result;
        }
        result.path = choice->file;
        result.text = file.text;
    }
    result.origin = SourceOrigin::Manual;
    return result;
}

ResolvedSource SourceFinder::newestEnglish(const QString &commit, const QString &path) const
{
    ResolvedSource result;
    QString error;
    const QList<FileVersion> versions = m_checkout.history(commit, path, &error);
    if (!error.isEmpty()) {
        result.historyProblem =
            SourceFinderText::tr("the history of %1 cannot be read: %2").arg(path, error);
        result.note = result.historyProblem;
        return result;
    }
    for (const FileVersion &v : versions) {
        const auto bytes = m_checkout.fileAt(v.commit, v.path, &error);
        if (!bytes) {
            // The commit lists the path, so its object is missing or damaged: this version may
            // have been the English one. Older ones are still tried, and the problem is kept.
            if (result.historyProblem.isEmpty())
                result.historyProblem =
                    SourceFinderText::tr("the version of %1 at %2 cannot be read: %3")
                        .arg(v.path, v.commit.left(7), error.trimmed());
            continue;
        }
        TextFile::Error decodeError;
        const TextFile file = TextFile::fromBytes(*bytes, &decodeError);
        if (decodeError || !isMostlyEnglish(file.text)) continue;
        result.origin = SourceOrigin::History;
        result.commit = v.commit;
        result.path = v.path;
        result.time = v.time;
        result.subject = v.subject;
        result.text = file.text;
        return result;
    }
    result.note =
        !result.historyProblem.isEmpty() ? result.historyProblem
        : versions.isEmpty()
            ? SourceFinderText::tr("%1 has no history before this branch").arg(path)
            : SourceFinderText::tr("no mostly-English version of %1 in its history").arg(path);
    return result;
}

ResolvedSource SourceFinder::englishOfDraft(const QString &commit, const QString &path,
                                            const QString &draftText) const
{
    ResolvedSource result;
    QString error;
    const QList<FileVersion> versions = m_checkout.history(commit, path, &error);
    bool unreadable = !error.isEmpty();
    const QList<std::optional<QString>> texts =
        unreadable ? QList<std::optional<QString>>()
                   : readVersions(m_checkout, versions, &unreadable);
    // A history git cannot read whole (a missing object, a shallow clone): newestEnglish's
    // walk records what could not be read (historyProblem) and still finds an older English.
    if (unreadable) return newestEnglish(commit, path);
    // Versions are newest first. The draft's translation is a chain of Korean versions, each
    // carrying (DraftCarryShare of the Hangul lines of) the next newer one, the first carrying
    // the draft: one translation edited over time. An English version inside the chain (the
    // translation overwritten, then restored) does not end it; a Korean version that does not
    // carry the chain's oldest one does. The source is the first English version past it.
    const auto carries = [](const QSet<QString> &newer, const QSet<QString> &older) {
        qsizetype shared = 0;
        for (const QString &line : newer)
            shared += older.contains(line) ? 1 : 0;
        return !newer.isEmpty() && double(shared) > DraftCarryShare * double(newer.size());
    };
    qsizetype oldestCarrier = -1;
    QSet<QString> chainLines = hangulLines(draftText);
    QList<bool> english(versions.size(), false);
    for (qsizetype i = 0; i < versions.size(); ++i)
        english[i] = texts[i] && isMostlyEnglish(*texts[i]);
    for (qsizetype i = 0; i < versions.size(); ++i) {
        if (!texts[i] || english[i]) continue;
        QSet<QString> lines = hangulLines(*texts[i]);
        if (!carries(chainLines, lines)) break;
        oldestCarrier = i;
        chainLines = std::move(lines);
    }
    // An upstream sync that rewrote the translation (a tutorial replaced by a short notice
    // that it moved, in Korean) made the draft from English this history does not have: the
    // translation before it is not the draft's, nor is the English before that.
    if (oldestCarrier >= 0 && isUpstreamSyncSubject(versions[oldestCarrier].subject)) {
        qsizetype older = oldestCarrier + 1;
        while (older < versions.size() && !texts[older])
            ++older;
        if (older < versions.size() && !english[older]) {
            result.note = SourceFinderText::tr("%1 was rewritten by the upstream sync %2 from "
                                               "English that is not in its history")
                              .arg(path, versions[oldestCarrier].commit.left(7));
            return result;
        }
    }
    for (qsizetype i = oldestCarrier + 1; i < versions.size(); ++i) {
        if (!english[i]) continue;
        const FileVersion &v = versions[i];
        result.origin = SourceOrigin::History;
        result.commit = v.commit;
        result.path = v.path;
        result.time = v.time;
        result.subject = v.subject;
        result.text = *texts[i];
        // Newer versions of the translation, oldest first: replay what each upstream sync
        // changed in English. A pair with an English side (the translation overwritten, or
        // restored) is not an edit of the translation.
        for (qsizetype k = i - 1; k >= 0; --k) {
            if (!texts[k] || english[k] || !isUpstreamSyncSubject(versions[k].subject)) continue;
            qsizetype before = k + 1;
            while (before < i && (!texts[before] || english[before]))
                ++before;
            if (before >= i) continue; // the translation commit itself
            const std::optional<QList<DiffHunk>> hunks =
                m_checkout.diffVersions(versions[before], versions[k]);
            if (!hunks) continue;
            if (replaySyncEdits(result.text, *texts[before], *texts[k], *hunks) > 0)
                result.syncedBy.append(versions[k].commit);
        }
        return result;
    }
    if (oldestCarrier >= 0) return newestEnglish(commit, path); // translated from the start
    result.note =
        versions.isEmpty()
            ? SourceFinderText::tr("%1 has no history before this branch").arg(path)
            : SourceFinderText::tr("no mostly-English version of %1 in its history").arg(path);
    return result;
}

ResolvedSource SourceFinder::upstream(const QString &path) const
{
    ResolvedSource result;
    if (m_choices.upstreamDir().isEmpty()) return result;
    const QString file = safePathInside(m_choices.upstreamDir(), path);
    TextFile::Error error;
    const TextFile text =
        file.isEmpty() ? TextFile() : TextFile::load(file, &error, m_choices.upstreamDir());
    if (file.isEmpty() || error) {
        result.note = SourceFinderText::tr("%1 is not in the upstream checkout %2")
                          .arg(path, m_choices.upstreamDir());
        return result;
    }
    result.origin = SourceOrigin::Upstream;
    result.path = file;
    result.text = text.text;
    return result;
}

} // namespace tandem
