// SPDX-License-Identifier: GPL-3.0-or-later
#include "termreplace.h"

#include "atomicwrite.h"
#include "boundedfile.h"
#include "fixapplier.h"
#include "glossaryscan.h"
#include "particleagreement.h"
#include "rstscanner.h"
#include "termobservations.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages and the translator finds them.
struct TermReplaceText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TermReplace)
};

QByteArray readAll(const QString &path, bool *ok)
{
    TextFile::Error error;
    const QByteArray bytes = readBoundedFile(path, &error);
    *ok = !error;
    return bytes;
}

QString slice(const QStringList &lines, Position from, Position to)
{
    if (from.line != to.line) return {};
    return lines.value(from.line).mid(from.column, to.column - from.column);
}

} // namespace

QList<TermEdit> planTermEdits(const GlossaryMatcher &matcher, const QString &headword,
                              const QString &rendering, const QString &text, FileKind kind)
{
    QList<TermEdit> edits;
    const RstDocument doc = scanDocument(text, kind);
    // The prose and the Korean code comments: the community translates both.
    const QList<TermHit> hits = findTerms(doc, matcher, false) + findCommentTerms(doc, matcher);
    QHash<std::pair<int, int>, int> entriesAt;
    for (const TermHit &h : hits)
        ++entriesAt[{h.range.start.line, h.range.start.column}];
    const QStringList lines = text.split(u'\n');
    for (const TermHit &h : hits) {
        const GlossaryEntry &e = matcher.entry(h.match);
        if (e.headword() != headword || e.keepEnglish || e.korean.isEmpty() ||
            entriesAt.value({h.range.start.line, h.range.start.column}) > 1)
            continue;
        if (h.match.kind == GlossaryMatch::Kind::Agreed ||
            h.match.kind == GlossaryMatch::Kind::EnglishInDraft)
            continue; // already agreed, or a gloss (계층(layer)) that is meant to be there
        const QString term = slice(lines, h.range.start, h.range.end);
        if (term != rendering) continue;
        const QString agreed = e.korean.constFirst();
        const QString tail = slice(lines, h.range.end, h.tailEnd);
        TermEdit edit;
        edit.fix = Fix{Range{h.range.start, h.tailEnd}, agreed + agreeParticleAfter(agreed, tail)};
        edit.before = term + tail;
        edit.lineText = lines.value(h.range.start.line);
        edits.append(edit);
    }
    return edits;
}

QList<FileReplacement> planTermReplacement(const GlossaryMatcher &matcher, const QString &headword,
                                           const QString &rendering, const QString &root,
                                           const QStringList &paths, QStringList *problems)
{
    QList<FileReplacement> plan;
    for (const QString &path : paths) {
        FileReplacement r;
        r.path = path;
        r.absolutePath = QDir(root).filePath(path);
        bool ok = false;
        r.originalBytes = readAll(r.absolutePath, &ok);
        TextFile::Error error;
        const TextFile file = ok ? TextFile::fromBytes(r.originalBytes, &error) : TextFile();
        if (!ok || error) {
            if (problems) problems->append(TermReplaceText::tr("%1: cannot be read").arg(path));
            continue;
        }
        r.edits = planTermEdits(matcher, headword, rendering, file.text, fileKindForPath(path));
        if (!r.edits.isEmpty()) plan.append(r);
    }
    return plan;
}

bool applyFileReplacement(FileReplacement *r, QString *error)
{
    bool ok = false;
    const QByteArray now = readAll(r->absolutePath, &ok);
    if (!ok || now != r->originalBytes) {
        *error =
            TermReplaceText::tr("%1 changed since the preview; nothing was written").arg(r->path);
        return false;
    }
    TextFile::Error decodeError;
    TextFile file = TextFile::fromBytes(now, &decodeError);
    QList<Fix> fixes;
    for (const TermEdit &e : std::as_const(r->edits))
        fixes.append(e.fix);
    file.text = applyFixes(file.text, fixes);
    if (!file.save(r->absolutePath, error)) return false;
    r->replacedBytes = file.toBytes();
    return true;
}

bool undoFileReplacement(const FileReplacement &r, QString *error)
{
    bool ok = false;
    const QByteArray now = readAll(r.absolutePath, &ok);
    if (!ok || r.replacedBytes.isEmpty() || now != r.replacedBytes) {
        *error =
            TermReplaceText::tr("%1 changed since the replacement; it was not undone").arg(r.path);
        return false;
    }
    QString message;
    if (!writeFileAtomically(r.absolutePath, r.originalBytes, &message)) {
        *error = TermReplaceText::tr("%1: %2").arg(r.path, message);
        return false;
    }
    return true;
}

} // namespace tandem
