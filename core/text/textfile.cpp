// SPDX-License-Identifier: GPL-3.0-or-later
#include "textfile.h"

#include "atomicwrite.h"
#include "boundedfile.h"
#include "enumnames.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace tandem {

namespace {

// Finds the first byte that is not part of well-formed UTF-8 (no overlongs, no surrogates,
// nothing above U+10FFFF). Returns its index, or -1.
qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra;
        unsigned char lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            if (c == 0xE0) lo = 0xA0;
            if (c == 0xED) hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            if (c == 0xF0) lo = 0x90;
            if (c == 0xF4) hi = 0x8F;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n) return i;
            const unsigned char b = s[i + k];
            const unsigned char min = k == 1 ? lo : 0x80, max = k == 1 ? hi : 0xBF;
            if (b < min || b > max) return i;
        }
        i += extra + 1;
    }
    return -1;
}

// Names the context under which lupdate files these messages and the translator finds them.
struct TextFileText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TextFile)
};

} // namespace

TextFile TextFile::fromBytes(const QByteArray &bytes, Error *error)
{
    Error e;
    TextFile file;
    if (bytes.size() > MaxBytes) {
        e.kind = Error::TooLarge;
        e.message = TextFileText::tr("file is %1 MB, larger than the %2 MB Tandem opens")
                        .arg(double(bytes.size()) / (1024 * 1024), 0, 'f', 1)
                        .arg(MaxBytes / (1024 * 1024));
    } else if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        // A UTF-16 byte order mark (Windows editors' "Unicode"): say what to do, not "binary".
        e.kind = Error::Utf16;
        e.message = TextFileText::tr("UTF-16 is not supported, save the file as UTF-8");
    } else if (bytes.contains('\0')) {
        e.kind = Error::Binary;
        e.message = TextFileText::tr("binary file (it contains NUL bytes), not opened");
    } else if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        e.kind = Error::InvalidUtf8;
        const qsizetype lineStart = bytes.lastIndexOf('\n', bad - 1) + 1; // -1 + 1 = 0
        e.line = int(bytes.left(bad).count('\n')) + 1;
        e.column = int(QString::fromUtf8(bytes.mid(lineStart, bad - lineStart)).size()) + 1;
        e.message = TextFileText::tr(
                        "invalid UTF-8 at line %1, column %2 (byte 0x%3); Tandem reads UTF-8 only")
                        .arg(e.line)
                        .arg(e.column)
                        .arg(quint8(bytes[bad]), 2, 16, QLatin1Char('0'));
    }
    if (e) {
        if (error) *error = e;
        return {};
    }

    QByteArray body = bytes;
    if (body.startsWith("\xEF\xBB\xBF")) {
        file.hasBom = true;
        body.remove(0, 3);
    }
    // Not QString::fromUtf8: it drops a leading BOM, so a file starting with two would lose the
    // second on save (found by fuzz_scan). The bytes are valid UTF-8 (checked above).
    const QString raw =
        QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom).decode(body);
    file.text.reserve(raw.size());
    QList<LineEnding> endings;
    int counts[3] = {0, 0, 0};
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw[i];
        if (c == u'\r') {
            const bool crlf = i + 1 < raw.size() && raw[i + 1] == u'\n';
            const LineEnding ending = crlf ? LineEnding::CRLF : LineEnding::CR;
            endings.append(ending);
            ++counts[int(ending)];
            file.text.append(u'\n');
            if (crlf) ++i;
        } else if (c == u'\n') {
            endings.append(LineEnding::LF);
            ++counts[0];
            file.text.append(u'\n');
        } else {
            file.text.append(c);
        }
    }
    const int kinds = (counts[0] > 0) + (counts[1] > 0) + (counts[2] > 0);
    if (counts[1] >= counts[0] && counts[1] >= counts[2] && counts[1] > 0)
        file.m_dominant = LineEnding::CRLF;
    else if (counts[2] > counts[0])
        file.m_dominant = LineEnding::CR;
    if (kinds > 1 || file.m_dominant == LineEnding::CR) {
        file.style = Style::Mixed;
        file.m_endings = endings;
    } else {
        file.style = file.m_dominant == LineEnding::CRLF ? Style::CRLF : Style::LF;
    }
    if (error) *error = {};
    return file;
}

TextFile TextFile::load(const QString &path, Error *error, const QString &confineTo)
{
    Error e;
    const QByteArray bytes = readBoundedFile(path, &e, confineTo);
    if (e) {
        if (error) *error = e;
        return {};
    }
    return fromBytes(bytes, error);
}

QByteArray TextFile::toBytes() const
{
    QByteArray out;
    if (hasBom) out.append("\xEF\xBB\xBF");
    const QByteArray utf8 = text.toUtf8();
    out.reserve(out.size() + utf8.size() + utf8.count('\n'));
    qsizetype line = 0;
    for (char c : utf8) {
        if (c != '\n') {
            out.append(c);
            continue;
        }
        LineEnding ending = m_dominant;
        if (style == Style::Mixed && line < m_endings.size())
            ending = m_endings[line];
        else if (style == Style::LF)
            ending = LineEnding::LF;
        else if (style == Style::CRLF)
            ending = LineEnding::CRLF;
        out.append(ending == LineEnding::LF ? "\n" : ending == LineEnding::CRLF ? "\r\n" : "\r");
        ++line;
    }
    return out;
}

bool TextFile::save(const QString &path, QString *errorMessage) const
{
    return writeFileAtomically(path, toBytes(), errorMessage);
}

constexpr EnumName<TextFile::Style> StyleNames[] = {{TextFile::Style::LF, "LF"},
                                                    {TextFile::Style::CRLF, "CRLF"},
                                                    {TextFile::Style::Mixed, "mixed"}};

QString TextFile::styleName(Style style)
{
    return enumName(StyleNames, style);
}

} // namespace tandem
