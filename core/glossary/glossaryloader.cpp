// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryloader.h"

#include "boundedfile.h"
#include "glossaryloaderhelpers.h"
#include "textfile.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace tandem {

namespace glossaryload {

void report(Glossary &g, GlossaryDiagnostic::Severity severity, const GlossaryLocation &where,
            const QString &message)
{
    g.diagnostics.append({severity, where, message});
}

QString decode(const QByteArray &bytes, const QString &fileName, Glossary &g)
{
    if (bytes.trimmed().isEmpty()) {
        error(g, {fileName, 0, 0}, GlossaryLoaderText::tr("the glossary file is empty"));
        return {};
    }
    TextFile::Error e;
    TextFile file = TextFile::fromBytes(bytes, &e);
    if (!e) return file.text;
    if (e.kind != TextFile::Error::InvalidUtf8) {
        error(g, {fileName, 0, 0}, e.message);
        return {};
    }
    error(g, {fileName, e.line, e.column},
          GlossaryLoaderText::tr(
              "invalid UTF-8 (glossaries are read as UTF-8); entries on this line are skipped"));
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(u'\r', u'\n');
    return text;
}

namespace {

bool hasLatinOrDigit(const QString &s)
{
    for (QChar c : s) {
        if (c.isDigit() || (c.isLetter() && c.script() == QChar::Script_Latin)) return true;
    }
    return false;
}

} // namespace

void EntryAdder::add(GlossaryEntry entry)
{
    Glossary &g = m_g;
    const auto clean = [](QStringList &list) {
        for (QString &s : list)
            s = s.simplified();
        list.removeAll(QString());
        list.removeDuplicates();
    };
    clean(entry.english);
    clean(entry.korean);
    clean(entry.wrongKorean);
    const QString all = entry.english.join(u' ') + entry.korean.join(u' ') +
                        entry.wrongKorean.join(u' ') + entry.note;
    if (all.contains(QChar::ReplacementCharacter)) {
        error(g, entry.location,
              GlossaryLoaderText::tr("entry skipped: it contains invalid UTF-8"));
        return;
    }
    if (entry.english.isEmpty()) {
        error(g, entry.location, GlossaryLoaderText::tr("entry skipped: it has no English term"));
        return;
    }
    for (const QString &e : std::as_const(entry.english)) {
        if (!hasLatinOrDigit(e)) {
            error(g, entry.location,
                  GlossaryLoaderText::tr(
                      "entry skipped: the English term '%1' has no Latin letter or digit")
                      .arg(e));
            return;
        }
    }
    if (entry.korean.isEmpty() && !entry.keepEnglish) {
        error(g, entry.location,
              GlossaryLoaderText::tr(
                  "entry '%1' skipped: it has no Korean and is not marked keep-in-English")
                  .arg(entry.headword()));
        return;
    }
    for (const QString &w : std::as_const(entry.wrongKorean)) {
        if (entry.korean.contains(w)) {
            warning(g, entry.location,
                    GlossaryLoaderText::tr(
                        "'%1' is listed both as agreed and as wrong for '%2'; it counts as agreed")
                        .arg(w, entry.headword()));
        }
    }
    for (const QString &k : std::as_const(entry.korean))
        entry.wrongKorean.removeAll(k);
    const QString key = entry.location.file + u'\0' + entry.headword();
    if (const auto first = m_firstLine.constFind(key); first != m_firstLine.constEnd())
        warning(g, entry.location,
                GlossaryLoaderText::tr(
                    "'%1' is defined again (first at line %2); both entries are kept")
                    .arg(entry.headword())
                    .arg(*first));
    else
        m_firstLine.insert(key, entry.location.line);
    g.entries.append(std::move(entry));
}

} // namespace glossaryload

using namespace glossaryload;

namespace {

struct Cell
{
    QString text;
    int column = 1; // 1-based, where the cell's text starts
};

// Splits a markdown table row "|a|b|c|" into its cells; "\|" stays inside a cell.
QList<Cell> splitRow(const QString &line)
{
    QList<Cell> cells;
    qsizetype i = line.indexOf(u'|');
    if (i < 0) return cells;
    ++i;
    Cell cell{QString(), int(i) + 1};
    for (; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == u'\\' && i + 1 < line.size() && line[i + 1] == u'|') {
            cell.text += u'|';
            ++i;
        } else if (c == u'|') {
            cells.append(cell);
            cell = Cell{QString(), int(i) + 2};
        } else {
            cell.text += c;
        }
    }
    if (!cell.text.trimmed().isEmpty()) cells.append(cell); // a row without the closing '|'
    for (Cell &c : cells) {
        int skipped = 0;
        while (skipped < c.text.size() && c.text[skipped].isSpace())
            ++skipped;
        c.column += skipped;
        c.text = c.text.trimmed();
    }
    return cells;
}

// "[음차 표기](https://…)" -> "음차 표기"; other markdown is left alone.
QString stripLinks(QString s)
{
    for (;;) {
        const qsizetype open = s.indexOf(u'[');
        const qsizetype mid = open < 0 ? -1 : s.indexOf(QStringLiteral("]("), open);
        const qsizetype close = mid < 0 ? -1 : s.indexOf(u')', mid);
        if (close < 0) return s;
        s = s.left(open) + s.mid(open + 1, mid - open - 1) + s.mid(close + 1);
    }
}

// "A / B", "A, B" -> [A, B]
QStringList splitForms(const QString &cell)
{
    QStringList out;
    for (const QString &part : cell.split(u'/')) {
        for (const QString &piece : part.split(u','))
            out.append(piece.trimmed());
    }
    out.removeAll(QString());
    return out;
}

bool isKeepNote(const QString &note)
{
    QString n = note;
    n.remove(u' ');
    return n.contains(QStringLiteral("번역안함")) || n.contains(QStringLiteral("번역하지않음")) ||
           n.contains(QStringLiteral("번역안합니다")) ||
           n.contains(QStringLiteral("번역하지않습니다"));
}

bool containsHangul(const QString &s)
{
    for (QChar c : s) {
        if (c.script() == QChar::Script_Hangul) return true;
    }
    return false;
}

// The meaning of one row of the community table (also used for TSV lines):
// English "A / B" or "A, B" are spellings; a parenthesis at the end is a note
// ("Production (environment, use)"), one in the middle is optional
// ("track (computation) history": both with and without it). A Korean form equal to the
// English, or a note saying 번역안함 / 번역하지 않음, means keep-in-English.
GlossaryEntry entryFromCells(const QString &englishCell, const QString &koreanCell,
                             const QString &noteCell, const GlossaryLocation &where)
{
    GlossaryEntry e;
    e.location = where;
    e.origin = QStringLiteral("guide");
    QString english = englishCell;
    QStringList notes;
    const qsizetype open = english.indexOf(u'(');
    const qsizetype close = open < 0 ? -1 : english.indexOf(u')', open);
    QStringList englishForms;
    if (close > open) {
        const QString inside = english.mid(open + 1, close - open - 1).trimmed();
        const QString before = english.left(open).trimmed();
        const QString after = english.mid(close + 1).trimmed();
        if (after.isEmpty()) {
            notes.append(inside);
            englishForms = splitForms(before);
        } else {
            englishForms = splitForms(before + u' ' + inside + u' ' + after);
            englishForms += splitForms(before + u' ' + after);
        }
    } else {
        englishForms = splitForms(english);
    }
    e.english = englishForms;
    const QStringList koreanForms = splitForms(koreanCell);
    const QString note = stripLinks(noteCell).trimmed();
    if (!note.isEmpty()) notes.append(note);
    e.note = notes.join(QStringLiteral("; "));

    bool sameAsEnglish = !koreanForms.isEmpty();
    for (const QString &k : koreanForms) {
        bool found = false;
        for (const QString &en : std::as_const(e.english))
            found = found || k.compare(en, Qt::CaseInsensitive) == 0;
        sameAsEnglish = sameAsEnglish && found;
    }
    e.keepEnglish = isKeepNote(note) || sameAsEnglish;
    for (const QString &k : koreanForms) {
        // For a keep-in-English term the Latin "translation" is the English itself, which the
        // matcher already finds; only Hangul forms are worth keeping.
        if (!e.keepEnglish || containsHangul(k)) e.korean.append(k);
    }
    // The table has no column for inflection: verbs are recognised by their Korean (생성하다) or
    // their English ending (normalize, instantiate), so that "normalized" is found too.
    bool verb = false;
    for (const QString &k : std::as_const(e.korean))
        verb = verb || k.endsWith(QStringLiteral("하다"));
    for (const QString &en : std::as_const(e.english)) {
        if (!en.contains(u' ') &&
            (en.endsWith(QLatin1String("ize")) || en.endsWith(QLatin1String("ise")) ||
             en.endsWith(QLatin1String("ate")) || en.endsWith(QLatin1String("sample"))))
            verb = true;
    }
    if (verb) e.forms = GlossaryEntry::Forms::Verb;
    return e;
}

// python-docs-ko's guide (.pdk/guide.md) keeps its glossary as a fenced block under a "용어집"
// heading, a term a line: "english: 한국어", alternatives after commas, a note after " # ".
// Returns false when the text has no such block.
bool fromTermList(const QStringList &lines, const QString &fileName, Glossary &g)
{
    int i = 0;
    while (i < lines.size() &&
           !(lines[i].startsWith(u'#') && lines[i].contains(QStringLiteral("용어집"))))
        ++i;
    while (i < lines.size() && !lines[i].trimmed().startsWith(QStringLiteral("```")))
        ++i;
    if (i >= lines.size()) return false;
    EntryAdder entries(g);
    for (++i; i < lines.size() && !lines[i].trimmed().startsWith(QStringLiteral("```")); ++i) {
        QString line = lines[i];
        QString note;
        if (const qsizetype hash = line.indexOf(QStringLiteral(" #")); hash >= 0) {
            note = line.mid(hash + 2).trimmed();
            line.truncate(hash);
        }
        const qsizetype colon = line.indexOf(u':');
        if (line.trimmed().isEmpty()) continue;
        const GlossaryLocation where{fileName, i + 1, 1};
        if (colon <= 0 || line.mid(colon + 1).trimmed().isEmpty()) {
            error(g, where, GlossaryLoaderText::tr("line skipped: expected english: 한국어"));
            continue;
        }
        entries.add(
            entryFromCells(line.left(colon).trimmed(), line.mid(colon + 1).trimmed(), note, where));
    }
    return true;
}

Glossary fromTextTable(const QString &text, const QString &fileName, Glossary g)
{
    const QStringList lines = text.split(u'\n');
    int headerLine = -1;
    int colEnglish = -1, colKorean = -1, colNote = -1;
    for (int i = 0; i < lines.size() && headerLine < 0; ++i) {
        if (!lines[i].trimmed().startsWith(u'|')) continue;
        const QList<Cell> cells = splitRow(lines[i]);
        for (int c = 0; c < cells.size(); ++c) {
            const QString t = cells[c].text;
            if (t == QStringLiteral("영문"))
                colEnglish = c;
            else if (t == QStringLiteral("한글"))
                colKorean = c;
            else if (t == QStringLiteral("추가 설명") || t == QStringLiteral("추가설명"))
                colNote = c;
        }
        if (colEnglish >= 0 && colKorean >= 0)
            headerLine = i;
        else
            colEnglish = colKorean = colNote = -1;
    }
    if (headerLine < 0) {
        if (fromTermList(lines, fileName, g)) return g;
        error(g, {fileName, 0, 0},
              GlossaryLoaderText::tr(
                  "no glossary table found (expected a markdown table with the columns 영문 and "
                  "한글)"));
        return g;
    }
    EntryAdder entries(g);
    for (int i = headerLine + 1; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (!line.trimmed().startsWith(u'|'))
            break; // the table ends at the first line that is not a row
        const QList<Cell> cells = splitRow(line);
        bool separator = true;
        for (const Cell &c : cells) {
            for (QChar ch : c.text)
                separator = separator && (ch == u'-' || ch == u':' || ch == u' ');
        }
        if (separator) continue;
        const GlossaryLocation where{fileName, i + 1, cells.value(colEnglish).column};
        if (cells.size() <= std::max(colEnglish, colKorean)) {
            error(
                g, where,
                GlossaryLoaderText::tr("table row skipped: it has %1 cells, fewer than the header")
                    .arg(cells.size()));
            continue;
        }
        if (cells[colKorean].text.isEmpty()) {
            error(g, {fileName, i + 1, cells[colKorean].column},
                  GlossaryLoaderText::tr("table row skipped: the 한글 cell is empty"));
            continue;
        }
        entries.add(entryFromCells(cells[colEnglish].text, cells[colKorean].text,
                                   colNote >= 0 ? cells.value(colNote).text : QString(), where));
    }
    return g;
}

} // namespace

Glossary GlossaryLoader::fromGuide(const QByteArray &bytes, const QString &fileName)
{
    Glossary g;
    const QString text = decode(bytes, fileName, g);
    if (text.isEmpty()) return g;
    return fromTextTable(text, fileName, std::move(g));
}

Glossary GlossaryLoader::fromTsv(const QByteArray &bytes, const QString &fileName)
{
    Glossary g;
    const QString text = decode(bytes, fileName, g);
    const QStringList lines = text.split(u'\n');
    bool first = true;
    EntryAdder entries(g);
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(u'#')) continue;
        const QStringList cells = line.split(u'\t');
        if (first) {
            first = false;
            const QString head = cells[0].trimmed().toLower();
            if (head == QLatin1String("english") || head == QLatin1String("en") ||
                head == QStringLiteral("영문") || head == QLatin1String("term"))
                continue;
        }
        const GlossaryLocation where{fileName, i + 1, 1};
        if (cells.size() < 2) {
            error(g, where,
                  GlossaryLoaderText::tr("line skipped: expected english<TAB>korean[<TAB>note]"));
            continue;
        }
        if (cells.size() > 3) {
            const int column = int(cells[0].size() + cells[1].size() + cells[2].size()) + 4;
            warning(g, {fileName, i + 1, column},
                    GlossaryLoaderText::tr("columns after the third (note) are ignored"));
        }
        if (cells[1].trimmed().isEmpty()) {
            error(g, {fileName, i + 1, int(cells[0].size()) + 2},
                  GlossaryLoaderText::tr("line skipped: the Korean column is empty"));
            continue;
        }
        entries.add(entryFromCells(cells[0].trimmed(), cells[1].trimmed(), cells.value(2).trimmed(),
                                   where));
    }
    if (g.entries.isEmpty() && !g.hasErrors())
        warning(g, {fileName, 0, 0}, GlossaryLoaderText::tr("the glossary has no entries"));
    return g;
}

Glossary GlossaryLoader::fromBytes(const QByteArray &bytes, const QString &fileName, Format format)
{
    if (format == Format::Auto) {
        const QString suffix = QFileInfo(fileName).suffix().toLower();
        if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml"))
            format = Format::Yaml;
        else if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
            format = Format::Guide;
        else
            format = Format::Tsv;
    }
    switch (format) {
    case Format::Yaml:
        return fromYaml(bytes, fileName);
    case Format::Guide:
        return fromGuide(bytes, fileName);
    case Format::Tsv:
    case Format::Auto:
        break;
    }
    return fromTsv(bytes, fileName);
}

Glossary GlossaryLoader::loadFile(const QString &path, Format format, const QString &confineTo)
{
    TextFile::Error e;
    const QByteArray bytes = readBoundedFile(path, &e, confineTo);
    if (e) {
        Glossary g;
        error(g, {path, 0, 0},
              GlossaryLoaderText::tr("cannot read the glossary: %1").arg(e.message));
        return g;
    }
    return fromBytes(bytes, path, format);
}

QString GlossaryLoader::defaultPath()
{
    return QStringLiteral(":/glossary/ko-pytorch.yaml");
}

Glossary GlossaryLoader::loadDefault()
{
    return loadFile(defaultPath(), Format::Yaml);
}

} // namespace tandem
