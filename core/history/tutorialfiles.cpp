// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialfiles.h"

#include "boundedfile.h"
#include "tutorialglobs.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <utility>

namespace tandem {

namespace {

// What sphinx-gallery writes at the top of every page it generates from a script.
bool isGalleryOutput(const QByteArray &bytes)
{
    return bytes.left(1024).contains("THIS FILE WAS AUTOMATICALLY GENERATED");
}

// Of identical files, the one kept: a source folder's ("beginner_source/x.py"), then the
// shortest path, then the first by name.
bool preferredCopy(const QString &a, const QString &b)
{
    const auto inSource = [](const QString &p) {
        const QStringList parts = p.split(u'/');
        for (qsizetype i = 0; i + 1 < parts.size(); ++i)
            if (parts[i].endsWith(QLatin1String("_source"))) return true;
        return false;
    };
    if (inSource(a) != inSource(b)) return inSource(a);
    if (a.size() != b.size()) return a.size() < b.size();
    return a < b;
}

// Of identical files, the one git added first: the original, which later commits copied (of
// those one commit added together, the preferred copy). Empty when git knows none of them (all
// untracked) or cannot say; `--no-renames` keeps git from reading blobs a partial clone lacks.
QString firstAdded(const Checkout &checkout, const QStringList &paths)
{
    QStringList args{QStringLiteral("log"),
                     QStringLiteral("-z"),
                     QStringLiteral("--format=%x01"),
                     QStringLiteral("--name-only"),
                     QStringLiteral("--diff-filter=A"),
                     QStringLiteral("--no-renames"),
                     QStringLiteral("--")};
    args += paths; // GitRunner makes pathspecs literal: a name with * or [ is no pattern
    const GitRunner::Result r = checkout.git().run(args);
    if (!r.ok) return {};
    // Commits newest first, each "\x01" then its names: the last commit naming one of `paths`
    // added it earliest.
    QStringList earliest, commit;
    for (const QByteArray &field : r.output.split('\0')) {
        if (field == "\x01") {
            if (!commit.isEmpty()) earliest = std::exchange(commit, {});
            continue;
        }
        const QString path = QString::fromUtf8(field.trimmed());
        if (paths.contains(path)) commit.append(path);
    }
    if (!commit.isEmpty()) earliest = commit;
    if (earliest.isEmpty()) return {};
    return *std::min_element(earliest.begin(), earliest.end(), preferredCopy);
}

} // namespace

bool isInSkippedFolder(const QString &relative)
{
    static const QSet<QString> buildFolders{
        QStringLiteral("_build"),   QStringLiteral("build"),   QStringLiteral("_downloads"),
        QStringLiteral("_sources"), QStringLiteral("_images"), QStringLiteral("_static")};
    const QStringList parts = relative.split(u'/');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const QString &folder = parts[i];
        if (folder.startsWith(u'.') || buildFolders.contains(folder)) return true;
    }
    return false;
}

QStringList listTutorialFiles(const Checkout &checkout, QString *error, QStringList *skippedLinks)
{
    const std::optional<TutorialGlobs> globs = TutorialGlobs::load(checkout.root(), error);
    if (!globs) return {};
    // One call lists tracked and untracked files; `git ls-files` never reports ignored files
    // with --exclude-standard, so a built site or a virtual environment stays out.
    const GitRunner::Result r = checkout.git().run(
        {QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached"),
         QStringLiteral("--others"), QStringLiteral("--exclude-standard")});
    if (!r.ok) {
        if (error) *error = r.error;
        return {};
    }
    QSet<QString> seen;
    QStringList files;
    QHash<QByteArray, QStringList> byContent;
    for (const QByteArray &raw : r.output.split('\0')) {
        if (raw.isEmpty()) continue;
        const QString path = QString::fromUtf8(raw);
        if (seen.contains(path) || !Checkout::isPlainRelativePath(path)) continue;
        seen.insert(path);
        const bool included = globs->isIncluded(path);
        if ((globs->hasIncludes() && !included) || globs->isExcluded(path) ||
            (!included && isInSkippedFolder(path)))
            continue;
        // A deleted but still indexed file has nothing to read; isTranslationFile opens .py files.
        const QString absolute = checkout.absolutePath(path);
        if (absolute.isEmpty() || !QFileInfo(absolute).isFile()) {
            // absolutePath() refuses a link resolving outside the checkout.
            const bool link = QFileInfo(checkout.root() + u'/' + path).isSymLink();
            if (skippedLinks && link &&
                (path.endsWith(QLatin1String(".rst")) || path.endsWith(QLatin1String(".py"))))
                skippedLinks->append(path);
            continue;
        }
        if (!checkout.isTranslationFile(path)) continue;
        TextFile::Error readError;
        const QByteArray bytes = readBoundedFile(absolute, &readError, checkout.root());
        if (!readError && isGalleryOutput(bytes)) continue;
        // (A file that cannot be read stays: the report says why.)
        if (!readError)
            byContent[QCryptographicHash::hash(bytes, QCryptographicHash::Sha1)].append(path);
        files.append(path);
    }
    QSet<QString> copies;
    for (const QStringList &same : std::as_const(byContent)) {
        if (same.size() < 2) continue;
        QString kept = firstAdded(checkout, same);
        if (kept.isEmpty()) kept = *std::min_element(same.begin(), same.end(), preferredCopy);
        for (const QString &p : same)
            if (p != kept) copies.insert(p);
    }
    files.removeIf([&](const QString &p) { return copies.contains(p); });
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace tandem
