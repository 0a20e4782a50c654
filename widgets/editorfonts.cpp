// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorfonts.h"

#include <QFontDatabase>

namespace tandem {

QFont defaultEditorFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const char *family : {"Noto Sans Mono CJK KR", "D2Coding", "NanumGothicCoding"}) {
        if (QFontDatabase::hasFamily(QString::fromLatin1(family))) {
            font = QFont(QString::fromLatin1(family));
            break;
        }
    }
    font.setStyleHint(QFont::TypeWriter);
    font.setPointSize(11);
    return font;
}

} // namespace tandem
