// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectcontext.h"

#include "glossarymatcher.h"
#include "projectfiles.h"
#include "projectglossary.h"
#include "spelling.h"
#include "stylerules.h"
#include "suppressions.h"
#include "translationmemory.h"
#include "tutorialfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace tandem {

namespace {

// The project files (guide, word list) are found from a file's folder upwards; a folder anchor
// stands for any file directly in it.
QString probePath(const QString &anchor)
{
    const QFileInfo info(anchor);
    return info.isDir() ? QDir(info.absoluteFilePath()).filePath(QStringLiteral("x"))
                        : info.absoluteFilePath();
}

// The lexicon stored with the memory at `path`; empty when there is no memory yet or it cannot
// be read (a lint goes on without lexical anchors, as before the memory was built).
BilingualLexicon memoryLexicon(const QString &path)
{
    if (!QFileInfo(path).isFile()) return {};
    TranslationMemory memory;
    QString error;
    if (!memory.open(path, &error, true)) return {};
    return memory.lexicon();
}

} // namespace

std::shared_ptr<const ProjectContext> ProjectContext::resolve(const QString &anchor,
                                                              const ProjectSettings &settings,
                                                              ProjectProblems *problems)
{
    std::shared_ptr<ProjectContext> context(new ProjectContext);
    context->m_settings = settings;
    const QString probe = probePath(anchor);
    context->m_root = repositoryRoot(probe);
    // Only a checkout is counted for its way with markup and particles and for the words it
    // writes: outside one the anchor's folder could be a home folder.
    if (!context->m_root.isEmpty()) {
        const auto texts = std::make_shared<const CheckoutTexts>(
            context->m_root, tutorialCandidateLister(context->m_root), settings.checkoutTextCache);
        context->m_markupGaps = std::make_shared<const MarkupGapUsage>(texts);
        context->m_checkoutWords = std::make_shared<const CheckoutWords>(texts);
    }
    if (!context->m_root.isEmpty() || !settings.memoryFile.isEmpty()) {
        const QString memory = settings.memoryFile.isEmpty()
                                   ? TranslationMemory::defaultPathFor(context->m_root)
                                   : settings.memoryFile;
        context->m_memoryPath = memory;
        // A memory named on the command line must open: a CI job must not lint without the
        // lexicon it asked for. It is read now, once; the checkout's own on first use.
        QString error;
        TranslationMemory named;
        if (settings.memoryFile.isEmpty())
            context->m_lexicon =
                std::make_shared<const LazyLexicon>([memory] { return memoryLexicon(memory); });
        else if (named.open(memory, &error, true))
            context->m_lexicon = LazyLexicon::of(named.lexicon());
        else
            problems->fatal << error;
    }
    if (context->m_root.isEmpty()) context->m_root = QFileInfo(probe).absolutePath();

    ProjectGlossary glossary = loadProjectGlossary(probe, settings.extraGlossaries);
    QSet<QString> named;
    for (const QString &file : settings.extraGlossaries)
        named.insert(QFileInfo(file).absoluteFilePath());
    for (const GlossaryDiagnostic &d : glossary.glossary.diagnostics) {
        problems->warnings << d.toString();
        if (d.severity == GlossaryDiagnostic::Severity::Error &&
            named.contains(QFileInfo(d.location.file).absoluteFilePath()))
            context->m_brokenGlossary = true;
    }
    if (glossary.glossary.hasErrors() && glossary.glossary.entries.isEmpty())
        problems->fatal << QStringLiteral("no usable glossary entries");
    context->m_glossarySources = glossary.sources;
    context->m_glossary = std::make_shared<const Glossary>(std::move(glossary.glossary));
    context->m_terms = std::make_shared<const GlossaryMatcher>(*context->m_glossary);

    context->m_style = StyleRules::withUserFiles(settings.styleFiles, &problems->fatal);
    context->loadWords(anchor, &problems->warnings);
    // A suppressions file the user named must be readable: a CI job whose suppressions are
    // missing would otherwise fail on issues the team accepted, or pass on a typo'd path.
    if (!settings.suppressionsFile.isEmpty()) {
        QStringList suppressionProblems;
        bool unreadable = false;
        auto named = std::make_shared<const Suppressions>(Suppressions::load(
            settings.suppressionsFile, &suppressionProblems, QString(), &unreadable));
        (unreadable ? problems->fatal : problems->warnings) << suppressionProblems;
        context->m_brokenSuppressions = !suppressionProblems.isEmpty();
        context->m_suppressions.insert(settings.suppressionsFile, named);
    }
    if (!problems->fatal.isEmpty()) return nullptr;
    context->m_warnings = problems->warnings;
    return context;
}

std::shared_ptr<const ProjectContext> ProjectContext::builtIn(BuiltInParts parts)
{
    std::shared_ptr<ProjectContext> context(new ProjectContext);
    context->m_placeless = true;
    context->m_settings.checks = std::move(parts.checks);
    context->m_settings.useUserWordList = false;
    context->m_glossary =
        parts.glossary ? std::move(parts.glossary) : std::make_shared<const Glossary>();
    context->m_terms = std::make_shared<const GlossaryMatcher>(*context->m_glossary);
    context->m_style = parts.style ? std::move(parts.style) : StyleRules::builtIn();
    context->m_words = std::move(parts.words);
    context->m_checkoutWords = std::move(parts.checkoutWords);
    context->m_markupGaps = std::move(parts.markupGaps);
    context->m_lexicon = std::move(parts.lexicon);
    return context;
}

void ProjectContext::loadWords(const QString &anchor, QStringList *warnings)
{
    // The checkout's list stays inside the checkout (a committed symlink is refused).
    QString error;
    m_words = SpellingWordList::loadForFile(probePath(anchor), &error);
    if (!error.isEmpty() && warnings) *warnings << error;
    if (m_settings.useUserWordList)
        m_words.merge(SpellingWordList::load(SpellingWordList::userFile()));
}

bool ProjectContext::hasBrokenInput() const
{
    QMutexLocker lock(&m_suppressionsMutex);
    return m_brokenGlossary || m_brokenSuppressions;
}

CheckResources ProjectContext::resources() const
{
    return CheckResources{m_terms.get(),       m_style.get(),      &m_words,
                          &Spelling::shared(), m_markupGaps.get(), m_checkoutWords.get(),
                          m_lexicon.get()};
}

QString ProjectContext::suppressionsFileFor(const QString &filePath) const
{
    if (!m_settings.suppressionsFile.isEmpty()) return m_settings.suppressionsFile;
    return m_placeless ? QString() : Suppressions::findFor(filePath);
}

QString ProjectContext::suppressionsFileToWrite(const QString &filePath) const
{
    if (QString found = suppressionsFileFor(filePath); !found.isEmpty()) return found;
    QString root = repositoryRoot(filePath);
    if (root.isEmpty()) root = QFileInfo(filePath).absolutePath();
    return root + u'/' + QLatin1String(Suppressions::FileName);
}

std::shared_ptr<const Suppressions> ProjectContext::suppressionsFor(const QString &filePath,
                                                                    QStringList *warnings) const
{
    const QString path = suppressionsFileFor(filePath);
    if (path.isEmpty()) return nullptr;
    QMutexLocker lock(&m_suppressionsMutex);
    auto it = m_suppressions.constFind(path);
    if (it != m_suppressions.constEnd()) return *it;
    QStringList problems;
    // A file found in the checkout must stay inside it; one the user named is read as given.
    const QString confineTo =
        m_settings.suppressionsFile.isEmpty() ? repositoryRoot(path) : QString();
    bool unreadable = false;
    auto loaded = std::make_shared<const Suppressions>(
        Suppressions::load(path, &problems, confineTo, &unreadable));
    if (warnings) *warnings << problems;
    // A file that could not be read at all (a committed symlink leading out, a FIFO) is refused
    // with its warning, as the guide and word list are; one broken inside fails the run.
    m_brokenSuppressions = m_brokenSuppressions || (!problems.isEmpty() && !unreadable);
    m_suppressions.insert(path, loaded);
    return loaded;
}

std::shared_ptr<const ProjectContext> ProjectContext::withChecks(const LintOptions &checks) const
{
    std::shared_ptr<ProjectContext> copy(new ProjectContext);
    copy->m_root = m_root;
    copy->m_placeless = m_placeless;
    copy->m_settings = m_settings;
    copy->m_settings.checks = checks;
    copy->m_glossary = m_glossary;
    copy->m_glossarySources = m_glossarySources;
    copy->m_terms = m_terms;
    copy->m_style = m_style;
    copy->m_markupGaps = m_markupGaps; // counted once per checkout
    copy->m_checkoutWords = m_checkoutWords;
    copy->m_lexicon = m_lexicon; // loaded once per checkout
    copy->m_memoryPath = m_memoryPath;
    copy->m_words = m_words;
    copy->m_warnings = m_warnings;
    copy->m_brokenGlossary = m_brokenGlossary;
    return copy;
}

std::shared_ptr<const ProjectContext> ProjectContext::refreshed(const QString &anchor) const
{
    auto copy = std::const_pointer_cast<ProjectContext>(withChecks(m_settings.checks));
    copy->loadWords(anchor, nullptr);
    if (!m_memoryPath.isEmpty())
        copy->m_lexicon = std::make_shared<const LazyLexicon>(
            [memory = m_memoryPath] { return memoryLexicon(memory); });
    return copy;
}

} // namespace tandem
