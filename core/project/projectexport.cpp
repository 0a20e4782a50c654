// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectexport.h"

#include "markdownparts.h"
#include "syncitems.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem {

namespace {

QJsonValue sourceJson(const std::optional<SourceRef> &s)
{
    if (!s) return QJsonValue::Null;
    QJsonObject o{
        {"origin", sourceOriginName(s->origin)}, {"path", s->path}, {"label", s->label()}};
    if (!s->commit.isEmpty()) {
        o.insert("commit", s->commit);
        o.insert("subject", s->subject);
    }
    return o;
}

QJsonArray renderingsJson(const QList<TermRendering> &list, const char *name)
{
    QJsonArray a;
    for (const TermRendering &r : list)
        a.append(QJsonObject{{QLatin1String(name), r.text},
                             {"count", r.count},
                             {"files", QJsonArray::fromStringList(r.files)}});
    return a;
}

QJsonObject syncItemJson(const SyncItem &s)
{
    const auto lines = [](int first, int last) {
        return first < 0 ? QJsonValue(QJsonValue::Null)
                         : QJsonValue(QJsonArray{first + 1, last + 1});
    };
    return {
        {"kind", driftKindName(s.kind)},
        {"oldLines", lines(s.oldFirstLine, s.oldLastLine)},
        {"newLines", lines(s.newFirstLine, s.newLastLine)},
        {"draftLine", s.draftLine < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(s.draftLine + 1)},
        {"draftText", s.draftText},
        {"oldText", s.oldText},
        {"newText", s.newText}};
}

QString firstLine(const QString &text, int max = 100)
{
    QString line = text.section(u'\n', 0, 0).trimmed();
    const QString rest = text.section(u'\n', 1).trimmed();
    if (line.isEmpty()) line = rest.section(u'\n', 0, 0).trimmed();
    if (line.size() > max) line = line.left(max - 1) + QStringLiteral("…");
    return line;
}

// Inline code in Markdown that survives backticks in the text.
QString code(const QString &text)
{
    if (text.isEmpty()) return QString();
    QString fence = QStringLiteral("`");
    while (text.contains(fence))
        fence += u'`';
    const bool pad = text.startsWith(u'`') || text.endsWith(u'`');
    return fence + (pad ? QStringLiteral(" ") : QString()) + text +
           (pad ? QStringLiteral(" ") : QString()) + fence;
}

QString cell(QString text)
{
    return text.replace(u'|', QStringLiteral("\\|")).replace(u'\n', u' ');
}

QString renderingsLine(const QList<TermRendering> &list, int maxFiles = 0)
{
    QStringList parts;
    for (const TermRendering &r : list) {
        QString part = QStringLiteral("%1: %2 in %3 file%4")
                           .arg(r.text)
                           .arg(r.count)
                           .arg(r.files.size())
                           .arg(r.files.size() == 1 ? "" : "s");
        if (maxFiles > 0 && !r.files.isEmpty())
            part += QStringLiteral(" (%1%2)").arg(
                r.files.mid(0, maxFiles).join(QStringLiteral(", ")),
                r.files.size() > maxFiles ? QStringLiteral(", …") : QString());
        parts.append(part);
    }
    return parts.join(QStringLiteral("; "));
}

QString countsText(const FileAnalysis &a)
{
    return QStringLiteral("%1 errors, %2 warnings, %3 notes")
        .arg(a.errors)
        .arg(a.warnings)
        .arg(a.infos);
}

// How a Markdown report names a source: never an absolute local path (it is pasted into an
// issue): a file of the upstream checkout as "upstream/<path>", another file by its name.
QString portableLabel(const SourceRef &s, const ProjectReport &report)
{
    if (!s.commit.isEmpty() || QFileInfo(s.path).isRelative()) return s.label();
    const QString upstream = report.upstreamDir.isEmpty() ? QString() : report.upstreamDir + u'/';
    if (!upstream.isEmpty() && s.path.startsWith(upstream))
        return QStringLiteral("upstream/") + s.path.mid(upstream.size());
    return QFileInfo(s.path).fileName();
}

// "; 3 catalogues: 250 of 510 entries translated, 108 fuzzy, 152 untranslated", or nothing.
QString catalogueSummary(const ProjectSummary &s)
{
    if (s.catalogues == 0) return {};
    return QStringLiteral("; %1 catalogues: %2 of %3 entries translated, %4 fuzzy, "
                          "%5 untranslated")
        .arg(s.catalogues)
        .arg(s.translatedEntries)
        .arg(s.entries)
        .arg(s.fuzzyEntries)
        .arg(s.untranslatedEntries);
}

QString summaryLineOfFiles(const ProjectSummary &s)
{
    return QStringLiteral("%1 files: %2 translated, %3 partial, %4 outdated, %5 english%6; "
                          "%7 of %8 units translated; %9 errors, %10 warnings, %11 notes")
        .arg(s.files)
        .arg(s.translated)
        .arg(s.partial)
        .arg(s.outdated)
        .arg(s.english)
        .arg(s.redirects ? QStringLiteral(", %1 redirect").arg(s.redirects) : QString())
        .arg(s.translatedUnits)
        .arg(s.units)
        .arg(s.errors)
        .arg(s.warnings)
        .arg(s.infos);
}

QString summaryLine(const ProjectSummary &s)
{
    return summaryLineOfFiles(s) + catalogueSummary(s);
}

} // namespace

QByteArray projectToJson(const ProjectReport &report, bool withSync)
{
    QJsonArray files;
    for (const ProjectFile &f : report.files) {
        QJsonObject o{{"path", f.path},
                      {"state", fileStateName(f.state)},
                      {"source", sourceJson(f.source)},
                      {"newer", sourceJson(f.newer)},
                      {"newerMerged", f.newerMerged},
                      {"units", f.analysis.units},
                      {"translatedUnits", f.analysis.translatedUnits},
                      {"counts", QJsonObject{{"error", f.analysis.errors},
                                             {"warning", f.analysis.warnings},
                                             {"info", f.analysis.infos}}}};
        if (!f.error.isEmpty()) o.insert("error", f.error);
        if (withSync && f.state == FileState::Outdated) {
            QJsonArray sync;
            for (const SyncItem &s : f.analysis.sync)
                sync.append(syncItemJson(s));
            o.insert("sync", sync);
        }
        files.append(o);
    }
    QJsonArray catalogues;
    for (const CatalogueFile &c : report.catalogues) {
        QJsonObject o{{"path", c.path},
                      {"entries", c.entries},
                      {"translated", c.translated},
                      {"fuzzy", c.fuzzy},
                      {"untranslated", c.untranslated}};
        if (!c.error.isEmpty()) o.insert("error", c.error);
        catalogues.append(o);
    }
    QJsonArray terms, variants, shared;
    for (const TermRow &t : report.terms.glossary)
        terms.append(QJsonObject{{"english", t.english},
                                 {"agreed", t.agreed},
                                 {"renderings", renderingsJson(t.renderings, "korean")},
                                 {"unresolved", t.unresolved}});
    for (const TermRow &t : report.terms.variants)
        variants.append(QJsonObject{{"english", t.english},
                                    {"renderings", renderingsJson(t.renderings, "korean")}});
    for (const SharedRendering &s : report.terms.shared)
        shared.append(
            QJsonObject{{"korean", s.korean}, {"english", renderingsJson(s.english, "english")}});
    const ProjectSummary s = report.summary();
    const QJsonObject summary{{"files", s.files},
                              {"english", s.english},
                              {"partial", s.partial},
                              {"translated", s.translated},
                              {"outdated", s.outdated},
                              {"redirects", s.redirects},
                              {"units", s.units},
                              {"translatedUnits", s.translatedUnits},
                              {"error", s.errors},
                              {"warning", s.warnings},
                              {"info", s.infos},
                              {"catalogues", s.catalogues},
                              {"entries", s.entries},
                              {"translatedEntries", s.translatedEntries},
                              {"fuzzyEntries", s.fuzzyEntries},
                              {"untranslatedEntries", s.untranslatedEntries},
                              {"cacheHits", report.cacheHits},
                              {"cacheMisses", report.cacheMisses}};
    const QJsonObject root{{"root", report.root},
                           {"head", report.head},
                           {"base", report.baseRef.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                             : QJsonValue(report.baseRef)},
                           {"upstream", report.upstreamDir.isEmpty()
                                            ? QJsonValue(QJsonValue::Null)
                                            : QJsonValue(report.upstreamDir)},
                           {"glossary", QJsonArray::fromStringList(report.glossarySources)},
                           {"warnings", QJsonArray::fromStringList(report.warnings)},
                           {"incomplete", QJsonArray::fromStringList(report.incomplete)},
                           {"files", files},
                           {"catalogues", catalogues},
                           {"terms", terms},
                           {"termVariants", variants},
                           {"sharedRenderings", shared},
                           {"summary", summary}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray projectToText(const ProjectReport &report)
{
    QString out;
    int width = 4;
    for (const ProjectFile &f : report.files)
        width = std::max(width, int(f.path.size()));
    for (const ProjectFile &f : report.files) {
        out +=
            QStringLiteral("%1  %2  %3/%4 units  %5  %6\n")
                .arg(f.path, -width)
                .arg(fileStateName(f.state), -10)
                .arg(f.analysis.translatedUnits, 4)
                .arg(f.analysis.units, -4)
                .arg(countsText(f.analysis),
                     f.error.isEmpty()
                         ? (f.source ? QStringLiteral("from ") + f.source->label()
                                     : QStringLiteral("no source")) +
                               (f.newer ? QStringLiteral(", newer ") + f.newer->label() : QString())
                         : f.error);
    }
    for (const CatalogueFile &c : report.catalogues)
        width = std::max(width, int(c.path.size()));
    for (const CatalogueFile &c : report.catalogues)
        out += c.error.isEmpty()
                   ? QStringLiteral("%1  catalogue   %2/%3 entries  %4 fuzzy  %5 "
                                    "untranslated\n")
                         .arg(c.path, -width)
                         .arg(c.translated, 4)
                         .arg(c.entries)
                         .arg(c.fuzzy)
                         .arg(c.untranslated)
                   : QStringLiteral("%1  catalogue   %2\n").arg(c.path, -width).arg(c.error);
    if (!report.terms.glossary.isEmpty()) {
        out += QStringLiteral("\nGlossary terms (agreed form first where used):\n");
        for (const TermRow &t : report.terms.glossary)
            out += QStringLiteral("  %1 -> %2: %3\n")
                       .arg(t.english, t.agreed, renderingsLine(t.renderings));
    }
    if (!report.terms.variants.isEmpty()) {
        out += QStringLiteral("\nEnglish rendered more than one way:\n");
        for (const TermRow &t : report.terms.variants)
            out += QStringLiteral("  %1: %2\n").arg(t.english, renderingsLine(t.renderings));
    }
    if (!report.terms.shared.isEmpty()) {
        out += QStringLiteral("\nKorean used for more than one English term:\n");
        for (const SharedRendering &s : report.terms.shared)
            out += QStringLiteral("  %1: %2\n").arg(s.korean, renderingsLine(s.english));
    }
    out += u'\n' + summaryLine(report.summary()) + u'\n';
    return out.toUtf8();
}

MarkdownDocument projectMarkdown(const ProjectReport &report)
{
    MarkdownDocument doc;
    doc.title = QStringLiteral("## Translation status\n\n") + summaryLine(report.summary()) +
                QStringLiteral("\n\n");
    MarkdownSection table{
        QStringLiteral("| File | State | Units | Errors | Warnings | Notes | English source |\n"
                       "|---|---|---|---|---|---|---|\n"),
        {},
        {},
        {}};
    // Files with work left first (outdated, partial or still English, errors), so a shortened
    // table keeps them. A redirect stub has none: it is last, with the files done.
    QList<const ProjectFile *> files;
    for (const ProjectFile &f : report.files)
        files.append(&f);
    const auto work = [](const ProjectFile *f) {
        return (f->state == FileState::Outdated ? 4 : 0) +
               (f->state == FileState::Partial || f->state == FileState::English ? 2 : 0) +
               (f->analysis.errors > 0 && f->state != FileState::Redirect ? 1 : 0);
    };
    std::stable_sort(files.begin(), files.end(),
                     [&](const ProjectFile *a, const ProjectFile *b) { return work(a) > work(b); });
    for (const ProjectFile *f : files)
        table.rows.append(
            QStringLiteral("| %1 | %2 | %3/%4 | %5 | %6 | %7 | %8 |\n")
                .arg(code(f->path), fileStateName(f->state))
                .arg(f->analysis.translatedUnits)
                .arg(f->analysis.units)
                .arg(f->analysis.errors)
                .arg(f->analysis.warnings)
                .arg(f->analysis.infos)
                .arg(f->source ? code(portableLabel(*f->source, report)) : QStringLiteral("—")));
    if (!files.isEmpty() || report.catalogues.isEmpty()) doc.sections.append(table);
    if (!report.catalogues.isEmpty()) {
        MarkdownSection catalogues{
            QStringLiteral(
                "%1| Catalogue | Translated | Fuzzy | Untranslated |\n|---|---|---|---|\n")
                .arg(files.isEmpty() ? QString() : QStringLiteral("\n## Catalogues\n\n")),
            {},
            {},
            {}};
        // The most work left first, so a shortened table keeps it.
        QList<const CatalogueFile *> byWork;
        for (const CatalogueFile &c : report.catalogues)
            byWork.append(&c);
        std::stable_sort(byWork.begin(), byWork.end(),
                         [](const CatalogueFile *a, const CatalogueFile *b) {
                             return a->fuzzy + a->untranslated > b->fuzzy + b->untranslated;
                         });
        for (const CatalogueFile *c : byWork)
            catalogues.rows.append(QStringLiteral("| %1 | %2/%3 | %4 | %5 |\n")
                                       .arg(code(c->path))
                                       .arg(c->translated)
                                       .arg(c->entries)
                                       .arg(c->fuzzy)
                                       .arg(c->untranslated));
        doc.sections.append(catalogues);
    }
    MarkdownSection deviating{
        QStringLiteral("\n## Glossary terms used another way\n\n"), {}, {}, {}};
    for (const TermRow &t : report.terms.glossary)
        if (t.deviations() > 0)
            deviating.rows.append(
                QStringLiteral("| %1 | %2 | %3 |\n")
                    .arg(cell(t.english), cell(t.agreed), cell(renderingsLine(t.renderings, 8))));
    if (deviating.rows.isEmpty())
        deviating.head += QStringLiteral("Every glossary term is rendered as the glossary says.\n");
    else
        deviating.head +=
            QStringLiteral("| English | Agreed | Renderings (count in files) |\n|---|---|---|\n");
    doc.sections.append(deviating);
    if (!report.terms.variants.isEmpty()) {
        MarkdownSection variants{
            QStringLiteral("\n## English rendered more than one way (outside the glossary)\n\n"
                           "| English | Renderings |\n|---|---|\n"),
            {},
            {},
            {}};
        for (const TermRow &t : report.terms.variants)
            variants.rows.append(QStringLiteral("| %1 | %2 |\n")
                                     .arg(cell(t.english), cell(renderingsLine(t.renderings, 5))));
        doc.sections.append(variants);
    }
    if (!report.terms.shared.isEmpty()) {
        MarkdownSection shared{QStringLiteral("\n## Korean used for more than one English term\n\n"
                                              "| Korean | English |\n|---|---|\n"),
                               {},
                               {},
                               {}};
        for (const SharedRendering &r : report.terms.shared)
            shared.rows.append(QStringLiteral("| %1 | %2 |\n")
                                   .arg(cell(r.korean), cell(renderingsLine(r.english, 5))));
        doc.sections.append(shared);
    }
    return doc;
}

QByteArray projectToMarkdown(const ProjectReport &report)
{
    return fitMarkdown(projectMarkdown(report)).toUtf8();
}

namespace {

QString rewrittenUpstream(const ProjectFile &f)
{
    // A page upstream retired (a redirect or deprecation notice) or rewrote: its English units
    // were almost all removed or added, not changed; listing them maps new English onto
    // unrelated Korean. One line says what to do.
    const QList<SyncItem> &items = f.analysis.sync;
    qsizetype replaced = 0;
    bool retired = false;
    for (const SyncItem &s : items) {
        replaced += s.kind != DriftChange::Kind::Changed ? 1 : 0;
        const QString text = s.newText.toLower();
        retired = retired || text.contains(QLatin1String("redirect")) ||
                  text.contains(QLatin1String("deprecated")) ||
                  text.contains(QLatin1String("http-equiv"));
    }
    if (items.size() < 4 || 5 * replaced < 4 * items.size()) return {};
    return retired ? QStringLiteral("retired upstream (a redirect or notice): translate anew")
                   : QStringLiteral("rewritten upstream: translate anew");
}

// "74 `customcarditem` cards (3 added, 71 changed, 0 removed) from English line 12", the
// directive's name quoted with `quote` (a backquote in Markdown).
QString cardSummary(const SyncItemListing &listing, QChar quote)
{
    const QString name =
        quote.isNull() ? listing.cardDirective : quote + listing.cardDirective + quote;
    QString text = QStringLiteral("%1 %2 cards (%3 added, %4 changed, %5 removed)")
                       .arg(listing.cards())
                       .arg(name)
                       .arg(listing.cardsAdded)
                       .arg(listing.cardsChanged)
                       .arg(listing.cardsRemoved);
    if (listing.firstCardLine >= 0)
        text += QStringLiteral(" from English line %1").arg(listing.firstCardLine + 1);
    return text;
}

} // namespace

MarkdownDocument syncWorklistMarkdown(const ProjectReport &report)
{
    MarkdownDocument doc;
    doc.title = QStringLiteral("## Upstream sync worklist\n\n");
    int files = 0, items = 0;
    MarkdownSection anew, korean;
    for (const ProjectFile &f : report.files) {
        if (f.state != FileState::Outdated || f.analysis.sync.isEmpty()) continue;
        ++files;
        const QString newer = code(f.newer ? portableLabel(*f.newer, report) : QString());
        if (const QString rewritten = rewrittenUpstream(f); !rewritten.isEmpty()) {
            anew.rows.append(QStringLiteral("- [ ] %1 (English now %2): %3\n")
                                 .arg(code(f.path), newer, rewritten));
            continue;
        }
        // (A newer version that merges English into a translation holds Korean by design.)
        if (const KoreanReference k = koreanReferenceOf(f.analysis.sync);
            k != KoreanReference::None && !f.newerMerged) {
            const std::optional<SourceRef> &ref = k == KoreanReference::Source ? f.source : f.newer;
            korean.rows.append(
                QStringLiteral("- [ ] %1: %2 holds Korean, so its %3 items are "
                               "the translation's own lines, not listed\n")
                    .arg(code(f.path), code(ref ? portableLabel(*ref, report) : QString()))
                    .arg(f.analysis.sync.size()));
            continue;
        }
        const SyncItemListing listing = listSyncItems(f.analysis.sync);
        MarkdownSection section;
        const QString line =
            f.newerMerged
                ? QStringLiteral("%1 (newer English merged into %2)").arg(code(f.path), newer)
                : QStringLiteral("%1 (translated from %2, English now %3)")
                      .arg(code(f.path),
                           code(f.source ? portableLabel(*f.source, report) : QString()), newer);
        section.head =
            QStringLiteral("- [ ] %1, %2 item%3\n  <details><summary>items</summary>\n\n")
                .arg(line)
                .arg(f.analysis.sync.size())
                .arg(f.analysis.sync.size() == 1 ? "" : "s");
        section.foot = QStringLiteral("\n  </details>\n\n");
        section.brief = QStringLiteral("- [ ] %1, %2 item%3\n")
                            .arg(line)
                            .arg(f.analysis.sync.size())
                            .arg(f.analysis.sync.size() == 1 ? "" : "s");
        items += int(f.analysis.sync.size());
        if (listing.cards() > 0)
            section.rows.append(QStringLiteral("  - %1: the page's card listing, brought over "
                                               "together\n")
                                    .arg(cardSummary(listing, u'`')));
        for (const SyncItem &s : listing.items) {
            const QString english = s.kind == DriftChange::Kind::Removed ? s.oldText : s.newText;
            const int englishLine =
                s.kind == DriftChange::Kind::Removed ? s.oldFirstLine : s.newFirstLine;
            QString where = s.draftLine < 0 ? QStringLiteral("no Korean line maps to it")
                                            : QStringLiteral("Korean line %1").arg(s.draftLine + 1);
            const QString korean = s.draftLine < 0 || s.draftText.trimmed().isEmpty()
                                       ? QString()
                                       : QStringLiteral(": ") + code(firstLine(s.draftText));
            if (f.newerMerged && s.kind == DriftChange::Kind::Removed) {
                // The "old" side is the draft: there is no English line to name.
                section.rows.append(
                    QStringLiteral("  - removed upstream: %1%2\n").arg(where, korean));
                continue;
            }
            section.rows.append(QStringLiteral("  - %1 English line %2: %3 → %4%5\n")
                                    .arg(driftKindName(s.kind))
                                    .arg(englishLine + 1)
                                    .arg(code(firstLine(english)), where, korean));
        }
        doc.sections.append(section);
    }
    if (!korean.rows.isEmpty()) {
        korean.head = QStringLiteral("English that holds Korean (a half-translated commit "
                                     "taken for the English?): compare by hand, or choose the "
                                     "English with --upstream:\n\n");
        korean.foot = QStringLiteral("\n");
        doc.sections.prepend(korean);
    }
    if (!anew.rows.isEmpty()) {
        anew.head = QStringLiteral("Pages to translate anew:\n\n");
        anew.foot = QStringLiteral("\n");
        doc.sections.prepend(anew);
    }
    if (files == 0)
        doc.closing =
            QStringLiteral("No file is outdated: every translation matches the newest English.\n");
    else
        doc.closing =
            QStringLiteral("\n%1 files, %2 English units to bring over%3.\n")
                .arg(files)
                .arg(items)
                .arg(anew.rows.isEmpty()
                         ? QString()
                         : QStringLiteral(", %1 pages to translate anew").arg(anew.rows.size()));
    return doc;
}

QByteArray syncWorklistToMarkdown(const ProjectReport &report)
{
    return fitMarkdown(syncWorklistMarkdown(report)).toUtf8();
}

QByteArray syncWorklistToText(const ProjectReport &report)
{
    QString out;
    for (const ProjectFile &f : report.files) {
        if (f.state != FileState::Outdated) continue;
        out += QStringLiteral("%1: translated from %2, English now %3\n")
                   .arg(f.path, f.source ? f.source->label() : QString(),
                        f.newer ? f.newer->label() : QString());
        if (const KoreanReference k = koreanReferenceOf(f.analysis.sync);
            k != KoreanReference::None && !f.newerMerged) {
            out += QStringLiteral("  %1: %2 holds Korean: its %3 items are the translation's own "
                                  "lines, not listed\n")
                       .arg(f.path, k == KoreanReference::Source
                                        ? QStringLiteral("the English translated "
                                                         "from")
                                        : QStringLiteral("the newer English"))
                       .arg(f.analysis.sync.size());
            continue;
        }
        const SyncItemListing listing = listSyncItems(f.analysis.sync);
        if (listing.cards() > 0)
            out += QStringLiteral("  %1: %2: the page's card listing\n")
                       .arg(f.path, cardSummary(listing, {}));
        for (const SyncItem &s : listing.items) {
            const QString english = s.kind == DriftChange::Kind::Removed ? s.oldText : s.newText;
            out += QStringLiteral("  %1:%2: %3: %4\n")
                       .arg(f.path)
                       .arg(s.draftLine + 1)
                       .arg(driftKindName(s.kind), firstLine(english));
        }
    }
    return out.toUtf8();
}

} // namespace tandem
