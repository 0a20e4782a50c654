// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmx.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSaveFile>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace tandem {

namespace {

void setError(QString *error, const QString &message)
{
    if (error) *error = message;
}

// TMX dates are ISO 8601 in UTC, basic format: 20240131T120000Z.
constexpr auto TmxDateFormat = "yyyyMMdd'T'HHmmss'Z'";

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

// The text of a <seg>, inline elements (<ph>, <bpt>, ...) reduced to their content.
QString readSeg(QXmlStreamReader &xml)
{
    QString text;
    int depth = 1;
    while (depth > 0 && !xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::Characters:
            text += xml.text();
            break;
        case QXmlStreamReader::StartElement:
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
        return -1;
    }
    QXmlStreamWriter xml(&file);
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
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("body"));
    qint64 written = 0;
    for (const TmPair &p : memory.allPairs()) {
        xml.writeStartElement(QStringLiteral("tu"));
        if (p.date > 0) xml.writeAttribute(QStringLiteral("creationdate"), tmxDate(p.date));
        const auto prop = [&xml](const char *type, const QString &value) {
            if (value.isEmpty()) return;
            xml.writeStartElement(QStringLiteral("prop"));
            xml.writeAttribute(QStringLiteral("type"), QLatin1String(type));
            xml.writeCharacters(value);
            xml.writeEndElement();
        };
        prop("x-file", p.file);
        prop("x-commit", p.commit);
        prop("x-origin", p.origin);
        for (const auto &[lang, text] : {std::pair{QStringLiteral("en"), p.source},
                                         std::pair{QStringLiteral("ko"), p.target}}) {
            xml.writeStartElement(QStringLiteral("tuv"));
            xml.writeAttribute(QStringLiteral("xml:lang"), lang);
            xml.writeTextElement(QStringLiteral("seg"), text);
            xml.writeEndElement();
        }
        xml.writeEndElement();
        ++written;
    }
    xml.writeEndElement(); // body
    xml.writeEndElement(); // tmx
    xml.writeEndDocument();
    if (xml.hasError() || !file.commit()) {
        setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
        return -1;
    }
    return written;
}

bool importTmx(TranslationMemory &memory, const QString &path, TmxImportStats *stats,
               QString *error)
{
    TmxImportStats local;
    TmxImportStats &s = stats ? *stats : local;
    s = {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
        return false;
    }
    QXmlStreamReader xml(&file);
    QString e;
    if (!memory.begin(&e)) {
        setError(error, e);
        return false;
    }
    bool sawTmx = false;
    QString sourceLanguage = QStringLiteral("en");
    TmPair pair;
    QString tuvLanguage;
    bool inTu = false;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const auto name = xml.name();
            const QXmlStreamAttributes attributes = xml.attributes();
            if (name == u"tmx") {
                sawTmx = true;
            } else if (name == u"header") {
                if (attributes.hasAttribute(QStringLiteral("srclang")))
                    sourceLanguage = attributes.value(QStringLiteral("srclang")).toString();
            } else if (name == u"tu") {
                inTu = true;
                pair = TmPair();
                pair.origin = QStringLiteral("import");
                pair.date =
                    parseTmxDate(attributes.value(QStringLiteral("creationdate")).toString());
            } else if (name == u"prop" && inTu) {
                const QString type = attributes.value(QStringLiteral("type")).toString();
                const QString value = xml.readElementText();
                if (type == u"x-file")
                    pair.file = value;
                else if (type == u"x-commit")
                    pair.commit = value;
            } else if (name == u"tuv" && inTu) {
                tuvLanguage = attributes.value(QStringLiteral("xml:lang")).toString();
                if (tuvLanguage.isEmpty())
                    tuvLanguage = attributes.value(QStringLiteral("lang")).toString(); // TMX 1.1
            } else if (name == u"seg" && inTu) {
                const QString text = readSeg(xml);
                if (isLanguage(tuvLanguage, QLatin1String("en")))
                    pair.source = text;
                else if (isLanguage(tuvLanguage, QLatin1String("ko")))
                    pair.target = text;
            }
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"tu") {
            inTu = false;
            ++s.units;
            if (pair.source.trimmed().isEmpty() || pair.target.trimmed().isEmpty()) {
                ++s.skipped;
                continue;
            }
            bool added = false;
            if (!memory.addPair(pair, &added, &e)) {
                memory.rollback();
                setError(error, e);
                return false;
            }
            s.added += added ? 1 : 0;
        }
    }
    if (xml.hasError() || !sawTmx) {
        memory.rollback();
        setError(error, xml.hasError()
                            ? QStringLiteral("%1:%2:%3: %4")
                                  .arg(path)
                                  .arg(xml.lineNumber())
                                  .arg(xml.columnNumber())
                                  .arg(xml.errorString())
                            : QStringLiteral("%1: not a TMX file (no <tmx> element)").arg(path));
        return false;
    }
    if (!isLanguage(sourceLanguage, QLatin1String("en")) && sourceLanguage != u"*all*") {
        memory.rollback();
        setError(
            error,
            QStringLiteral("%1: source language is %2, not English").arg(path, sourceLanguage));
        return false;
    }
    if (!memory.commit(&e)) {
        memory.rollback();
        setError(error, e);
        return false;
    }
    return true;
}

} // namespace tandem
