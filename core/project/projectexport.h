// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
// A survey to paste into an issue: the file table, then the term tables.
QByteArray projectToMarkdown(const ProjectReport &report);
// The upstream sync worklist: one checkbox per outdated file, the changed English units nested
// under it with the Korean line each maps to. Files without changes are left out.
QByteArray syncWorklistToMarkdown(const ProjectReport &report);
QByteArray syncWorklistToText(const ProjectReport &report);

} // namespace tandem
