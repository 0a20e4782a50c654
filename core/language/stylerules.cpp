// SPDX-License-Identifier: GPL-3.0-or-later
#include "stylerules.h"

#include "atomicwrite.h"
#include "boundedfile.h"
#include "textfile.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QMutex>
#include <QStandardPaths>

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace tandem {

namespace {

template <typename Fail> StyleRules::Credit readCredit(const YAML::Node &node, Fail &&fail)
{
    StyleRules::Credit credit;
    if (!node.IsMap()) {
        fail(
            node.Mark(),
            QStringLiteral("credit is a mapping (author, author-ko, translator, translator-link)"));
        return credit;
    }
    auto str = [](const YAML::Node &n) { return QString::fromStdString(n.as<std::string>()); };
    auto list = [&](const YAML::Node &n) {
        QStringList out;
        if (n.IsScalar())
            out << str(n);
        else
            for (const YAML::Node &item : n)
                out << str(item);
        out.removeAll(QString());
        return out;
    };
    for (const auto &kv : node) {
        const QString key = str(kv.first);
        if (key == QLatin1String("author"))
            credit.authorLabels = list(kv.second);
        else if (key == QLatin1String("author-ko"))
            credit.authorTranslation = str(kv.second);
        else if (key == QLatin1String("translator"))
            credit.translatorLabels = list(kv.second);
        else if (key == QLatin1String("translator-link"))
            credit.translatorLink = kv.second.as<bool>();
        else
            fail(kv.first.Mark(),
                 QStringLiteral("unknown key `%1` in credit (known: author, author-ko, "
                                "translator, translator-link)")
                     .arg(key));
    }
    return credit;
}

} // namespace

StyleRules::StyleRules() = default;
StyleRules::~StyleRules() = default;
StyleRules::StyleRules(const StyleRules &) = default;
StyleRules &StyleRules::operator=(const StyleRules &) = default;

StyleRules StyleRules::fromYaml(const QString &text, const QString &fileName, QStringList *errors)
{
    StyleRules result;
    auto fail = [&](const YAML::Mark &mark, const QString &message) {
        // yaml-cpp gives a null mark (-1) for some errors: point at the file's start then.
        if (errors)
            errors->append(QStringLiteral("%1:%2:%3: %4")
                               .arg(fileName)
                               .arg(std::max(mark.line, 0) + 1)
                               .arg(std::max(mark.column, 0) + 1)
                               .arg(message));
    };
    YAML::Node root;
    try {
        root = YAML::Load(text.toStdString());
    } catch (const YAML::Exception &e) {
        fail(e.mark, QString::fromStdString(e.msg));
        return result;
    }
    auto str = [](const YAML::Node &n) { return QString::fromStdString(n.as<std::string>()); };
    const YAML::Node credit = root.IsMap() ? root["credit"] : YAML::Node();
    if (credit) {
        try {
            result.m_credit = readCredit(credit, fail);
        } catch (const YAML::Exception &e) {
            fail(e.mark, QString::fromStdString(e.msg));
        }
    }
    const YAML::Node gap = root.IsMap() ? root["markup-particle"] : YAML::Node();
    if (gap) {
        const QString form = gap.IsScalar() ? str(gap) : QString();
        if (form == QLatin1String("space"))
            result.m_markupGap = MarkupGap::Space;
        else if (form == QLatin1String("backslash"))
            result.m_markupGap = MarkupGap::Backslash;
        else
            fail(gap.Mark(), QStringLiteral("markup-particle is space or backslash"));
    }
    const YAML::Node rules = root.IsMap() ? root["rules"] : YAML::Node();
    // A file may set only the credit conventions or the form of markup before a particle.
    if ((credit || gap) && !rules) return result;
    if (!rules || !rules.IsSequence()) {
        fail(root.Mark(), QStringLiteral("expected a mapping with a list `rules`"));
        return result;
    }
    for (const YAML::Node &item : rules) {
        try {
            if (!item.IsMap()) {
                fail(item.Mark(), QStringLiteral("a rule is a mapping"));
                continue;
            }
            // A misspelt key (levle, tokes) would otherwise be dropped without a word.
            bool unknownKey = false;
            for (const auto &kv : item) {
                static const QStringList known = {"id",    "message", "level",
                                                  "start", "swap",    "tokens"};
                const QString key = str(kv.first);
                if (!known.contains(key)) {
                    fail(kv.first.Mark(), QStringLiteral("unknown key `%1` (known: %2)")
                                              .arg(key, known.join(QLatin1String(", "))));
                    unknownKey = true;
                }
            }
            if (unknownKey) continue;
            Rule rule;
            if (item["id"]) rule.id = str(item["id"]);
            if (item["message"]) rule.message = str(item["message"]);
            if (const YAML::Node level = item["level"]) {
                const std::optional<Severity> s = severityFromName(str(level));
                if (!s) {
                    fail(level.Mark(), QStringLiteral("level is info, warning or error"));
                    continue;
                }
                rule.severity = *s;
            }
            if (const YAML::Node start = item["start"]) {
                if (str(start) != QLatin1String("word") && str(start) != QLatin1String("any")) {
                    fail(start.Mark(), QStringLiteral("start is word or any"));
                    continue;
                }
                rule.wordStart = str(start) == QLatin1String("word");
            }
            if (const YAML::Node swap = item["swap"]) {
                if (!swap.IsMap()) {
                    fail(swap.Mark(), QStringLiteral("swap is a mapping of phrase: replacement"));
                    continue;
                }
                for (const auto &kv : swap) {
                    rule.phrases << str(kv.first);
                    rule.replacements << (kv.second.IsNull() ? QString() : str(kv.second));
                }
            } else if (const YAML::Node tokens = item["tokens"]) {
                if (tokens.IsScalar())
                    rule.phrases << str(tokens);
                else
                    for (const YAML::Node &t : tokens)
                        rule.phrases << str(t);
            }
            if (rule.id.isEmpty() || rule.message.isEmpty() || rule.phrases.isEmpty() ||
                rule.phrases.contains(QString())) {
                fail(item.Mark(), QStringLiteral("a rule needs id, message, and swap or tokens "
                                                 "(non-empty phrases)"));
                continue;
            }
            result.m_rules.append(rule);
        } catch (const YAML::Exception &e) {
            fail(e.mark, QString::fromStdString(e.msg));
        }
    }
    result.index();
    return result;
}

StyleRules StyleRules::load(const QString &path, QStringList *errors)
{
    TextFile::Error error;
    const TextFile file = TextFile::load(path, &error); // regular files only, capped, UTF-8
    if (error) {
        if (errors)
            errors->append(error.line > 0 ? QStringLiteral("%1:%2:%3: %4")
                                                .arg(path)
                                                .arg(error.line)
                                                .arg(error.column)
                                                .arg(error.message)
                                          : QStringLiteral("%1: %2").arg(path, error.message));
        return {};
    }
    return fromYaml(file.text, path, errors);
}

namespace {

// Bumped whenever toBytes() changes what it writes.
constexpr char bytesMagic[] = "tandem-style-rules 2\n";

} // namespace

QByteArray StyleRules::toBytes() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out.writeRawData(bytesMagic, int(sizeof bytesMagic) - 1);
    out << qint32(m_rules.size());
    for (const Rule &r : m_rules)
        out << r.id << r.message << qint32(r.severity) << r.wordStart << r.phrases
            << r.replacements;
    out << m_credit.authorLabels << m_credit.authorTranslation << m_credit.translatorLabels
        << m_credit.translatorLink;
    out << qint32(m_markupGap ? int(*m_markupGap) + 1 : 0);
    return bytes;
}

std::optional<StyleRules> StyleRules::fromBytes(const QByteArray &bytes)
{
    if (!bytes.startsWith(bytesMagic)) return std::nullopt;
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_6_0);
    in.skipRawData(int(sizeof bytesMagic) - 1);
    StyleRules result;
    qint32 count = 0;
    in >> count;
    if (count < 0 || count > bytes.size()) return std::nullopt;
    for (qint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        Rule r;
        qint32 severity = 0;
        in >> r.id >> r.message >> severity >> r.wordStart >> r.phrases >> r.replacements;
        if (severity < int(Severity::Info) || severity > int(Severity::Error) ||
            r.phrases.isEmpty() || r.phrases.contains(QString()) ||
            (!r.replacements.isEmpty() && r.replacements.size() != r.phrases.size()))
            return std::nullopt;
        r.severity = Severity(severity);
        result.m_rules.append(r);
    }
    in >> result.m_credit.authorLabels >> result.m_credit.authorTranslation >>
        result.m_credit.translatorLabels >> result.m_credit.translatorLink;
    qint32 gap = 0;
    in >> gap;
    if (gap < 0 || gap > 2) return std::nullopt;
    if (gap > 0) result.m_markupGap = MarkupGap(gap - 1);
    if (in.status() != QDataStream::Ok || !in.atEnd()) return std::nullopt;
    result.index();
    return result;
}

StyleRules StyleRules::loadDefault()
{
    // Parsed once per version of the file: kept in the user's cache folder under the SHA-1 of
    // the YAML. A missing, unreadable or damaged cache only costs the parse.
    const QString path = QStringLiteral(":/glossary/style-ko.yaml");
    QFile resource(path);
    const QByteArray yaml = resource.open(QIODevice::ReadOnly) ? resource.readAll() : QByteArray();
    const QString cache =
        QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
        QStringLiteral("/tandem/style-") +
        QString::fromLatin1(
            QCryptographicHash::hash(QByteArray(bytesMagic) + yaml, QCryptographicHash::Sha1)
                .toHex()
                .left(16)) +
        QStringLiteral(".bin");
    if (!yaml.isEmpty()) {
        TextFile::Error error;
        if (const QByteArray bytes = readBoundedFile(cache, &error); !error)
            if (std::optional<StyleRules> cached = fromBytes(bytes)) return std::move(*cached);
    }
    QStringList errors;
    StyleRules rules = load(path, &errors);
    for (const QString &e : errors)
        qWarning("%s", qPrintable(e));
    if (errors.isEmpty() && !yaml.isEmpty() && QDir().mkpath(QFileInfo(cache).path()))
        writeFileAtomically(cache, rules.toBytes()); // a cache: a failed write costs only time
    return rules;
}

std::shared_ptr<const StyleRules> StyleRules::builtIn()
{
    static const std::shared_ptr<const StyleRules> rules =
        std::make_shared<const StyleRules>(loadDefault());
    return rules;
}

std::shared_ptr<const StyleRules> StyleRules::withUserFiles(const QStringList &files,
                                                            QStringList *errors)
{
    if (files.isEmpty()) return builtIn();
    StyleRules rules = *builtIn();
    const qsizetype before = errors->size();
    for (const QString &file : files)
        rules.append(load(file, errors));
    if (errors->size() != before) return nullptr;
    return std::make_shared<const StyleRules>(std::move(rules));
}

void StyleRules::append(const StyleRules &other)
{
    // A later file's credit conventions replace the built-in ones (another community's wording).
    if (other.m_credit.isSet()) m_credit = other.m_credit;
    if (other.m_markupGap) m_markupGap = other.m_markupGap;
    m_rules += other.m_rules;
    index();
}

void StyleRules::index()
{
    m_byFirst.clear();
    for (int r = 0; r < m_rules.size(); ++r)
        for (int p = 0; p < m_rules[r].phrases.size(); ++p)
            m_byFirst[m_rules[r].phrases[p].front().unicode()].append({r, p});
    for (auto &list : m_byFirst)
        std::stable_sort(list.begin(), list.end(), [this](auto a, auto b) {
            return m_rules[a.first].phrases[a.second].size() >
                   m_rules[b.first].phrases[b.second].size();
        });
}

QList<StyleRules::Match> StyleRules::find(QStringView text) const
{
    QList<Match> found;
    qsizetype i = 0;
    while (i < text.size()) {
        const auto it = m_byFirst.constFind(text[i].unicode());
        bool matched = false;
        if (it != m_byFirst.constEnd()) {
            const bool atWordStart = i == 0 || !text[i - 1].isLetterOrNumber();
            for (const auto &[r, p] : *it) {
                const Rule &rule = m_rules[r];
                if (rule.wordStart && !atWordStart) continue;
                const QString &phrase = rule.phrases[p];
                if (text.mid(i).startsWith(phrase)) {
                    found.append({r, p, i, i + phrase.size()});
                    i += phrase.size();
                    matched = true;
                    break;
                }
            }
        }
        if (!matched) ++i;
    }
    return found;
}

} // namespace tandem
