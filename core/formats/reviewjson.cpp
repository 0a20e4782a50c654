// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewjson.h"

namespace tandem {

namespace {

char hexDigit(uint u)
{
    return char(u < 10 ? '0' + u : 'a' + u - 10);
}

// A JSON writer of objects whose members the caller gives in sorted key order (as QJsonObject
// keeps them), indented as QJsonDocument::Indented indents: the same bytes QJsonDocument writes
// (tests/tst_reviewjson.cpp reads every output back through it).
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
    void boolean(bool b) { out += b ? "true" : "false"; }
    // A member with its value.
    void string(const char *name, QStringView s)
    {
        key(name);
        string(s);
    }
    void number(const char *name, qint64 n)
    {
        key(name);
        number(n);
    }
    void boolean(const char *name, bool b)
    {
        key(name);
        boolean(b);
    }
    void null() { out += "null"; }
    // `s` as a string, or null when it is empty.
    void stringOrNull(const QString &s) { s.isEmpty() ? null() : string(s); }
    void strings(const QStringList &list)
    {
        open('[');
        for (const QString &s : list) {
            element();
            string(s);
        }
        close(']');
    }

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
    w.number("column", r.start.column + 1);
    w.number("endColumn", r.end.column + 1);
    w.number("endLine", r.end.line + 1);
}

// A line range [first, last] (0-based) as [first + 1, last + 1], or null when there is none.
void writeLineRange(Writer &w, int first, int last)
{
    if (first < 0) return w.null();
    w.open('[');
    w.element();
    w.number(first + 1);
    w.element();
    w.number(last + 1);
    w.close(']');
}

// The one writer of an issue, for both shapes: a draft-side fix also as the lines it rewrites
// (`suggestion`, what a GitHub suggestion block holds); `onChangedLine` in a checkout's review.
void writeIssue(Writer &w, const Issue &i, const FixedLines &draft,
                std::optional<bool> onChangedLine = std::nullopt)
{
    w.element();
    w.open('{');
    w.string("check", i.check);
    writeRange(w, i.range);
    if (i.fix) {
        w.key("fix");
        w.open('{');
        writeRange(w, i.fix->range);
        w.number("line", i.fix->range.start.line + 1);
        w.string("replacement", i.fix->replacement);
        w.close('}');
    }
    w.number("line", i.range.start.line + 1);
    w.string("message", i.message);
    if (onChangedLine) {
        w.boolean("onChangedLine", *onChangedLine);
    }
    w.string("severity", severityName(i.severity));
    w.string("side", i.side == Side::Draft ? u"draft" : u"source");
    if (i.fix && i.side == Side::Draft)
        if (const std::optional<QString> lines = draft.of(*i.fix)) {
            w.string("suggestion", *lines);
        }
    w.close('}');
}

void writeSource(Writer &w, const ResolvedSource &s)
{
    if (!s.isValid()) return w.null();
    w.open('{');
    if (!s.commit.isEmpty()) {
        w.string("commit", s.commit);
    }
    w.string("label", s.label());
    w.string("origin", sourceOriginName(s.origin));
    w.string("path", s.path);
    if (!s.syncedBy.isEmpty()) {
        w.key("syncedBy");
        w.strings(s.syncedBy);
    }
    w.close('}');
}

void writeCounts(Writer &w, const IssueCounts &c, bool files, qsizetype fileCount)
{
    w.open('{');
    w.number("errors", c.errors);
    if (files) {
        w.number("files", fileCount);
    }
    w.number("infos", c.infos);
    w.number("onChangedLines", c.onChangedLines);
    w.number("warnings", c.warnings);
    w.close('}');
}

void writeDrift(Writer &w, const ReviewFile &f)
{
    if (!f.drift) return w.null();
    w.open('{');
    w.key("changes");
    w.open('[');
    for (const DriftChange &c : f.drift->changes) {
        w.element();
        w.open('{');
        w.number("draftLine", f.draftLineFor(c) + 1);
        w.string("kind", driftKindName(c.kind));
        w.key("newLines");
        writeLineRange(w, c.newFirstLine, c.newLastLine);
        w.string("newText", c.newText);
        w.key("oldLines");
        writeLineRange(w, c.oldFirstLine, c.oldLastLine);
        w.string("oldText", c.oldText);
        w.close('}');
    }
    w.close(']');
    w.key("newer");
    writeSource(w, f.drift->newer);
    w.close('}');
}

// One file of a checkout's review; adds its exported issues to `total`.
void writeCheckoutFile(Writer &w, const ReviewFile &f, const ReviewExportOptions &options,
                       IssueCounts &total)
{
    w.element();
    w.open('{');
    w.key("changedLines");
    if (f.changedLines.wholeFile) {
        w.string(u"all");
    } else {
        w.open('[');
        for (const DiffHunk &h : f.changedLines.hunks)
            if (h.newCount > 0) {
                w.element();
                writeLineRange(w, h.newStart, h.newStart + h.newCount - 1);
            }
        w.close(']');
    }
    IssueCounts counts;
    for (const Issue &i : f.issues)
        if (isExported(f, i, options)) {
            counts.errors += i.severity == Severity::Error;
            counts.warnings += i.severity == Severity::Warning;
            counts.infos += i.severity == Severity::Info;
            counts.onChangedLines += f.isOnChangedLine(i);
        }
    w.key("counts");
    writeCounts(w, counts, false, 0);
    total.errors += counts.errors;
    total.warnings += counts.warnings;
    total.infos += counts.infos;
    total.onChangedLines += counts.onChangedLines;
    w.boolean("draftIsEnglish", f.draftIsEnglish);
    w.key("drift");
    writeDrift(w, f);
    if (!f.error.isEmpty()) {
        w.string("error", f.error);
    }
    // Only when there is one: the JSON of a file whose history was read stays as it was.
    if (!f.source.historyProblem.isEmpty()) {
        w.string("historyProblem", f.source.historyProblem);
    }
    w.key("issues");
    w.open('[');
    const FixedLines draft(f.draftText);
    for (const Issue &i : f.issues)
        if (isExported(f, i, options)) writeIssue(w, i, draft, f.isOnChangedLine(i));
    w.close(']');
    if (!f.change.oldPath.isEmpty()) {
        w.string("oldPath", f.change.oldPath);
    }
    w.string("path", f.change.path);
    w.key("source");
    writeSource(w, f.source);
    if (!f.source.isValid()) {
        w.string("sourceNote", f.source.note);
    }
    w.string("status", changeStatusName(f.change.status));
    if (!f.syncDrift.isEmpty()) {
        w.key("syncDrift");
        w.open('[');
        for (const SyncDrift &d : f.syncDrift) {
            w.element();
            w.open('{');
            w.string("commit", d.commit);
            w.number("issues", d.count);
            w.string("subject", d.subject);
            w.close('}');
        }
        w.close(']');
    }
    w.boolean("uncommitted", f.change.uncommitted);
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
        w.string("draft", f.change.path);
        w.key("issues");
        w.open('[');
        const FixedLines draft(f.draftText);
        for (const Issue &i : f.issues)
            writeIssue(w, i, draft);
        w.close(']');
        w.key("source");
        if (f.source.isValid())
            w.string(f.source.label());
        else
            w.null();
        w.close('}');
        const IssueCounts counts = IssueCounts::of(f.issues);
        total.errors += counts.errors;
        total.warnings += counts.warnings;
        total.infos += counts.infos;
    }
    w.close(']');
    w.key("summary");
    w.open('{');
    w.number("errors", total.errors);
    w.number("files", review.files.size());
    w.number("infos", total.infos);
    w.number("warnings", total.warnings);
    w.close('}');
    w.close('}');
    w.out += '\n';
    return std::move(w.out);
}

QByteArray checkoutJson(const Review &review, const ReviewExportOptions &options)
{
    Writer w;
    IssueCounts total;
    w.open('{');
    w.string("base", review.baseRef);
    w.string("baseCommit", review.baseCommit);
    w.key("files");
    w.open('[');
    for (const ReviewFile &f : review.files)
        writeCheckoutFile(w, f, options, total);
    w.close(']');
    w.key("glossary");
    w.strings(review.glossarySources);
    w.string("mergeBase", review.mergeBase);
    w.string("root", review.root);
    w.key("summary");
    writeCounts(w, total, true, review.files.size());
    w.key("warnings");
    w.strings(review.warnings);
    w.close('}');
    w.out += '\n';
    return std::move(w.out);
}

} // namespace tandem
