// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossarymatcher.h"
#include "issue.h"
#include "rstdocument.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace tandem {

// One change of a "replace with the agreed term" across files: where, the text before (the
// term and the particles after it) and after (the agreed form, particles made to agree).
struct TermEdit
{
    Fix fix; // file coordinates of the draft, 0-based
    QString before;
    QString lineText; // the whole line before the change, for the preview
};

// The changes planned for one file, and what the file held when they were planned: applying
// refuses to touch a file that changed since (someone edited it), undoing refuses to touch a
// file that changed since the replacement was written.
struct FileReplacement
{
    QString path; // relative, for display
    QString absolutePath;
    QList<TermEdit> edits;
    QByteArray originalBytes; // the file as planned on (undo writes these back)
    QByteArray replacedBytes; // the file as written by apply (set by applyFileReplacement)
};

// Plans replacing, in each draft, the glossary term `headword` where the draft writes it as
// `rendering` (a wrong variant such as 레이어, or the English left in) by the entry's agreed form,
// with the particle after it made to agree (레이어를 -> 계층을), as the glossary-term check's fix
// does. Found by the same matcher (findTerms); places where the spelling belongs to several
// entries (텐서: Tensor's wrong form, tensor's agreed one) are left alone. Files without a change
// are left out.
QList<FileReplacement> planTermReplacement(const GlossaryMatcher &matcher, const QString &headword,
                                           const QString &rendering, const QString &root,
                                           const QStringList &paths, QStringList *problems);

// The same changes in one text (a draft open in the editor, `kind` as its path says), in
// document order.
QList<TermEdit> planTermEdits(const GlossaryMatcher &matcher, const QString &headword,
                              const QString &rendering, const QString &text, FileKind kind);

// Writes one file's changes through TextFile::save (atomic, BOM and line endings kept). False,
// with `error`, when the file changed since it was planned or cannot be written.
bool applyFileReplacement(FileReplacement *replacement, QString *error);
// Puts the file back as it was planned on, when it still holds what apply wrote.
bool undoFileReplacement(const FileReplacement &replacement, QString *error);

} // namespace tandem
