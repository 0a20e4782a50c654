// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the glossary readers (glossaryloader.cpp, glossaryyaml.cpp); not a public API.

#include "glossary.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace tandem::glossaryload {

// The context of the readers' messages, as lupdate files them and the translator looks them up.
struct GlossaryLoaderText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::GlossaryLoader)
};

void report(Glossary &g, GlossaryDiagnostic::Severity severity, const GlossaryLocation &where,
            const QString &message);
inline void error(Glossary &g, const GlossaryLocation &where, const QString &message)
{
    report(g, GlossaryDiagnostic::Severity::Error, where, message);
}
inline void warning(Glossary &g, const GlossaryLocation &where, const QString &message)
{
    report(g, GlossaryDiagnostic::Severity::Warning, where, message);
}

// UTF-8 to text with '\n' line endings and no BOM. Never fails: an empty file or invalid UTF-8
// is reported (with line and column) and the bad bytes become U+FFFD, so that the entries on
// other lines still load; an entry that contains U+FFFD is then refused by EntryAdder::add().
QString decode(const QByteArray &bytes, const QString &fileName, Glossary &g);

// Checks each entry read by any reader and appends it to `g`, or reports why it is refused.
// Remembers the headwords it has added, so that finding one defined twice takes constant time
// (a glossary of 100,000 terms loads in well under a second).
class EntryAdder
{
public:
    explicit EntryAdder(Glossary &g) : m_g(g) {}
    void add(GlossaryEntry entry);

private:
    Glossary &m_g;
    QHash<QString, int> m_firstLine; // file + '\0' + headword -> line of its first definition
};

} // namespace tandem::glossaryload
