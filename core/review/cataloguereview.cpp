// SPDX-License-Identifier: GPL-3.0-or-later
#include "cataloguereview.h"

#include "checkregistry.h"
#include "postrings.h"

#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

namespace tandem {

QSet<QString> catalogueChecks()
{
    QSet<QString> ids;
    for (const CheckInfo &c : allChecks())
        if (c.catalogueRule) ids.insert(QLatin1String(c.id));
    return ids;
}

namespace {

bool isHangulSyllable(QChar c)
{
    return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3;
}

// Offsets of a value's lines: a lint position (line, column in the value split at "\n") is
// lineStart[line] + column.
QList<int> lineStarts(const QString &value)
{
    QList<int> starts{0};
    for (qsizetype i = 0; i < value.size(); ++i)
        if (value[i] == u'\n') starts.append(int(i + 1));
    return starts;
}

int offsetOf(const QList<int> &starts, const QString &value, Position p)
{
    if (p.line < 0) return 0;
    if (p.line >= starts.size()) return int(value.size());
    return std::min(int(value.size()), starts[p.line] + std::max(0, p.column));
}

// The fix in the file's coordinates: kept when it lies on one line of the file, its text
// escaped as the file writes strings. Markup parted from a particle by "\ " gets the team's
// form, "\" alone before the particle (``x``\\를 in the file), which renders the same.
std::optional<Fix> fileFix(const po::Catalog &catalog, const po::PoField &field,
                           const QList<int> &starts, const Fix &fix)
{
    const int a = offsetOf(starts, field.value, fix.range.start);
    const int b = offsetOf(starts, field.value, fix.range.end);
    const Position start = catalog.positionOf(field, a);
    const Position end = a == b ? start : catalog.positionOf(field, b);
    if (start.line != end.line) return std::nullopt;
    QString replacement = fix.replacement;
    if (replacement == u"\\ " && a == b && b < field.value.size() &&
        isHangulSyllable(field.value[b]))
        replacement = QStringLiteral("\\");
    if (replacement.contains(u'\n')) return std::nullopt;
    const auto set = catalog.wrapStyle().tool == po::WrapStyle::Tool::Babel
                         ? po::EscapeSet::Babel
                         : po::EscapeSet::Gettext;
    return Fix{Range{start, end}, po::escapePiece(replacement, set)};
}

} // namespace

Issues catalogueEntryIssues(LintSession &session, const QString &path, const po::PoEntry &entry,
                            int form)
{
    const LintText source{path, entry.msgid.value, FileKind::Rst};
    const LintText draft{path, entry.msgstr.value(form).value, FileKind::Rst};
    Issues issues = session.lint(source, draft).issues;
    // The English is upstream's to fix.
    issues.removeIf([](const Issue &i) { return i.side != Side::Draft; });
    return issues;
}

ReviewFile reviewCatalogue(const QString &path, const po::Catalog &catalog, LintSession &session,
                           const CatalogueLintOptions &options)
{
    ReviewFile file;
    file.change.path = path;
    file.change.status = ChangeStatus::Added;
    file.absolutePath = path;
    file.kind = FileKind::Rst;
    file.changedLines.wholeFile = true;
    QStringList lines;
    lines.reserve(catalog.lineCount());
    for (int l = 0; l < catalog.lineCount(); ++l)
        lines.append(catalog.lineText(l));
    file.draftText = lines.join(u'\n');

    for (const po::PoEntry &e : catalog.entries()) {
        if (e.isHeader() || e.obsolete || !e.isTranslated()) continue;
        if (e.isFuzzy() && !options.fuzzy) continue;
        // A plural entry's forms all translate the same English; each is linted against it.
        for (int form = 0; form < e.msgstr.size(); ++form) {
            const po::PoField &field = e.msgstr[form];
            const QList<int> starts = lineStarts(field.value);
            for (const Issue &i : catalogueEntryIssues(session, path, e, form)) {
                Issue placed = i;
                const int a = offsetOf(starts, field.value, i.range.start);
                const int b = offsetOf(starts, field.value, i.range.end);
                placed.range = Range{catalog.positionOf(field, a), catalog.positionOf(field, b)};
                placed.fix = i.fix ? fileFix(catalog, field, starts, *i.fix) : std::nullopt;
                file.issues.append(placed);
            }
        }
    }
    std::stable_sort(file.issues.begin(), file.issues.end(),
                     [](const Issue &x, const Issue &y) { return x.range.start < y.range.start; });
    file.counts = IssueCounts::of(file.issues);
    return file;
}

QStringList cataloguePaths(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir()) return {path};
    QStringList files;
    QDirIterator it(path, {QStringLiteral("*.po")}, QDir::Files, QDirIterator::Subdirectories);
    const QString root = QDir(path).absolutePath();
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = QDir(root).relativeFilePath(QFileInfo(file).absoluteFilePath());
        if (relative.startsWith(u'.') || relative.contains(QStringLiteral("/."))) continue;
        files.append(file);
    }
    files.sort();
    return files;
}

} // namespace tandem
