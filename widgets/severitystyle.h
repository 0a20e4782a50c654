// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QColor>

namespace tandem {

// The colours that say how serious an issue is, in one place so every view agrees: red for
// errors, amber for warnings, blue for notes. Marks (gutter dots, wavy underlines) are bright so
// they catch the eye beside text; text (the issues table, the review's counts) is darker, to
// stay legible on a white background.
inline QColor severityMarkColor(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QColor(0xd0, 0x10, 0x10);
    case Severity::Warning:
        return QColor(0xe0, 0x8a, 0x00);
    case Severity::Info:
        break;
    }
    return QColor(0x2f, 0x7f, 0xd8);
}

inline QColor severityTextColor(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QColor(0xc0, 0x00, 0x00);
    case Severity::Warning:
        return QColor(0xb0, 0x60, 0x00);
    case Severity::Info:
        break;
    }
    return QColor(0x20, 0x60, 0xb0);
}

} // namespace tandem
