// SPDX-License-Identifier: GPL-3.0-or-later
#include "codecompare.h"

#include "codelanguage.h"
#include "directivetable.h"

#include <QCache>
#include <QMutex>

namespace tandem {

bool isCodeBlock(const Block &block)
{
    if (block.kind == BlockKind::LiteralBlock || block.kind == BlockKind::DoctestBlock) return true;
    if (block.kind != BlockKind::Directive) return false;
    const DirectiveSpec *spec = directiveSpec(block.name);
    return spec && spec->kind == DirectiveKind::Code;
}

QString codeLanguage(const Block &block)
{
    if (block.kind == BlockKind::DoctestBlock) return QStringLiteral("pycon");
    if (block.kind == BlockKind::Directive && block.language.isEmpty()) {
        const DirectiveSpec *spec = directiveSpec(block.name);
        if (spec && spec->kind == DirectiveKind::Code && spec->language)
            return QString::fromLatin1(spec->language);
    }
    return block.language;
}

QStringList codeContent(const RstDocument &doc, const Block &block, QList<int> *fileLines)
{
    QStringList lines;
    const int from = block.kind == BlockKind::Directive ? block.contentLine : block.line;
    if (from < 0) return lines;
    for (int v = block.firstView; v <= block.lastView && v < doc.lines.size(); ++v) {
        if (doc.lines[v].fileLine < from) continue;
        lines.append(doc.lines[v].text);
        if (fileLines) fileLines->append(doc.lines[v].fileLine);
    }
    // Trailing blank lines are not part of the code.
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty()) {
        lines.removeLast();
        if (fileLines) fileLines->removeLast();
    }
    return lines;
}

namespace {

// One normal form per line, in order: an empty one for a line that holds no code. With
// `joinContinuations`, a line inside an open bracket is added to the line before instead.
QStringList normalize(const QStringList &lines, const QString &language, bool blankStrings,
                      bool joinContinuations = false)
{
    const bool slash = hasSlashComments(language);
    QStringList out;
    QChar tripleQuote; // inside a Python triple-quoted string that spans lines
    int depth = 0;     // brackets still open at the end of the line before
    for (const QString &line : lines) {
        QString code;
        QChar quote;
        for (int i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (!tripleQuote.isNull()) {
                if (c == tripleQuote && line.mid(i, 3) == QString(3, tripleQuote)) {
                    tripleQuote = QChar();
                    code += QString(3, c);
                    i += 2;
                }
                // Triple-quoted text is docstrings and long messages, which the community
                // translates like comments: never compared.
                continue;
            }
            if (!quote.isNull()) {
                if (c == u'\\' && i + 1 < line.size()) {
                    if (!blankStrings) code += line.mid(i, 2);
                    ++i;
                } else if (c == quote) {
                    quote = QChar();
                    code += c;
                } else if (!blankStrings) {
                    code += c;
                }
                continue;
            }
            if ((c == u'"' || c == u'\'') && !slash && line.mid(i, 3) == QString(3, c)) {
                tripleQuote = c;
                code += QString(3, c);
                i += 2;
                continue;
            }
            if (c == u'"' || c == u'\'') {
                quote = c;
                code += c;
                continue;
            }
            if (slash ? (c == u'/' && i + 1 < line.size() && line[i + 1] == u'/') : c == u'#')
                break;
            code += c;
        }
        while (!code.isEmpty() && code.back().isSpace())
            code.chop(1);
        // Spaces between tokens do not change code ("f(a,b)" is "f(a, b)"); the indentation
        // does, in Python, and stays, except on a line that continues an open bracket, whose
        // indentation is only layout (an argument list re-aligned under its call).
        qsizetype indent = 0;
        while (indent < code.size() && code[indent].isSpace())
            ++indent;
        const bool continues = depth > 0;
        QString squeezed = continues ? QString() : code.left(indent);
        QChar inString;
        for (qsizetype i = indent; i < code.size(); ++i) {
            const QChar c = code[i];
            if (inString.isNull() && (c == u'"' || c == u'\''))
                inString = c;
            else if (!inString.isNull() && c == inString && code[i - 1] != u'\\')
                inString = QChar();
            if (inString.isNull() && c.isSpace() && i > indent) {
                // Keep one space between two word characters (return x, not returnx).
                const QChar before = squeezed.isEmpty() ? QChar() : squeezed.back();
                qsizetype j = i;
                while (j < code.size() && code[j].isSpace())
                    ++j;
                const QChar after = j < code.size() ? code[j] : QChar();
                if ((before.isLetterOrNumber() || before == u'_') &&
                    (after.isLetterOrNumber() || after == u'_'))
                    squeezed += u' ';
                i = j - 1;
                continue;
            }
            if (inString.isNull() && (c == u'(' || c == u'[' || c == u'{')) ++depth;
            if (inString.isNull() && (c == u')' || c == u']' || c == u'}') && depth > 0) --depth;
            squeezed += c;
        }
        if (joinContinuations && continues && !out.isEmpty()) {
            QString &statement = out.last();
            const auto word = [](QChar c) { return c.isLetterOrNumber() || c == u'_'; };
            if (!statement.isEmpty() && !squeezed.isEmpty() && word(statement.back()) &&
                word(squeezed.front()))
                statement += u' ';
            statement += squeezed;
        } else {
            out.append(squeezed);
        }
    }
    return out;
}

QStringList withoutEmpty(QStringList lines)
{
    lines.removeAll(QString());
    return lines;
}

} // namespace

QStringList normalizedCode(const QStringList &lines, const QString &language, bool blankStrings)
{
    // The editor lints on every key press, and every run normalises every code block of the
    // draft two or three times (alignment, code-changed): ~15% of a run on a 1,500-line
    // tutorial. A block's normal form depends on its text alone, so it is kept, by content,
    // for the blocks seen recently (cost: lines; the process's blocks, not the file's, share
    // it). Pure: a result from the cache is the one computing it would give.
    static QMutex mutex;
    static QCache<QString, QStringList> cache(200'000);
    QString key = language;
    key += blankStrings ? u'\x1e' : u'\x1f';
    for (const QString &line : lines) { // each line's length first: no two lists share a key
        key += QString::number(line.size());
        key += u':';
        key += line;
    }
    {
        const QMutexLocker lock(&mutex);
        if (const QStringList *hit = cache.object(key)) return *hit;
    }
    QStringList out = withoutEmpty(normalize(lines, language, blankStrings));
    const QMutexLocker lock(&mutex);
    cache.insert(key, new QStringList(out), qMax<qsizetype>(1, lines.size()));
    return out;
}

QStringList normalizedCodeByLine(const QStringList &lines, const QString &language)
{
    return normalize(lines, language, false);
}

QStringList normalizedStatements(const QStringList &lines, const QString &language)
{
    return withoutEmpty(normalize(lines, language, false, true));
}

qsizetype lineCommentStart(QStringView line, bool slashes)
{
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (!quote.isNull()) {
            if (c == u'\\')
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            quote = c;
        } else if (slashes ? (c == u'/' && i + 1 < line.size() && line[i + 1] == u'/')
                           : c == u'#') {
            return i;
        }
    }
    return -1;
}

} // namespace tandem
