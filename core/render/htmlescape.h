// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charescapes.h"

#include <QString>
#include <QStringView>

namespace tandem {

// Appends text with &, <, >, " escaped: everything the renderer writes from a document goes
// through here, so no file can inject markup into the preview or an exported page.
inline void appendEscaped(QString &out, QStringView text)
{
    static constexpr CharEscape kHtmlEscapes[] = {
        {u'&', u"&amp;"}, {u'<', u"&lt;"}, {u'>', u"&gt;"}, {u'"', u"&quot;"}};
    appendWithEscapes(out, text, kHtmlEscapes);
}

inline QString escaped(QStringView text)
{
    QString out;
    out.reserve(text.size());
    appendEscaped(out, text);
    return out;
}

} // namespace tandem
