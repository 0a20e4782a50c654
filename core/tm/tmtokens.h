// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace tandem {

// One token of a unit's English as the translation memory compares it. Inline literals, roles,
// links, substitutions, footnote references and numbers become placeholders of their class, so
// that two sentences differing only in code or numbers compare as equal; words are lowercased.
struct TmToken
{
    enum class Kind
    {
        Word,
        Code,
        Role,
        Link,
        Substitution,
        Reference,
        Number
    };
    Kind kind = Kind::Word;
    QString key; // what is compared: the lowercased word, or "{code}", "{link}", ...
    QString raw; // the text as written (for a placeholder, the whole markup)
    bool isPlaceholder() const { return kind != Kind::Word; }
};

QList<TmToken> tmTokenize(QStringView text);

// The comparison keys of `tokens` joined by spaces: equal keys mean the same English up to
// placeholders, case and punctuation. Stored per unit and looked up for exact matches.
QString tmNormalizedKey(const QList<TmToken> &tokens);

// The distinct word keys of `tokens` that go into the inverted index (placeholders are too
// common to narrow a search).
QStringList tmIndexKeys(const QList<TmToken> &tokens);

// Whitespace runs collapsed to one space, ends trimmed: how "the same text" is decided.
QString tmSimplified(QStringView text);

} // namespace tandem
