// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialfiles.h"

#include "boundedfile.h"
#include "platformfile.h"
#include "tutorialglobs.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

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

// How long ago git added each of `paths`: the ordinal of the adding commit in git's newest-first
// log, so a larger number is an older commit; a path git never added (untracked) is absent.
// One `git log` for all of them; empty when git cannot say. `--no-renames` keeps git from
// reading blobs a partial clone lacks.
QHash<QString, int> addedOrder(const Checkout &checkout, const QStringList &paths)
{
    if (paths.isEmpty()) return {};
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
    const QSet<QString> asked(paths.begin(), paths.end());
    // Each commit is "\x01" then its names; a name seen again in an older commit takes its
    // ordinal (a file deleted and added again is as old as its first adding).
    QHash<QString, int> order;
    int commit = 0;
    for (const QByteArray &field : r.output.split('\0')) {
        if (field == "\x01") {
            ++commit;
            continue;
        }
        const QString path = QString::fromUtf8(field.trimmed());
        if (asked.contains(path)) order.insert(path, commit);
    }
    return order;
}

// Of identical files, the original: the one git added first (of those one commit added
// together, the preferred copy), else, when git knows none of them, the preferred copy.
QString original(const QStringList &same, const QHash<QString, int> &added)
{
    QStringList oldest;
    int when = -1;
    for (const QString &p : same) {
        const auto it = added.constFind(p);
        if (it == added.constEnd() || *it < when) continue;
        if (*it > when) oldest.clear();
        when = *it;
        oldest.append(p);
    }
    const QStringList &among = oldest.isEmpty() ? same : oldest;
    return *std::min_element(among.begin(), among.end(), preferredCopy);
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

namespace {

// Whether each listed file lies inside the checkout, links followed, with its status. A file's
// folder is resolved once, from its parent's resolution and one look at the folder itself (a
// checkout's 2,000 files sit in a few hundred folders; resolving each file's whole path read
// every link on it: 18,600 readlink calls a lint); the file is looked at once, without following
// it. A link on the way takes safePathInside's careful way.
class InsideCheck
{
public:
    explicit InsideCheck(const Checkout &checkout)
        : m_checkout(checkout), m_root(QFileInfo(checkout.root()).canonicalFilePath())
    {
        m_folders.insert(QString(), m_root);
    }

    // The file's status when `relative` is a regular file inside the checkout.
    std::optional<platform::FileStatus> file(const QString &relative)
    {
        const qsizetype slash = relative.lastIndexOf(u'/');
        const QString folder = canonicalFolder(slash < 0 ? QString() : relative.left(slash));
        platform::FileStatus status;
        if (!folder.isEmpty()) {
            if (!platform::statusOf(folder + u'/' + relative.mid(slash + 1),
                                    platform::Links::DoNotFollow, &status))
                return std::nullopt;
            if (status.kind == platform::FileKind::Regular) return status;
            if (status.kind != platform::FileKind::Symlink) return std::nullopt;
        }
        const QString absolute = m_checkout.absolutePath(relative);
        if (absolute.isEmpty() || !platform::statusOf(absolute, platform::Links::Follow, &status) ||
            status.kind != platform::FileKind::Regular)
            return std::nullopt;
        return status;
    }

private:
    // The real path of a folder of the checkout; empty when it is not inside (or not a folder).
    QString canonicalFolder(const QString &relative)
    {
        const auto known = m_folders.constFind(relative);
        if (known != m_folders.constEnd()) return *known;
        const qsizetype slash = relative.lastIndexOf(u'/');
        const QString parent = canonicalFolder(slash < 0 ? QString() : relative.left(slash));
        QString real;
        platform::FileStatus status;
        if (!parent.isEmpty() && platform::statusOf(parent + u'/' + relative.mid(slash + 1),
                                                    platform::Links::DoNotFollow, &status)) {
            if (status.kind == platform::FileKind::Folder) {
                real = parent + u'/' + relative.mid(slash + 1);
            } else if (status.kind == platform::FileKind::Symlink) {
                const QString target = QFileInfo(m_root + u'/' + relative).canonicalFilePath();
                if (target == m_root || target.startsWith(m_root + u'/')) real = target;
            }
        }
        m_folders.insert(relative, real);
        return real;
    }

    const Checkout &m_checkout;
    const QString m_root; // canonical
    QHash<QString, QString> m_folders;
};

} // namespace

QList<TutorialCandidate> listTutorialCandidateFiles(const Checkout &checkout, QString *error,
                                                    QStringList *skippedLinks)
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
    QList<TutorialCandidate> files;
    InsideCheck inside(checkout);
    for (const QByteArray &raw : r.output.split('\0')) {
        if (raw.isEmpty()) continue;
        const QString path = QString::fromUtf8(raw);
        if (seen.contains(path) || !Checkout::isPlainRelativePath(path)) continue;
        seen.insert(path);
        const QString suffix = path.section(u'.', -1).toLower();
        if (suffix != QLatin1String("rst") && suffix != QLatin1String("py")) continue;
        const bool included = globs->isIncluded(path);
        if ((globs->hasIncludes() && !included) || globs->isExcluded(path) ||
            (!included && isInSkippedFolder(path)))
            continue;
        // A deleted but still indexed file has nothing to read; a link leading outside the
        // checkout is not read.
        const std::optional<platform::FileStatus> status = inside.file(path);
        if (!status) {
            if (skippedLinks && QFileInfo(checkout.root() + u'/' + path).isSymLink())
                skippedLinks->append(path);
            continue;
        }
        files.append({path, status->size, status->modified});
    }
    return files;
}

CheckoutTexts::Lister tutorialCandidateLister(const QString &root)
{
    return [root]() -> std::optional<QList<CheckoutTexts::ListedFile>> {
        QString error;
        const Checkout checkout = Checkout::forFileListing(root);
        if (checkout.root().isEmpty()) return std::nullopt;
        const QList<TutorialCandidate> files = listTutorialCandidateFiles(checkout, &error);
        if (!error.isEmpty()) return std::nullopt;
        QList<CheckoutTexts::ListedFile> listed;
        listed.reserve(files.size());
        for (const TutorialCandidate &f : files)
            listed.append({f.path, f.size, f.modified});
        return listed;
    };
}

QStringList listTutorialCandidates(const Checkout &checkout, QString *error,
                                   QStringList *skippedLinks)
{
    QStringList paths;
    for (const TutorialCandidate &file : listTutorialCandidateFiles(checkout, error, skippedLinks))
        paths.append(file.path);
    return paths;
}

QStringList listTutorialFiles(const Checkout &checkout, QString *error, QStringList *skippedLinks)
{
    QString listError;
    const QStringList candidates = listTutorialCandidates(checkout, &listError, skippedLinks);
    if (!listError.isEmpty()) {
        if (error) *error = listError;
        return {};
    }
    QStringList files;
    QHash<QByteArray, QStringList> byContent;
    for (const QString &path : candidates) {
        if (!checkout.isTranslationFile(path)) continue;
        TextFile::Error readError;
        const QByteArray bytes =
            readBoundedFile(checkout.absolutePath(path), &readError, checkout.root());
        if (!readError && isGalleryOutput(bytes)) continue;
        // (A file that cannot be read stays: the report says why.)
        if (!readError)
            byContent[QCryptographicHash::hash(bytes, QCryptographicHash::Sha1)].append(path);
        files.append(path);
    }
    QStringList grouped; // every file with a byte-identical twin
    for (const QStringList &same : std::as_const(byContent))
        if (same.size() > 1) grouped += same;
    const QHash<QString, int> added = addedOrder(checkout, grouped);
    QSet<QString> copies;
    for (const QStringList &same : std::as_const(byContent)) {
        if (same.size() < 2) continue;
        const QString kept = original(same, added);
        for (const QString &p : same)
            if (p != kept) copies.insert(p);
    }
    files.removeIf([&](const QString &p) { return copies.contains(p); });
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace tandem
