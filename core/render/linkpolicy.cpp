// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkpolicy.h"

#include <QString>

namespace tandem {

bool isAllowedLink(QStringView target)
{
    QString scheme;
    bool leading = true;
    for (const QChar c : target) {
        const char16_t u = c.unicode();
        if (leading && u <= 0x20) continue; // C0 controls and space before the URL
        leading = false;
        if (u == u'\t' || u == u'\n' || u == u'\r') continue; // removed by the URL parser
        if (u == u':') {
            // A scheme: only these three are links.
            return scheme.isEmpty() || scheme == u"http" || scheme == u"https" ||
                   scheme == u"mailto";
        }
        const bool letter = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z');
        const bool later = (u >= u'0' && u <= u'9') || u == u'+' || u == u'-' || u == u'.';
        if (!letter && !(later && !scheme.isEmpty())) return true; // no scheme: relative
        scheme += QChar(u >= u'A' && u <= u'Z' ? char16_t(u + 32) : u);
    }
    return true; // no colon: relative
}

} // namespace tandem
