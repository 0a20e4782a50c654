// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectengine.h"

#include "projectglossary.h"
#include "spelling.h"
#include "spellingwordlist.h"

#include <QCryptographicHash>
#include <QFile>

#include <algorithm>

namespace tandem {

namespace {

// Bumped whenever what the project report stores per file changes meaning.
constexpr const char *EngineVersion = "project-1 " TANDEM_VERSION;

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

LintResult ProjectEngine::lint(const QString *sourceText, const QString &draftText,
                               FileKind kind) const
{
    return sourceText ? linter->lint(*sourceText, kind, draftText, kind)
                      : linter->lint(draftText, kind);
}

Issues ProjectEngine::unsuppressed(const LintResult &result, const QString &absolutePath,
                                   const QString &draftText) const
{
    const QString file = Suppressions::findFor(absolutePath);
    const auto it = suppressions.constFind(file);
    if (file.isEmpty() || it == suppressions.constEnd())
        return result.issues;
    return it->filter(result.issues, absolutePath, draftText.split(u'\n'));
}

QByteArray ProjectEngine::suppressionsKey(const QString &absolutePath) const
{
    const QString file = Suppressions::findFor(absolutePath);
    if (file.isEmpty())
        return {};
    return QCryptographicHash::hash(file.toUtf8() + '\0' + fileBytes(file),
                                    QCryptographicHash::Sha1).toHex();
}

std::shared_ptr<const ProjectEngine> makeProjectEngine(const QString &root,
                                                       const QStringList &files,
                                                       const ProjectEngineOptions &options)
{
    auto engine = std::make_shared<ProjectEngine>();
    const ProjectGlossary glossary = loadProjectGlossary(root, options.extraGlossaries);
    engine->glossarySources = glossary.sources;
    for (const GlossaryDiagnostic &d : glossary.glossary.diagnostics)
        engine->warnings.append(d.toString());
    engine->matcher = std::make_unique<GlossaryMatcher>(glossary.glossary);
    engine->linter = std::make_unique<Linter>(engine->matcher.get(), options.lint);

    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(QByteArray(EngineVersion) + '\n');
    for (const GlossaryEntry &e : glossary.glossary.entries)
        hash.addData((e.english.join(u'|') + u'\t' + e.korean.join(u'|') + u'\t'
                      + e.wrongKorean.join(u'|') + u'\t' + QString::number(e.keepEnglish)
                      + QString::number(int(e.caseRule)) + QString::number(int(e.forms)) + u'\n')
                         .toUtf8());
    addSorted(hash, options.lint.disabled);
    addSorted(hash, options.lint.enabled);
    // The checkout's word list decides what spelling and latin-typo accept.
    if (const QString words = SpellingWordList::findFor(root + QStringLiteral("/.")); !words.isEmpty()) {
        Spelling::shared().setProjectWordList(SpellingWordList::load(words));
        hash.addData(fileBytes(words));
    }
    engine->fingerprint = hash.result().toHex();

    for (const QString &f : files) {
        const QString path = Suppressions::findFor(f);
        if (path.isEmpty() || engine->suppressions.contains(path))
            continue;
        QStringList problems;
        engine->suppressions.insert(path, Suppressions::load(path, &problems));
        engine->warnings.append(problems);
    }
    return engine;
}

} // namespace tandem
