// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialglobs.h"

#include "textfile.h"

#include <QFileInfo>
#include <QSet>

#include <vector>

#include <yaml-cpp/yaml.h>

namespace tandem {

namespace {

bool matchesAny(const QList<PathGlob> &globs, const QString &relative)
{
    for (const PathGlob &g : globs)
        if (g.matches(relative)) return true;
    return false;
}

} // namespace

std::optional<TutorialGlobs> TutorialGlobs::load(const QString &root, QString *error)
{
    TutorialGlobs globs;
    const QString path = root + u'/' + QLatin1String(FileName);
    if (!QFileInfo::exists(path)) return globs;
    const auto fail = [&](int line, int column, const QString &message) {
        if (error)
            *error = line > 0 ? QStringLiteral("%1:%2:%3: %4")
                                    .arg(path)
                                    .arg(line)
                                    .arg(qMax(column, 1))
                                    .arg(message)
                              : QStringLiteral("%1: %2").arg(path, message);
        return std::nullopt;
    };
    if (const qint64 size = QFileInfo(path).size(); size > MaxFileBytes)
        return fail(0, 0,
                    QStringLiteral("%1 bytes, more than the %2 a settings file may have")
                        .arg(size)
                        .arg(MaxFileBytes));
    TextFile::Error readError;
    const TextFile file = TextFile::load(path, &readError, root);
    if (readError) return fail(readError.line, readError.column, readError.message);
    YAML::Node doc;
    try {
        doc = YAML::Load(file.text.toStdString());
    } catch (const YAML::Exception &e) {
        return fail(e.mark.line + 1, e.mark.column + 1, QString::fromStdString(e.msg));
    }
    if (doc.IsNull()) return globs;
    if (!doc.IsMap())
        return fail(doc.Mark().line + 1, doc.Mark().column + 1,
                    QStringLiteral("expected a mapping (tutorials: include/exclude)"));
    const YAML::Node tutorials = doc["tutorials"];
    if (!tutorials || tutorials.IsNull()) return globs;
    if (!tutorials.IsMap())
        return fail(tutorials.Mark().line + 1, tutorials.Mark().column + 1,
                    QStringLiteral("tutorials: expected include and exclude lists"));
    for (auto it = tutorials.begin(); it != tutorials.end(); ++it) {
        const std::string key = it->first.IsScalar() ? it->first.Scalar() : std::string();
        if (key != "include" && key != "exclude")
            return fail(it->first.Mark().line + 1, it->first.Mark().column + 1,
                        QStringLiteral("tutorials.%1: unknown key (include and exclude are read)")
                            .arg(QString::fromStdString(key)));
    }
    int count = 0;
    for (const auto &[key, list] :
         {std::pair{"include", &globs.m_include}, std::pair{"exclude", &globs.m_exclude}}) {
        const YAML::Node node = tutorials[key];
        if (!node || node.IsNull()) continue;
        // One glob may stand alone instead of in a list.
        std::vector<YAML::Node> items;
        if (node.IsScalar())
            items.push_back(node);
        else if (node.IsSequence())
            for (const YAML::Node &item : node)
                items.push_back(item);
        else
            return fail(
                node.Mark().line + 1, node.Mark().column + 1,
                QStringLiteral("tutorials.%1: expected a list of globs").arg(QLatin1String(key)));
        QSet<QString> seen; // the same glob twice is matched once
        for (const YAML::Node &item : items) {
            const int line = item.Mark().line + 1, column = item.Mark().column + 1;
            if (!item.IsScalar())
                return fail(
                    line, column,
                    QStringLiteral("tutorials.%1: expected a glob").arg(QLatin1String(key)));
            const QString written = QString::fromStdString(item.Scalar());
            if (seen.contains(written)) continue;
            if (++count > MaxGlobs)
                return fail(line, column,
                            QStringLiteral("more than %1 globs (include and exclude together)")
                                .arg(MaxGlobs));
            QString why;
            const std::optional<PathGlob> glob = PathGlob::compile(written, &why);
            if (!glob)
                return fail(line, column,
                            QStringLiteral("tutorials.%1: %2").arg(QLatin1String(key), why));
            seen.insert(written);
            list->append(*glob);
        }
    }
    return globs;
}

bool TutorialGlobs::isIncluded(const QString &relative) const
{
    return matchesAny(m_include, relative);
}

bool TutorialGlobs::isExcluded(const QString &relative) const
{
    return matchesAny(m_exclude, relative);
}

} // namespace tandem
