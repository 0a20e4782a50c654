// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectengine.h"

#include "glossary.h"
#include "spellingwordlist.h"
#include "suppressions.h"

#include <QCryptographicHash>
#include <QFile>

#include <algorithm>

namespace tandem {

namespace {

// Bumped whenever what the project report stores per file changes meaning.
constexpr const char *EngineVersion = "project-5 " TANDEM_VERSION;

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void addSorted(QCryptographicHash &hash, const QSet<QString> &ids)
{
    QStringList list(ids.begin(), ids.end());
    std::sort(list.begin(), list.end());
    hash.addData(list.join(u',').toUtf8() + '\n');
}

} // namespace

QByteArray ProjectEngine::suppressionsKey(const QString &absolutePath) const
{
    const QString file = context->suppressionsFileFor(absolutePath);
    if (file.isEmpty()) return {};
    return QCryptographicHash::hash(file.toUtf8() + '\0' + fileBytes(file),
                                    QCryptographicHash::Sha1)
        .toHex();
}

std::shared_ptr<const ProjectEngine>
makeProjectEngine(const QString &root, const ProjectSettings &settings, QString *error)
{
    ProjectProblems problems;
    auto context = ProjectContext::resolve(root, settings, &problems);
    if (!context) {
        if (error) *error = problems.fatal.join(QStringLiteral("; "));
        return nullptr;
    }
    auto engine = std::make_shared<ProjectEngine>();
    engine->context = context;
    engine->warnings = problems.warnings;

    // Everything the context was resolved from, as content: the glossary it ended up with, the
    // checks, the style and word-list files.
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(QByteArray(EngineVersion) + '\n');
    for (const GlossaryEntry &e : context->glossary().entries)
        hash.addData((e.english.join(u'|') + u'\t' + e.korean.join(u'|') + u'\t' +
                      e.wrongKorean.join(u'|') + u'\t' + QString::number(e.keepEnglish) +
                      QString::number(int(e.caseRule)) + QString::number(int(e.forms)) + u'\n')
                         .toUtf8());
    addSorted(hash, context->checks().disabled);
    addSorted(hash, context->checks().enabled);
    for (const QString &f : settings.styleFiles)
        hash.addData(f.toUtf8() + '\0' + fileBytes(f));
    if (const QString words = SpellingWordList::findFor(root + QStringLiteral("/."));
        !words.isEmpty())
        hash.addData(fileBytes(words));
    if (settings.useUserWordList) hash.addData(fileBytes(SpellingWordList::userFile()));
    engine->fingerprint = hash.result().toHex();
    return engine;
}

} // namespace tandem
