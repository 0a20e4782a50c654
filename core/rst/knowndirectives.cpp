// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowndirectives.h"

#include "directivetable.h"

namespace tandem {

bool isKnownDirective(QStringView name)
{
    return directiveSpec(name) != nullptr;
}

} // namespace tandem
