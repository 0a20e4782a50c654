// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmtokens.h"

#include <QRegularExpression>
#include <QSet>

namespace tandem {

namespace {

// One pass over the text; the alternatives are tried left to right at each position, so inline
// markup wins over the words inside it. Kept close to what the RST inline scanner accepts, but
// on plain strings: a query typed on the command line has no document around it.
const QRegularExpression &tokenPattern()
{
    static const QRegularExpression re(
        QStringLiteral("(?<code>``.+?``)"
                       "|(?<role>:[A-Za-z0-9_.+-]+(?::[A-Za-z0-9_.+-]+)*:`[^`]+`"
                       "|`[^`]+`:[A-Za-z0-9_.+-]+:)"
                       "|(?<link>`[^`]+`__?|https?://[^\\s<>`]+[^\\s<>`.,;:!?)\\]'\"])"
                       "|(?<titleref>`[^`]+`)"
                       "|(?<sub>\\|[^|\\s][^|]*\\|_{0,2})"
                       "|(?<ref>\\[(?:#[^\\]]*|\\*|[0-9]+|[A-Za-z][\\w.-]*)\\]_)"
                       "|(?<num>(?<![\\p{L}_])[0-9]+(?:[.,][0-9]+)*(?![\\p{L}_]))"
                       "|(?<word>[\\p{L}\\p{N}_]+(?:['’-][\\p{L}\\p{N}_]+)*)"),
        QRegularExpression::UseUnicodePropertiesOption);
    return re;
}

} // namespace

QList<TmToken> tmTokenize(QStringView text)
{
    QList<TmToken> tokens;
    static const struct
    {
        const char *group;
        TmToken::Kind kind;
        const char *key;
    } groups[] = {
        {"code", TmToken::Kind::Code, "{code}"},       {"role", TmToken::Kind::Role, "{role}"},
        {"link", TmToken::Kind::Link, "{link}"},       {"titleref", TmToken::Kind::Code, "{code}"},
        {"sub", TmToken::Kind::Substitution, "{sub}"}, {"ref", TmToken::Kind::Reference, "{ref}"},
        {"num", TmToken::Kind::Number, "{num}"},
    };
    auto it = tokenPattern().globalMatch(text.toString());
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        TmToken t;
        t.raw = m.captured(0);
        if (m.hasCaptured(u"word")) {
            t.kind = TmToken::Kind::Word;
            t.key = t.raw.toLower();
        } else {
            for (const auto &g : groups) {
                if (m.hasCaptured(QLatin1String(g.group))) {
                    t.kind = g.kind;
                    t.key = QLatin1String(g.key);
                    break;
                }
            }
        }
        tokens.append(std::move(t));
    }
    return tokens;
}

QString tmNormalizedKey(const QList<TmToken> &tokens)
{
    QString key;
    for (const TmToken &t : tokens) {
        if (!key.isEmpty()) key += u' ';
        key += t.key;
    }
    return key;
}

QStringList tmIndexKeys(const QList<TmToken> &tokens)
{
    QStringList keys;
    QSet<QString> seen;
    for (const TmToken &t : tokens)
        if (!t.isPlaceholder() && !seen.contains(t.key)) {
            seen.insert(t.key);
            keys.append(t.key);
        }
    return keys;
}

QString tmSimplified(QStringView text)
{
    return text.toString().simplified();
}

} // namespace tandem
