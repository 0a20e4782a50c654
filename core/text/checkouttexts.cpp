// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkouttexts.h"

#include "boundedfile.h"
#include "cachefile.h"
#include "koreanparticles.h"
#include "markupgap.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

namespace tandem {

namespace {

// 2: the head (paths, sizes and times, then the totals) and the summaries in two files, so an
// unchanged checkout reads and checks the small one alone.
constexpr char Magic[8] = {'T', 'N', 'D', 'M', 'T', 'X', 'T', '\0'};
constexpr CacheFormat Format{QByteArrayView(Magic, sizeof Magic), 2};

// A checkout of tens of thousands of files is bounded rather than read whole.
constexpr int MaxFiles = 20000;
constexpr qint64 MaxBytes = qint64(256) << 20;

bool isSyllable(QChar c)
{
    return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3;
}

QString tailKey(QStringView tail, bool afterFinal)
{
    return (afterFinal ? QLatin1Char('1') : QLatin1Char('0')) + tail.toString();
}

QDataStream &operator<<(QDataStream &out, const CheckoutTexts::Totals &t)
{
    out << t.words.words << t.words.stems << t.words.tails << qint32(t.words.syllables.size());
    for (auto it = t.words.syllables.cbegin(); it != t.words.syllables.cend(); ++it)
        out << quint16(it.key()) << qint32(it.value());
    return out << t.words.pairs << qint32(t.words.files) << t.gapSpace << t.gapBackslash;
}

QDataStream &operator>>(QDataStream &in, CheckoutTexts::Totals &t)
{
    qint32 syllables = 0;
    in >> t.words.words >> t.words.stems >> t.words.tails >> syllables;
    for (qint32 i = 0; i < syllables && in.status() == QDataStream::Ok; ++i) {
        quint16 key = 0;
        qint32 value = 0;
        in >> key >> value;
        t.words.syllables.insert(char16_t(key), value);
    }
    qint32 files = 0;
    in >> t.words.pairs >> files >> t.gapSpace >> t.gapBackslash;
    t.words.files = files;
    return in;
}

} // namespace

void CheckoutTexts::WordCounts::addFile(const QStringList &hangulRuns)
{
    QSet<QString> fileStems, fileTails;
    QSet<char16_t> fileSyllables;
    QSet<quint32> filePairs;
    ++files;
    for (const QString &run : hangulRuns) {
        for (qsizetype k = 0; k < run.size(); ++k) {
            fileSyllables.insert(run[k].unicode());
            if (k + 1 < run.size())
                filePairs.insert(pairKey(run[k].unicode(), run[k + 1].unicode()));
        }
        if (run.size() < 2 || run.size() > MaxWordLength) continue;
        ++words[run];          // the runs are distinct: each word once per file
        fileStems.insert(run); // a word is its own stem, before no tail
        for (qsizetype k = 2; k < run.size(); ++k)
            if (isKoreanTail(QStringView(run).mid(k))) {
                fileStems.insert(run.left(k));
                fileTails.insert(tailKey(QStringView(run).mid(k), hasFinalConsonant(run[k - 1])));
            }
    }
    for (const QString &s : std::as_const(fileStems))
        ++stems[s];
    for (const QString &t : std::as_const(fileTails))
        ++tails[t];
    for (const char16_t c : std::as_const(fileSyllables))
        ++syllables[c];
    for (const quint32 p : std::as_const(filePairs))
        ++pairs[p];
}

CheckoutTexts::FileSummary CheckoutTexts::summarize(const QByteArray &content)
{
    FileSummary summary;
    summary.contentHash = QCryptographicHash::hash(content, QCryptographicHash::Sha1);
    // What sphinx-gallery writes at the top of every page it generates from a script.
    summary.generated = content.left(1024).contains("THIS FILE WAS AUTOMATICALLY GENERATED");
    if (summary.generated) return summary;
    const QString text = QString::fromUtf8(content);
    QSet<QStringView> seen;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        if (!isSyllable(text[i])) {
            ++i;
            continue;
        }
        qsizetype j = i + 1;
        while (j < n && isSyllable(text[j]))
            ++j;
        const QStringView run = QStringView(text).mid(i, j - i);
        if (!seen.contains(run)) {
            seen.insert(run);
            summary.hangulRuns << run.toString();
        }
        i = j;
    }
    const MarkupGapCount gaps = countMarkupGaps(text);
    summary.gapSpace = gaps.space;
    summary.gapBackslash = gaps.backslash;
    return summary;
}

CheckoutTexts::CheckoutTexts(QString root, Lister lister, QString cacheFolder)
    : m_root(std::move(root)), m_lister(std::move(lister))
{
    if (m_root.isEmpty()) return;
    m_cachePath =
        cacheFilePath(cacheFolder, QStringLiteral("checkout-text"), m_root, QStringLiteral(".bin"));
}

std::shared_ptr<const CheckoutTexts> CheckoutTexts::fromTexts(const QStringList &texts)
{
    auto out = std::make_shared<CheckoutTexts>(QString(), Lister(), QStringLiteral("-"));
    Totals totals;
    for (const QString &text : texts) {
        const FileSummary summary = summarize(text.toUtf8());
        totals.words.addFile(summary.hangulRuns);
        totals.gapSpace += summary.gapSpace;
        totals.gapBackslash += summary.gapBackslash;
    }
    out->m_totals = std::move(totals);
    return out;
}

const CheckoutTexts::Totals &CheckoutTexts::totals() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_totals) compute();
    return *m_totals;
}

int CheckoutTexts::filesRead() const
{
    totals();
    return m_filesRead;
}

bool CheckoutTexts::totalsFromCache() const
{
    totals();
    return m_fromCache;
}

QList<CheckoutTexts::Entry> CheckoutTexts::currentFiles() const
{
    QList<Entry> files;
    const QDir root(m_root);
    auto add = [&](const QString &relative) {
        const QFileInfo info(root.filePath(relative));
        if (!info.isFile()) return;
        files.append({relative, info.size(), info.lastModified().toMSecsSinceEpoch(), {}, false});
    };
    if (const std::optional<QList<ListedFile>> listed = m_lister ? m_lister() : std::nullopt) {
        // Taken as listed: the lister read each file's status (a second look cost 2,000 more
        // calls a lint in a checkout of that size).
        for (const ListedFile &file : *listed) {
            if (files.size() >= MaxFiles) break;
            files.append({file.path, file.size, file.modified, {}, false});
        }
        return files;
    }
    // Not a git checkout: every .rst and .py file, not in hidden folders, links not followed.
    QDirIterator it(m_root, {QStringLiteral("*.rst"), QStringLiteral("*.py")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext() && files.size() < MaxFiles)
        add(root.relativeFilePath(it.next()));
    return files;
}

void CheckoutTexts::compute() const
{
    QList<Entry> files = currentFiles();
    m_filesRead = 0;
    m_fromCache = !m_cachePath.isEmpty() && loadCache(files);
    if (m_fromCache) return;
    Totals totals;
    qint64 bytes = 0;
    QList<Entry> counted;
    QSet<QByteArray> contents;
    for (Entry &entry : files) {
        if (!entry.summarized) {
            if (bytes >= MaxBytes) break;
            TextFile::Error error;
            const QByteArray content =
                readBoundedFile(QDir(m_root).filePath(entry.path), &error, m_root);
            if (error) continue;
            bytes += content.size();
            ++m_filesRead;
            entry.summary = summarize(content);
            entry.summarized = true;
        }
        const FileSummary &summary = entry.summary;
        if (!summary.generated && !contents.contains(summary.contentHash)) {
            contents.insert(summary.contentHash);
            totals.words.addFile(summary.hangulRuns);
            totals.gapSpace += summary.gapSpace;
            totals.gapBackslash += summary.gapBackslash;
        }
        counted.append(std::move(entry));
    }
    m_totals = std::move(totals);
    if (!m_cachePath.isEmpty()) saveCache(counted);
}

// Fills the summaries of `files` that the cache holds unchanged. When every file is unchanged
// (and none was added or removed), the cached totals are taken whole and true is returned.
bool CheckoutTexts::loadCache(QList<Entry> &files) const
{
    const QByteArray head = checkedCachePayload(Format, readCacheFile(m_cachePath, MaxCacheBytes));
    if (head.isEmpty()) return false;
    QDataStream in(head);
    in.setVersion(QDataStream::Qt_6_0);
    qint32 count = 0;
    in >> count;
    if (in.status() != QDataStream::Ok || count < 0 || count > MaxFiles) return false;
    QList<Entry> cached(count);
    for (Entry &entry : cached)
        in >> entry.path >> entry.size >> entry.modified;
    Totals totals;
    in >> totals;
    if (in.status() != QDataStream::Ok) return false;
    const auto same = [](const Entry &a, const Entry &b) {
        return a.path == b.path && a.size == b.size && a.modified == b.modified;
    };
    if (std::equal(files.cbegin(), files.cend(), cached.cbegin(), cached.cend(), same)) {
        m_totals = std::move(totals);
        return true;
    }
    loadSummaries(files, cached);
    return false;
}

// The second cache file: each cached file's summary, taken for the files that did not change.
void CheckoutTexts::loadSummaries(QList<Entry> &files, const QList<Entry> &cached) const
{
    const QByteArray body = checkedCachePayload(
        Format, readCacheFile(m_cachePath + QStringLiteral(".files"), MaxCacheBytes));
    if (body.isEmpty()) return;
    QDataStream in(body);
    in.setVersion(QDataStream::Qt_6_0);
    qint32 count = 0;
    in >> count;
    if (in.status() != QDataStream::Ok || count != cached.size()) return;
    QHash<QString, FileSummary> byPath;
    for (const Entry &entry : cached) {
        FileSummary summary;
        in >> summary.hangulRuns >> summary.gapSpace >> summary.gapBackslash >>
            summary.contentHash >> summary.generated;
        if (in.status() != QDataStream::Ok) return;
        byPath.insert(entry.path, std::move(summary));
    }
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < cached.size(); ++i)
        index.insert(cached[i].path, i);
    for (Entry &entry : files) {
        const auto it = index.constFind(entry.path);
        if (it == index.constEnd()) continue;
        const Entry &old = cached[*it];
        if (old.size != entry.size || old.modified != entry.modified) continue;
        entry.summary = byPath.take(entry.path);
        entry.summarized = true;
    }
}

void CheckoutTexts::saveCache(const QList<Entry> &files) const
{
    QByteArray head, body;
    QDataStream headOut(&head, QIODevice::WriteOnly), bodyOut(&body, QIODevice::WriteOnly);
    headOut.setVersion(QDataStream::Qt_6_0);
    bodyOut.setVersion(QDataStream::Qt_6_0);
    headOut << qint32(files.size());
    bodyOut << qint32(files.size());
    for (const Entry &entry : files) {
        headOut << entry.path << entry.size << entry.modified;
        bodyOut << entry.summary.hangulRuns << entry.summary.gapSpace << entry.summary.gapBackslash
                << entry.summary.contentHash << entry.summary.generated;
    }
    headOut << *m_totals;
    if (headOut.status() != QDataStream::Ok || bodyOut.status() != QDataStream::Ok) return;
    const QByteArray headBytes = framedCache(Format, head);
    const QByteArray bodyBytes = framedCache(Format, body);
    if (headBytes.size() > MaxCacheBytes || bodyBytes.size() > MaxCacheBytes) return;
    // The summaries first: a head written without them would be taken whole next time anyway,
    // and summaries without a head are ignored. A cache that cannot be written only costs time.
    if (writeCacheFile(m_cachePath + QStringLiteral(".files"), bodyBytes))
        writeCacheFile(m_cachePath, headBytes);
}

} // namespace tandem
