// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstdocument.h"

#include <QJsonObject>

namespace tandem {

// What `tandem scan --format json` prints: blocks and inline spans with 1-based lines and
// columns in the original file. Block and inline kinds are docutils' node names.
QJsonObject documentToJson(const RstDocument &doc, const QString &fileName);

} // namespace tandem
