// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace tandem::cli {

// `tandem lint [SOURCE] DRAFT [--glossary FILE]... [--disable ID,...] [--enable ID,...]
//  [--format text|json|github|markdown] [--fail-on error|warning|info] [--suppressions FILE]`
// `tandem lint --checkout DIR [--base REF] [--upstream DIR] [--changed-lines-only] [options]`
int runLint(const QStringList &arguments);

} // namespace tandem::cli
