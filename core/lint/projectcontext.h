// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bilinguallexicon.h"
#include "checkcontext.h"
#include "checkoutwords.h"
#include "glossary.h"
#include "linter.h"
#include "markupgap.h"
#include "spellingwordlist.h"

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <memory>

namespace tandem {

class GlossaryMatcher;
class StyleRules;
class Suppressions;

// What the user chose on top of what the project says: command-line options, or the editor's
// settings. Everything else is found from where the files live.
struct ProjectSettings
{
    QStringList extraGlossaries; // --glossary: after the built-in one and the checkout's guide
    QStringList styleFiles;      // --style, the editor's style file: after the built-in rules
    QString suppressionsFile;    // --suppressions: instead of the nearest one of each file
    LintOptions checks;          // checks switched off or on
    bool useUserWordList = true; // the user's own accepted words (AppDataLocation/words.txt)
    // --tm: the translation memory whose lexicon the checks read, instead of the checkout's own
    // (TranslationMemory::defaultPathFor); it must open.
    QString memoryFile;
    // Where the checkout-wide counts are cached (CheckoutTexts): empty for the user's cache
    // folder, "-" for no cache (tests compare both).
    QString checkoutTextCache = {};
};

// Problems found while resolving a project. `fatal` ones stop a command (exit 2): a style file
// with a broken rule, or no glossary left at all; the others are printed and the work goes on.
struct ProjectProblems
{
    QStringList fatal;
    QStringList warnings;
};

// What a context tied to no place is made of (ProjectContext::builtIn()).
struct BuiltInParts
{
    LintOptions checks = {};
    std::shared_ptr<const Glossary> glossary = {};           // none when null (an empty matcher)
    std::shared_ptr<const StyleRules> style = {};            // the built-in rules when null
    SpellingWordList words = {};                             // accepted words (none by default)
    std::shared_ptr<const CheckoutWords> checkoutWords = {}; // the checkout's words (none)
    std::shared_ptr<const MarkupGapUsage> markupGaps = {};   // its way with markup (not counted)
    std::shared_ptr<const LazyLexicon> lexicon = {};         // the memory's lexicon (none)
};

// Everything about how a file is checked that depends on where it lives, resolved once per
// checkout by resolve(): the glossary (built-in + the checkout's TRANSLATION_GUIDE.md + extra
// files), the style rules, the accepted words, the suppressions and the chosen checks. `tandem
// lint`, `tandem lint --checkout`, the review builder and the editor all lint through a
// LintSession made from one of these, so a file is checked the same way wherever it is opened.
// Immutable once built (suppressions are loaded on first use, under a lock), so one context is
// shared by worker threads.
class ProjectContext
{
public:
    // `anchor` is a file or folder inside the project: the draft for one pair, the checkout's
    // root for a review. Word lists and the guide are found from it, never from the current
    // folder. Returns null only when problems->fatal is not empty.
    static std::shared_ptr<const ProjectContext>
    resolve(const QString &anchor, const ProjectSettings &settings, ProjectProblems *problems);

    // A context tied to no place, for tests and benchmarks: `parts`, the process's
    // dictionaries and no suppressions; nothing is read from disk. Linting through it goes
    // through LintSession exactly as the product does.
    static std::shared_ptr<const ProjectContext> builtIn(BuiltInParts parts = {});

    // The checkout root above the anchor, or the anchor's folder outside a checkout.
    const QString &root() const { return m_root; }
    const ProjectSettings &settings() const { return m_settings; }
    const Glossary &glossary() const { return *m_glossary; }
    const QStringList &glossarySources() const { return m_glossarySources; }
    const GlossaryMatcher &terms() const { return *m_terms; }
    std::shared_ptr<const GlossaryMatcher> sharedTerms() const { return m_terms; }
    const StyleRules &style() const { return *m_style; }
    const SpellingWordList &acceptedWords() const { return m_words; }
    const LintOptions &checks() const { return m_settings.checks; }
    // What resolve() found wrong but worked around (a glossary row, a refused word list), for
    // reports that list their warnings.
    const QStringList &warnings() const { return m_warnings; }
    // Whether a file the checks were configured from is broken inside (a glossary named with
    // --glossary with an error, a suppressions file with a YAML error or a bad entry, named or
    // found so far): its problems are warnings above, and a command line exits 2 after its
    // report — a CI run must not pass on a glossary or suppressions it could not read whole.
    bool hasBrokenInput() const;
    CheckResources resources() const;

    // The one decision of which suppressions file applies to `filePath` (lint, the project
    // cache's key and the editor's Suppress all ask it): the settings' file, else the nearest
    // .tandem-suppressions.yaml in its folder or above; empty when there is none (always, in a
    // builtIn() context).
    QString suppressionsFileFor(const QString &filePath) const;
    // Where a new suppression of an issue in `filePath` is written: suppressionsFileFor(), else
    // a new file at the checkout's root (beside the file outside a checkout).
    QString suppressionsFileToWrite(const QString &filePath) const;
    // The suppressions of suppressionsFileFor(`filePath`), null when there is none. Load
    // problems are appended to `warnings` the first time a file is read.
    std::shared_ptr<const Suppressions> suppressionsFor(const QString &filePath,
                                                        QStringList *warnings = nullptr) const;

    // A copy with other checks, or with the word lists, suppressions and the memory's lexicon
    // read again (the editor after "add to word list", "suppress" or "Build Memory"); the
    // glossary and style rules are shared, not reloaded.
    std::shared_ptr<const ProjectContext> withChecks(const LintOptions &checks) const;
    std::shared_ptr<const ProjectContext> refreshed(const QString &anchor) const;

private:
    ProjectContext() = default;
    void loadWords(const QString &anchor, QStringList *warnings);

    QString m_root;
    bool m_placeless = false; // builtIn(): nothing is looked up on disk
    ProjectSettings m_settings;
    std::shared_ptr<const Glossary> m_glossary;
    QStringList m_glossarySources;
    std::shared_ptr<const GlossaryMatcher> m_terms;
    std::shared_ptr<const StyleRules> m_style;
    SpellingWordList m_words;
    std::shared_ptr<const MarkupGapUsage> m_markupGaps;   // null outside a checkout
    std::shared_ptr<const CheckoutWords> m_checkoutWords; // null outside a checkout
    std::shared_ptr<const LazyLexicon> m_lexicon;         // null outside a checkout, no --tm
    QString m_memoryPath; // whose lexicon m_lexicon reads (refreshed() reads it again)
    QStringList m_warnings;
    bool m_brokenGlossary = false;

    mutable QMutex m_suppressionsMutex;
    mutable bool m_brokenSuppressions = false;
    mutable QHash<QString, std::shared_ptr<const Suppressions>> m_suppressions; // by file path
};

} // namespace tandem
