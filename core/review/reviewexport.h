// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"
#include "review.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>

namespace tandem {

// The formats of `tandem lint` and of the review export: gcc-style text (editors jump to it),
// JSON, GitHub workflow annotations and Markdown. All lines and columns 1-based.
enum class ReportFormat
{
    Text,
    Json,
    Github,
    Markdown
};
std::optional<ReportFormat> reportFormatNamed(QStringView name); // "text", "json", ...

struct ReviewExportOptions
{
    // Leave out issues on lines the branch did not change (GitHub accepts review comments only
    // on lines of the diff).
    bool onlyChangedLines = false;
    // Text format: draft paths are shown under this folder (the --checkout folder as typed, so
    // people can open them); other formats keep paths relative to the checkout root.
    QString pathPrefix;
};

// Whether the exports list issue `i` of file `f` (the exit status of `tandem lint --checkout`
// counts the same issues).
bool isExported(const ReviewFile &f, const Issue &i, const ReviewExportOptions &options);

// One formatter per format, for a checkout's review and for a single pair alike (a one-file
// review without root or base, filereview.h); the checkout-only parts (base, merge base,
// changed lines, drift) are left out for the latter. Source-side issues name the source by its
// label (`path@commit` for a version from history).
QByteArray formatReview(const Review &review, ReportFormat format,
                        const ReviewExportOptions &options = {});

QByteArray reviewToText(const Review &review, const ReviewExportOptions &options = {});
QByteArray reviewToGithub(const Review &review, const ReviewExportOptions &options = {});
// Markdown to paste into a pull request: per file its source, counts and drift, then one comment
// per issue with file:line, the message and, where the issue has a fix, a ```suggestion block
// holding the whole fixed line(s) (GitHub's suggestions replace lines).
QByteArray reviewToMarkdown(const Review &review, const ReviewExportOptions &options = {});
// JSON (both shapes are described in README.md: a checkout's review, and the shorter one of a
// single pair, `{"files": [{"draft", "source", "issues"}], "summary"}`).
QByteArray reviewToJson(const Review &review, const ReviewExportOptions &options = {});

// The draft lines a fix touches, with the fix applied: the body of a suggestion block. Empty
// optional when the fix is not on the draft's lines.
std::optional<QString> suggestedLines(const QString &draftText, const Fix &fix);

} // namespace tandem
