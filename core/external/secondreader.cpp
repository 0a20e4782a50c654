// SPDX-License-Identifier: GPL-3.0-or-later
#include "secondreader.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace tandem {

namespace {

// Short and closed: a small model follows a list of four questions and a fixed answer shape
// far better than an open "review this" (the peers report runaway output otherwise).
const char *const Instructions =
    "You compare an English paragraph from a technical tutorial with its Korean translation. "
    "Report only these problems, and only when you are sure:\n"
    "negation: the Korean says the opposite (a negation added or lost, always/never, "
    "can/cannot, instead of/along with);\n"
    "dropped-clause: a clause or condition of the English is missing from the Korean;\n"
    "direction: who does what to whom, from/to, source/target or the order of arguments is "
    "changed;\n"
    "broken-korean: a Korean sentence is ungrammatical or garbled.\n"
    "Answer with JSON only, no prose: {\"findings\": [{\"kind\": \"negation|dropped-clause|"
    "direction|broken-korean\", \"quote\": \"the exact Korean words, copied from the "
    "translation\", \"explanation\": \"one short English sentence\", \"fix\": \"corrected "
    "Korean for the quote, or empty\"}]}. With no problem answer {\"findings\": []}.";

QString glossaryLines(const SegmentPair &pair)
{
    QStringList lines;
    for (const GlossaryRow &row : pair.glossary)
        lines << QStringLiteral("%1 = %2").arg(
            row.english, row.keepEnglish ? row.english : row.korean.join(QStringLiteral(", ")));
    return lines.isEmpty() ? QString() : QStringLiteral("\nAgreed terms:\n") + lines.join(u'\n');
}

// A model may wrap its JSON in a Markdown fence or say a word before it: the object from the
// first '{' to the last '}' is read.
QByteArray jsonObjectIn(const QString &content)
{
    const qsizetype open = content.indexOf(u'{'), close = content.lastIndexOf(u'}');
    return open < 0 || close < open ? QByteArray() : content.mid(open, close - open + 1).toUtf8();
}

} // namespace

QJsonObject chatRequest(const CheckerSpec &spec, const SegmentPair &pair)
{
    const QString user = QStringLiteral("English:\n%1\n\nKorean:\n%2%3")
                             .arg(pair.source, pair.draft, glossaryLines(pair));
    return QJsonObject{
        {"model", spec.model},
        {"temperature", 0},
        {"max_tokens", spec.limits.maxTokens},
        {"stream", false},
        {"messages",
         QJsonArray{QJsonObject{{"role", "system"}, {"content", QString::fromUtf8(Instructions)}},
                    QJsonObject{{"role", "user"}, {"content", user}}}}};
}

std::optional<QString> chatContent(const QByteArray &answer, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(answer, &parse);
    if (parse.error != QJsonParseError::NoError) {
        if (error)
            *error = QStringLiteral("malformed JSON at byte %1: %2")
                         .arg(parse.offset)
                         .arg(parse.errorString());
        return std::nullopt;
    }
    const QJsonValue content =
        doc.object().value("choices").toArray().at(0).toObject().value("message").toObject().value(
            "content");
    if (!content.isString()) {
        if (error) *error = QStringLiteral("not a chat completions answer (no choices[0].message)");
        return std::nullopt;
    }
    return content.toString();
}

std::optional<QList<ReaderFinding>> readerFindings(const QString &content, int maxFindings,
                                                   QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(jsonObjectIn(content), &parse);
    const QJsonValue list = doc.object().value("findings");
    if (parse.error != QJsonParseError::NoError || !list.isArray()) {
        if (error)
            *error = QStringLiteral("the model's answer is not {\"findings\": [...]}: %1")
                         .arg(content.left(80));
        return std::nullopt;
    }
    if (list.toArray().size() > maxFindings) {
        if (error)
            *error = QStringLiteral("%1 findings, more than the %2 a paragraph may have")
                         .arg(list.toArray().size())
                         .arg(maxFindings);
        return std::nullopt;
    }
    QList<ReaderFinding> findings;
    for (const QJsonValue &value : list.toArray()) {
        const QJsonObject o = value.toObject();
        ReaderFinding f{o.value("kind").toString().trimmed(), o.value("quote").toString(),
                        o.value("explanation").toString().trimmed(),
                        o.value("fix").toString().trimmed()};
        // A finding with nothing to point at is no finding; the quote gate reads the rest.
        if (!f.quote.trimmed().isEmpty()) findings.append(std::move(f));
    }
    return findings;
}

} // namespace tandem
