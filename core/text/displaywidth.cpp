// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaywidth.h"

#include <unicode/uchar.h>

namespace tandem {

int displayWidth(QStringView text)
{
    int width = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < n && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        if (u_getCombiningClass(UChar32(c)) != 0) continue;
        const auto eaw = u_getIntPropertyValue(UChar32(c), UCHAR_EAST_ASIAN_WIDTH);
        width += (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH) ? 2 : 1;
    }
    return width;
}

} // namespace tandem
