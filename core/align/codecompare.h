// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "blockwalk.h"
#include "codelanguage.h"
#include "rstdocument.h"

#include <QString>
#include <QStringList>

namespace tandem {

// Code as it must survive translation: comments removed (translators may translate them),
// trailing space and blank lines dropped. `blankStrings` also empties string literals, to tell
// a translated message string from changed code.
// A block whose content is code: a literal block ("::" or a sphinx-gallery cell), a doctest
// block, or a directive the directive table (directivetable.h) says is code.
bool isCodeBlock(const Block &block);

// The language a code block's content is in (a codelanguage.h name): a doctest block's is pycon,
// a code directive's the one its argument names or the one the directive table fixes
// (testcode: python), a literal block's the one the file sets (empty: Sphinx's default).
QString codeLanguage(const Block &block);

// The lines of a code block's code (a directive's content, without its header and options), and
// optionally their file lines.
QStringList codeContent(const RstDocument &doc, const Block &block,
                        QList<int> *fileLines = nullptr);

// Memoised by content (a process-wide cache of recent blocks): the editor asks again for the
// same blocks on every key press.
QStringList normalizedCode(const QStringList &lines, const QString &language, bool blankStrings);

// The normal form of each line (strings kept), read in context: an empty string for a line
// without code, and a line inside an open bracket without its indentation. Not memoised: for
// pointing at the first changed line of a block already known to differ.
QStringList normalizedCodeByLine(const QStringList &lines, const QString &language);

// The normal form by statement: as normalizedCode (strings kept), with each line inside an open
// bracket joined to the line that opened it, so a call re-wrapped over two lines reads as it
// did on one. Not memoised: asked only of a block already known to differ.
QStringList normalizedStatements(const QStringList &lines, const QString &language);

// Where a line's comment starts: the first '#' (with `slashes`, "//") outside a one-line string
// ('...' or "...", backslash escapes), or -1. One line alone, as the comment checks and the
// upstream sync read code line by line: a string that spans lines is normalizedCode()'s job.
qsizetype lineCommentStart(QStringView line, bool slashes = false);

// Calls `f(block, line, at)` for each line of code (a code directive's content, a literal block,
// a gallery code cell) of the code blocks `wanted(block)` accepts, whose comment starts at `at`
// in `line.text` ("//" too where the block's language writes it): what code-comment-english
// and the term survey read.
template <typename W, typename F> void forEachCodeComment(const RstDocument &doc, W &&wanted, F &&f)
{
    forEachBlock(doc.blocks, [&](const Block &b) {
        if (!isCodeBlock(b) || !wanted(b)) return;
        const int from = b.kind == BlockKind::Directive ? b.contentLine : b.line;
        if (from < 0) return;
        const bool slashes = hasSlashComments(b.language);
        for (int v = b.firstView; v <= b.lastView && v < doc.lines.size(); ++v) {
            const SourceLine &line = doc.lines[v];
            if (line.fileLine < from) continue;
            if (const qsizetype at = lineCommentStart(line.text, slashes); at >= 0) f(b, line, at);
        }
    });
}

} // namespace tandem
