// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

// Where something in a glossary file is: 1-based line and column (column in UTF-16 code units of
// that line), 0 when unknown. Kept with every entry so a reviewer can jump to the definition.
struct GlossaryLocation
{
    QString file;
    int line = 0;
    int column = 0;
    QString toString() const; // "file:line:column" (parts that are unknown are left out)
};

// One glossary term. The English side may have several spellings (the first is the headword);
// the Korean side lists the agreed forms (first preferred) and the forms reviewers reject.
struct GlossaryEntry
{
    // How English words are compared. Auto: case-sensitive for keep-in-English terms spelled
    // with a capital (Tensor, NumPy, CUDA: class and product names) and for the table of
    // contents' category names (Text, Image: the note says ToC), case-insensitive otherwise.
    enum class Case : quint8
    {
        Auto,
        Insensitive,
        Sensitive
    };
    // Which endings the last English word may take without being listed: Noun (-s, -es, -ies),
    // Verb (noun endings plus -d, -ed, -ing, -ied), None (only the spellings given).
    enum class Forms : quint8
    {
        Noun,
        Verb,
        None
    };

    QStringList english;      // headword first, then variants ("learning rate", "lr")
    QStringList korean;       // agreed forms, preferred first; for keep-in-English, may be empty
    QStringList wrongKorean;  // forms to flag (파라미터 for parameter)
    QStringList senses;       // Korean for other senses of the English (feature: 기능), neither
                              // wrong nor a missing translation
    bool keepEnglish = false; // the English stays in the draft (Tensor, CUDA)
    Case caseRule = Case::Auto;
    Forms forms = Forms::Noun;
    QString note;
    QString origin; // free text: "guide" (the community table), "corpus" (added by Tandem)
    GlossaryLocation location;

    QString headword() const { return english.value(0); }
    bool isCaseSensitive() const;
};

// A problem found while loading; loading goes on after it where it can.
struct GlossaryDiagnostic
{
    enum class Severity : quint8
    {
        Warning,
        Error
    };
    Severity severity = Severity::Error;
    GlossaryLocation location;
    QString message;
    QString toString() const; // "file:line:column: error: message"
};

// `text` case-folded code point by code point: two strings give the same key exactly when
// QString::compare(a, b, Qt::CaseInsensitive) == 0, so a hash of keys replaces a scan of
// case-insensitive comparisons.
QString caseInsensitiveKey(QStringView text);

// A loaded glossary: entries in file order plus what went wrong loading them.
struct Glossary
{
    QList<GlossaryEntry> entries;
    QList<GlossaryDiagnostic> diagnostics;

    bool hasErrors() const;
    // The first entry whose English headword or variant equals `english` (case-insensitive).
    const GlossaryEntry *find(QStringView english) const;
    // Appends another glossary's entries and diagnostics (a project glossary after the default).
    void append(const Glossary &other);
};

} // namespace tandem
