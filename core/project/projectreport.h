// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogueprogress.h"
#include "checkout.h"
#include "fileanalysis.h"
#include "linter.h"
#include "projectcontext.h"
#include "sourcefinder.h"
#include "sourcefinderchoices.h"
#include "termtable.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace tandem {

// Where a tutorial file stands.
// - english: still the English file (mostly English, nothing or almost nothing translated);
// - partial: some prose units translated, fewer than TranslatedShare of them;
// - translated: at least TranslatedShare of the prose units have Hangul (titles that are
//   names, author lines and the like legitimately stay English);
// - outdated: translated (or partly) from an English version that has since changed: a newer
//   mostly-English version of the path exists on the base branch, or the upstream checkout's
//   file differs, and the two English versions differ in at least one unit; or the upstream
//   file is a translation with newer English merged in (a sync commit's tree) that has English
//   units, or lacks units, this draft does not;
// - redirect: the draft is a stub that sends the reader to a moved tutorial (isRedirectStub):
//   neither translated nor left to translate, and its units count in no total.
enum class FileState
{
    English,
    Partial,
    Translated,
    Outdated,
    Redirect
};
// "english", "partial", "translated", "outdated", "redirect"
QString fileStateName(FileState state);
constexpr double TranslatedShare = 0.9;

// An English version a file is compared with: where it is, not its text.
struct SourceRef
{
    SourceOrigin origin = SourceOrigin::None;
    QString path;   // History: the path at `commit`; Upstream/Manual: the file
    QString commit; // History only
    qint64 time = 0;
    QString subject;
    QString label() const { return sourceLabel(path, commit); }
};

struct ProjectFile
{
    QString path; // relative to the root
    QString absolutePath;
    FileKind kind = FileKind::Rst;
    FileState state = FileState::English;
    std::optional<SourceRef> source; // the English it was translated from
    std::optional<SourceRef> newer;  // outdated: the newer English
    bool newerMerged = false;        // `newer` is a translation with newer English merged in
    FileAnalysis analysis;
    QString error; // the file could not be read: nothing else is filled
};

struct ProjectSummary
{
    int files = 0, english = 0, partial = 0, translated = 0, outdated = 0, redirects = 0;
    int units = 0, translatedUnits = 0;
    int errors = 0, warnings = 0, infos = 0;
    // Gettext catalogues (.po): their entries, the header and obsolete ones aside.
    int catalogues = 0, entries = 0, translatedEntries = 0, fuzzyEntries = 0,
        untranslatedEntries = 0;
};

struct ProjectOptions
{
    SourceChoices choices;    // upstream checkout (--upstream) and hand-chosen sources
    QString base;             // the branch whose history may hold newer English; empty:
                              // Checkout::defaultBase, and none when that fails
    ProjectSettings settings; // extra glossaries, style files, checks, suppressions file
    bool useCache = true;
    QString cacheFolder; // empty: the user's cache folder
    int threads = 0;     // 0: one per core
};

struct ProjectReport
{
    QString root;
    QString head;    // HEAD's commit, empty without commits
    QString baseRef; // where newer English was looked for in history (empty: nowhere)
    QString upstreamDir;
    QStringList glossarySources;
    QStringList warnings;
    // Files whose history git could not read whole (an object missing from a partial or
    // damaged clone): each has a warning naming it and the source it got instead. `tandem
    // project` exits with 3 when any is listed, or when renames could not be followed fully.
    QStringList incomplete;
    bool historyDegraded = false;
    QList<ProjectFile> files;
    QList<CatalogueFile> catalogues;                // the checkout's .po files, by path
    TermReport terms;                               // tutorials' and catalogues' terms together
    std::shared_ptr<const GlossaryMatcher> matcher; // the glossary the report used
    int cacheHits = 0, cacheMisses = 0;

    ProjectSummary summary() const;
};

// Builds the report of a whole checkout. Runs git and lints every file that is not in the
// cache: call it off the GUI thread. `progress(done, total)` is called from this thread.
std::optional<ProjectReport> buildProjectReport(const Checkout &checkout,
                                                const ProjectOptions &options, QString *error,
                                                const std::function<void(int, int)> &progress = {});

} // namespace tandem
