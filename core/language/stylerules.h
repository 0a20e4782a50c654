// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"
#include "markupgap.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>
#include <optional>

namespace tandem {

// Style rules for Korean prose, read from YAML (format in glossary/README.md, "Style rules"),
// in the spirit of Vale's substitution and existence rules: a rule lists phrases; a phrase found
// in the draft's prose is reported with the rule's message and level, and, for a substitution,
// a fix to its replacement. Phrases are plain text, matched by a single left-to-right scan over
// all rules at once (no regular expressions), so the check stays cheap on every keystroke.
class StyleRules
{
public:
    struct Rule
    {
        QString id;
        QString message; // %1: the phrase found, %2: its replacement
        Severity severity = Severity::Info;
        bool wordStart =
            false; // only where a word starts (after a space, punctuation or line start)
        QStringList phrases;
        QStringList replacements; // same size as phrases for a substitution; empty for existence
        bool isSubstitution() const { return !replacements.isEmpty(); }
    };

    struct Match
    {
        int rule = -1;
        int phrase = -1;
        qsizetype start = 0, end = 0;
    };

    // How a community credits people at the top of a translated page (the `credit` check and
    // the pair checks, which expect the translator's line as an addition). The PyTorch Korea
    // wording is in glossary/style-ko.yaml; another community sets its own in its style file.
    struct Credit
    {
        QStringList authorLabels;     // the English label of the author line: Author, Authors
        QString authorTranslation;    // what the translation writes instead: 저자
        QStringList translatorLabels; // the label of the translator's line: 번역
        bool translatorLink = true;   // the translator's name written as `name <url>`_
        bool isSet() const { return !authorLabels.isEmpty() || !translatorLabels.isEmpty(); }
    };

    StyleRules();
    ~StyleRules();
    StyleRules(const StyleRules &);
    StyleRules &operator=(const StyleRules &);

    // Parses YAML text. Problems go to `errors` as "FILE:LINE:COLUMN: message"; good rules load.
    static StyleRules fromYaml(const QString &text, const QString &fileName, QStringList *errors);
    static StyleRules load(const QString &path, QStringList *errors);
    // The built-in rules (:/glossary/style-ko.yaml).
    static StyleRules loadDefault();

    // The built-in rules, loaded once per process and never changed.
    static std::shared_ptr<const StyleRules> builtIn();
    // The built-in rules followed by those of `files` (a user's or a team's). When a file has
    // problems they go to `errors` and the result is null: a rule silently dropped would let a
    // check pass that its author meant to fail. No files: the built-in rules themselves.
    static std::shared_ptr<const StyleRules> withUserFiles(const QStringList &files,
                                                           QStringList *errors);

    // The rules as bytes and back (the built-in rules are kept parsed in the user's cache:
    // yaml-cpp takes ~6 ms over the 51 KB file, a fifth of a whole `tandem lint` run). Null
    // from bytes that are not this version's.
    QByteArray toBytes() const;
    static std::optional<StyleRules> fromBytes(const QByteArray &bytes);

    void append(const StyleRules &other);
    const QList<Rule> &rules() const { return m_rules; }
    const Credit &credit() const { return m_credit; }
    // The form the quick fix of markup glued to a particle writes (`markup-particle: space` or
    // `backslash`); none: the form the checkout writes more often (markupgap.h).
    std::optional<MarkupGap> markupGap() const { return m_markupGap; }

    // Every phrase of every rule in `text`, left to right, never overlapping (the longest
    // phrase wins where two start at one place).
    QList<Match> find(QStringView text) const;

private:
    void index();

    QList<Rule> m_rules;
    Credit m_credit;
    std::optional<MarkupGap> m_markupGap;
    // First character of a phrase → (rule, phrase) pairs, longest phrase first.
    QHash<char16_t, QList<std::pair<int, int>>> m_byFirst;
};

} // namespace tandem
