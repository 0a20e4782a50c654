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
// JSON, GitHub workflow annotations, Markdown, and for CI tools reviewdog's rdjsonl and SARIF
// (written in ciexport.cpp). All lines and columns 1-based.
enum class ReportFormat
{
    Text,
    Json,
    Github,
    Markdown,
    Rdjsonl,
    Sarif
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
    // SARIF's tool.driver.version (the CLI passes its own version).
    QString toolVersion;
    // GitHub format: how many annotations of each level (error, warning, notice) to print. GitHub
    // shows at most 10 of each per step; the rest would be dropped silently, so the most important
    // are chosen and the summary line says how many more there are.
    int githubAnnotationsPerLevel = 10;
    // GitHub format: the full list is also written to the job summary (GITHUB_STEP_SUMMARY), so
    // the summary line points there.
    bool githubStepSummary = false;
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

// The CI formats (ciexport.cpp).
// GitHub workflow commands: the `githubAnnotationsPerLevel` most important errors, warnings
// and notes as annotations (issues on changed lines first, then one of each check before a
// second of any), in file order, then one plain summary line with the counts and what was left
// out. The full list belongs in the job summary: reviewToMarkdown.
QByteArray reviewToGithub(const Review &review, const ReviewExportOptions &options = {});
// reviewdog's Diagnostic format, one JSON object a line (rdjsonl): columns count UTF-8 bytes,
// 1-based, ranges end-exclusive, a fix is a suggestion. An issue on the English side is put on
// the draft lines aligned with it (the message names the English line), or on the file.
QByteArray reviewToRdjsonl(const Review &review, const ReviewExportOptions &options = {});
// SARIF 2.1.0 (GitHub code scanning takes it without the annotation cap): one run, every check
// as a rule, columns in UTF-16 code units (the run says so), fixes as replacements.
QByteArray reviewToSarif(const Review &review, const ReviewExportOptions &options = {});
// Markdown to paste into a pull request: per file its source, counts and drift, then one comment
// per issue with file:line, the message and, where the issue has a fix, a ```suggestion block
// holding the whole fixed line(s) (GitHub's suggestions replace lines).
QByteArray reviewToMarkdown(const Review &review, const ReviewExportOptions &options = {});
// JSON (both shapes are described in README.md: a checkout's review, and the shorter one of a
// single pair, `{"files": [{"draft", "source", "issues"}], "summary"}`).
QByteArray reviewToJson(const Review &review, const ReviewExportOptions &options = {});

// Where an issue is: the source by its label, the draft by its path (under `prefix` if given).
QString exportedIssuePath(const ReviewFile &f, const Issue &i, const QString &prefix = {});

// Why a file's English may not be the one it was translated from (git could not read its
// history), for a file-level line of the text and CI formats; empty when the history was read.
QString historyProblemMessage(const ReviewFile &f);
// The name such a line carries where a check id would be.
inline constexpr QLatin1StringView HistoryCheck("source-history");

// Markdown helpers: `text` with what Markdown would read as markup backslash-escaped, and a
// code fence longer than any backtick run in `body` (so a line holding ``` cannot close it).
QString escapeMarkdown(const QString &text);
QString markdownFenceFor(const QString &body);

// The draft lines a fix touches, with the fix applied: the body of a suggestion block. Empty
// optional when the fix is not on the draft's lines.
std::optional<QString> suggestedLines(const QString &draftText, const Fix &fix);

// suggestedLines() for many fixes of one draft: the draft's lines are found once, so a file's
// suggestions take time linear in the file (a 15 MB draft has some 60,000 issues).
class FixedLines
{
public:
    explicit FixedLines(const QString &draftText) : m_text(draftText) {}
    std::optional<QString> of(const Fix &fix) const;

private:
    const QString &m_text;
    mutable QList<qsizetype> m_lineStarts; // found on first use
};

} // namespace tandem
