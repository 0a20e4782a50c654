// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QTextDocument;
class QThread;

namespace tandem {

// Around the page, as a document's margin would be (pixels).
inline constexpr int PreviewPageMargin = 8;

// An anchored block of the page: every rendered block starts with an anchor naming its file
// line ("L12": draft line 12, "s12": the source's in the bilingual page).
struct PreviewAnchor
{
    int piece = 0;       // the piece whose document holds it
    int block = 0;       // QTextBlock::blockNumber() in that document
    int line = 0;        // 0-based file line
    bool source = false; // the English side of the bilingual page
};

// The preview's page is a column of pieces, one per top-level block of the document (per
// row in the bilingual page), each parsed and laid out in a QTextDocument of its own. After an
// edit only the pieces whose HTML changed are parsed and laid out again, on a worker thread; the
// others keep their documents, so a keystroke costs what the changed block costs, not the page.
// Qt collapses the bottom margin of a block with the top margin of the next, and leaves out the
// outer margins of a document's first and last block: pieces are stacked the same way, so the
// column looks like the whole page laid out in one document.
struct PreviewPiece
{
    QString key;   // its HTML with the anchors' lines made relative to `line`: same key, same look
    int line = -1; // the first anchored file line (-1: none)
    bool empty = true; // shows nothing (no document, no height)
    double height = 0, topMargin = 0, bottomMargin = 0;
    QList<PreviewAnchor> anchors; // piece 0, lines relative to `line`
};

// A page's geometry and anchors; immutable once built, shared with the next build to diff against.
struct PreviewLayout
{
    int width = 0;
    std::vector<PreviewPiece> pieces;
    std::vector<double> tops; // y of each piece's document in the page
    double height = 0;
    QList<PreviewAnchor> anchors; // every piece's, in page order, with file lines
};

// The result of a build: the new layout and, per piece, its document: a new one (made on the
// worker and moved to the GUI thread) or the old page's piece it keeps.
struct PreviewUpdate
{
    std::shared_ptr<const PreviewLayout> layout;
    std::vector<int> reused;                // per piece: the old piece's index, or -1
    std::vector<QTextDocument *> documents; // per piece: the new document (null: reused or empty)
    int rebuilt = 0;                        // how many pieces were parsed and laid out
};

// Lays out the pieces of `parts` (the top-level blocks' HTML, HtmlRenderer::renderParts()) to
// `width`, reusing the pieces of `old` whose key did not change (the unchanged run at each end:
// an edit changes, adds or removes a run of neighbouring blocks). Runs on a worker thread; the new
// documents are moved to `target`. Linear in the page's size for comparing keys, but only the
// changed pieces are parsed and laid out.
PreviewUpdate buildPreviewPage(const QStringList &parts, int width,
                               const std::shared_ptr<const PreviewLayout> &old, QThread *target);

// A document for HTML with the preview's stylesheet and wrapping (also used to print the page).
QTextDocument *newPreviewDocument(const QString &html);

} // namespace tandem
