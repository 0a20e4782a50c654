// SPDX-License-Identifier: GPL-3.0-or-later
#include "sphinxgallery.h"

namespace tandem {

SourceLines sphinxGalleryLines(const QString &text)
{
    SourceLines lines;
    int n = 0;
    for (const QString &l : text.split(u'\n'))
        lines.append({l, n++, 0, true});
    return lines;
}

} // namespace tandem
