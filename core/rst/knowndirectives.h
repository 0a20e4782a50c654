// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// Directive names of docutils, Sphinx and the Sphinx extensions the PyTorch tutorials use.
bool isKnownDirective(QStringView name);

// Whether a directive's content is code or other non-RST text (no inline markup, no blocks).
bool isLiteralDirective(QStringView name);

} // namespace tandem
