// SPDX-License-Identifier: GPL-3.0-or-later
// style: the phrases of the style rules (glossary/style-ko.yaml and the user's file) in the
// draft's prose.
#include "languagechecks.h"
#include "languagecheckstext.h"

#include "stylerules.h"

namespace tandem::checks {

void style(const CheckContext &ctx, IssueSink &sink)
{
    const StyleRules *rules = ctx.style;
    if (!rules || rules->rules().isEmpty())
        return;
    for (const language::ProseRun &run : language::proseRuns(ctx.draft)) {
        for (const StyleRules::Match &m : rules->find(run.text)) {
            if (run.isExcluded(m.start, m.end))
                continue;
            const StyleRules::Rule &rule = rules->rules().at(m.rule);
            const Range range{{run.fileLine, run.column + int(m.start)}, {run.fileLine, run.column + int(m.end)}};
            const QString replacement = rule.isSubstitution() ? rule.replacements.at(m.phrase) : QString();
            std::optional<Fix> fix;
            if (rule.isSubstitution())
                fix = Fix{range, replacement};
            QString message = rule.message;
            message.replace(QLatin1String("%1"), rule.phrases.at(m.phrase).trimmed())
                .replace(QLatin1String("%2"), replacement.trimmed());
            sink.report(rule.severity, range, message, fix);
        }
    }
}

} // namespace tandem::checks
