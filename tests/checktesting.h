// SPDX-License-Identifier: GPL-3.0-or-later
// What the check tests share: running the engine on a source/draft pair (or a draft alone) and
// picking out one check's issues.
#pragma once

#include "issue.h"
#include "linter.h"

#include <QString>
#include <QStringList>

namespace tandem::testing {

// The draft alone when `source` is null, else the pair; both of `kind`.
inline LintResult lintPair(const Linter &linter, const QString &source, const QString &draft,
                           FileKind kind = FileKind::Rst)
{
    return source.isNull() ? linter.lint(draft, kind) : linter.lint(source, kind, draft, kind);
}

inline Issues issuesOf(const Issues &all, const QString &check)
{
    Issues out;
    for (const Issue &i : all)
        if (i.check == check) out.append(i);
    return out;
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
