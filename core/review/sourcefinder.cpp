// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcefinder.h"

#include "textfile.h"

#include <QCoreApplication>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct SourceFinderText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::SourceFinder)
};

bool isHangulLetter(char16_t c)
{
    return (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) ||
           (c >= 0x3130 && c <= 0x318F);
}

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

} // namespace

double hangulRatio(QStringView text)
{
    const LetterCounts n = countLetters(text);
    return n.hangul + n.latin == 0 ? 0.0 : double(n.hangul) / double(n.hangul + n.latin);
}

bool isMostlyEnglish(QStringView text)
{
    const LetterCounts n = countLetters(text);
    return n.latin > 0 &&
           double(n.hangul) < MostlyEnglishMaxHangulRatio * double(n.hangul + n.latin);
}

QString sourceOriginName(SourceOrigin origin)
{
    switch (origin) {
    case SourceOrigin::None:
        return QStringLiteral("none");
    case SourceOrigin::History:
        return QStringLiteral("history");
    case SourceOrigin::Upstream:
        return QStringLiteral("upstream");
    case SourceOrigin::Manual:
        return QStringLiteral("manual");
    }
    return {};
}

QString ResolvedSource::label() const
{
    if (!commit.isEmpty()) return path + u'@' + commit.left(7);
    return path;
}

SourceFinder::SourceFinder(const Checkout &checkout, SourceChoices choices)
    : m_checkout(checkout), m_choices(std::move(choices))
{
}

ResolvedSource SourceFinder::find(const QString &path, const QString &historyPath) const
{
    if (ResolvedSource chosen = manual(path); chosen.isValid() || !chosen.note.isEmpty())
        return chosen;
    ResolvedSource fromHistory =
        newestEnglish(QStringLiteral("HEAD"), historyPath.isEmpty() ? path : historyPath);
    if (fromHistory.isValid()) return fromHistory;
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
