// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectcheckers.h"

#include "textfile.h"
#include "tutorialglobs.h"

#include <QFileInfo>
#include <QProcess>

#include <yaml-cpp/yaml.h>

namespace tandem {

std::optional<QMap<QString, CheckerSpec>> loadProjectCheckers(const QString &root, QString *error)
{
    QMap<QString, CheckerSpec> checkers;
    const QString path = root + u'/' + QLatin1String(TutorialGlobs::FileName);
    if (root.isEmpty() || !QFileInfo::exists(path)) return checkers;
    const auto fail = [&](const YAML::Mark &mark, const QString &message) {
        if (error)
            *error = mark.line >= 0 ? QStringLiteral("%1:%2:%3: %4")
                                          .arg(path)
                                          .arg(mark.line + 1)
                                          .arg(mark.column + 1)
                                          .arg(message)
                                    : QStringLiteral("%1: %2").arg(path, message);
        return std::nullopt;
    };
    if (QFileInfo(path).size() > TutorialGlobs::MaxFileBytes)
        return fail(YAML::Mark::null_mark(), QStringLiteral("larger than a settings file may be"));
    TextFile::Error readError;
    const TextFile file = TextFile::load(path, &readError, root);
    if (readError) {
        if (error) *error = QStringLiteral("%1: %2").arg(path, readError.message);
        return std::nullopt;
    }
    YAML::Node doc;
    try {
        doc = YAML::Load(file.text.toStdString());
    } catch (const YAML::Exception &e) {
        return fail(e.mark, QString::fromStdString(e.msg));
    }
    if (!doc.IsMap()) return checkers; // tutorialglobs.cpp reports a file of another shape
    const YAML::Node section = doc["checkers"];
    if (!section || section.IsNull()) return checkers;
    if (!section.IsMap())
        return fail(section.Mark(), QStringLiteral("checkers: expected a mapping of names"));
    for (auto it = section.begin(); it != section.end(); ++it) {
        const QString name = QString::fromStdString(it->first.as<std::string>(""));
        const YAML::Node node = it->second;
        if (name.isEmpty() || !node.IsMap())
            return fail(it->first.Mark(),
                        QStringLiteral("checkers.%1: expected command, url or chat").arg(name));
        const auto text = [&](const char *key) {
            const YAML::Node v = node[key];
            return v && v.IsScalar() ? QString::fromStdString(v.Scalar()) : QString();
        };
        for (auto k = node.begin(); k != node.end(); ++k) {
            const std::string key = k->first.IsScalar() ? k->first.Scalar() : std::string();
            if (key != "command" && key != "url" && key != "chat" && key != "model" &&
                key != "timeout")
                return fail(k->first.Mark(),
                            QStringLiteral("checkers.%1.%2: unknown key (command, url, chat, "
                                           "model and timeout are read)")
                                .arg(name, QString::fromStdString(key)));
        }
        CheckerSpec spec;
        QString why;
        if (const YAML::Node command = node["command"]) {
            if (command.IsSequence()) {
                for (const YAML::Node &part : command)
                    spec.command.append(QString::fromStdString(part.as<std::string>("")));
            } else {
                spec.command = QProcess::splitCommand(text("command"));
            }
            if (spec.command.isEmpty() || spec.command.constFirst().isEmpty())
                return fail(command.Mark(), QStringLiteral("checkers.%1.command: empty").arg(name));
            spec.kind = CheckerSpec::Kind::Command;
            spec.workingFolder = root;
        } else if (node["url"] || node["chat"]) {
            const bool chat = bool(node["chat"]);
            const auto parsed = chat ? secondReaderFromArguments(text("chat"), text("model"), &why)
                                     : checkerFromArgument(text("url"), &why);
            const YAML::Node at = chat ? node["chat"] : node["url"];
            if (!parsed || parsed->kind == CheckerSpec::Kind::Command)
                return fail(at.Mark(), QStringLiteral("checkers.%1: %2").arg(name, why));
            if (!isLoopback(parsed->url))
                return fail(at.Mark(),
                            QStringLiteral("checkers.%1: %2 is not this machine; a checkout's "
                                           "file may name only loopback addresses (name a "
                                           "remote one yourself with --checker)")
                                .arg(name, parsed->url.host()));
            spec = *parsed;
        } else {
            return fail(it->first.Mark(),
                        QStringLiteral("checkers.%1: expected command, url or chat").arg(name));
        }
        if (const YAML::Node timeout = node["timeout"]) {
            bool ok = false;
            const double seconds =
                QString::fromStdString(timeout.as<std::string>("")).toDouble(&ok);
            if (!ok || seconds <= 0 || seconds > 3600)
                return fail(timeout.Mark(),
                            QStringLiteral("checkers.%1.timeout: seconds, over 0 and at most "
                                           "3600")
                                .arg(name));
            spec.limits.timeoutMs = int(seconds * 1000);
        }
        if (spec.kind != CheckerSpec::Kind::SecondReader) spec.name = name;
        checkers.insert(name, spec);
    }
    return checkers;
}

} // namespace tandem
