// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkoutreview.h"
#include "lintreport.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace tandem {

struct ReviewExportOptions
{
    // Leave out issues on lines the branch did not change (GitHub accepts review comments only
    // on lines of the diff).
    bool onlyChangedLines = false;
};

// A review as Markdown to paste into a pull request: per file its source, counts and drift,
// then one comment per issue with file:line, the message and, where the issue has a fix, a
// ```suggestion block holding the whole fixed line(s) (GitHub's suggestions replace lines).
QByteArray reviewToMarkdown(const Review &review, const ReviewExportOptions &options = {});
// The same as JSON (the format is described in README.md, "Reviewing a checkout").
QByteArray reviewToJson(const Review &review, const ReviewExportOptions &options = {});

// The Markdown of a plain `tandem lint` run; `draftTexts` (keyed by FileReport::draft) give the
// lines that the suggestions are built from.
QByteArray formatMarkdown(const QList<FileReport> &reports,
                          const QHash<QString, QString> &draftTexts);

// The draft lines a fix touches, with the fix applied: the body of a suggestion block. Empty
// optional when the fix is not on the draft's lines.
std::optional<QString> suggestedLines(const QString &draftText, const Fix &fix);

} // namespace tandem
