// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lintsession.h"
#include "pocatalog.h"
#include "review.h"

#include <QStringList>

namespace tandem {

// `tandem lint FILE.po|DIR`: every entry of a gettext catalogue linted as a pair, its msgid the
// English source and its msgstr the Korean draft (both reStructuredText, as Sphinx's gettext
// builder writes them), each issue placed at its line and column in the .po file (escapes and
// wrapping counted: Catalog::positionOf). A catalogue is one file of the review.
struct CatalogueLintOptions
{
    bool fuzzy = false; // lint fuzzy entries too (their msgstr waits for review)
};

// The checks a catalogue lint turns on besides the defaults (CheckInfo::catalogueRule: the
// python-docs-ko team's role rules), unless the settings switch them off.
QSet<QString> catalogueChecks();

// One catalogue: the issues of its translated entries (the header, obsolete and untranslated
// entries are not linted). `path` is kept as given (the report's path); source-side issues are
// left out (the English is upstream's). A fix is kept where its range lies on one line of the
// file, its text escaped as the file writes it; markup parted from a particle is fixed with the
// team's "\\" (the RST backslash, written "\\\\" in the file).
ReviewFile reviewCatalogue(const QString &path, const po::Catalog &catalog, LintSession &session,
                           const CatalogueLintOptions &options);

// One entry's msgstr (form `form` of a plural) linted against its msgid: the draft's issues in
// the string's own coordinates (lines of the unescaped value split at "\n"), as the editor
// shows the entry. reviewCatalogue places these in the file.
Issues catalogueEntryIssues(LintSession &session, const QString &path, const po::PoEntry &entry,
                            int form);

// The .po files at `path`: the file itself, or every *.po under the folder (hidden folders
// left out), sorted.
QStringList cataloguePaths(const QString &path);

} // namespace tandem
