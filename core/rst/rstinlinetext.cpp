// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstinlinetext.h"

namespace tandem {

RstInlineText::RstInlineText(const QString &text)
    : m_text(text), m_flags(RstInlineChars::bmpFlags())
{
    // docutils.utils.escape2null(): a backslash escapes the next character, which is kept;
    // the backslash itself becomes NUL so that patterns can tell escaped characters apart.
    const qsizetype n = m_text.size();
    QChar *data = nullptr;
    for (qsizetype i = 0; i < n; ++i) {
        if (m_text.at(i) != u'\\') continue;
        if (!data) data = m_text.data(); // detach only when there is something to change
        data[i] = QChar(Escape);
        ++i; // the escaped character is never itself an escape
    }
}

} // namespace tandem
