// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileanalysis.h"

#include "codecompare.h"
#include "directivetable.h"
#include "reviewbuilder.h"
#include "rstscanner.h"
#include "segmenttext.h"
#include "translationprogress.h"

#include <QCborArray>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace tandem {

namespace {

// One worklist item: a change between two English versions and the draft line it maps to.
SyncItem syncItem(const DriftChange &c, int draftLine, const QStringList &draftLines)
{
    SyncItem item;
    item.kind = c.kind;
    item.oldFirstLine = c.oldFirstLine;
    item.oldLastLine = c.oldLastLine;
    item.newFirstLine = c.newFirstLine;
    item.newLastLine = c.newLastLine;
    item.oldText = c.oldText;
    item.newText = c.newText;
    item.draftLine = draftLine;
    item.draftText = draftLines.value(draftLine);
    return item;
}

} // namespace

bool isRedirectStub(const RstDocument &doc)
{
    static const QRegularExpression refresh(QStringLiteral(R"(http-equiv\s*=\s*["']?refresh)"),
                                            QRegularExpression::CaseInsensitiveOption);
    // Top-level blocks only: the stub's raw block is never nested.
    return std::any_of(doc.blocks.begin(), doc.blocks.end(), [&](const Block &b) {
        if (b.kind != BlockKind::Directive) return false;
        const DirectiveSpec *spec = directiveSpec(b.name);
        return spec && spec->kind == DirectiveKind::Raw &&
               codeContent(doc, b).join(u'\n').contains(refresh);
    });
}

FileAnalysis analyseFile(const ProjectEngine &engine, const QString &absolutePath, FileKind kind,
                         const QString &draftText, const QString *sourceText,
                         const QString *newerText, bool newerMerged)
{
    FileAnalysis a;
    // One session per call: sessions are not shared between threads, the context is.
    LintSession session(engine.context);
    std::optional<LintText> source;
    if (sourceText) source = LintText{QString(), *sourceText, kind};
    const LintOutcome outcome = session.lint(source, LintText{absolutePath, draftText, kind});
    // ReviewFile::draftLineFor maps a drift change to the draft; reuse it with this lint.
    ReviewFile file;
    file.kind = kind;
    file.lint = outcome.lint;
    const LintResult &lint = file.lint;
    a.errors = outcome.counts.errors;
    a.warnings = outcome.counts.warnings;
    a.infos = outcome.counts.infos;
    a.redirect = isRedirectStub(*lint.draft);
    if (lint.source) {
        const Alignment &al = lint.alignment;
        const TranslationProgress progress = translationProgress(*lint.source, *lint.draft, al);
        a.units = progress.units;
        a.coveredUnits = progress.covered;
        a.translatedUnits = progress.translated;
        a.draftOnlyEnglishUnits = progress.draftOnly;
        for (const AlignUnit &u : al.draftUnits)
            if (isProseUnit(*lint.draft, u) && !containsHangul(unitText(*lint.draft, u)))
                ++a.draftEnglishUnits;
        const QList<TermHit> sourceHits =
            lint.sourceTerms ? *lint.sourceTerms : findTerms(*lint.source, engine.terms(), true);
        const QList<TermHit> draftHits =
            lint.draftTerms ? *lint.draftTerms : findTerms(*lint.draft, engine.terms(), false);
        a.terms = observeTerms(*lint.source, *lint.draft, al, engine.terms(), sourceHits, draftHits,
                               &engine.context->style());
        if (TermSegment comments = observeCommentTerms(*lint.draft, engine.terms());
            !comments.glossary.isEmpty())
            a.terms.append(std::move(comments));
    } else {
        const TranslationProgress progress = draftOnlyProgress(*lint.draft);
        a.units = progress.units;
        a.translatedUnits = progress.translated;
        // No English to pair with: the glossary's forms are still counted in the Korean alone
        // (a wrong variant is wrong whatever the English said).
        if (a.translatedUnits > 0)
            a.terms = observeDraftTerms(
                *lint.draft, engine.terms(),
                lint.draftTerms ? *lint.draftTerms : findTerms(*lint.draft, engine.terms(), false));
        if (TermSegment comments = observeCommentTerms(*lint.draft, engine.terms());
            a.translatedUnits > 0 && !comments.glossary.isEmpty())
            a.terms.append(std::move(comments));
    }
    if (newerText && newerMerged) {
        const QStringList draftLines = draftText.split(u'\n');
        // Which units are prose, by their first line, on both sides.
        const RstDocument newerDoc = scanDocument(*newerText, kind);
        QHash<int, bool> newerProse, draftProse;
        for (const AlignUnit &u : alignUnits(newerDoc))
            newerProse.insert(u.line, isProseUnit(newerDoc, u));
        for (const AlignUnit &u : alignUnits(*lint.draft))
            draftProse.insert(u.line, isProseUnit(*lint.draft, u));
        for (const DriftChange &c : diffEnglishVersions(draftText, *newerText, kind)) {
            // Korean edited by the sync (links, typos) is not work, nor is code; English prose
            // that replaced or joined the translation is, and so is a prose unit it dropped.
            if (c.kind == DriftChange::Kind::Removed
                    ? !draftProse.value(c.oldFirstLine)
                    : (!newerProse.value(c.newFirstLine) || containsHangul(c.newText)))
                continue;
            // The "old" side is the draft itself.
            a.sync.append(
                syncItem(c, c.kind == DriftChange::Kind::Added ? c.oldAnchorLine : c.oldFirstLine,
                         draftLines));
        }
    } else if (sourceText && newerText) {
        const QStringList draftLines = draftText.split(u'\n');
        for (const DriftChange &c : diffEnglishVersions(*sourceText, *newerText, kind)) {
            a.sync.append(syncItem(c, file.draftLineFor(c), draftLines));
        }
    }
    return a;
}

QCborMap FileAnalysis::toCbor() const
{
    QCborArray syncArray, termArray;
    for (const SyncItem &s : sync)
        syncArray.append(QCborArray{int(s.kind), s.oldFirstLine, s.oldLastLine, s.newFirstLine,
                                    s.newLastLine, s.draftLine, s.draftText, s.oldText, s.newText});
    for (const TermSegment &t : terms)
        termArray.append(t.toCbor());
    return QCborMap{{QStringLiteral("units"), units},
                    {QStringLiteral("covered"), coveredUnits},
                    {QStringLiteral("draftEnglish"), draftEnglishUnits},
                    {QStringLiteral("draftOnlyEnglish"), draftOnlyEnglishUnits},
                    {QStringLiteral("translated"), translatedUnits},
                    {QStringLiteral("counts"), QCborArray{errors, warnings, infos}},
                    {QStringLiteral("redirect"), redirect},
                    {QStringLiteral("sync"), syncArray},
                    {QStringLiteral("terms"), termArray}};
}

// A count or line number read from the cache. Only an integer counts: QCborValue::toInteger
// converts a double by a cast, undefined behaviour past qint64's range (found by
// fuzz_projectcache); the integer is clamped to int's range for the same reason.
static int cborInt(const QCborValue &value)
{
    if (!value.isInteger()) return 0;
    return int(std::clamp<qint64>(value.toInteger(), std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max()));
}

FileAnalysis FileAnalysis::fromCbor(const QCborMap &map)
{
    FileAnalysis a;
    a.units = cborInt(map.value(QStringLiteral("units")));
    a.redirect = map.value(QStringLiteral("redirect")).toBool();
    a.coveredUnits = cborInt(map.value(QStringLiteral("covered")));
    a.draftEnglishUnits = cborInt(map.value(QStringLiteral("draftEnglish")));
    a.draftOnlyEnglishUnits = cborInt(map.value(QStringLiteral("draftOnlyEnglish")));
    a.translatedUnits = cborInt(map.value(QStringLiteral("translated")));
    const QCborArray counts = map.value(QStringLiteral("counts")).toArray();
    a.errors = cborInt(counts.at(0));
    a.warnings = cborInt(counts.at(1));
    a.infos = cborInt(counts.at(2));
    for (const QCborValue &v : map.value(QStringLiteral("sync")).toArray()) {
        const QCborArray s = v.toArray();
        SyncItem item;
        // Clamped: an enum out of its range is undefined behaviour (the cache is checked, but a
        // crafted one must not get that far either).
        item.kind = DriftChange::Kind(std::clamp(cborInt(s.at(0)), 0, 2));
        item.oldFirstLine = cborInt(s.at(1));
        item.oldLastLine = cborInt(s.at(2));
        item.newFirstLine = cborInt(s.at(3));
        item.newLastLine = cborInt(s.at(4));
        item.draftLine = cborInt(s.at(5));
        item.draftText = s.at(6).toString();
        item.oldText = s.at(7).toString();
        item.newText = s.at(8).toString();
        a.sync.append(item);
    }
    for (const QCborValue &v : map.value(QStringLiteral("terms")).toArray())
        a.terms.append(TermSegment::fromCbor(v.toMap()));
    return a;
}

} // namespace tandem
