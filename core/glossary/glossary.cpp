// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossary.h"

#include <QCoreApplication>

namespace tandem {

QString GlossaryLocation::toString() const
{
    QString s = file;
    if (line > 0) {
        s += u':' + QString::number(line);
        if (column > 0) s += u':' + QString::number(column);
    }
    return s;
}

QString caseInsensitiveKey(QStringView text)
{
    // As QString::compare folds: each code point alone (QChar::toCaseFolded), no expansions.
    QString key;
    key.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i].unicode(), text[i + 1].unicode());
            ++i;
        }
        c = QChar::toCaseFolded(c);
        if (QChar::requiresSurrogates(c)) {
            key += QChar(QChar::highSurrogate(c));
            key += QChar(QChar::lowSurrogate(c));
        } else {
            key += QChar(char16_t(c));
        }
    }
    return key;
}

bool GlossaryEntry::isCaseSensitive() const
{
    switch (caseRule) {
    case Case::Sensitive:
        return true;
    case Case::Insensitive:
        return false;
    case Case::Auto:
        break;
    }
    // A category name of the table of contents (Text, Image, Audio: the note says ToC) is an
    // ordinary English word too; only the capitalised name is the term.
    if (note.contains(QLatin1String("ToC"))) return true;
    if (!keepEnglish) return false;
    for (const QString &e : english) {
        for (QChar c : e) {
            if (c.isUpper()) return true;
        }
    }
    return false;
}

QString GlossaryDiagnostic::toString() const
{
    const QString where = location.toString();
    const QString kind = severity == Severity::Error
                             ? QCoreApplication::translate("Glossary", "error")
                             : QCoreApplication::translate("Glossary", "warning");
    return (where.isEmpty() ? QString() : where + QStringLiteral(": ")) + kind +
           QStringLiteral(": ") + message;
}

bool Glossary::hasErrors() const
{
    for (const GlossaryDiagnostic &d : diagnostics) {
        if (d.severity == GlossaryDiagnostic::Severity::Error) return true;
    }
    return false;
}

const GlossaryEntry *Glossary::find(QStringView english) const
{
    for (const GlossaryEntry &e : entries) {
        for (const QString &spelling : e.english) {
            if (english.compare(spelling, Qt::CaseInsensitive) == 0) return &e;
        }
    }
    return nullptr;
}

void Glossary::append(const Glossary &other)
{
    entries += other.entries;
    diagnostics += other.diagnostics;
}

} // namespace tandem
