// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentjson.h"

#include "enumnames.h"

#include <QJsonArray>

namespace tandem {

namespace {

QJsonArray blocksToJson(const QList<Block> &blocks)
{
    QJsonArray out;
    for (const Block &b : blocks) {
        QJsonObject o{
            {"kind", blockKindName(b.kind)}, {"line", b.line + 1}, {"endLine", b.endLine + 1}};
        if (b.kind == BlockKind::Title) o["level"] = b.level;
        if (!b.name.isEmpty()) o["name"] = b.name;
        if (!b.argument.isEmpty()) o["argument"] = b.argument;
        if (!b.language.isEmpty()) o["language"] = b.language;
        if (!b.text.isEmpty()) o["text"] = b.text;
        if (!b.children.isEmpty()) o["children"] = blocksToJson(b.children);
        out.append(o);
    }
    return out;
}

constexpr EnumName<MarkupProblemKind> ProblemKindNames[] = {
    {MarkupProblemKind::GluedEnd, "glued_end"},
    {MarkupProblemKind::GluedStart, "glued_start"},
    {MarkupProblemKind::Unterminated, "unterminated"},
    {MarkupProblemKind::WrongPairing, "wrong_pairing"}};

QString problemKindName(MarkupProblemKind kind)
{
    return enumName(ProblemKindNames, kind);
}

void putRange(QJsonObject &o, const Range &r)
{
    o["line"] = r.start.line + 1;
    o["column"] = r.start.column + 1;
    o["endLine"] = r.end.line + 1;
    o["endColumn"] = r.end.column + 1;
}

} // namespace

QJsonObject documentToJson(const RstDocument &doc, const QString &fileName)
{
    QJsonArray inlines;
    for (const InlineSpan &s : doc.inlines) {
        QJsonObject o{{"kind", inlineKindName(s.kind)}};
        putRange(o, s.range);
        if (!s.role.isEmpty()) o["role"] = s.role;
        if (!s.target.isEmpty()) o["target"] = s.target;
        if (s.anonymous) o["anonymous"] = true;
        if (s.embedded) o["embedded"] = true;
        inlines.append(o);
    }
    QJsonArray problems;
    for (const MarkupProblem &p : doc.problems) {
        QJsonObject o{{"kind", problemKindName(p.kind)}, {"markup", inlineKindName(p.markup)}};
        putRange(o, p.range);
        o["atLine"] = p.at.line + 1;
        o["atColumn"] = p.at.column + 1;
        problems.append(o);
    }
    QJsonArray blockProblems;
    for (const BlockProblem &p : doc.blockProblems)
        blockProblems.append(
            QJsonObject{{"line", p.line + 1}, {"level", p.level}, {"message", p.message}});
    return QJsonObject{{"file", fileName},
                       {"blocks", blocksToJson(doc.blocks)},
                       {"inline", inlines},
                       {"problems", problems},
                       {"blockProblems", blockProblems}};
}

} // namespace tandem
