// SPDX-License-Identifier: GPL-3.0-or-later
// style: the phrases of the style rules (glossary/style-ko.yaml and the user's file) in the
// draft's prose.
#include "languagechecks.h"
#include "languagecheckstext.h"

#include "particleagreement.h"
#include "stylerules.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tandem::checks {

namespace {

// 모든/여러 already say "many": the plural 들 after them is redundant (모든 라이브러리들 →
// 모든 라이브러리). A pattern, not a phrase, so not a rule of the style file.
void redundantPlural(const language::ProseRun &run, IssueSink &sink)
{
    static const QRegularExpression plural(QStringLiteral(
        R"((?<![가-힣])(?:모든|여러) ([가-힣]{1,8}?)(들)([가-힣]{0,3})(?![가-힣]))"));
    for (auto it = plural.globalMatch(run.text); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) == u"것" || run.isExcluded(m.capturedStart(), m.capturedEnd()))
            continue; // 모든 것들: a set phrase
        const Range word{{run.fileLine, run.column + int(m.capturedStart(1))},
                         {run.fileLine, run.column + int(m.capturedEnd(2))}};
        // The particle after 들 then follows the noun: 라이브러리들을 → 라이브러리를.
        const Position from{run.fileLine, run.column + int(m.capturedStart(2))};
        const Position to{run.fileLine, run.column + int(m.capturedEnd(3))};
        const QString tail = agreeParticleAfter(m.captured(1), m.captured(3));
        sink.report(Severity::Info, word,
                    QCoreApplication::translate(
                        "tandem::checks", "'%1' after 모든/여러 needs no plural 들: write '%2'")
                        .arg(m.captured(1) + m.captured(2), m.captured(1)),
                    Fix{Range{from, to}, tail});
    }
}

} // namespace

void style(const CheckContext &ctx, IssueSink &sink)
{
    for (const language::ProseRun &run : language::draftProseRuns(ctx))
        redundantPlural(run, sink);
    const StyleRules *rules = ctx.style;
    if (!rules || rules->rules().isEmpty()) return;
    for (const language::ProseRun &run : language::draftProseRuns(ctx)) {
        for (const StyleRules::Match &m : rules->find(run.text)) {
            if (run.isExcluded(m.start, m.end)) continue;
            const StyleRules::Rule &rule = rules->rules().at(m.rule);
            const Range range{{run.fileLine, run.column + int(m.start)},
                              {run.fileLine, run.column + int(m.end)}};
            const QString replacement =
                rule.isSubstitution() ? rule.replacements.at(m.phrase) : QString();
            std::optional<Fix> fix;
            if (rule.isSubstitution()) fix = Fix{range, replacement};
            QString message = rule.message;
            message.replace(QLatin1String("%1"), rule.phrases.at(m.phrase).trimmed())
                .replace(QLatin1String("%2"), replacement.trimmed());
            sink.report(rule.severity, range, message, fix);
        }
    }
}

} // namespace tandem::checks
