// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace tandem {

// The built-in user guide (Markdown, docs/user-guide*.md) in the interface language.
QString userGuideMarkdown();
// Shows it in one window kept open beside the editor (Help > User Guide).
void showUserGuide(QWidget *parent);

} // namespace tandem
