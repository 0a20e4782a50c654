// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmx.h"

#include "boundedfile.h"
#include "optionalerror.h"
#include "platformfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <optional>

namespace tandem {

namespace {

// Names the context under which lupdate files these messages.
struct TmxText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::Tmx)
};

// TMX dates are ISO 8601 in UTC, basic format: 20240131T120000Z.
constexpr auto TmxDateFormat = "yyyyMMdd'T'HHmmss'Z'";

// The <ph> type of a character XML 1.0 cannot carry, its code point as the content.
constexpr auto ControlType = "x-ctrl";

QString tmxDate(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(QLatin1String(TmxDateFormat));
}

qint64 parseTmxDate(const QString &text)
{
    QDateTime t = QDateTime::fromString(text, QLatin1String(TmxDateFormat));
    if (!t.isValid()) return 0;
    t.setTimeSpec(Qt::UTC);
    return t.toSecsSinceEpoch();
}

bool isLanguage(const QString &tag, QLatin1String language)
{
    return tag.compare(language, Qt::CaseInsensitive) == 0 ||
           tag.startsWith(language + u'-', Qt::CaseInsensitive) ||
           tag.startsWith(language + u'_', Qt::CaseInsensitive);
}

// XML 1.0's Char production, for one UTF-16 code unit (surrogates are checked in pairs apart).
bool isXmlChar(char16_t c)
{
    return c >= 0x20 ? c != 0xFFFE && c != 0xFFFF : c == u'\t' || c == u'\n' || c == u'\r';
}

QString codePointName(uint c)
{
    return QStringLiteral("U+") + QString::number(c, 16).rightJustified(4, u'0').toUpper();
}

// The character a placeholder's "U+0008" stands for, or none when it names none XML cannot
// carry (U+0000 is one: a NUL stored in a pair comes back).
std::optional<char16_t> controlFromName(const QString &name)
{
    if (!name.startsWith(QLatin1String("U+"))) return {};
    bool ok = false;
    const uint c = name.mid(2).toUInt(&ok, 16);
    if (!ok || c > 0xFFFF || isXmlChar(char16_t(c)) || QChar::isSurrogate(c)) return {};
    return char16_t(c);
}

// A segment's text: runs of characters as they are, the rest as placeholders.
void writeSegment(QXmlStreamWriter &xml, const QString &text)
{
    xml.writeStartElement(QStringLiteral("seg"));
    // Inside a segment every character counts: auto-formatting would indent a placeholder that
    // follows another (two control characters in a row came back with a line feed and spaces
    // between them; found by fuzz_tmquery).
    const bool formatting = xml.autoFormatting();
    xml.setAutoFormatting(false);
    qsizetype runStart = 0;
    const auto flush = [&](qsizetype end) {
        if (end > runStart) xml.writeCharacters(text.mid(runStart, end - runStart));
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c == u'\r') {
            // A literal carriage return would read back as a line feed (XML's end-of-line
            // handling); a character reference keeps it.
            flush(i);
            xml.writeEntityReference(QStringLiteral("#xD"));
            runStart = i + 1;
            continue;
        }
        if (isXmlChar(c.unicode()) && !c.isSurrogate()) continue;
        flush(i);
        xml.writeStartElement(QStringLiteral("ph"));
        xml.writeAttribute(QStringLiteral("type"), QLatin1String(ControlType));
        xml.writeCharacters(codePointName(c.unicode()));
        xml.writeEndElement();
        runStart = i + 1;
    }
    flush(text.size());
    xml.writeEndElement();
    xml.setAutoFormatting(formatting);
}

// A property's text with the characters XML cannot carry replaced (U+FFFD).
QString xmlSafe(const QString &text)
{
    QString safe = text;
    for (qsizetype i = 0; i < safe.size(); ++i) {
        const QChar c = safe.at(i);
        if (c.isHighSurrogate() && i + 1 < safe.size() && safe.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (!isXmlChar(c.unicode()) || c.isSurrogate()) safe[i] = QChar::ReplacementCharacter;
    }
    return safe;
}

// The text of a <seg>, inline elements (<ph>, <bpt>, ...) reduced to their content and the
// placeholders of control characters restored. Stops collecting past `cap` characters (the
// rest is read and dropped) and sets *tooLong.
QString readSeg(QXmlStreamReader &xml, qsizetype cap, bool *tooLong)
{
    QString text;
    const auto append = [&](QStringView part) {
        if (*tooLong) return;
        if (text.size() + part.size() > cap) {
            *tooLong = true;
            text.clear();
            return;
        }
        text += part;
    };
    int depth = 1;
    while (depth > 0 && !xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::Characters:
            append(xml.text());
            break;
        case QXmlStreamReader::StartElement:
            if (xml.name() == u"ph" &&
                xml.attributes().value(QStringLiteral("type")) == QLatin1String(ControlType)) {
                const QString name =
                    xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
                if (const std::optional<char16_t> c = controlFromName(name))
                    append(QStringView(&*c, 1));
                else
                    append(name);
                break;
            }
            ++depth;
            break;
        case QXmlStreamReader::EndElement:
            --depth;
            break;
        default:
            break;
        }
    }
    return text;
}

} // namespace

qint64 exportTmx(const TranslationMemory &memory, const QString &path, QString *error)
{
    // Unbuffered, written in chunks whose every byte is checked: on a full disk QFileDevice
    // reports a short write without an error, and QSaveFile::commit() loses the error of the
    // final flush of its own buffer (it would rename a truncated file into place).
    // Only a regular file (or none) is replaced: QSaveFile would rename its temporary file over
    // a device the path names or links to (as root, /dev/null replaced by a TMX).
    if (QFileInfo info(path); info.exists() && !info.isFile()) {
        setError(error, TmxText::tr("%1: is not a regular file; not written").arg(path));
        return -1;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        setError(error, TmxText::tr("%1: cannot be written: %2").arg(path, file.errorString()));
        return -1;
    }
    QBuffer chunk;
    chunk.open(QIODevice::WriteOnly);
    QString writeError;
    // Writes the chunk to the file; false (with writeError) when not all of it was stored.
    const auto flushChunk = [&](const QString &where) {
        const QByteArray bytes = chunk.data();
        const qint64 n = bytes.isEmpty() ? 0 : file.write(bytes);
        if (n != bytes.size()) {
            writeError = TmxText::tr("%1: writing %2 failed: %3")
                             .arg(path, where,
                                  n < 0 ? file.errorString()
                                        : TmxText::tr("only %1 of %2 bytes could be written "
                                                      "(is the disk full?)")
                                              .arg(n)
                                              .arg(bytes.size()));
            return false;
        }
        chunk.buffer().clear();
        chunk.seek(0);
        return true;
    };
    qint64 flushed = 0; // pairs already in the file
    QXmlStreamWriter xml(&chunk);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE tmx SYSTEM \"tmx14.dtd\">"));
    xml.writeStartElement(QStringLiteral("tmx"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.4"));
    xml.writeStartElement(QStringLiteral("header"));
    xml.writeAttribute(QStringLiteral("creationtool"), QStringLiteral("Tandem"));
    xml.writeAttribute(QStringLiteral("creationtoolversion"),
                       QCoreApplication::applicationVersion());
    xml.writeAttribute(QStringLiteral("datatype"), QStringLiteral("plaintext"));
    xml.writeAttribute(QStringLiteral("segtype"), QStringLiteral("paragraph"));
    xml.writeAttribute(QStringLiteral("adminlang"), QStringLiteral("en"));
    xml.writeAttribute(QStringLiteral("srclang"), QStringLiteral("en"));
    xml.writeAttribute(QStringLiteral("o-tmf"), QStringLiteral("Tandem"));
    xml.writeTextElement(QStringLiteral("note"),
                         QStringLiteral("Characters XML 1.0 cannot carry are written as "
                                        "<ph type=\"x-ctrl\">U+XXXX</ph>, their code point."));
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("body"));
    qint64 written = 0;
    QString readError;
    const bool read = memory.forEachPair(
        [&](const TmPair &p) {
            xml.writeStartElement(QStringLiteral("tu"));
            if (p.date > 0) xml.writeAttribute(QStringLiteral("creationdate"), tmxDate(p.date));
            const auto prop = [&xml](const char *type, const QString &value) {
                if (value.isEmpty()) return;
                xml.writeStartElement(QStringLiteral("prop"));
                xml.writeAttribute(QStringLiteral("type"), QLatin1String(type));
                xml.writeCharacters(xmlSafe(value));
                xml.writeEndElement();
            };
            prop("x-file", p.file);
            prop("x-commit", p.commit);
            prop("x-origin", p.origin);
            for (const auto &[lang, text] : {std::pair{QStringLiteral("en"), p.source},
                                             std::pair{QStringLiteral("ko"), p.target}}) {
                xml.writeStartElement(QStringLiteral("tuv"));
                xml.writeAttribute(QStringLiteral("xml:lang"), lang);
                writeSegment(xml, text);
                xml.writeEndElement();
            }
            xml.writeEndElement();
            ++written;
            if (chunk.size() < 256 * 1024) return true;
            if (!flushChunk(TmxText::tr("pairs %1 to %2 (the last from %3)")
                                .arg(flushed + 1)
                                .arg(written)
                                .arg(p.file)))
                return false;
            flushed = written;
            return true;
        },
        &readError);
    if (!writeError.isEmpty() || !read) {
        file.cancelWriting();
        setError(error, !writeError.isEmpty()
                            ? writeError
                            : TmxText::tr("%1: not written: reading the memory %2 failed after "
                                          "%3 pairs: %4")
                                  .arg(path, memory.path())
                                  .arg(written)
                                  .arg(readError));
        return -1;
    }
    xml.writeEndElement(); // body
    xml.writeEndElement(); // tmx
    xml.writeEndDocument();
    if (!flushChunk(
            TmxText::tr("the end of the file (pairs %1 to %2)").arg(flushed + 1).arg(written))) {
        file.cancelWriting();
        setError(error, writeError);
        return -1;
    }
    if (!file.commit()) {
        setError(error, TmxText::tr("%1: could not be saved: %2").arg(path, file.errorString()));
        return -1;
    }
    return written;
}

bool readTmx(const QString &path, QList<TmPair> *pairs, TmxImportStats *stats, QString *error)
{
    TmxImportStats local;
    TmxImportStats &s = stats ? *stats : local;
    s = {};
    pairs->clear();
    TextFile::Error gate;
    const int fd = openBoundedFile(path, TmxLimits::MaxFileBytes, &gate);
    if (fd < 0) {
        setError(error, QStringLiteral("%1: %2").arg(path, gate.message));
        return false;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        platform::closeFile(fd);
        setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
        return false;
    }
    QXmlStreamReader xml(&file);
    const auto refuse = [&](const QString &why) {
        pairs->clear();
        setError(error, QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(why));
        return false;
    };
    bool sawTmx = false;
    QString sourceLanguage = QStringLiteral("en");
    TmPair pair;
    QString tuvLanguage;
    bool inTu = false;
    bool tooLong = false;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::DTD) {
            // Checked before any entity is used: the DOCTYPE comes first.
            if (!xml.entityDeclarations().isEmpty() || !xml.notationDeclarations().isEmpty() ||
                xml.text().contains(QLatin1String("<!ENTITY")))
                return refuse(TmxText::tr(
                    "the DOCTYPE declares entities; Tandem expands only XML's predefined ones "
                    "(&lt; &gt; &amp; &quot; &apos;), so the file is not read"));
        } else if (token == QXmlStreamReader::EntityReference) {
            return refuse(TmxText::tr("the entity &%1; is not one of XML's predefined ones; the "
                                      "file is not read")
                              .arg(xml.name()));
        } else if (token == QXmlStreamReader::StartElement) {
            const auto name = xml.name();
            const QXmlStreamAttributes attributes = xml.attributes();
            if (name == u"tmx") {
                sawTmx = true;
            } else if (name == u"header") {
                if (attributes.hasAttribute(QStringLiteral("srclang")))
                    sourceLanguage = attributes.value(QStringLiteral("srclang")).toString();
            } else if (name == u"tu") {
                inTu = true;
                tooLong = false;
                pair = TmPair();
                pair.origin = QStringLiteral("import");
                pair.date =
                    parseTmxDate(attributes.value(QStringLiteral("creationdate")).toString());
            } else if (name == u"prop" && inTu) {
                const QString type = attributes.value(QStringLiteral("type")).toString();
                bool propTooLong = false;
                const QString value = readSeg(xml, TmxLimits::MaxPropertyChars, &propTooLong);
                tooLong = tooLong || propTooLong;
                if (type == u"x-file")
                    pair.file = value;
                else if (type == u"x-commit")
                    pair.commit = value;
            } else if (name == u"tuv" && inTu) {
                tuvLanguage = attributes.value(QStringLiteral("xml:lang")).toString();
                if (tuvLanguage.isEmpty())
                    tuvLanguage = attributes.value(QStringLiteral("lang")).toString(); // TMX 1.1
            } else if (name == u"seg" && inTu) {
                bool segTooLong = false;
                const QString text = readSeg(xml, TmxLimits::MaxSegmentChars, &segTooLong);
                tooLong = tooLong || segTooLong;
                if (isLanguage(tuvLanguage, QLatin1String("en")))
                    pair.source = text;
                else if (isLanguage(tuvLanguage, QLatin1String("ko")))
                    pair.target = text;
            }
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"tu") {
            inTu = false;
            ++s.units;
            if (tooLong) {
                ++s.tooLong;
                continue;
            }
            if (pair.source.trimmed().isEmpty() || pair.target.trimmed().isEmpty()) {
                ++s.skipped;
                continue;
            }
            pairs->append(std::move(pair));
            pair = TmPair();
        }
    }
    if (xml.hasError()) {
        pairs->clear();
        setError(error, QStringLiteral("%1:%2:%3: %4")
                            .arg(path)
                            .arg(xml.lineNumber())
                            .arg(xml.columnNumber())
                            .arg(xml.errorString()));
        return false;
    }
    if (file.error() != QFileDevice::NoError) {
        pairs->clear();
        setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
        return false;
    }
    if (!sawTmx) {
        pairs->clear();
        setError(error, TmxText::tr("%1: not a TMX file (no <tmx> element)").arg(path));
        return false;
    }
    if (!isLanguage(sourceLanguage, QLatin1String("en")) && sourceLanguage != u"*all*") {
        pairs->clear();
        setError(error,
                 TmxText::tr("%1: source language is %2, not English").arg(path, sourceLanguage));
        return false;
    }
    return true;
}

bool addTmxPairs(TranslationMemory &memory, const QList<TmPair> &pairs, TmxImportStats *stats,
                 QString *error)
{
    QString e;
    if (!memory.begin(&e)) {
        setError(error, QStringLiteral("%1: %2").arg(memory.path(), e));
        return false;
    }
    qint64 added = 0;
    for (const TmPair &pair : pairs) {
        bool isNew = false;
        if (!memory.addPair(pair, &isNew, &e)) {
            memory.rollback();
            setError(error, QStringLiteral("%1: %2").arg(memory.path(), e));
            return false;
        }
        added += isNew ? 1 : 0;
    }
    if (!memory.commit(&e)) {
        memory.rollback();
        setError(error, QStringLiteral("%1: %2").arg(memory.path(), e));
        return false;
    }
    if (stats) stats->added = added;
    return true;
}

bool importTmx(TranslationMemory &memory, const QString &path, TmxImportStats *stats,
               QString *error)
{
    QList<TmPair> pairs;
    return readTmx(path, &pairs, stats, error) && addTmxPairs(memory, pairs, stats, error);
}

} // namespace tandem
