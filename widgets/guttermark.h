// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

class QPainter;
class QRect;

namespace tandem {

// The mark a line's worst issue puts in the gutter. Told apart by shape as well as colour (as
// VS Code's and Qt Creator's are), so a reader who cannot tell red from amber still can:
// an error is a red disc with a cross, a warning an amber triangle with "!", a note a blue
// square with "i"; a quick fix adds a yellow light bulb at the mark's lower right.
enum class GutterMarkShape
{
    ErrorDisc,
    WarningTriangle,
    NoteSquare
};

GutterMarkShape gutterMarkShape(Severity severity);

// Paints the mark of a line into `square` (the gutter's mark column, one text line high).
void paintGutterMark(QPainter &painter, const QRect &square, Severity severity, bool fixable);

} // namespace tandem
