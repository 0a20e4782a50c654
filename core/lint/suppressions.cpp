// SPDX-License-Identifier: GPL-3.0-or-later
#include "suppressions.h"

#include "atomicwrite.h"
#include "projectfiles.h"
#include "textfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace tandem {

QString Suppressions::fingerprint(const QString &lineText)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(lineText.trimmed().toUtf8(), QCryptographicHash::Sha1)
            .toHex()
            .left(12));
}

Suppressions Suppressions::load(const QString &path, QStringList *errors, const QString &confineTo,
                                bool *fileError)
{
    if (fileError) *fileError = false;
    Suppressions result;
    result.m_baseDir = QFileInfo(path).absolutePath();
    // FILE:LINE:COLUMN where there is a position (1-based), FILE: alone for the whole file
    // (not found, not a regular file) or a YAML error without a mark; never a made-up 0:0.
    auto fail = [&](int line, int column, const QString &message) {
        if (!errors) return;
        if (line > 0)
            errors->append(QStringLiteral("%1:%2:%3: %4")
                               .arg(path)
                               .arg(line)
                               .arg(qMax(column, 1))
                               .arg(message));
        else
            errors->append(QStringLiteral("%1: %2").arg(path, message));
    };
    TextFile::Error error;
    const TextFile file = TextFile::load(path, &error, confineTo);
    if (error) {
        fail(error.line, error.column, error.message);
        if (fileError) *fileError = true;
        return result;
    }
    YAML::Node root;
    try {
        root = YAML::Load(file.text.toStdString());
    } catch (const YAML::Exception &e) {
        fail(e.mark.line + 1, e.mark.column + 1, QString::fromStdString(e.msg));
        return result;
    }
    if (root.IsNull()) return result;
    if (!root.IsSequence()) {
        fail(root.Mark().line + 1, root.Mark().column + 1,
             QStringLiteral("expected a list of suppressions"));
        return result;
    }
    for (const YAML::Node &item : root) {
        const int line = item.Mark().line + 1, column = item.Mark().column + 1;
        if (!item.IsMap()) {
            fail(line, column, QStringLiteral("expected a mapping with check, file and line"));
            continue;
        }
        auto text = [&](const char *key) {
            const YAML::Node n = item[key];
            return n && n.IsScalar() ? QString::fromStdString(n.as<std::string>()) : QString();
        };
        Entry e{text("check"), text("file"), text("line").trimmed(), text("fingerprint"),
                text("note")};
        if (e.check.isEmpty() || e.file.isEmpty() ||
            (e.lineText.isEmpty() && e.fingerprint.isEmpty())) {
            fail(line, column,
                 QStringLiteral("a suppression needs check, file, and line or fingerprint"));
            continue;
        }
        result.m_entries.append(e);
    }
    return result;
}

QString Suppressions::findFor(const QString &filePath)
{
    return findInProject(filePath, QLatin1String(FileName));
}

QString Suppressions::relativePath(const QString &filePath) const
{
    if (m_baseDir.isEmpty()) return QFileInfo(filePath).fileName();
    return QDir(m_baseDir).relativeFilePath(QFileInfo(filePath).absoluteFilePath());
}

bool Suppressions::suppresses(const Issue &issue, const QString &relativeFile,
                              const QString &lineText) const
{
    for (const Entry &e : m_entries) {
        if (e.check != issue.check || e.file != relativeFile) continue;
        if (!e.lineText.isEmpty() ? e.lineText == lineText.trimmed()
                                  : e.fingerprint == fingerprint(lineText))
            return true;
    }
    return false;
}

Issues Suppressions::filter(const Issues &issues, const QString &filePath,
                            const QStringList &lines) const
{
    if (m_entries.isEmpty()) return issues;
    const QString relative = relativePath(filePath);
    Issues kept;
    for (const Issue &issue : issues) {
        const QString lineText = lines.value(issue.range.start.line);
        if (issue.side == Side::Source || !suppresses(issue, relative, lineText))
            kept.append(issue);
    }
    return kept;
}

bool Suppressions::save(const QString &path, QString *errorMessage) const
{
    YAML::Emitter out;
    out << YAML::BeginSeq;
    for (const Entry &e : m_entries) {
        out << YAML::BeginMap << YAML::Key << "check" << YAML::Value << e.check.toStdString()
            << YAML::Key << "file" << YAML::Value << e.file.toStdString();
        if (!e.lineText.isEmpty())
            out << YAML::Key << "line" << YAML::Value << YAML::DoubleQuoted
                << e.lineText.toStdString();
        else
            out << YAML::Key << "fingerprint" << YAML::Value << e.fingerprint.toStdString();
        if (!e.note.isEmpty()) out << YAML::Key << "note" << YAML::Value << e.note.toStdString();
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    const QByteArray bytes = QByteArray("# Tandem suppressions: issues this team has accepted.\n") +
                             QByteArray(out.c_str()) + '\n';
    return writeFileAtomically(path, bytes, errorMessage);
}

} // namespace tandem
