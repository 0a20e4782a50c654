// SPDX-License-Identifier: GPL-3.0-or-later
// The YAML glossary reader (GlossaryLoader::fromYaml); the format is in glossary/README.md.
#include "glossaryloader.h"

#include "glossaryloaderhelpers.h"

#include <yaml-cpp/yaml.h>

namespace tandem {

using namespace glossaryload;

namespace {

// yaml-cpp counts columns in bytes of UTF-8; users count characters. `lines` is the decoded file.
GlossaryLocation locate(const YAML::Mark &mark, const QString &fileName, const QStringList &lines)
{
    if (mark.line < 0) return {fileName, 0, 0};
    const QString line = lines.value(mark.line);
    const QByteArray utf8 = line.toUtf8();
    const int column = int(QString::fromUtf8(utf8.left(std::max(0, mark.column))).size());
    return {fileName, mark.line + 1, column + 1};
}

class Reader
{
public:
    Reader(const QString &fileName, const QStringList &lines, Glossary &g)
        : m_file(fileName), m_lines(lines), m_g(g), m_entries(g)
    {
    }

    GlossaryLocation where(const YAML::Node &node) const
    {
        return locate(node.Mark(), m_file, m_lines);
    }

    // A string or a list of strings. False (with a report) for anything else.
    bool strings(const YAML::Node &node, const char *key, QStringList *out)
    {
        if (node.IsScalar()) {
            out->append(QString::fromStdString(node.Scalar()));
            return true;
        }
        if (node.IsSequence()) {
            for (const YAML::Node &item : node) {
                if (!item.IsScalar()) {
                    error(m_g, where(item),
                          GlossaryLoaderText::tr("'%1' must list strings").arg(QLatin1String(key)));
                    return false;
                }
                out->append(QString::fromStdString(item.Scalar()));
            }
            return true;
        }
        if (node.IsNull()) return true;
        error(m_g, where(node),
              GlossaryLoaderText::tr("'%1' must be a string or a list of strings")
                  .arg(QLatin1String(key)));
        return false;
    }

    bool string(const YAML::Node &node, const char *key, QString *out)
    {
        if (node.IsNull()) return true;
        if (!node.IsScalar()) {
            error(m_g, where(node),
                  GlossaryLoaderText::tr("'%1' must be a string").arg(QLatin1String(key)));
            return false;
        }
        *out = QString::fromStdString(node.Scalar());
        return true;
    }

    void entry(const YAML::Node &node)
    {
        if (!node.IsMap()) {
            error(m_g, where(node),
                  GlossaryLoaderText::tr("an entry must be a mapping with at least 'en' and 'ko'"));
            return;
        }
        GlossaryEntry e;
        e.location = where(node);
        bool ok = true;
        for (const auto &kv : node) {
            const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
            const YAML::Node &value = kv.second;
            if (key == "en") {
                ok = strings(value, "en", &e.english) && ok;
            } else if (key == "ko") {
                ok = strings(value, "ko", &e.korean) && ok;
            } else if (key == "wrong") {
                ok = strings(value, "wrong", &e.wrongKorean) && ok;
            } else if (key == "senses") {
                ok = strings(value, "senses", &e.senses) && ok;
            } else if (key == "note") {
                ok = string(value, "note", &e.note) && ok;
            } else if (key == "origin") {
                ok = string(value, "origin", &e.origin) && ok;
            } else if (key == "keep") {
                bool keep = false;
                if (!value.IsScalar() || !YAML::convert<bool>::decode(value, keep)) {
                    error(m_g, where(value),
                          GlossaryLoaderText::tr("'keep' must be true or false"));
                    ok = false;
                }
                e.keepEnglish = keep;
            } else if (key == "case") {
                const std::string v = value.IsScalar() ? value.Scalar() : std::string();
                if (v == "auto")
                    e.caseRule = GlossaryEntry::Case::Auto;
                else if (v == "sensitive")
                    e.caseRule = GlossaryEntry::Case::Sensitive;
                else if (v == "insensitive")
                    e.caseRule = GlossaryEntry::Case::Insensitive;
                else {
                    error(m_g, where(value),
                          GlossaryLoaderText::tr("'case' must be auto, sensitive or insensitive"));
                    ok = false;
                }
            } else if (key == "forms") {
                const std::string v = value.IsScalar() ? value.Scalar() : std::string();
                if (v == "noun")
                    e.forms = GlossaryEntry::Forms::Noun;
                else if (v == "verb")
                    e.forms = GlossaryEntry::Forms::Verb;
                else if (v == "none")
                    e.forms = GlossaryEntry::Forms::None;
                else {
                    error(m_g, where(value),
                          GlossaryLoaderText::tr("'forms' must be noun, verb or none"));
                    ok = false;
                }
            } else {
                warning(m_g, where(kv.first),
                        GlossaryLoaderText::tr("unknown key '%1' ignored")
                            .arg(QString::fromStdString(key)));
            }
        }
        if (!ok) {
            error(m_g, e.location,
                  GlossaryLoaderText::tr("entry skipped because of the errors above"));
            return;
        }
        m_entries.add(std::move(e));
    }

    void entries(const YAML::Node &list)
    {
        if (!list.IsSequence()) {
            error(m_g, where(list), GlossaryLoaderText::tr("'entries' must be a list"));
            return;
        }
        for (const YAML::Node &item : list)
            entry(item);
    }

private:
    QString m_file;
    const QStringList &m_lines;
    Glossary &m_g;
    EntryAdder m_entries;
};

} // namespace

Glossary GlossaryLoader::fromYaml(const QByteArray &bytes, const QString &fileName)
{
    Glossary g;
    const QString text = decode(bytes, fileName, g);
    if (text.isEmpty()) return g;
    const QStringList lines = text.split(u'\n');
    Reader reader(fileName, lines, g);
    try {
        const YAML::Node root = YAML::Load(text.toUtf8().toStdString());
        if (root.IsSequence()) {
            reader.entries(root);
        } else if (root.IsMap()) {
            bool sawEntries = false;
            for (const auto &kv : root) {
                const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
                if (key == "entries") {
                    sawEntries = true;
                    reader.entries(kv.second);
                } else if (key != "language" && key != "version" && key != "name" &&
                           key != "license") {
                    warning(g, reader.where(kv.first),
                            GlossaryLoaderText::tr("unknown top-level key '%1' ignored")
                                .arg(QString::fromStdString(key)));
                }
            }
            if (!sawEntries)
                error(g, {fileName, 1, 1},
                      GlossaryLoaderText::tr("no 'entries' list in the glossary"));
        } else if (root.IsNull()) {
            error(g, {fileName, 0, 0},
                  GlossaryLoaderText::tr("the glossary has no entries (only comments or blanks)"));
        } else {
            error(g, reader.where(root),
                  GlossaryLoaderText::tr(
                      "a glossary must be a mapping with 'entries' or a list of entries"));
        }
    } catch (const YAML::Exception &ex) {
        error(g, locate(ex.mark, fileName, lines),
              GlossaryLoaderText::tr("YAML syntax error: %1").arg(QString::fromStdString(ex.msg)));
    } catch (const std::exception &ex) {
        error(g, {fileName, 0, 0},
              GlossaryLoaderText::tr("cannot read the YAML glossary: %1")
                  .arg(QString::fromUtf8(ex.what())));
    }
    return g;
}

} // namespace tandem
