// SPDX-License-Identifier: GPL-3.0-or-later
#include "directivetext.h"

#include "directivetable.h"

#include <QSet>

namespace tandem {

namespace {

// Options whose value is prose, whatever the directive.
const QSet<QString> &proseOptions()
{
    static const QSet<QString> names{QStringLiteral("alt"), QStringLiteral("caption"),
                                     QStringLiteral("header"), QStringLiteral("card_description"),
                                     QStringLiteral("description")};
    return names;
}

bool hasLetters(const QString &text)
{
    for (const QChar c : text)
        if (c.isLetter()) return true;
    return false;
}

} // namespace

QList<DirectiveTextPiece> directiveTextPieces(const Block &b)
{
    QList<DirectiveTextPiece> pieces;
    if (b.kind != BlockKind::Directive) return pieces;
    const DirectiveSpec *spec = directiveSpec(b.name);
    if (spec && spec->titled) {
        const QString title = b.argument.trimmed();
        if (hasLetters(title)) pieces.append({title, b.line});
    }
    for (const DirectiveOption &o : b.options)
        if (proseOptions().contains(o.name) && hasLetters(o.value))
            pieces.append({o.value.trimmed(), o.line});
    return pieces;
}

QString directiveText(const Block &b)
{
    QString text;
    for (const DirectiveTextPiece &p : directiveTextPieces(b)) {
        if (!text.isEmpty()) text += u'\n';
        text += p.text;
    }
    return text;
}

} // namespace tandem
