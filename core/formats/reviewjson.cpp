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
    w.key("column");
    w.number(r.start.column + 1);
    w.key("endColumn");
    w.number(r.end.column + 1);
    w.key("endLine");
    w.number(r.end.line + 1);
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
    if (onChangedLine) {
        w.key("onChangedLine");
        w.boolean(*onChangedLine);
    }
    w.key("severity");
    w.string(severityName(i.severity));
    w.key("side");
    w.string(i.side == Side::Draft ? u"draft" : u"source");
    if (i.fix && i.side == Side::Draft)
        if (const std::optional<QString> lines = draft.of(*i.fix)) {
            w.key("suggestion");
            w.string(*lines);
        }
    w.close('}');
}

void writeSource(Writer &w, const ResolvedSource &s)
{
    if (!s.isValid()) return w.null();
    w.open('{');
    if (!s.commit.isEmpty()) {
        w.key("commit");
        w.string(s.commit);
    }
    w.key("label");
    w.string(s.label());
    w.key("origin");
    w.string(sourceOriginName(s.origin));
    w.key("path");
    w.string(s.path);
    if (!s.syncedBy.isEmpty()) {
        w.key("syncedBy");
        w.strings(s.syncedBy);
    }
    w.close('}');
}

void writeCounts(Writer &w, const IssueCounts &c, bool files, qsizetype fileCount)
{
    w.open('{');
    w.key("errors");
    w.number(c.errors);
    if (files) {
        w.key("files");
        w.number(fileCount);
    }
    w.key("infos");
    w.number(c.infos);
    w.key("onChangedLines");
    w.number(c.onChangedLines);
    w.key("warnings");
    w.number(c.warnings);
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
        w.key("draftLine");
        w.number(f.draftLineFor(c) + 1);
        w.key("kind");
        w.string(driftKindName(c.kind));
        w.key("newLines");
        writeLineRange(w, c.newFirstLine, c.newLastLine);
        w.key("newText");
        w.string(c.newText);
        w.key("oldLines");
        writeLineRange(w, c.oldFirstLine, c.oldLastLine);
        w.key("oldText");
        w.string(c.oldText);
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
    w.key("draftIsEnglish");
    w.boolean(f.draftIsEnglish);
    w.key("drift");
    writeDrift(w, f);
    if (!f.error.isEmpty()) {
        w.key("error");
        w.string(f.error);
    }
    // Only when there is one: the JSON of a file whose history was read stays as it was.
    if (!f.source.historyProblem.isEmpty()) {
        w.key("historyProblem");
        w.string(f.source.historyProblem);
    }
    w.key("issues");
    w.open('[');
    const FixedLines draft(f.draftText);
    for (const Issue &i : f.issues)
        if (isExported(f, i, options)) writeIssue(w, i, draft, f.isOnChangedLine(i));
    w.close(']');
    if (!f.change.oldPath.isEmpty()) {
        w.key("oldPath");
        w.string(f.change.oldPath);
    }
    w.key("path");
    w.string(f.change.path);
    w.key("source");
    writeSource(w, f.source);
    if (!f.source.isValid()) {
        w.key("sourceNote");
        w.string(f.source.note);
    }
    w.key("status");
    w.string(changeStatusName(f.change.status));
    if (!f.syncDrift.isEmpty()) {
        w.key("syncDrift");
        w.open('[');
        for (const SyncDrift &d : f.syncDrift) {
            w.element();
            w.open('{');
            w.key("commit");
            w.string(d.commit);
            w.key("issues");
            w.number(d.count);
            w.key("subject");
            w.string(d.subject);
            w.close('}');
        }
        w.close(']');
    }
    w.key("uncommitted");
    w.boolean(f.change.uncommitted);
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

QByteArray checkoutJson(const Review &review, const ReviewExportOptions &options)
{
    Writer w;
    IssueCounts total;
    w.open('{');
    w.key("base");
    w.string(review.baseRef);
    w.key("baseCommit");
    w.string(review.baseCommit);
    w.key("files");
    w.open('[');
    for (const ReviewFile &f : review.files)
        writeCheckoutFile(w, f, options, total);
    w.close(']');
    w.key("glossary");
    w.strings(review.glossarySources);
    w.key("mergeBase");
    w.string(review.mergeBase);
    w.key("root");
    w.string(review.root);
    w.key("summary");
    writeCounts(w, total, true, review.files.size());
    w.key("warnings");
    w.strings(review.warnings);
    w.close('}');
    w.out += '\n';
    return std::move(w.out);
}

} // namespace tandem
