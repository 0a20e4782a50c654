// SPDX-License-Identifier: GPL-3.0-or-later
#include "pocatalog.h"

#include "atomicwrite.h"
#include "boundedfile.h"
#include "postrings.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>

namespace tandem::po {

bool PoEntry::isTranslated() const
{
    if (msgstr.isEmpty()) return false;
    for (const PoField &f : msgstr)
        if (f.value.isEmpty()) return false;
    return true;
}

QString PoEntry::msgstrKeyword(int index) const
{
    return isPlural() ? QStringLiteral("msgstr[%1]").arg(index) : QStringLiteral("msgstr");
}

namespace {

// The reader's messages (a catalogue that cannot be read), for the user.
struct CatalogText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::po::Catalog)
};

// Which string a keyword or continuation line belongs to while an entry is read.
enum class Slot
{
    None,
    PrevContext,
    PrevMsgid,
    PrevMsgidPlural,
    Context,
    Msgid,
    MsgidPlural,
    Msgstr
};

// The quoted piece of a line: its inside, or nothing when the line holds no well-formed
// "..." (an unterminated quote, text after the closing quote).
std::optional<QStringView> quotedInside(QStringView line, qsizetype from)
{
    while (from < line.size() && line[from].isSpace())
        ++from;
    if (from >= line.size() || line[from] != u'"') return std::nullopt;
    qsizetype i = from + 1;
    while (i < line.size() && line[i] != u'"')
        i += line[i] == u'\\' ? 2 : 1;
    if (i >= line.size()) return std::nullopt;
    for (qsizetype j = i + 1; j < line.size(); ++j)
        if (!line[j].isSpace()) return std::nullopt;
    return line.mid(from + 1, i - from - 1);
}

struct Reader
{
    QList<PoEntry> entries;
    PoEntry cur;
    bool started = false;
    Slot slot = Slot::None;
    int msgstrIndex = 0;
    int lastStringLine = -1;

    PoField *field(Slot s)
    {
        switch (s) {
        case Slot::PrevContext:
            return &cur.previousContext;
        case Slot::PrevMsgid:
            return &cur.previousMsgid;
        case Slot::PrevMsgidPlural:
            return &cur.previousMsgidPlural;
        case Slot::Context:
            return &cur.msgctxt;
        case Slot::Msgid:
            return &cur.msgid;
        case Slot::MsgidPlural:
            return &cur.msgidPlural;
        case Slot::Msgstr:
            return &cur.msgstr[msgstrIndex];
        case Slot::None:
            return nullptr;
        }
        return nullptr;
    }

    void begin(int line)
    {
        if (!started) {
            cur = PoEntry{};
            cur.firstLine = line;
            started = true;
        }
    }

    void finish()
    {
        if (started && cur.msgid.present()) {
            cur.lineCount = lastStringLine - cur.firstLine + 1;
            entries.append(cur);
        }
        started = false;
        slot = Slot::None;
    }

    // A comment or a new msgctxt/msgid after a complete entry starts the next one.
    void maybeFinish()
    {
        if (started && cur.msgid.present()) finish();
    }
};

// "msgctxt", "msgid", "msgid_plural", "msgstr", "msgstr[N]" at the start of `rest`: the
// keyword's length, or 0.
qsizetype keywordLength(QStringView rest, Slot *slot, int *index)
{
    static const std::pair<QStringView, Slot> words[] = {
        {u"msgctxt", Slot::Context},
        {u"msgid_plural", Slot::MsgidPlural},
        {u"msgid", Slot::Msgid},
        {u"msgstr", Slot::Msgstr},
    };
    for (const auto &[word, s] : words) {
        if (!rest.startsWith(word)) continue;
        qsizetype n = word.size();
        *index = 0;
        if (s == Slot::Msgstr && n < rest.size() && rest[n] == u'[') {
            const qsizetype close = rest.indexOf(u']', n);
            if (close < 0) return 0;
            bool ok = false;
            *index = rest.mid(n + 1, close - n - 1).toInt(&ok);
            if (!ok || *index < 0 || *index > 100) return 0;
            n = close + 1;
        }
        if (n < rest.size() && !rest[n].isSpace()) continue; // "msgid_plural" is not "msgid"
        *slot = s;
        return n;
    }
    return 0;
}

} // namespace

std::optional<Catalog> Catalog::parse(const QByteArray &bytes, Error *error)
{
    Catalog catalog;
    for (qsizetype start = 0; start < bytes.size();) {
        const qsizetype nl = bytes.indexOf('\n', start);
        const qsizetype end = nl < 0 ? bytes.size() : nl + 1;
        catalog.m_lines.append(bytes.mid(start, end - start));
        start = end;
    }

    Reader r;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const auto fail = [&](int line, const QString &message) {
        if (error) *error = {line + 1, message};
        return std::optional<Catalog>{};
    };
    for (int n = 0; n < catalog.m_lines.size(); ++n) {
        QByteArray raw = catalog.m_lines[n];
        if (n == 0 && raw.startsWith("\xEF\xBB\xBF")) raw.remove(0, 3);
        QString line = decoder.decode(raw);
        if (decoder.hasError())
            return fail(n, CatalogText::tr("not UTF-8: Tandem reads catalogues in UTF-8 only"));
        while (line.endsWith(u'\n') || line.endsWith(u'\r'))
            line.chop(1);
        QStringView rest(line);

        if (rest.trimmed().isEmpty()) {
            r.maybeFinish();
            continue;
        }
        bool obsolete = false, previous = false;
        if (rest.startsWith(u"#~")) {
            obsolete = true;
            rest = rest.mid(2);
            if (rest.startsWith(u'|')) {
                previous = true;
                rest = rest.mid(1);
            }
            rest = rest.trimmed();
            if (rest.isEmpty()) continue; // a bare "#~" carries nothing
        } else if (rest.startsWith(u"#|")) {
            previous = true;
            rest = rest.mid(2).trimmed();
        } else if (rest.startsWith(u'#')) {
            r.maybeFinish();
            r.begin(n);
            r.lastStringLine = std::max(r.lastStringLine, n);
            const QStringView text = rest.mid(2);
            if (rest.startsWith(u"#,")) {
                r.cur.flagsLine = n;
                for (const QStringView flag : rest.mid(2).split(u',', Qt::SkipEmptyParts))
                    if (!flag.trimmed().isEmpty()) r.cur.flags.append(flag.trimmed().toString());
            } else if (rest.startsWith(u"#:")) {
                for (const QStringView ref : text.split(u' ', Qt::SkipEmptyParts))
                    r.cur.references.append(ref.toString());
            } else if (rest.startsWith(u"#.")) {
                r.cur.extractedComments.append(text.trimmed().toString());
            } else {
                r.cur.translatorComments.append(
                    rest.mid(1).toString().mid(rest.size() > 1 && rest[1] == u' ' ? 1 : 0));
            }
            continue;
        } else {
            rest = rest.trimmed();
        }

        if (rest.startsWith(u'"')) { // a continuation line
            const auto inside = quotedInside(rest, 0);
            if (!inside) return fail(n, CatalogText::tr("a string without its closing quote"));
            PoField *f = r.field(r.slot);
            if (!f) return fail(n, CatalogText::tr("a string that follows no keyword"));
            f->value += unescapePiece(*inside);
            f->lineCount = n - f->line + 1;
            r.lastStringLine = n;
            continue;
        }

        Slot slot = Slot::None;
        int index = 0;
        const qsizetype k = keywordLength(rest, &slot, &index);
        if (k == 0) return fail(n, CatalogText::tr("neither a comment, a keyword nor a string"));
        if (previous) {
            if (slot == Slot::Msgstr)
                return fail(n, CatalogText::tr("a previous msgstr (#|) is not allowed"));
            slot = slot == Slot::Context ? Slot::PrevContext
                   : slot == Slot::Msgid ? Slot::PrevMsgid
                                         : Slot::PrevMsgidPlural;
            r.maybeFinish();
        } else if (slot == Slot::Context || slot == Slot::Msgid) {
            r.maybeFinish();
        }
        r.begin(n);
        if (obsolete) r.cur.obsolete = true;
        if (slot == Slot::Msgstr) {
            if (!r.cur.msgid.present())
                return fail(n, CatalogText::tr("a msgstr without its msgid"));
            if (index != r.cur.msgstr.size())
                return fail(n, CatalogText::tr("msgstr[%1] out of order").arg(index));
            r.cur.msgstr.append(PoField{});
            r.msgstrIndex = index;
        }
        const auto inside = quotedInside(rest, k);
        if (!inside) return fail(n, CatalogText::tr("a keyword without a well-formed string"));
        r.slot = slot;
        PoField *f = r.field(slot);
        if (f->present()) return fail(n, CatalogText::tr("a keyword given twice in one entry"));
        f->value = unescapePiece(*inside);
        f->line = n;
        f->lineCount = 1;
        r.lastStringLine = n;
    }
    r.finish();
    catalog.m_entries = std::move(r.entries);
    catalog.m_style = detectWrapStyle(catalog);
    return catalog;
}

std::optional<Catalog> Catalog::load(const QString &path, Error *error)
{
    TextFile::Error readError;
    const QByteArray bytes = readBoundedFile(path, &readError);
    if (readError) {
        if (error) *error = {0, readError.message};
        return std::nullopt;
    }
    return parse(bytes, error);
}

int Catalog::headerIndex() const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].isHeader()) return i;
    return -1;
}

QString Catalog::headerField(const QString &name) const
{
    const int h = headerIndex();
    if (h < 0 || m_entries[h].msgstr.isEmpty()) return {};
    const QString prefix = name + u':';
    for (const QStringView line : QStringView(m_entries[h].msgstr[0].value).split(u'\n'))
        if (line.startsWith(prefix, Qt::CaseInsensitive))
            return line.mid(prefix.size()).trimmed().toString();
    return {};
}

QString Catalog::lineText(int line) const
{
    if (line < 0 || line >= m_lines.size()) return {};
    QByteArray raw = m_lines[line];
    if (line == 0 && raw.startsWith("\xEF\xBB\xBF")) raw.remove(0, 3);
    while (raw.endsWith('\n') || raw.endsWith('\r'))
        raw.chop(1);
    return QString::fromUtf8(raw);
}

Position Catalog::positionOf(const PoField &field, int offset) const
{
    int consumed = 0;
    Position last{field.line, 0};
    for (int l = field.line; l < field.line + field.lineCount; ++l) {
        const QString text = lineText(l);
        const qsizetype open = text.indexOf(u'"');
        const qsizetype close = text.lastIndexOf(u'"');
        if (open < 0 || close <= open) continue;
        const QStringView inside = QStringView(text).mid(open + 1, close - open - 1);
        const int length = valueLengthOfPiece(inside);
        const bool lastLine = l == field.line + field.lineCount - 1;
        if (offset < consumed + length || (lastLine && offset <= consumed + length))
            return {l, int(open + 1) + fileOffsetInPiece(inside, offset - consumed)};
        consumed += length;
        last = {l, int(close)};
    }
    return last;
}

void Catalog::setMsgstr(int entry, int index, const QString &value)
{
    PoEntry &e = m_entries[entry];
    if (index < 0 || index >= e.msgstr.size() || e.msgstr[index].value == value) return;
    if (!m_asRead.contains(entry)) m_asRead.insert(entry, e);
    e.msgstr[index].value = value;
    forgetIfAsRead(entry);
}

void Catalog::forgetIfAsRead(int entry)
{
    // An edit undone leaves the entry as it was read: it is written back as read, not anew.
    const auto read = m_asRead.constFind(entry);
    if (read == m_asRead.cend()) return;
    const PoEntry &e = m_entries[entry];
    if (read->flags != e.flags || read->msgstr.size() != e.msgstr.size()) return;
    for (qsizetype i = 0; i < e.msgstr.size(); ++i)
        if (read->msgstr[i].value != e.msgstr[i].value) return;
    m_asRead.erase(read);
}

void Catalog::setFuzzy(int entry, bool fuzzy)
{
    PoEntry &e = m_entries[entry];
    if (e.isFuzzy() == fuzzy) return;
    if (!m_asRead.contains(entry)) m_asRead.insert(entry, e);
    if (!fuzzy) {
        e.flags.removeAll(QStringLiteral("fuzzy"));
    } else if (m_style.tool == WrapStyle::Tool::Babel) {
        // babel writes the flags sorted; gettext writes "fuzzy" first.
        e.flags.append(QStringLiteral("fuzzy"));
        e.flags.sort();
    } else {
        e.flags.prepend(QStringLiteral("fuzzy"));
    }
    forgetIfAsRead(entry);
}

QList<QByteArray> Catalog::entryLines(int index) const
{
    const PoEntry &e = m_entries[index];
    QList<QByteArray> out;
    const QByteArray eol = m_lines[e.firstLine].endsWith("\r\n") ? "\r\n" : "\n";
    const QString prefix = e.obsolete ? QStringLiteral("#~ ") : QString();

    // What the entry was as read: a string is written anew only if it changed.
    const PoEntry *was = &*m_asRead.constFind(index);

    const bool flagsChanged = was->flags != e.flags;
    const QByteArray flagsLine = e.flags.isEmpty()
                                     ? QByteArray()
                                     : ("#, " + e.flags.join(QStringLiteral(", "))).toUtf8() + eol;
    const bool dropPrevious = was->isFuzzy() && !e.isFuzzy();
    const auto inField = [](const PoField &f, int l) {
        return f.present() && l >= f.line && l < f.line + f.lineCount;
    };
    // A new flags line goes before the previous strings and msgctxt/msgid, as gettext orders them.
    int flagsAt = e.flagsLine;
    if (flagsAt < 0)
        for (const PoField *f :
             {&e.previousContext, &e.previousMsgid, &e.previousMsgidPlural, &e.msgctxt, &e.msgid})
            if (f->present() && (flagsAt < 0 || f->line < flagsAt)) flagsAt = f->line;

    for (int l = e.firstLine; l < e.firstLine + e.lineCount;) {
        const QByteArray &raw = m_lines[l];
        if (e.flagsLine < 0 && l == flagsAt && flagsChanged) out.append(flagsLine);
        if (l == e.flagsLine) {
            if (!flagsChanged)
                out.append(raw);
            else if (!flagsLine.isEmpty())
                out.append(flagsLine);
            ++l;
            continue;
        }
        if (dropPrevious && (inField(e.previousContext, l) || inField(e.previousMsgid, l) ||
                             inField(e.previousMsgidPlural, l))) {
            ++l;
            continue;
        }
        bool replaced = false;
        for (int i = 0; i < e.msgstr.size(); ++i) {
            const PoField &f = e.msgstr[i];
            if (f.line != l) continue;
            const bool changed = was->msgstr[i].value != f.value;
            if (!changed) break;
            const QByteArray lineEol = raw.endsWith("\r\n") ? "\r\n"
                                       : raw.endsWith('\n') ? "\n"
                                                            : "";
            const QStringList lines = formatField(e.msgstrKeyword(i), f.value, m_style, prefix);
            for (int j = 0; j < lines.size(); ++j)
                out.append(lines[j].toUtf8() + (j + 1 < lines.size() ? eol : lineEol));
            // The field's last line's end is the one the block keeps (none at the file's end).
            if (f.lineCount > 1) {
                const QByteArray &lastRaw = m_lines[l + f.lineCount - 1];
                out.last().chop(lineEol.size());
                out.last() += lastRaw.endsWith("\r\n") ? "\r\n"
                              : lastRaw.endsWith('\n') ? "\n"
                                                       : "";
            }
            l += f.lineCount;
            replaced = true;
            break;
        }
        if (!replaced) out.append(m_lines[l++]);
    }
    return out;
}

QByteArray Catalog::toBytes() const
{
    QByteArray out;
    qsizetype size = 0;
    for (const QByteArray &l : m_lines)
        size += l.size();
    out.reserve(size + 1024);
    int line = 0;
    for (int i = 0; i < m_entries.size(); ++i) {
        if (!m_asRead.contains(i)) continue;
        const PoEntry &e = m_entries[i];
        for (; line < e.firstLine; ++line)
            out += m_lines[line];
        for (const QByteArray &l : entryLines(i))
            out += l;
        line = e.firstLine + e.lineCount;
    }
    for (; line < m_lines.size(); ++line)
        out += m_lines[line];
    return out;
}

bool Catalog::save(const QString &path, QString *errorMessage) const
{
    return writeFileAtomically(path, toBytes(), errorMessage);
}

WrapStyle detectWrapStyle(const Catalog &catalog)
{
    const WrapStyle candidates[] = {WrapStyle::babel(), WrapStyle::gettext(79), WrapStyle::noWrap(),
                                    WrapStyle::gettext(76), WrapStyle::gettext(80)};
    int score[std::size(candidates)] = {};
    QStringList original;
    // The strings that show a wrapping (several lines, or one long line) decide. A file is
    // written by one tool: once a dozen of them read as one style wrote them all, that is it;
    // a file touched by hand is looked at further, up to a few hundred.
    int looked = 0;
    const auto settled = [&] {
        return looked >= 300 ||
               (looked >= 12 && *std::max_element(std::begin(score), std::end(score)) == looked);
    };
    for (const PoEntry &e : catalog.entries()) {
        if (settled()) break;
        const QString prefix = e.obsolete ? QStringLiteral("#~ ") : QString();
        QList<std::pair<QString, const PoField *>> fields{
            {QStringLiteral("msgctxt"), &e.msgctxt},
            {QStringLiteral("msgid"), &e.msgid},
            {QStringLiteral("msgid_plural"), &e.msgidPlural}};
        for (int i = 0; i < e.msgstr.size(); ++i)
            fields.append({e.msgstrKeyword(i), &e.msgstr[i]});
        for (const auto &[keyword, f] : fields) {
            if (!f->present()) continue;
            if (f->lineCount == 1 && f->value.size() < 60) continue;
            if (settled()) break;
            ++looked;
            original.clear();
            for (int l = f->line; l < f->line + f->lineCount; ++l)
                original.append(catalog.lineText(l));
            for (size_t c = 0; c < std::size(candidates); ++c)
                if (formatField(keyword, f->value, candidates[c], prefix) == original) ++score[c];
        }
    }
    size_t best = 0;
    bool tie = false;
    for (size_t c = 1; c < std::size(candidates); ++c) {
        if (score[c] > score[best]) {
            best = c;
            tie = false;
        } else if (score[c] == score[best]) {
            tie = true;
        }
    }
    if (!tie) return candidates[best];
    // Every string reads the same in several styles (short entries only): the header decides.
    if (catalog.headerField(QStringLiteral("Generated-By")).startsWith(u"Babel") &&
        score[0] == score[best])
        return WrapStyle::babel();
    return score[1] == score[best] ? WrapStyle::gettext(79) : candidates[best];
}

bool isCataloguePath(const QString &path)
{
    return path.endsWith(QStringLiteral(".po"), Qt::CaseInsensitive);
}

QList<TranslatedPair> reviewedTranslations(const Catalog &catalog)
{
    QList<TranslatedPair> out;
    for (const PoEntry &e : catalog.entries())
        if (!e.isHeader() && !e.obsolete && !e.isFuzzy() && e.isTranslated())
            out.append({e.msgid.value, e.msgstr.constFirst().value});
    return out;
}

} // namespace tandem::po
