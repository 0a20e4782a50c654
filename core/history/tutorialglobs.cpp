// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialglobs.h"

#include "textfile.h"

#include <QFileInfo>

#include <vector>

#include <yaml-cpp/yaml.h>

namespace tandem {

namespace {

bool matchesAny(const QList<QRegularExpression> &globs, const QString &relative)
{
    for (const QRegularExpression &g : globs)
        if (g.match(relative).hasMatch()) return true;
    return false;
}

} // namespace

QRegularExpression TutorialGlobs::globExpression(const QString &glob)
{
    QString pattern = glob.trimmed();
    while (pattern.startsWith(QLatin1String("./")))
        pattern.remove(0, 2);
    if (pattern.startsWith(u'/')) pattern.remove(0, 1);
    if (!pattern.contains(u'/')) pattern.prepend(QLatin1String("**/"));
    QString re;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == u'*' && i + 1 < pattern.size() && pattern[i + 1] == u'*') {
            const bool slash = i + 2 < pattern.size() && pattern[i + 2] == u'/';
            re += slash ? QStringLiteral("(?:.*/)?") : QStringLiteral(".*");
            i += slash ? 2 : 1;
        } else if (c == u'*') {
            re += QStringLiteral("[^/]*");
        } else if (c == u'?') {
            re += QStringLiteral("[^/]");
        } else {
            re += QRegularExpression::escape(QString(c));
        }
    }
    return QRegularExpression(QRegularExpression::anchoredPattern(re));
}

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
        for (const YAML::Node &item : items) {
            const QString glob =
                item.IsScalar() ? QString::fromStdString(item.as<std::string>()) : QString();
            if (glob.trimmed().isEmpty())
                return fail(
                    item.Mark().line + 1, item.Mark().column + 1,
                    QStringLiteral("tutorials.%1: expected a glob").arg(QLatin1String(key)));
            list->append(globExpression(glob));
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
