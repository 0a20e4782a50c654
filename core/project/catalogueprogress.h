// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkout.h"
#include "termobservations.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

class GlossaryMatcher;
class StyleRules;

// Where a gettext catalogue (.po) of the checkout stands, for `tandem project` on a repository
// of catalogues (python-docs-ko): its entries (the header and obsolete "#~" ones aside), those
// translated and reviewed, those fuzzy (a translation waiting for review) and those without a
// translation; and what its reviewed entries say about terms, each entry an aligned pair
// (msgid, msgstr) as a tutorial's paragraph is, for the project's term table.
struct CatalogueFile
{
    QString path; // relative to the checkout's root
    int entries = 0;
    int translated = 0; // translated and not fuzzy
    int fuzzy = 0;
    int untranslated = 0;
    QList<TermSegment> terms;
    QString error; // the file could not be read: nothing else is filled
};

// The .po files git lists in the checkout (tracked or not, ignored ones aside), sorted.
QStringList listCatalogueFiles(const Checkout &checkout, QString *error);

// One catalogue, read from `root`/`path`.
CatalogueFile analyseCatalogueFile(const QString &root, const QString &path,
                                   const GlossaryMatcher &matcher, const StyleRules *style);

} // namespace tandem
