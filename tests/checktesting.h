// SPDX-License-Identifier: GPL-3.0-or-later
// What the check tests share: running the engine on a source/draft pair (or a draft alone), the
// way the product does (a LintSession over a project context: ProjectContext::builtIn() for a
// context tied to no place), and picking out one check's issues.
#pragma once

#include "glossaryloader.h"
#include "glossarymerge.h"
#include "issue.h"
#include "lintsession.h"
#include "projectcontext.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>

namespace tandem::testing {

// The built-in glossary with the entries of `yaml`, a project's glossary, after it (as a
// checkout's glossary is merged); null when `yaml` does not load without errors.
inline std::shared_ptr<const Glossary> builtInGlossaryWith(const QByteArray &yaml)
{
    const Glossary project = GlossaryLoader::fromYaml(yaml, QStringLiteral("project.yaml"));
    if (project.hasErrors()) return nullptr;
    return std::make_shared<const Glossary>(
        mergeGlossaries(GlossaryLoader::loadDefault(), project));
}

// The draft alone when `source` is null, else the pair; both of `kind`. The engine's result
// before suppressions (a builtIn() context has none).
inline LintResult lintPair(const std::shared_ptr<const ProjectContext> &project,
                           const QString &source, const QString &draft,
                           FileKind kind = FileKind::Rst)
{
    LintSession session(project);
    std::optional<LintText> sourceText;
    if (!source.isNull()) sourceText = LintText{QString(), source, kind};
    return session.lint(sourceText, LintText{QString(), draft, kind}).lint;
}

inline Issues issuesOf(const Issues &all, const QString &check)
{
    Issues out;
    for (const Issue &i : all)
        if (i.check == check) out.append(i);
    return out;
}

// For a table whose rows expect one issue of a check, or none: verifies `found` holds exactly
// one, of `severity`, when `expected`, else nothing. The caller returns after it when the test
// has failed or expects none, then looks at found.constFirst() (its range, message, fix).
inline void verifyOneOrNone(const Issues &found, bool expected, Severity severity)
{
    if (!expected) {
        QVERIFY2(found.isEmpty(), qPrintable(found.value(0).message));
        return;
    }
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.constFirst().severity, severity);
}

// "LINE:COLUMN check message" a line each, for failure messages.
inline QString describe(const Issues &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << QStringLiteral("%1:%2 %3 %4")
                   .arg(i.range.start.line + 1)
                   .arg(i.range.start.column + 1)
                   .arg(i.check, i.message);
    return out.join(u'\n');
}

} // namespace tandem::testing
