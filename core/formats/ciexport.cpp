// SPDX-License-Identifier: GPL-3.0-or-later
// The formats for CI (declared in reviewexport.h): GitHub workflow annotations within GitHub's
// cap, reviewdog's rdjsonl and SARIF 2.1.0. Each counts columns the way its reader does:
// GitHub and SARIF in UTF-16 code units (Tandem's own unit), reviewdog in UTF-8 bytes.
#include "checkregistry.h"
#include "reviewexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include <algorithm>
#include <numeric>

namespace tandem {

namespace {

// The same context as the other formats' messages (reviewexport.cpp).
struct CiExportText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::ReviewExport)
};

constexpr QLatin1StringView ToolName("tandem");
// No tool address: the project has no public home yet, and an address that is not its own
// would send people elsewhere (SARIF's informationUri and rdjsonl's source.url are optional).

// Where an exported issue goes in a tool that knows only the files of the pull request: a draft
// issue where it is; an English-side issue on the draft lines aligned with it (whole lines), or
// on the file when nothing is aligned with it.
struct Placement
{
    QString path;
    std::optional<Range> range; // none: the whole file
    bool wholeLines = false;    // the range is lines (an English-side issue), not columns
    QString message;
};

Placement placementOf(const ReviewFile &f, const Issue &i)
{
    Placement p{f.change.path, i.range, false, i.message};
    if (i.side == Side::Draft) return p;
    p.range.reset();
    p.message = CiExportText::tr("%1 (English: %2, line %3)")
                    .arg(i.message, f.source.label())
                    .arg(i.range.start.line + 1);
    const Alignment &a = f.lint.alignment;
    const int segment = a.segmentAtSourceLine(i.range.start.line);
    if (segment < 0) return p;
    const auto [first, last] = a.draftLines(a.segments[segment]);
    if (first < 0) return p;
    p.range = Range{{first, 0}, {last, 0}};
    p.wholeLines = true;
    return p;
}

// UTF-8 byte columns for a file's lines, computed once per file.
class ByteColumns
{
public:
    explicit ByteColumns(const QString &text) : m_lines(text.split(u'\n')) {}
    // 1-based byte column of a 0-based UTF-16 column (clamped to the line).
    int column(Position p) const
    {
        if (p.line < 0 || p.line >= m_lines.size()) return p.column + 1;
        const QString &line = m_lines[p.line];
        return int(QStringView(line)
                       .left(std::clamp(p.column, 0, int(line.size())))
                       .toUtf8()
                       .size()) +
               1;
    }

private:
    QStringList m_lines;
};

// ---------------------------------------------------------------------------------------------
// GitHub

// GitHub's workflow commands need %, CR, LF (and, in properties, : and ,) escaped.
QString githubEscape(QString s, bool property)
{
    s.replace(u'%', QLatin1String("%25"))
        .replace(u'\r', QLatin1String("%0D"))
        .replace(u'\n', QLatin1String("%0A"));
    if (property) s.replace(u':', QLatin1String("%3A")).replace(u',', QLatin1String("%2C"));
    return s;
}

struct Annotation
{
    int file = 0;  // index in review.files: the printing order
    int index = 0; // index in the file's issues; -1 for the file-level history line
    Severity severity = Severity::Warning;
    bool changed = false;
    QString check;
};

QString annotationLine(const Review &review, const Annotation &a)
{
    const ReviewFile &f = review.files[a.file];
    if (a.index < 0) // a file-level annotation (no line): about the comparison, not a line
        return QStringLiteral("::warning file=%1,title=%2::%3\n")
            .arg(githubEscape(f.change.path, true), githubEscape(HistoryCheck, true),
                 githubEscape(historyProblemMessage(f), false));
    const Issue &i = f.issues[a.index];
    const char *level = i.severity == Severity::Error     ? "error"
                        : i.severity == Severity::Warning ? "warning"
                                                          : "notice";
    return QStringLiteral("::%1 file=%2,line=%3,col=%4,endLine=%5,endColumn=%6,title=%7::%8\n")
        .arg(QLatin1String(level), githubEscape(exportedIssuePath(f, i), true))
        .arg(i.range.start.line + 1)
        .arg(i.range.start.column + 1)
        .arg(i.range.end.line + 1)
        .arg(i.range.end.column + 1)
        .arg(githubEscape(i.check, true), githubEscape(i.message, false));
}

// The `limit` most important of `all`: on changed lines first, then spread over the checks
// (the first issue of every check before the second of any: ten annotations about one term
// would hide a broken link), then in file order.
QList<Annotation> mostImportant(QList<Annotation> all, int limit)
{
    QHash<QString, int> seen;
    QList<std::pair<int, int>> keys; // (occurrence of its check, position)
    for (int n = 0; n < all.size(); ++n)
        keys.append({seen[all[n].check]++, n});
    QList<int> order(all.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (all[a].changed != all[b].changed) return all[a].changed;
        return keys[a] < keys[b];
    });
    order.resize(std::min<qsizetype>(order.size(), std::max(0, limit)));
    std::sort(order.begin(), order.end()); // back in file order
    QList<Annotation> chosen;
    for (int n : order)
        chosen.append(all[n]);
    return chosen;
}

// ---------------------------------------------------------------------------------------------
// rdjsonl

QJsonObject rdPosition(const ByteColumns &columns, Position p)
{
    return QJsonObject{{"line", p.line + 1}, {"column", columns.column(p)}};
}

QJsonObject rdRange(const ByteColumns &columns, const Range &r)
{
    return QJsonObject{{"start", rdPosition(columns, r.start)},
                       {"end", rdPosition(columns, r.end)}};
}

QString rdSeverity(Severity s)
{
    return s == Severity::Error     ? QStringLiteral("ERROR")
           : s == Severity::Warning ? QStringLiteral("WARNING")
                                    : QStringLiteral("INFO");
}

// ---------------------------------------------------------------------------------------------
// SARIF

QString sarifLevel(Severity s)
{
    return s == Severity::Error     ? QStringLiteral("error")
           : s == Severity::Warning ? QStringLiteral("warning")
                                    : QStringLiteral("note");
}

// A relative path as a URI reference (percent-encoded, '/' kept); an absolute one (a single
// pair named by its full path) as a file: URI.
QString sarifUri(const QString &path)
{
    if (QDir::isAbsolutePath(path))
        return QString::fromUtf8(QUrl::fromLocalFile(path).toEncoded(QUrl::FullyEncoded));
    return QString::fromLatin1(QUrl::toPercentEncoding(path, "/"));
}

QJsonObject sarifRegion(const Range &r, bool wholeLines)
{
    if (wholeLines)
        return QJsonObject{{"startLine", r.start.line + 1}, {"endLine", r.end.line + 1}};
    // SARIF's endColumn is the column after the region, like Tandem's exclusive end.
    return QJsonObject{{"startLine", r.start.line + 1},
                       {"startColumn", r.start.column + 1},
                       {"endLine", r.end.line + 1},
                       {"endColumn", r.end.column + 1}};
}

QJsonObject sarifLocation(const QString &path, const std::optional<Range> &range, bool wholeLines)
{
    QJsonObject physical{{"artifactLocation", QJsonObject{{"uri", sarifUri(path)}}}};
    if (range) physical["region"] = sarifRegion(*range, wholeLines);
    return QJsonObject{{"physicalLocation", physical}};
}

} // namespace

QByteArray reviewToGithub(const Review &review, const ReviewExportOptions &options)
{
    QList<Annotation> errors, warnings, notes;
    int files = 0;
    for (int n = 0; n < review.files.size(); ++n) {
        const ReviewFile &f = review.files[n];
        bool listed = false;
        if (!historyProblemMessage(f).isEmpty()) {
            // Said first: every finding of the file is against a fallback English.
            warnings.append({n, -1, Severity::Warning, true, HistoryCheck});
            listed = true;
        }
        for (int k = 0; k < f.issues.size(); ++k) {
            const Issue &i = f.issues[k];
            if (!isExported(f, i, options)) continue;
            listed = true;
            const Annotation a{n, k, i.severity, f.isOnChangedLine(i), i.check};
            if (i.severity == Severity::Error)
                errors.append(a);
            else if (i.severity == Severity::Warning)
                warnings.append(a);
            else
                notes.append(a);
        }
        files += listed;
    }
    const int limit = options.githubAnnotationsPerLevel;
    QList<Annotation> shown =
        mostImportant(errors, limit) + mostImportant(warnings, limit) + mostImportant(notes, limit);
    std::sort(shown.begin(), shown.end(), [](const Annotation &a, const Annotation &b) {
        return std::pair(a.file, a.index) < std::pair(b.file, b.index);
    });
    QString out;
    for (const Annotation &a : std::as_const(shown))
        out += annotationLine(review, a);

    const qsizetype total = errors.size() + warnings.size() + notes.size();
    const qsizetype left = total - shown.size();
    // One plain line (not an annotation, which would count against the cap).
    QString summary = CiExportText::tr("tandem: %1 issues in %2 files (%3 errors, %4 warnings, "
                                       "%5 notes); %6 shown as annotations")
                          .arg(total)
                          .arg(files)
                          .arg(errors.size())
                          .arg(warnings.size())
                          .arg(notes.size())
                          .arg(shown.size());
    if (left > 0)
        summary += options.githubStepSummary
                       ? CiExportText::tr(", %1 more in the job summary").arg(left)
                       : CiExportText::tr(", %1 more with --format markdown").arg(left);
    return (out + summary + u'\n').toUtf8();
}

QByteArray reviewToRdjsonl(const Review &review, const ReviewExportOptions &options)
{
    QByteArray out;
    const QJsonObject source{{"name", ToolName}};
    for (const ReviewFile &f : review.files) {
        const ByteColumns columns(f.draftText);
        for (const Issue &i : f.issues) {
            if (!isExported(f, i, options)) continue;
            const Placement p = placementOf(f, i);
            QJsonObject location{{"path", p.path}};
            if (p.range)
                // Lines only (no columns): reviewdog reads the range as whole lines.
                location["range"] =
                    p.wholeLines
                        ? QJsonObject{{"start", QJsonObject{{"line", p.range->start.line + 1}}},
                                      {"end", QJsonObject{{"line", p.range->end.line + 1}}}}
                        : rdRange(columns, *p.range);
            QJsonObject d{{"message", p.message},
                          {"location", location},
                          {"severity", rdSeverity(i.severity)},
                          {"source", source},
                          {"code", QJsonObject{{"value", i.check}}}};
            // reviewdog posts a suggestion as GitHub's one-click block: only from a check trusted
            // with one, as `tandem review post` (CheckInfo::postsSuggestion).
            const CheckInfo *check = findCheck(i.check);
            if (i.fix && i.side == Side::Draft && check && check->postsSuggestion)
                d["suggestions"] = QJsonArray{QJsonObject{{"range", rdRange(columns, i.fix->range)},
                                                          {"text", i.fix->replacement}}};
            out += QJsonDocument(d).toJson(QJsonDocument::Compact);
            out += '\n';
        }
    }
    return out;
}

QByteArray reviewToSarif(const Review &review, const ReviewExportOptions &options)
{
    QJsonArray rules;
    QHash<QString, int> ruleIndex;
    auto addRule = [&](const QString &id, const QString &summary, Severity level) {
        ruleIndex.insert(id, int(rules.size()));
        rules.append(
            QJsonObject{{"id", id},
                        {"shortDescription", QJsonObject{{"text", summary}}},
                        {"defaultConfiguration", QJsonObject{{"level", sarifLevel(level)}}}});
    };
    for (const CheckInfo &c : allChecks())
        addRule(QString::fromLatin1(c.id), QString::fromUtf8(c.summary), c.severity);
    addRule(HistoryCheck,
            CiExportText::tr("the git history could not be read, so the English compared with "
                             "may not be the one the translation was made from"),
            Severity::Warning);

    QJsonArray results;
    auto result = [&](const QString &check, Severity severity, const QString &message,
                      const QJsonObject &location) {
        QJsonObject r{{"ruleId", check},
                      {"level", sarifLevel(severity)},
                      {"message", QJsonObject{{"text", message}}},
                      {"locations", QJsonArray{location}}};
        if (const auto it = ruleIndex.constFind(check); it != ruleIndex.constEnd())
            r["ruleIndex"] = *it;
        return r;
    };
    for (const ReviewFile &f : review.files) {
        if (const QString problem = historyProblemMessage(f); !problem.isEmpty())
            results.append(result(HistoryCheck, Severity::Warning, problem,
                                  sarifLocation(f.change.path, std::nullopt, false)));
        for (const Issue &i : f.issues) {
            if (!isExported(f, i, options)) continue;
            const Placement p = placementOf(f, i);
            QJsonObject r = result(i.check, i.severity, p.message,
                                   sarifLocation(p.path, p.range, p.wholeLines));
            if (i.fix && i.side == Side::Draft) {
                const QJsonObject replacement{
                    {"deletedRegion", sarifRegion(i.fix->range, false)},
                    {"insertedContent", QJsonObject{{"text", i.fix->replacement}}}};
                const QJsonObject change{
                    {"artifactLocation", QJsonObject{{"uri", sarifUri(f.change.path)}}},
                    {"replacements", QJsonArray{replacement}}};
                r["fixes"] = QJsonArray{QJsonObject{
                    {"description", QJsonObject{{"text", CiExportText::tr("Apply Tandem's fix")}}},
                    {"artifactChanges", QJsonArray{change}}}};
            }
            results.append(r);
        }
    }
    QJsonObject driver{{"name", ToolName}, {"rules", rules}};
    if (!options.toolVersion.isEmpty()) driver["version"] = options.toolVersion;
    const QJsonObject run{{"tool", QJsonObject{{"driver", driver}}},
                          {"columnKind", QStringLiteral("utf16CodeUnits")},
                          {"results", results}};
    const QJsonObject log{
        {"$schema", QStringLiteral("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/"
                                   "schemas/sarif-schema-2.1.0.json")},
        {"version", QStringLiteral("2.1.0")},
        {"runs", QJsonArray{run}}};
    return QJsonDocument(log).toJson(QJsonDocument::Indented);
}

} // namespace tandem
