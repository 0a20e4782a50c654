// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogueanalysis.h"

#include "cataloguereview.h"
#include "checkout.h"
#include "languagechecks.h"
#include "lintsession.h"

#include <QDir>
#include <QFileInfo>

namespace tandem {

CatalogueAnalysis analyseCatalogue(const QString &path, const po::Catalog &catalog,
                                   const ProjectSettings &settings,
                                   std::shared_ptr<const ProjectContext> project,
                                   std::shared_ptr<const CatalogueHistory> history,
                                   bool readHistory)
{
    CatalogueAnalysis out;
    if (!project) {
        ProjectSettings catalogueSettings = settings;
        // The python-docs-ko team's role rules, as `tandem lint FILE.po` turns them on.
        for (const QString &id : catalogueChecks())
            if (!catalogueSettings.checks.disabled.contains(id))
                catalogueSettings.checks.enabled.insert(id);
        ProjectProblems problems;
        project = ProjectContext::resolve(path, catalogueSettings, &problems);
        out.warnings = problems.warnings + problems.fatal;
        if (!project) return out;
    }
    out.project = project;

    if (readHistory) {
        history.reset();
        QString error;
        if (const auto checkout = Checkout::open(QFileInfo(path).absolutePath(), &error)) {
            const QString relative =
                QDir(checkout->root()).relativeFilePath(QFileInfo(path).canonicalFilePath());
            history = std::make_shared<const CatalogueHistory>(
                CatalogueHistory::read(*checkout, QStringLiteral("HEAD"), relative, &error));
            if (!error.isEmpty()) out.warnings << error;
        }
    }
    out.history = history;
    out.fuzzy = fuzzyQueue(catalog, history.get(), checks::particleReadings(&project->terms()));

    LintSession session(project);
    const QList<po::PoEntry> &entries = catalog.entries();
    for (int i = 0; i < entries.size(); ++i) {
        const po::PoEntry &e = entries[i];
        if (e.isHeader() || e.obsolete || !e.isTranslated()) continue;
        Issues issues = catalogueEntryIssues(session, path, e, 0);
        if (!issues.isEmpty()) out.issues.insert(i, std::move(issues));
    }
    return out;
}

} // namespace tandem
