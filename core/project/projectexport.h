// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdownparts.h"
#include "projectreport.h"

#include <QByteArray>

namespace tandem {

// `tandem project` output. JSON: {"root", "head", "base", "upstream", "glossary", "warnings",
// "files": [{"path", "state", "source": {"origin", "path", "commit"?, "label"} | null,
// "newer": {...} | null, "units", "translatedUnits", "counts": {"error", "warning", "info"},
// "sync"?: [...]}], "terms": [{"english", "agreed", "renderings": [{"korean", "count",
// "files"}], "unresolved"}], "termVariants": [{"english", "renderings"}], "sharedRenderings":
// [{"korean", "english": [{"english", "count", "files"}]}], "summary"}.
QByteArray projectToJson(const ProjectReport &report, bool withSync);
QByteArray projectToText(const ProjectReport &report);
// A survey to paste into an issue: the file table (files with work left first), then the term
// tables. Never an absolute path; shortened to fit one GitHub issue (see fitMarkdown), or in
// parts with splitMarkdown(projectMarkdown(...)).
MarkdownDocument projectMarkdown(const ProjectReport &report);
QByteArray projectToMarkdown(const ProjectReport &report);
// The upstream sync worklist: one checkbox per outdated file, the changed English units nested
// under it (in a <details> block) with the Korean line each maps to; a page upstream retired or
// rewrote (nearly every unit added or removed) is one line, "translate anew". Files without
// changes are left out. Fits one issue the same way.
MarkdownDocument syncWorklistMarkdown(const ProjectReport &report);
QByteArray syncWorklistToMarkdown(const ProjectReport &report);
QByteArray syncWorklistToText(const ProjectReport &report);

} // namespace tandem
