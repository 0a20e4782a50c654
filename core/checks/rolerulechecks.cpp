// SPDX-License-Identifier: GPL-3.0-or-later
#include "rolerulechecks.h"

#include "checktext.h"

#include <QRegularExpression>

namespace tandem::checks {

namespace {

// The rules, as the team's guide writes them: "%1" is the Korean, "%2" the original.
struct BilingualRole
{
    QStringView role;
    QStringView form;         // how the translation writes it
    QStringView originalOpen; // what encloses the original in that form
    QStringView originalClose;
};
constexpr BilingualRole bilingualRoles[] = {
    {u"term", u"%1 <%2>", u"<", u">"}, // :term:`비동기 이터레이터 <asynchronous iterator>`
    {u"dfn", u"%1 (%2)", u"(", u")"},  // :dfn:`컴프리헨션 (comprehension)`
};
// Roles whose target is a label of the documentation: translated text around it is fine, the
// label is not (:ref:`가변 <typesseq-mutable>`).
constexpr QStringView keptTargetRoles[] = {u"ref"};

QString roleName(const InlineSpan &s)
{
    // "py:term" and "std:ref" are the same roles.
    const qsizetype colon = s.role.lastIndexOf(u':');
    return colon < 0 ? s.role : s.role.mid(colon + 1);
}

// "text <target>" -> target; "target" -> target.
QString targetOf(const QString &text)
{
    static const QRegularExpression embedded(QStringLiteral("^(?:.*\\S)?\\s*<([^<>]+)>$"),
                                             QRegularExpression::DotMatchesEverythingOption);
    const auto m = embedded.match(text);
    return (m.hasMatch() ? m.captured(1) : text).simplified();
}

// The original a bilingual form writes after its Korean ("번역 <original>"), or nothing.
std::optional<QString> bilingualOriginal(const QString &text, const BilingualRole &rule)
{
    const QString t = text.trimmed();
    if (!t.endsWith(rule.originalClose)) return std::nullopt;
    const qsizetype open = t.lastIndexOf(rule.originalOpen);
    if (open <= 0 || !t[open - 1].isSpace()) return std::nullopt;
    return t.mid(open + 1, t.size() - open - 2).simplified();
}

const BilingualRole *bilingualRule(const QString &role)
{
    for (const BilingualRole &r : bilingualRoles)
        if (r.role == role) return &r;
    return nullptr;
}

// A role as the translation writes it, read from its lines rather than from the spans docutils
// makes: one glued to a particle (:ref:`x`를, which rst-inline-boundary reports) is still the
// role the writer meant, and counts as written.
struct WrittenRole
{
    QString role, text;
    Range range;
};

QList<WrittenRole> writtenRoles(const RstDocument &doc)
{
    static const QRegularExpression re(
        QStringLiteral(":(?:[A-Za-z][\\w-]*:)?([A-Za-z][\\w-]*):`([^`]+)`"));
    QList<WrittenRole> roles;
    for (const SourceLine &l : doc.lines) {
        if (l.code || !l.text.contains(u':')) continue;
        auto it = re.globalMatch(l.text);
        while (it.hasNext()) {
            const auto m = it.next();
            roles.append({m.captured(1), m.captured(2),
                          Range{Position{l.fileLine, l.fileColumn + int(m.capturedStart())},
                                Position{l.fileLine, l.fileColumn + int(m.capturedEnd())}}});
        }
    }
    return roles;
}

// Where to report what the translation lacks: the first line of the draft aligned with the
// source's span, or the draft's first line.
Range draftPlaceFor(const CheckContext &ctx, const InlineSpan &sourceSpan)
{
    int line = 0;
    if (ctx.alignment) {
        const int seg = ctx.alignment->segmentAtSourceLine(sourceSpan.range.start.line);
        if (seg >= 0)
            line = std::max(0, ctx.alignment->draftLines(ctx.alignment->segments[seg]).first);
    }
    const int width = line < ctx.draft.lines.size() ? int(ctx.draft.lines[line].text.size()) : 0;
    return Range{Position{line, 0}, Position{line, width}};
}

// Calls `f(span, role, draftRoles)` for each role of the source, with the roles the
// translation writes (read once for all): both role rules compare one with the other.
template <typename F> void forEachSourceRole(const CheckContext &ctx, F &&f)
{
    if (!ctx.source) return;
    const QList<WrittenRole> draftRoles = writtenRoles(ctx.draft);
    for (const InlineSpan &s : ctx.source->inlines)
        if (s.kind == InlineKind::Role) f(s, roleName(s), draftRoles);
}

// How the translation writes a source role: `found` when one of its roles of that name is
// `right`, else `close`, the first of them `near` accepts (what to report on), or none.
struct RoleInDraft
{
    bool found = false;
    const WrittenRole *close = nullptr;
};

template <typename Right, typename Near>
RoleInDraft findInDraft(const QList<WrittenRole> &draftRoles, const QString &role, Right right,
                        Near near)
{
    RoleInDraft r;
    for (const WrittenRole &d : draftRoles) {
        if (d.role != role) continue;
        if (right(d)) {
            r.found = true;
            break;
        }
        if (!r.close && near(d)) r.close = &d;
    }
    return r;
}

} // namespace

void roleBilingual(const CheckContext &ctx, IssueSink &sink)
{
    forEachSourceRole(ctx, [&](const InlineSpan &s, const QString &role,
                               const QList<WrittenRole> &draftRoles) {
        const BilingualRole *rule = bilingualRule(role);
        if (!rule) return;
        // :term:`text <target>` in the English: the target is the original to keep.
        const QString original = role == u"term" ? targetOf(s.text) : s.text.simplified();
        const RoleInDraft written = findInDraft(
            draftRoles, role,
            [&](const WrittenRole &d) { return bilingualOriginal(d.text, *rule) == original; },
            [&](const WrittenRole &d) { return d.text.simplified() == original; });
        if (written.found) return;
        const WrittenRole *kept = written.close;
        const QString form =
            QStringLiteral(":%1:`%2`")
                .arg(role, rule->form.toString().arg(QStringLiteral("…"), original));
        if (kept)
            sink.report(Severity::Warning, kept->range,
                        CheckText::tr(":%1:`%2` keeps only the original; write the Korean beside "
                                      "it: %3")
                            .arg(role, original, form));
        else
            sink.report(Severity::Warning, draftPlaceFor(ctx, s),
                        CheckText::tr("the source's :%1:`%2` is not in the translation; write %3")
                            .arg(role, original, form));
    });
}

void roleTargetKept(const CheckContext &ctx, IssueSink &sink)
{
    forEachSourceRole(ctx, [&](const InlineSpan &s, const QString &role,
                               const QList<WrittenRole> &draftRoles) {
        if (std::find(std::begin(keptTargetRoles), std::end(keptTargetRoles), role) ==
            std::end(keptTargetRoles))
            return;
        const QString target = targetOf(s.text);
        const RoleInDraft written = findInDraft(
            draftRoles, role, [&](const WrittenRole &d) { return targetOf(d.text) == target; },
            [](const WrittenRole &) { return true; });
        if (written.found) return;
        const WrittenRole *changed = written.close;
        if (changed)
            sink.report(Severity::Warning, changed->range,
                        CheckText::tr("the target of :%1: changed: the source has %2; translate "
                                      "the text, keep the target (:%1:`… <%2>`)")
                            .arg(role, target));
        else
            sink.report(
                Severity::Warning, draftPlaceFor(ctx, s),
                CheckText::tr("the source's :%1:`%2` is not in the translation").arg(role, s.text));
    });
}

} // namespace tandem::checks
