// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkerprotocol.h"

#include "codepoints.h"

#include <QJsonArray>

namespace tandem {

QJsonObject requestOf(const SegmentPair &pair)
{
    QJsonArray glossary;
    for (const GlossaryRow &row : pair.glossary)
        glossary.append(QJsonObject{{"en", row.english},
                                    {"ko", QJsonArray::fromStringList(row.korean)},
                                    {"keep", row.keepEnglish}});
    return QJsonObject{{"file", pair.file},
                       {"id", pair.id},
                       {"source", pair.source},
                       {"draft", pair.draft},
                       {"glossary", glossary}};
}

std::optional<QList<ExternalFinding>> findingsOf(const QJsonValue &issues, const SegmentPair &pair,
                                                 const CheckerLimits &limits, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error) *error = QStringLiteral("segment %1: %2").arg(pair.id, why);
        return std::nullopt;
    };
    if (issues.isUndefined() || issues.isNull()) return QList<ExternalFinding>();
    if (!issues.isArray()) return fail(QStringLiteral("\"issues\" is not a list"));
    const QJsonArray list = issues.toArray();
    if (list.size() > limits.maxFindingsPerPair)
        return fail(QStringLiteral("%1 issues, more than the %2 a pair may have")
                        .arg(list.size())
                        .arg(limits.maxFindingsPerPair));
    QList<ExternalFinding> findings;
    for (const QJsonValue &value : list) {
        const QJsonObject o = value.toObject();
        const QJsonValue start = o.value("start"), end = o.value("end");
        if (!value.isObject() || !start.isDouble() || !end.isDouble())
            return fail(QStringLiteral("an issue without numeric \"start\" and \"end\""));
        ExternalFinding f;
        const qint64 first = start.toInteger(-1), last = end.toInteger(-1);
        f.from = utf16OffsetOf(pair.draft, first);
        f.to = utf16OffsetOf(pair.draft, last);
        if (first < 0 || last < first || f.from < 0 || f.to < 0)
            return fail(QStringLiteral("span %1-%2 outside the draft's %3 code points")
                            .arg(start.toDouble())
                            .arg(end.toDouble())
                            .arg(codePointsBefore(pair.draft, pair.draft.size())));
        f.message = o.value("message").toString().trimmed();
        if (f.message.isEmpty()) return fail(QStringLiteral("an issue without a message"));
        const QString severity = o.value("severity").toString(severityName(Severity::Warning));
        const auto known = severityFromName(severity);
        if (!known) return fail(QStringLiteral("unknown severity \"%1\"").arg(severity));
        f.severity = *known;
        if (const QJsonValue fix = o.value("fix"); fix.isString()) f.fix = fix.toString();
        findings.append(std::move(f));
    }
    return findings;
}

} // namespace tandem
