// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewjson.h"

namespace tandem {

namespace {

char hexDigit(uint u)
{
    return char(u < 10 ? '0' + u : 'a' + u - 10);
}

// A JSON writer of objects whose members the caller gives in sorted key order (as QJsonObject
// keeps them), indented as QJsonDocument::Indented indents.
class Writer
{
public:
    QByteArray out;

    void open(char bracket)
    {
        out += bracket;
        out += '\n';
        ++m_depth;
        m_first = true;
    }
    void close(char bracket)
    {
        if (!m_first) out += '\n';
        --m_depth;
        indent();
        out += bracket;
        m_first = false;
    }
    // The start of an array element.
    void element()
    {
        separate();
        indent();
    }
    // The start of an object member, up to its value.
    void key(const char *name)
    {
        element();
        out += '"';
        out += name;
        out += "\": ";
    }
    void string(QStringView s)
    {
        out += '"';
        appendJsonString(out, s);
        out += '"';
    }
    void number(qint64 n) { out += QByteArray::number(n); }

private:
    void separate()
    {
        if (!m_first) out += ",\n";
        m_first = false;
    }
    void indent() { out.append(4 * m_depth, ' '); }

    int m_depth = 0;
    bool m_first = true;
};

void writeRange(Writer &w, const Range &r)
{
    w.key("column");
    w.number(r.start.column + 1);
    w.key("endColumn");
    w.number(r.end.column + 1);
    w.key("endLine");
    w.number(r.end.line + 1);
}

void writeIssue(Writer &w, const Issue &i)
{
    w.element();
    w.open('{');
    w.key("check");
    w.string(i.check);
    writeRange(w, i.range);
    if (i.fix) {
        w.key("fix");
        w.open('{');
        writeRange(w, i.fix->range);
        w.key("line");
        w.number(i.fix->range.start.line + 1);
        w.key("replacement");
        w.string(i.fix->replacement);
        w.close('}');
    }
    w.key("line");
    w.number(i.range.start.line + 1);
    w.key("message");
    w.string(i.message);
    w.key("severity");
    w.string(severityName(i.severity));
    w.key("side");
    w.string(i.side == Side::Draft ? u"draft" : u"source");
    w.close('}');
}

} // namespace

void appendJsonString(QByteArray &out, QStringView s)
{
    const qsizetype n = s.size();
    for (qsizetype k = 0; k < n; ++k) {
        const char16_t u = s[k].unicode();
        if (u < 0x80) {
            if (u >= 0x20 && u != '"' && u != '\\') {
                out += char(u);
                continue;
            }
            out += '\\';
            switch (u) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case 0x8:
                out += 'b';
                break;
            case 0xc:
                out += 'f';
                break;
            case 0xa:
                out += 'n';
                break;
            case 0xd:
                out += 'r';
                break;
            case 0x9:
                out += 't';
                break;
            default:
                out += "u00";
                out += hexDigit(u >> 4);
                out += hexDigit(u & 0xf);
            }
        } else if (u < 0x800) {
            out += char(0xc0 | (u >> 6));
            out += char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            out += char(0xe0 | (u >> 12));
            out += char(0x80 | ((u >> 6) & 0x3f));
            out += char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && k + 1 < n && s[k + 1].isLowSurrogate()) {
            const char32_t c = QChar::surrogateToUcs4(u, s[++k].unicode());
            out += char(0xf0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3f));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        } else {
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4)
                out += hexDigit((u >> shift) & 0xf);
        }
    }
}

QByteArray pairJson(const Review &review)
{
    Writer w;
    IssueCounts total;
    w.open('{');
    w.key("files");
    w.open('[');
    for (const ReviewFile &f : review.files) {
        w.element();
        w.open('{');
        w.key("draft");
        w.string(f.change.path);
        w.key("issues");
        w.open('[');
        for (const Issue &i : f.issues)
            writeIssue(w, i);
        w.close(']');
        w.key("source");
        if (f.source.isValid())
            w.string(f.source.label());
        else
            w.out += "null";
        w.close('}');
        const IssueCounts counts = IssueCounts::of(f.issues);
        total.errors += counts.errors;
        total.warnings += counts.warnings;
        total.infos += counts.infos;
    }
    w.close(']');
    w.key("summary");
    w.open('{');
    w.key("errors");
    w.number(total.errors);
    w.key("files");
    w.number(review.files.size());
    w.key("infos");
    w.number(total.infos);
    w.key("warnings");
    w.number(total.warnings);
    w.close('}');
    w.close('}');
    w.out += '\n';
    return std::move(w.out);
}

} // namespace tandem
