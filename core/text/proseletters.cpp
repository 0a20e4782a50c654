// SPDX-License-Identifier: GPL-3.0-or-later
// How long a text's prose is, the measure Gale and Church compare, and the usual share taken
// from it: used by the omission checks and by the bilingual lexicon (which learns the memory's
// share), so that both measure a text the same way.
#include "proseletters.h"

#include <QRegularExpression>

#include <algorithm>

namespace tandem {

namespace {

int letters(const QString &text)
{
    return int(
        std::count_if(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber(); }));
}

} // namespace

QString proseOnly(const QString &text)
{
    static const QRegularExpression markup(QStringLiteral(
        R"(``.*?``|:[\w:.+-]+:`[^`]*`|`[^`]*`_{0,2}|https?://\S+|\.\. \S+::.*|\|[^|]+\|)"));
    QString t = text;
    t.replace(markup, QStringLiteral(" "));
    return t;
}

int proseLetters(const QString &text)
{
    return letters(proseOnly(text));
}

double usualShare(QList<double> shares)
{
    constexpr qsizetype MinSamples = 8;
    if (shares.size() < MinSamples) return 0;
    std::nth_element(shares.begin(), shares.begin() + shares.size() / 2, shares.end());
    return shares[shares.size() / 2];
}

} // namespace tandem
