// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogueprogress.h"

#include "alignment.h"
#include "glossaryscan.h"
#include "pocatalog.h"
#include "rstscanner.h"

#include <QDir>

#include <algorithm>

namespace tandem {

QStringList listCatalogueFiles(const Checkout &checkout, QString *error)
{
    const GitRunner::Result listed = checkout.git().withMagicPathspecs().run(
        {QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached"),
         QStringLiteral("--others"), QStringLiteral("--exclude-standard"), QStringLiteral("--"),
         QStringLiteral(":(glob,icase)**/*.po")});
    if (!listed.ok) {
        if (error) *error = listed.error.trimmed();
        return {};
    }
    QStringList paths;
    for (const QByteArray &name : listed.output.split('\0'))
        if (!name.isEmpty()) paths.append(QString::fromUtf8(name));
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end()); // a conflict lists twice
    return paths;
}

CatalogueFile analyseCatalogueFile(const QString &root, const QString &path,
                                   const GlossaryMatcher &matcher, const StyleRules *style)
{
    CatalogueFile out;
    out.path = path;
    po::Catalog::Error error;
    const auto catalog = po::Catalog::load(QDir(root).filePath(path), &error);
    if (!catalog) {
        out.error = error.line > 0
                        ? QStringLiteral("%1:%2: %3").arg(path).arg(error.line).arg(error.message)
                        : QStringLiteral("%1: %2").arg(path, error.message);
        return out;
    }
    for (const po::PoEntry &e : catalog->entries()) {
        if (e.isHeader() || e.obsolete) continue;
        ++out.entries;
        if (e.isFuzzy())
            ++out.fuzzy;
        else if (e.isTranslated())
            ++out.translated;
        else
            ++out.untranslated;
    }
    // The reviewed entries' terms: each entry a pair of small documents, aligned as a file is.
    for (const po::TranslatedPair &p : po::reviewedTranslations(*catalog)) {
        const RstDocument source = scanDocument(p.msgid, FileKind::Rst);
        const RstDocument draft = scanDocument(p.msgstr, FileKind::Rst);
        const Alignment alignment = align(source, draft);
        out.terms +=
            observeTerms(source, draft, alignment, matcher, findTerms(source, matcher, true),
                         findTerms(draft, matcher, false), style);
    }
    return out;
}

} // namespace tandem
