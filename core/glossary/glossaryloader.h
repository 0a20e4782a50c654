// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossary.h"

#include <QByteArray>
#include <QString>

namespace tandem {

// Reads glossaries. Nothing here throws or stops at the first problem: every problem becomes a
// GlossaryDiagnostic with file, line and column, and the entries that are fine are kept.
// The formats are described in glossary/README.md.
class GlossaryLoader
{
public:
    enum class Format
    {
        Auto,
        Yaml,
        Guide,
        Tsv
    };

    // Format::Auto picks by extension: .yaml/.yml, .md (a TRANSLATION_GUIDE.md table), else TSV.
    // Reads through readBoundedFile; `confineTo` is the checkout a file found in one (its
    // TRANSLATION_GUIDE.md) must stay inside.
    static Glossary loadFile(const QString &path, Format format = Format::Auto,
                             const QString &confineTo = {});
    static Glossary fromBytes(const QByteArray &bytes, const QString &fileName, Format format);

    static Glossary fromYaml(const QByteArray &bytes, const QString &fileName);
    // The community's |영문|한글|작성자|추가 설명| table, wherever it is in the markdown file.
    static Glossary fromGuide(const QByteArray &bytes, const QString &fileName);
    // english<TAB>korean[<TAB>note], one entry a line; an english/영문 header line is skipped.
    static Glossary fromTsv(const QByteArray &bytes, const QString &fileName);

    // The glossary built into the library (glossary/ko-pytorch.yaml, a Qt resource).
    static QString defaultPath(); // ":/glossary/ko-pytorch.yaml"
    static Glossary loadDefault();
};

} // namespace tandem
