// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// The links the HTML writer makes: http, https and mailto, and links without a scheme
// (fragments, relative paths). Anything else a document names (javascript:, data:, vbscript:,
// file:, any other scheme) is written as text: an exported page is opened in a browser, where
// a javascript: or data: link runs when clicked. The scheme is read as a browser reads it
// (the WHATWG URL standard): leading spaces and control characters skipped, tabs and line
// breaks anywhere ignored, letters in any case; a colon after a '/', '?' or '#', or after a
// character no scheme has, makes no scheme.
bool isAllowedLink(QStringView target);

} // namespace tandem
