// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace tandem {

// Whether docutils, Sphinx or a Sphinx extension the PyTorch tutorials use defines the directive:
// a row of the directive table (directivetable.h), a domain name (py:function) or an autodoc one.
bool isKnownDirective(QStringView name);

} // namespace tandem
