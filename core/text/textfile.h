// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace tandem {

// A UTF-8 text file as Tandem holds it: the text with '\n' line endings, plus what is needed to
// write it back exactly as it was (BOM, line-ending style, per-line endings of a mixed file).
class TextFile
{
public:
    enum class LineEnding : quint8
    {
        LF,
        CRLF,
        CR
    };
    enum class Style
    {
        LF,
        CRLF,
        Mixed
    };

    // Files larger than this are refused: tutorials are tens of kilobytes, and a file of many
    // megabytes is almost certainly not a translation (a log, a data dump) and would make the
    // editor crawl. Documented in the README.
    static constexpr qint64 MaxBytes = 16 * 1024 * 1024;

    struct Error
    {
        enum Kind
        {
            None,
            NotFound,
            Unreadable,
            TooLarge,
            Binary,
            InvalidUtf8,
            Utf16
        };
        Kind kind = None;
        int line = 0;   // 1-based; for InvalidUtf8, where the first bad byte is
        int column = 0; // 1-based, in characters
        QString message;
        explicit operator bool() const { return kind != None; }
    };

    QString text; // '\n' line endings, no BOM
    bool hasBom = false;
    Style style = Style::LF;

    // Decodes bytes; on error `error` is set and the returned file is empty.
    static TextFile fromBytes(const QByteArray &bytes, Error *error);
    // Reads through readBoundedFile (regular files only, the size cap, and with `confineTo` the
    // file must resolve inside that folder: for files found in a checkout).
    static TextFile load(const QString &path, Error *error, const QString &confineTo = {});

    // The bytes to write: BOM and line endings as loaded. Lines added since loading take the
    // file's dominant ending.
    QByteArray toBytes() const;
    // Writes atomically and checked for its full size (writeFileAtomically): the old file stays
    // whole if anything fails, a full disk included.
    bool save(const QString &path, QString *errorMessage) const;

    static QString styleName(Style style);

private:
    QList<LineEnding> m_endings; // only for Style::Mixed: the ending of each line, in order
    LineEnding m_dominant = LineEnding::LF;
};

} // namespace tandem
