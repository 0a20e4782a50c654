// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem {

namespace {

const QString &pathOf(const FileReport &r, const Issue &i)
{
    return i.side == Side::Source && !r.source.isEmpty() ? r.source : r.draft;
}

// GitHub's workflow commands need %, CR, LF (and, in properties, : and ,) escaped.
QString githubEscape(QString s, bool property)
{
    s.replace(u'%', QLatin1String("%25"))
        .replace(u'\r', QLatin1String("%0D"))
        .replace(u'\n', QLatin1String("%0A"));
    if (property) s.replace(u':', QLatin1String("%3A")).replace(u',', QLatin1String("%2C"));
    return s;
}

} // namespace

QByteArray formatText(const QList<FileReport> &reports)
{
    QString out;
    for (const FileReport &r : reports)
        for (const Issue &i : r.issues)
            out += QStringLiteral("%1:%2:%3: %4: %5 [%6]\n")
                       .arg(pathOf(r, i))
                       .arg(i.range.start.line + 1)
                       .arg(i.range.start.column + 1)
                       .arg(severityName(i.severity), i.message, i.check);
    return out.toUtf8();
}

QJsonObject issueToJson(const Issue &i)
{
    QJsonObject o{{"check", i.check},
                  {"severity", severityName(i.severity)},
                  {"side", i.side == Side::Draft ? "draft" : "source"},
                  {"line", i.range.start.line + 1},
                  {"column", i.range.start.column + 1},
                  {"endLine", i.range.end.line + 1},
                  {"endColumn", i.range.end.column + 1},
                  {"message", i.message}};
    if (i.fix)
        o["fix"] = QJsonObject{{"line", i.fix->range.start.line + 1},
                               {"column", i.fix->range.start.column + 1},
                               {"endLine", i.fix->range.end.line + 1},
                               {"endColumn", i.fix->range.end.column + 1},
                               {"replacement", i.fix->replacement}};
    return o;
}

QByteArray formatJson(const QList<FileReport> &reports)
{
    QJsonArray files;
    int counts[3] = {0, 0, 0};
    for (const FileReport &r : reports) {
        QJsonArray issues;
        for (const Issue &i : r.issues) {
            ++counts[int(i.severity)];
            issues.append(issueToJson(i));
        }
        QJsonObject file{{"draft", r.draft}, {"issues", issues}};
        file["source"] = r.source.isEmpty() ? QJsonValue() : QJsonValue(r.source);
        files.append(file);
    }
    const QJsonObject summary{{"files", int(reports.size())},
                              {"errors", counts[int(Severity::Error)]},
                              {"warnings", counts[int(Severity::Warning)]},
                              {"infos", counts[int(Severity::Info)]}};
    return QJsonDocument(QJsonObject{{"files", files}, {"summary", summary}})
        .toJson(QJsonDocument::Indented);
}

QByteArray formatGithub(const QList<FileReport> &reports)
{
    QString out;
    for (const FileReport &r : reports) {
        for (const Issue &i : r.issues) {
            const char *level = i.severity == Severity::Error     ? "error"
                                : i.severity == Severity::Warning ? "warning"
                                                                  : "notice";
            out +=
                QStringLiteral("::%1 file=%2,line=%3,col=%4,endLine=%5,endColumn=%6,title=%7::%8\n")
                    .arg(QLatin1String(level), githubEscape(pathOf(r, i), true))
                    .arg(i.range.start.line + 1)
                    .arg(i.range.start.column + 1)
                    .arg(i.range.end.line + 1)
                    .arg(i.range.end.column + 1)
                    .arg(githubEscape(i.check, true), githubEscape(i.message, false));
        }
    }
    return out.toUtf8();
}

} // namespace tandem
