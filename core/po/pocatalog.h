// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"
#include "powrapping.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tandem::po {

// One keyword and its string: `msgstr "..."` with its continuation lines.
struct PoField
{
    QString value;     // unescaped
    int line = -1;     // 0-based line of the keyword in the file as read; -1 when absent
    int lineCount = 0; // the keyword's line and its continuation lines
    bool present() const { return line >= 0; }
};

// One entry of a catalogue, the header and obsolete (#~) entries included.
struct PoEntry
{
    int firstLine = 0; // its first line (comments included), 0-based
    int lineCount = 0; // up to its last string line; the blank line after it is not the entry's
    bool obsolete = false;
    QStringList translatorComments; // "# ..." (text after "# ")
    QStringList extractedComments;  // "#. ..."
    QStringList references;         // "#: a.rst:12 b.rst:3", split at spaces
    QStringList flags;              // "#, fuzzy, python-format", in the file's order
    int flagsLine = -1;
    PoField previousContext, previousMsgid, previousMsgidPlural; // "#| ..."
    PoField msgctxt, msgid, msgidPlural;
    QList<PoField> msgstr; // msgstr, or msgstr[0], msgstr[1], ... of a plural entry

    bool isHeader() const { return !obsolete && msgid.value.isEmpty() && !msgctxt.present(); }
    bool isFuzzy() const { return flags.contains(QStringLiteral("fuzzy")); }
    bool isPlural() const { return msgidPlural.present(); }
    // Every msgstr is written (a fuzzy entry may be translated: its translation waits for review).
    bool isTranslated() const;
    // The keyword a msgstr is written under: "msgstr" or "msgstr[N]".
    QString msgstrKeyword(int index) const;
};

// A gettext catalogue read so that it can be written back byte for byte: the file is kept as its
// lines, and only an entry that was edited is written anew, in the file's wrapping
// (detectWrapStyle), so that `git diff` shows the edited entries and nothing else.
class Catalog
{
public:
    struct Error
    {
        int line = 0; // 1-based; 0 when the error is not about a line
        QString message;
        explicit operator bool() const { return !message.isEmpty(); }
    };

    // Reads a UTF-8 catalogue. On error `error` says where and why (one line) and nothing is
    // returned. Linear in the file's size.
    static std::optional<Catalog> parse(const QByteArray &bytes, Error *error);
    // Reads through readBoundedFile (regular files, the size cap).
    static std::optional<Catalog> load(const QString &path, Error *error);

    const QList<PoEntry> &entries() const { return m_entries; }
    int headerIndex() const; // -1 without a header
    // One header field ("Plural-Forms", "Generated-By"), empty when absent.
    QString headerField(const QString &name) const;

    int lineCount() const { return int(m_lines.size()); }
    QString lineText(int line) const; // a line as read, without its line end
    // Where the character `offset` of a field's value stands in the file (0-based line and
    // column in UTF-16 units), the escapes and the line wrapping counted; `offset` at the end
    // gives the place of the closing quote.
    Position positionOf(const PoField &field, int offset) const;

    WrapStyle wrapStyle() const { return m_style; }
    void setWrapStyle(const WrapStyle &style) { m_style = style; }

    // Edits: the entry is written anew by toBytes(), in wrapStyle(); an edit undone (the entry's
    // strings and flags as read again) leaves it unedited, written back byte for byte.
    void setMsgstr(int entry, int index, const QString &value);
    // Clearing the flag also drops the "#|" previous strings, as msgattrib --clear-fuzzy
    // --clear-previous, Poedit and Lokalize do: they describe the change awaiting review.
    void setFuzzy(int entry, bool fuzzy);
    bool isEdited(int entry) const { return m_asRead.contains(entry); }
    int editedCount() const { return int(m_asRead.size()); }

    // The file: the bytes as read for every line of an unedited entry and between entries.
    QByteArray toBytes() const;
    // Writes atomically, checked for its full size (writeFileAtomically).
    bool save(const QString &path, QString *errorMessage) const;

private:
    QList<QByteArray> m_lines; // each line's bytes with its line end ("\n", "\r\n", or none)
    QList<PoEntry> m_entries;
    QHash<int, PoEntry> m_asRead; // an edited entry as it was read
    WrapStyle m_style;

    QList<QByteArray> entryLines(int index) const;
    void forgetIfAsRead(int entry);
};

// The wrapping a catalogue's multi-line strings were written with: the style that reproduces
// most of them (babel's, msgcat's at its default width 79, or none); when that does not
// decide it, babel's if the header says "Generated-By: Babel", else msgcat's.
WrapStyle detectWrapStyle(const Catalog &catalog);

// Whether `path` names a gettext catalogue (a .po file, any case).
bool isCataloguePath(const QString &path);

// An entry's English and its reviewed translation.
struct TranslatedPair
{
    QString msgid, msgstr;
};
// The reviewed translations of a catalogue, in file order: every entry translated and not
// fuzzy (a fuzzy translation is of another English), the header and obsolete ones left out; a
// plural entry gives its msgid with msgstr[0]. What the translation memory stores.
QList<TranslatedPair> reviewedTranslations(const Catalog &catalog);

} // namespace tandem::po
