// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>

namespace tandem {

// A fixed-pitch font that has Hangul: Noto Sans Mono CJK KR when installed (fonts-noto-cjk),
// else the system's fixed font (fontconfig falls back to a Hangul font for the syllables).
QFont defaultEditorFont();

} // namespace tandem
