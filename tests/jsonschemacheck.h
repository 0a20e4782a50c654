// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small JSON Schema (draft-07) checker for the tests: the keywords the published SARIF 2.1.0
// and reviewdog schemas use on the objects Tandem writes — type, required, properties,
// additionalProperties, enum, minimum, minItems, uniqueItems (of scalars), items, $ref to
// #/definitions, anyOf, oneOf and the uri / uri-reference formats. Offline: the schema is a
// fixture. Returns the problems found, each with its JSON path; empty means valid.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStringList>
#include <QUrl>

class JsonSchemaCheck
{
public:
    explicit JsonSchemaCheck(QJsonObject root) : m_root(std::move(root)) {}

    QStringList check(const QJsonValue &value) const
    {
        QStringList problems;
        checkValue(value, m_root, QStringLiteral("$"), &problems);
        return problems;
    }

private:
    QJsonObject resolve(const QJsonObject &schema) const
    {
        const QString ref = schema.value("$ref").toString();
        if (ref.isEmpty()) return schema;
        const QString prefix = QStringLiteral("#/definitions/");
        if (!ref.startsWith(prefix)) return {};
        return resolve(
            m_root.value("definitions").toObject().value(ref.mid(prefix.size())).toObject());
    }

    static bool hasType(const QJsonValue &v, const QString &type)
    {
        if (type == u"object") return v.isObject();
        if (type == u"array") return v.isArray();
        if (type == u"string") return v.isString();
        if (type == u"boolean") return v.isBool();
        if (type == u"number") return v.isDouble();
        if (type == u"integer") return v.isDouble() && v.toDouble() == double(qint64(v.toDouble()));
        if (type == u"null") return v.isNull();
        return false;
    }

    void checkValue(const QJsonValue &v, const QJsonObject &given, const QString &path,
                    QStringList *problems) const
    {
        const QJsonObject s = resolve(given);
        if (s.isEmpty() && given.contains("$ref")) {
            problems->append(path + ": unresolved " + given.value("$ref").toString());
            return;
        }
        if (s.contains("type")) {
            const QJsonValue t = s.value("type");
            bool ok = false;
            if (t.isArray()) {
                for (const QJsonValue &one : t.toArray())
                    ok |= hasType(v, one.toString());
            } else {
                ok = hasType(v, t.toString());
            }
            if (!ok) {
                problems->append(
                    path + ": not of type " +
                    QString::fromUtf8(QJsonDocument(QJsonArray{t}).toJson(QJsonDocument::Compact)));
                return;
            }
        }
        if (s.contains("enum") && !s.value("enum").toArray().contains(v))
            problems->append(path + ": not one of the allowed values");
        if (s.contains("minimum") && v.isDouble() && v.toDouble() < s.value("minimum").toDouble())
            problems->append(path + ": below the minimum");
        if (s.contains("format") && v.isString()) {
            const QString format = s.value("format").toString();
            const QUrl url(v.toString(), QUrl::StrictMode);
            if ((format == u"uri" || format == u"uri-reference") &&
                (!url.isValid() || v.toString().contains(u' ')))
                problems->append(path + ": not a valid " + format);
            if (format == u"uri" && url.isRelative())
                problems->append(path + ": not an absolute uri");
        }
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (const QJsonValue &r : s.value("required").toArray())
                if (!o.contains(r.toString()))
                    problems->append(path + ": missing required " + r.toString());
            const QJsonObject properties = s.value("properties").toObject();
            const QJsonValue additional = s.value("additionalProperties");
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString child = path + u'.' + it.key();
                if (properties.contains(it.key()))
                    checkValue(it.value(), properties.value(it.key()).toObject(), child, problems);
                else if (additional.isBool() && !additional.toBool())
                    problems->append(child + ": not allowed here");
                else if (additional.isObject())
                    checkValue(it.value(), additional.toObject(), child, problems);
            }
        }
        if (v.isArray()) {
            const QJsonArray a = v.toArray();
            if (s.contains("minItems") && a.size() < s.value("minItems").toInt())
                problems->append(path + ": fewer items than allowed");
            if (s.value("uniqueItems").toBool()) {
                QSet<QByteArray> seen;
                for (const QJsonValue &item : a) {
                    const QByteArray key =
                        QJsonDocument(QJsonArray{item}).toJson(QJsonDocument::Compact);
                    if (seen.contains(key)) problems->append(path + ": items are not unique");
                    seen.insert(key);
                }
            }
            if (s.contains("items"))
                for (int n = 0; n < a.size(); ++n)
                    checkValue(a[n], s.value("items").toObject(),
                               path + QStringLiteral("[%1]").arg(n), problems);
        }
        const auto matching = [&](const QString &keyword) {
            int count = 0;
            for (const QJsonValue &option : s.value(keyword).toArray()) {
                QStringList inner;
                checkValue(v, option.toObject(), path, &inner);
                count += inner.isEmpty();
            }
            return count;
        };
        if (s.contains("anyOf") && matching("anyOf") == 0)
            problems->append(path + ": matches none of anyOf");
        if (s.contains("oneOf") && matching("oneOf") != 1)
            problems->append(path + ": does not match exactly one of oneOf");
    }

    QJsonObject m_root;
};
