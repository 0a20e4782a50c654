// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkout.h"

#include "boundedfile.h"
#include "enumnames.h"
#include "historyindex.h"
#include "optionalerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <string_view>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct CheckoutText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::Checkout)
};

QList<QByteArray> nulFields(const QByteArray &output)
{
    QList<QByteArray> fields = output.split('\0');
    while (!fields.isEmpty() && fields.constLast().isEmpty())
        fields.removeLast();
    return fields;
}

bool isInside(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root + u'/');
}

} // namespace

constexpr EnumName<ChangeStatus> ChangeStatusNames[] = {{ChangeStatus::Added, "added"},
                                                        {ChangeStatus::Modified, "modified"},
                                                        {ChangeStatus::Renamed, "renamed"},
                                                        {ChangeStatus::Copied, "copied"},
                                                        {ChangeStatus::TypeChanged, "type-changed"},
                                                        {ChangeStatus::Untracked, "untracked"}};

QString changeStatusName(ChangeStatus status)
{
    return enumName(ChangeStatusNames, status);
}

// The letters of `git diff --name-status` that say more than "modified" (M, and any letter a
// later git adds, read as modified; D is left out before).
constexpr EnumName<ChangeStatus> GitStatusLetters[] = {{ChangeStatus::Added, "A"},
                                                       {ChangeStatus::Renamed, "R"},
                                                       {ChangeStatus::Copied, "C"},
                                                       {ChangeStatus::TypeChanged, "T"}};

bool ChangedLines::contains(int line) const
{
    if (wholeFile) return true;
    for (const DiffHunk &h : hunks)
        if (line >= h.newStart && line < h.newStart + h.newCount) return true;
    return false;
}

bool ChangedLines::intersects(int first, int last) const
{
    if (wholeFile) return first <= last;
    for (const DiffHunk &h : hunks)
        if (h.newCount > 0 && h.newStart <= last && first < h.newStart + h.newCount) return true;
    return false;
}

QList<int> ChangedLines::lines() const
{
    QList<int> result;
    for (const DiffHunk &h : hunks)
        for (int i = 0; i < h.newCount; ++i)
            result.append(h.newStart + i);
    return result;
}

std::optional<Checkout> Checkout::open(const QString &dir, QString *error)
{
    const QFileInfo info(dir);
    if (!info.isDir()) {
        setError(error, CheckoutText::tr("%1 is not a folder").arg(dir));
        return std::nullopt;
    }
    Checkout checkout;
    checkout.m_git = GitRunner(info.absoluteFilePath());
    const GitRunner::Result r =
        checkout.m_git.run({QStringLiteral("rev-parse"), QStringLiteral("--is-inside-work-tree"),
                            QStringLiteral("--show-toplevel"), QStringLiteral("--absolute-git-dir"),
                            QStringLiteral("--is-shallow-repository")});
    if (!r.ok) {
        if (GitRunner::program().isEmpty() || r.exitCode == -1)
            setError(error, r.error);
        else if (r.error.contains(QLatin1String("not a git repository")))
            setError(error, CheckoutText::tr("%1 is not a git working tree").arg(dir));
        else
            setError(error, CheckoutText::tr("%1: %2").arg(dir, r.error));
        return std::nullopt;
    }
    const QStringList lines = QString::fromUtf8(r.output).split(u'\n', Qt::SkipEmptyParts);
    if (lines.size() < 3 || lines[0] != QLatin1String("true")) {
        setError(error, CheckoutText::tr("%1 is not a git working tree").arg(dir));
        return std::nullopt;
    }
    checkout.m_root = QFileInfo(lines[1]).canonicalFilePath();
    checkout.m_gitDir = lines[2];
    checkout.m_shallow = lines.value(3) == QLatin1String("true");
    checkout.m_git = GitRunner(checkout.m_root);

    // A filter driver (filter.<name>.clean/smudge/process) is a program git runs on file
    // contents when it compares the working tree; blank every one the configuration names, and
    // mark it not required (filter.<name>.required=true makes git fail on a blank driver).
    // The same call tells a partial clone (a promisor remote) by its settings.
    const GitRunner::Result filters = checkout.m_git.run(
        {QStringLiteral("config"), QStringLiteral("-z"), QStringLiteral("--get-regexp"),
         QStringLiteral("^(filter\\.|extensions\\.partialclone$|remote\\..*\\.promisor$)")});
    QSet<QString> drivers;
    bool partial = false;
    for (const QByteArray &entry : nulFields(filters.output)) {
        const qsizetype eol = entry.indexOf('\n');
        const QString key = QString::fromUtf8(entry.left(eol));
        const QByteArray value = eol < 0 ? QByteArray() : entry.mid(eol + 1).trimmed().toLower();
        if (!key.startsWith(QLatin1String("filter."))) {
            partial = partial || key == QLatin1String("extensions.partialclone") ||
                      value == "true" || value == "yes" || value == "on" || value == "1";
            continue;
        }
        const qsizetype dot = key.lastIndexOf(u'.');
        if (dot > 7) drivers.insert(key.mid(7, dot - 7));
    }
    QStringList overrides;
    for (const QString &d : std::as_const(drivers))
        for (const char *what : {"clean", "smudge", "process"})
            overrides << QStringLiteral("filter.%1.%2=").arg(d, QLatin1String(what));
    for (const QString &d : std::as_const(drivers))
        overrides << QStringLiteral("filter.%1.required=false").arg(d);
    checkout.m_git.setConfigOverrides(overrides);
    if (partial) {
        // Lists only the objects on disk, and fetches nothing.
        const GitRunner::Result present = checkout.m_git.run(
            {QStringLiteral("cat-file"), QStringLiteral("--batch-check=%(objectname)"),
             QStringLiteral("--batch-all-objects")});
        auto ids = std::make_shared<QSet<QByteArray>>();
        for (const QByteArray &id : present.output.split('\n'))
            if (!id.isEmpty()) ids->insert(id);
        checkout.m_present = std::move(ids);
    }
    return checkout;
}

Checkout Checkout::forFileListing(const QString &root)
{
    Checkout checkout;
    checkout.m_root = QFileInfo(root).canonicalFilePath();
    checkout.m_git = GitRunner(checkout.m_root);
    return checkout;
}

bool Checkout::hasObject(const QString &id) const
{
    return !m_present || m_present->contains(id.toLatin1());
}

GitRunner::Result Checkout::logWithRenames(const QStringList &arguments,
                                           const QStringList &pathspecs, bool tutorialPathspecs,
                                           QString *degraded) const
{
    const GitRunner git = tutorialPathspecs ? m_git.withMagicPathspecs() : m_git;
    QStringList tail{QStringLiteral("--")};
    if (tutorialPathspecs)
        tail << QStringLiteral(":(glob,icase)**/*.rst") << QStringLiteral(":(glob,icase)**/*.py");
    tail << pathspecs;
    GitRunner::Result first;
    for (const char *renames : {"-M", "-M100%", "--no-renames"}) {
        QStringList args{QStringLiteral("log")};
        // Every commit that touched the paths, as without pathspecs (no history simplification).
        if (tutorialPathspecs) args << QStringLiteral("--full-history");
        for (const QString &a : arguments)
            args << (a == QLatin1String("-M") ? QLatin1String(renames) : a);
        const GitRunner::Result r = git.run(args + tail);
        if (r.ok) {
            const QString why = first.error.trimmed().section(u'\n', -1); // fatal: ...
            if (degraded && renames == std::string_view("-M100%"))
                *degraded = CheckoutText::tr("only exact renames were followed, because git "
                                             "could not read an object: %1")
                                .arg(why);
            else if (degraded && renames == std::string_view("--no-renames"))
                *degraded = CheckoutText::tr("renames were not followed, because git could not "
                                             "read an object: %1")
                                .arg(why);
            return r;
        }
        if (first.error.isEmpty()) first = r;
        // Only a git that ran and failed (a missing object) is worth another try.
        if (r.exitCode <= 0) break;
    }
    return first;
}

QString Checkout::resolveCommit(const QString &ref, QString *error) const
{
    if (ref.isEmpty() || ref.startsWith(u'-')) {
        setError(error, CheckoutText::tr("not a usable git revision: %1").arg(ref));
        return {};
    }
    const GitRunner::Result r =
        m_git.run({QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("-q"),
                   ref + QStringLiteral("^{commit}")});
    if (!r.ok) {
        setError(error, r.exitCode == -1
                            ? r.error
                            : CheckoutText::tr("no commit named %1 in %2").arg(ref, m_root));
        return {};
    }
    return QString::fromLatin1(r.output).trimmed();
}

QString Checkout::defaultBase(QString *error) const
{
    for (const char *remote : {"upstream", "origin"}) {
        const GitRunner::Result head = m_git.run(
            {QStringLiteral("symbolic-ref"), QStringLiteral("-q"), QStringLiteral("--short"),
             QStringLiteral("refs/remotes/%1/HEAD").arg(QLatin1String(remote))});
        if (head.ok && !head.output.trimmed().isEmpty())
            return QString::fromUtf8(head.output).trimmed();
        for (const char *branch : {"master", "main"}) {
            const QString ref =
                QStringLiteral("%1/%2").arg(QLatin1String(remote), QLatin1String(branch));
            if (m_git
                    .run({QStringLiteral("rev-parse"), QStringLiteral("--verify"),
                          QStringLiteral("-q"), QStringLiteral("refs/remotes/") + ref})
                    .ok)
                return ref;
        }
    }
    for (const char *branch : {"master", "main"})
        if (m_git
                .run({QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("-q"),
                      QStringLiteral("refs/heads/") + QLatin1String(branch)})
                .ok)
            return QLatin1String(branch);
    setError(error,
             CheckoutText::tr(
                 "no base branch found in %1 (no upstream or origin default branch, no master "
                 "or main); choose one with --base")
                 .arg(m_root));
    return {};
}

QString Checkout::mergeBase(const QString &baseCommit, QString *error) const
{
    const GitRunner::Result r =
        m_git.run({QStringLiteral("merge-base"), baseCommit, QStringLiteral("HEAD")});
    if (!r.ok) {
        setError(error, r.exitCode == -1
                            ? r.error
                            : CheckoutText::tr("the current branch of %1 has no history in common "
                                               "with %2")
                                  .arg(m_root, baseCommit));
        return {};
    }
    return QString::fromLatin1(r.output).trimmed();
}

QList<ChangedFile> Checkout::changedFiles(const QString &baseCommit, QString *error) const
{
    // Rename detection reads blobs; with one missing (a partial or damaged clone) only exact
    // renames are detected, or none: the files are still all listed.
    GitRunner::Result diff;
    for (const char *renames : {"-M", "-M100%", "--no-renames"}) {
        diff = m_git.run({QStringLiteral("diff"), QStringLiteral("--name-status"),
                          QStringLiteral("-z"), QLatin1String(renames),
                          QStringLiteral("--no-ext-diff"), QStringLiteral("--no-textconv"),
                          baseCommit, QStringLiteral("--")});
        if (diff.ok || diff.exitCode <= 0) break;
    }
    const GitRunner::Result dirty =
        m_git.run({QStringLiteral("diff"), QStringLiteral("--name-only"), QStringLiteral("-z"),
                   QStringLiteral("--no-ext-diff"), QStringLiteral("--no-textconv"),
                   QStringLiteral("HEAD"), QStringLiteral("--")});
    const GitRunner::Result untracked =
        m_git.run({QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--others"),
                   QStringLiteral("--exclude-standard")});
    for (const GitRunner::Result *r :
         {static_cast<const GitRunner::Result *>(&diff), &dirty, &untracked})
        if (!r->ok) {
            setError(error, r->error);
            return {};
        }
    // A clone whose checkout failed ("Clone succeeded, but checkout failed": one blob could not
    // be read) has files in the working tree and no index: every file would read as untracked,
    // and the whole repository be reviewed as changed. Said instead, with the way out.
    if (!untracked.output.isEmpty()) {
        const GitRunner::Result index = m_git.run(
            {QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached")});
        if (index.ok && index.output.isEmpty()) {
            const GitRunner::Result tree =
                m_git.run({QStringLiteral("ls-tree"), QStringLiteral("-z"),
                           QStringLiteral("--name-only"), QStringLiteral("HEAD")});
            if (tree.ok && !tree.output.isEmpty()) {
                setError(error,
                         CheckoutText::tr(
                             "the index of %1 lists none of the files HEAD tracks (a clone whose "
                             "checkout failed?): rebuild it with `git reset` and fetch what is "
                             "missing (`git checkout -- .` names it), then run again")
                             .arg(m_root));
                return {};
            }
        }
    }
    QSet<QString> uncommitted;
    for (const QByteArray &p : nulFields(dirty.output))
        uncommitted.insert(QString::fromUtf8(p));

    QList<ChangedFile> files;
    const QList<QByteArray> fields = nulFields(diff.output);
    for (qsizetype i = 0; i < fields.size();) {
        const QByteArray status = fields[i++];
        const char kind = status.isEmpty() ? '?' : status[0];
        const bool twoPaths = kind == 'R' || kind == 'C';
        if (i + (twoPaths ? 1 : 0) >= fields.size()) break;
        ChangedFile f;
        if (twoPaths) f.oldPath = QString::fromUtf8(fields[i++]);
        f.path = QString::fromUtf8(fields[i++]);
        if (kind == 'D') continue; // nothing left to review
        f.status = enumFromName(GitStatusLetters, QString(QLatin1Char(kind)))
                       .value_or(ChangeStatus::Modified);
        f.uncommitted = uncommitted.contains(f.path);
        files.append(f);
    }
    for (const QByteArray &p : nulFields(untracked.output))
        files.append({QString::fromUtf8(p), {}, ChangeStatus::Untracked, true});
    std::sort(files.begin(), files.end(),
              [](const ChangedFile &a, const ChangedFile &b) { return a.path < b.path; });
    return files;
}

QList<DiffHunk> Checkout::parseHunks(const QByteArray &diff)
{
    // "@@ -a[,b] +c[,d] @@": a count of 0 means the start is the line *before* the change.
    const auto number = [](const QByteArray &s, qsizetype &at) {
        int n = 0;
        while (at < s.size() && s[at] >= '0' && s[at] <= '9')
            n = n * 10 + (s[at++] - '0');
        return n;
    };
    QList<DiffHunk> hunks;
    for (const QByteArray &line : diff.split('\n')) {
        if (!line.startsWith("@@ -")) continue;
        qsizetype at = 4;
        int oldStart = number(line, at), oldCount = 1, newStart = 0, newCount = 1;
        if (at < line.size() && line[at] == ',') oldCount = number(line, ++at);
        if (!line.mid(at).startsWith(" +")) continue;
        at += 2;
        newStart = number(line, at);
        if (at < line.size() && line[at] == ',') newCount = number(line, ++at);
        hunks.append({oldCount ? oldStart - 1 : oldStart, oldCount,
                      newCount ? newStart - 1 : newStart, newCount});
    }
    return hunks;
}

ChangedLines Checkout::changedLines(const QString &baseCommit, const ChangedFile &file,
                                    QString *error) const
{
    ChangedLines result;
    if (file.status == ChangeStatus::Untracked || file.status == ChangeStatus::Added) {
        result.wholeFile = true;
        return result;
    }
    QStringList args{QStringLiteral("diff"),
                     QStringLiteral("-U0"),
                     QStringLiteral("-M"),
                     QStringLiteral("--no-ext-diff"),
                     QStringLiteral("--no-textconv"),
                     QStringLiteral("--no-color"),
                     baseCommit,
                     QStringLiteral("--")};
    if (!file.oldPath.isEmpty()) args << file.oldPath;
    args << file.path;
    const GitRunner::Result r = m_git.run(args);
    if (!r.ok) {
        setError(error, r.error);
        return result;
    }
    result.hunks = parseHunks(r.output);
    return result;
}

namespace {

// Whether git writes `path` unquoted in a diff header ("diff --git a/<path> b/<path>"): with
// core.quotePath=false only control characters, '"' and '\\' are quoted.
bool isUnquotedInDiff(const QString &path)
{
    for (const QChar c : path)
        if (c.unicode() < 0x20 || c == u'"' || c == u'\\' || c.unicode() == 0x7f) return false;
    return true;
}

} // namespace

QHash<QString, ChangedLines> Checkout::changedLinesOf(const QString &baseCommit,
                                                      const QList<ChangedFile> &files) const
{
    QHash<QString, ChangedLines> result;
    // The header that starts each file's part of the diff -> the file's path.
    QHash<QByteArray, QString> headers;
    QList<QStringList> groups; // each file's pathspecs: its old name (if any) and its name
    for (const ChangedFile &f : files) {
        if (f.status == ChangeStatus::Untracked || f.status == ChangeStatus::Added) {
            result[f.path].wholeFile = true;
            continue;
        }
        const QString old = f.oldPath.isEmpty() ? f.path : f.oldPath;
        if (!isUnquotedInDiff(old) || !isUnquotedInDiff(f.path)) continue; // read alone
        headers.insert(QStringLiteral("diff --git a/%1 b/%2").arg(old, f.path).toUtf8(), f.path);
        groups.append(f.oldPath.isEmpty() ? QStringList{f.path} : QStringList{f.oldPath, f.path});
    }
    // A few hundred files a call keeps the command line short on any system; a file and its
    // old name stay in the same call, so rename detection pairs them as changedFiles() did.
    constexpr qsizetype FilesPerCall = 400;
    QSet<QString> seenTwice;
    QHash<QString, QList<DiffHunk>> hunks;
    for (qsizetype from = 0; from < groups.size(); from += FilesPerCall) {
        QStringList args{QStringLiteral("diff"), QStringLiteral("-U0"), QStringLiteral("-M"),
                         QStringLiteral("--no-ext-diff"), QStringLiteral("--no-textconv"),
                         QStringLiteral("--no-color"),
                         // the headers as matched above, whatever diff.noprefix says
                         QStringLiteral("--src-prefix=a/"), QStringLiteral("--dst-prefix=b/"),
                         baseCommit, QStringLiteral("--")};
        for (const QStringList &group : groups.mid(from, FilesPerCall))
            args << group;
        const GitRunner::Result r = m_git.run(args);
        if (!r.ok) return {};
        // Each file's part starts with its "diff --git" line; the lines of a -U0 hunk start
        // with '+', '-' or '\\', so the header cannot be mistaken for content.
        const QList<QByteArray> parts = ('\n' + r.output).split('\n');
        QString current;
        QByteArray section;
        const auto finish = [&] {
            if (current.isEmpty()) return;
            if (hunks.contains(current)) seenTwice.insert(current); // a type change: two parts
            hunks[current] = parseHunks(section);
        };
        for (const QByteArray &line : parts) {
            if (line.startsWith("diff --git ")) {
                finish();
                current = headers.value(line);
                section.clear();
                continue;
            }
            if (!current.isEmpty()) section += line + '\n';
        }
        finish();
    }
    for (auto it = hunks.constBegin(); it != hunks.constEnd(); ++it)
        if (!seenTwice.contains(it.key())) result[it.key()].hunks = it.value();
    return result;
}

QList<FileVersion> Checkout::history(const QString &commit, const QString &path, QString *error,
                                     QString *degraded) const
{
    if (m_index)
        if (std::optional<QList<FileVersion>> versions = m_index->history(commit, path))
            return *versions;
    const GitRunner::Result r = logWithRenames(
        {QStringLiteral("--follow"), QStringLiteral("-M"), QStringLiteral("--no-ext-diff"),
         QStringLiteral("--format=%x1e%H%x1f%ct%x1f%s"), QStringLiteral("--raw"),
         QStringLiteral("--no-abbrev"), QStringLiteral("-z"), commit},
        {path}, false, degraded);
    if (!r.ok) {
        setError(error, r.error);
        return {};
    }
    QList<FileVersion> versions;
    for (const QByteArray &record : r.output.split('\x1e')) {
        const qsizetype headerEnd = record.indexOf('\0');
        if (headerEnd < 0)
            continue; // a merge: git shows no file list for it, so there is no name to read
        const QList<QByteArray> header = record.left(headerEnd).split('\x1f');
        if (header.size() < 3) continue;
        QList<QByteArray> names = nulFields(record.mid(headerEnd + 1).trimmed());
        // ":<old mode> <new mode> <old blob> <new blob> <status>", then the path (two for a
        // rename or copy, the last is the name at this commit).
        const QList<QByteArray> meta = names.value(0).split(' ');
        if (names.size() < 2 || meta.size() < 5 || meta[4].startsWith('D')) continue;
        FileVersion v;
        v.blob = QString::fromLatin1(meta[3]);
        v.commit = QString::fromLatin1(header[0]);
        v.time = header[1].toLongLong();
        v.subject = QString::fromUtf8(header.mid(2).join('\x1f'));
        v.path = QString::fromUtf8(names.constLast());
        versions.append(v);
    }
    return versions;
}

std::optional<QList<DiffHunk>> Checkout::diffVersions(const FileVersion &older,
                                                      const FileVersion &newer) const
{
    if (m_index)
        if (std::optional<QList<DiffHunk>> hunks = m_index->syncHunks(older.blob, newer.blob))
            return hunks;
    const GitRunner::Result diff =
        m_git.run({QStringLiteral("diff"), QStringLiteral("-U0"), QStringLiteral("--no-ext-diff"),
                   QStringLiteral("--no-textconv"), QStringLiteral("--no-color"),
                   older.commit + u':' + older.path, newer.commit + u':' + newer.path});
    if (!diff.ok && diff.exitCode != 1) return std::nullopt;
    return parseHunks(diff.output);
}

std::optional<QByteArray> Checkout::fileAt(const QString &commit, const QString &path,
                                           QString *error) const
{
    if (m_index)
        if (std::optional<QByteArray> bytes = m_index->fileAt(commit, path)) return bytes;
    if (m_present) {
        // Naming the blob reads only trees, which a blobless clone has.
        const GitRunner::Result id = m_git.run({QStringLiteral("rev-parse"), QStringLiteral("-q"),
                                                QStringLiteral("--verify"), commit + u':' + path});
        if (!id.ok || !hasObject(QString::fromLatin1(id.output.trimmed()))) {
            setError(error,
                     id.ok ? CheckoutText::tr("%1 at %2 is not in this partial clone")
                                 .arg(path, commit.left(7))
                           : CheckoutText::tr("%1 does not exist at %2").arg(path, commit.left(7)));
            return std::nullopt;
        }
    }
    const GitRunner::Result r =
        m_git.run({QStringLiteral("cat-file"), QStringLiteral("blob"), commit + u':' + path});
    if (!r.ok) {
        setError(error, r.error);
        return std::nullopt;
    }
    return r.output;
}

bool Checkout::isPlainRelativePath(const QString &relative)
{
    if (relative.isEmpty() || relative.startsWith(u'/') || relative.contains(QChar(0)))
        return false;
    for (const QStringView part : QStringView(relative).split(u'/'))
        if (part.isEmpty() || part == u"." || part == u"..") return false;
    return true;
}

QString safePathInside(const QString &base, const QString &relative)
{
    if (!Checkout::isPlainRelativePath(relative)) return {};
    const QString root = QFileInfo(base).canonicalFilePath();
    if (root.isEmpty()) return {};
    const QString candidate = root + u'/' + relative;
    // Follow symlinks: the file (or, when it does not exist yet, its folder) must resolve
    // inside the root.
    QFileInfo info(candidate);
    while (!info.exists() && !info.isSymLink()) {
        const QString parent = info.absolutePath();
        if (parent == info.absoluteFilePath() || !isInside(parent, root)) return {};
        info = QFileInfo(parent);
    }
    const QString real = info.canonicalFilePath();
    return !real.isEmpty() && isInside(real, root) ? candidate : QString();
}

QString Checkout::absolutePath(const QString &relative) const
{
    return safePathInside(m_root, relative);
}

bool Checkout::isTranslationFile(const QString &relative) const
{
    const QString suffix = QFileInfo(relative).suffix().toLower();
    if (suffix == QLatin1String("rst")) return true;
    if (suffix != QLatin1String("py")) return false;
    // A sphinx-gallery script opens with its RST docstring (after comments and blank lines);
    // other Python files (helpers, conf.py) are not translations.
    TextFile::Error error; // a FIFO or device is refused here without blocking
    const QByteArray head = readBoundedFile(absolutePath(relative), &error, m_root, 8192);
    if (error) return false;
    for (const QByteArray &raw : head.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QByteArray bare = line.startsWith('r') || line.startsWith('R') ? line.mid(1) : line;
        return bare.startsWith("\"\"\"") || bare.startsWith("'''");
    }
    return false;
}

} // namespace tandem
