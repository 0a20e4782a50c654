// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownparts.h"

#include <algorithm>

namespace tandem {

namespace {

constexpr qsizetype BriefRows = 10;

// `keep` rows per section; keep < 0: each section as its brief line (if it has one); only the
// first `sections` sections.
QString render(const MarkdownDocument &doc, qsizetype keep, qsizetype sections)
{
    QString out = doc.title;
    const qsizetype shownSections = std::min(sections, doc.sections.size());
    for (qsizetype k = 0; k < shownSections; ++k) {
        const MarkdownSection &s = doc.sections[k];
        if (keep < 0 && !s.brief.isEmpty()) {
            out += s.brief;
            continue;
        }
        out += s.head;
        // (In brief mode a section without a brief line keeps its first ten rows.)
        const qsizetype shown = std::min(keep < 0 ? BriefRows : keep, s.rows.size());
        for (qsizetype i = 0; i < shown; ++i)
            out += s.rows[i];
        out += s.foot;
        if (shown < s.rows.size())
            out += QStringLiteral("\n… and %1 more (`--split DIR` writes every one).\n")
                       .arg(s.rows.size() - shown);
    }
    if (shownSections < doc.sections.size())
        out += QStringLiteral("\n… and %1 more files (`--split DIR` writes every one).\n")
                   .arg(doc.sections.size() - shownSections);
    return out + doc.closing;
}

QString cutTo(QString text, qsizetype limit)
{
    if (text.size() <= limit) return text;
    const QString note = QStringLiteral("\n\n… (cut to fit one issue; `--split DIR` writes all)\n");
    text.truncate(std::max<qsizetype>(0, limit - note.size()));
    const qsizetype eol = text.lastIndexOf(u'\n');
    if (eol > 0) text.truncate(eol);
    return text + note;
}

} // namespace

QString fitMarkdown(const MarkdownDocument &doc, qsizetype limit)
{
    const qsizetype all = doc.sections.size();
    qsizetype most = 0;
    for (const MarkdownSection &s : doc.sections)
        most = std::max(most, s.rows.size());
    const QString full = render(doc, most, all);
    if (full.size() <= limit) return full;
    // The largest number of rows per section that fits (fewer rows is never longer).
    if (render(doc, 1, all).size() <= limit) {
        qsizetype low = 1, high = most;
        while (low < high) {
            const qsizetype mid = (low + high + 1) / 2;
            if (render(doc, mid, all).size() <= limit)
                low = mid;
            else
                high = mid - 1;
        }
        return render(doc, low, all);
    }
    // Brief lines; then as many of the first sections as fit.
    qsizetype low = 0, high = all;
    while (low < high) {
        const qsizetype mid = (low + high + 1) / 2;
        if (render(doc, -1, mid).size() <= limit)
            low = mid;
        else
            high = mid - 1;
    }
    return cutTo(render(doc, -1, low), limit);
}

QStringList splitMarkdown(const MarkdownDocument &doc, qsizetype limit)
{
    // Room under the title for "part N of M".
    const QString marker = QStringLiteral("_Part 999 of 999._\n\n");
    const qsizetype room = limit - doc.title.size() - marker.size();
    QStringList bodies;
    QString body;
    for (const MarkdownSection &s : doc.sections) {
        const qsizetype frame = s.head.size() + s.foot.size();
        QString open = s.head;
        bool any = false;
        for (const QString &row : s.rows) {
            if (body.size() + open.size() + row.size() + s.foot.size() > room &&
                (any || !body.isEmpty())) {
                if (any) body += s.foot;
                bodies.append(body);
                body.clear();
                open = s.head;
                any = false;
            }
            if (!any) body += open;
            body += cutTo(row, room - frame);
            any = true;
        }
        if (!any) {
            if (body.size() + frame > room && !body.isEmpty()) {
                bodies.append(body);
                body.clear();
            }
            body += s.head;
        }
        body += s.foot;
    }
    if (body.size() + doc.closing.size() > room && !body.isEmpty()) {
        bodies.append(body);
        body.clear();
    }
    body += doc.closing;
    bodies.append(body);
    QStringList parts;
    for (qsizetype i = 0; i < bodies.size(); ++i) {
        const QString part =
            bodies.size() == 1
                ? doc.title + bodies[i]
                : doc.title + QStringLiteral("_Part %1 of %2._\n\n").arg(i + 1).arg(bodies.size()) +
                      bodies[i];
        parts.append(cutTo(part, limit));
    }
    return parts;
}

} // namespace tandem
