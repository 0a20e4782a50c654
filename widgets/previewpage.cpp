// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewpage.h"

#include "htmlrenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>

#include <algorithm>

namespace tandem {

namespace {

// The file line of an anchor name ("L12" or "s12", 1-based in the name), or -1.
int anchorLine(const QString &name, bool *source)
{
    if (name.size() < 2 || (name[0] != u'L' && name[0] != u's') || !name[1].isDigit()) return -1;
    bool ok = false;
    const int line = QStringView(name).mid(1).toInt(&ok);
    if (!ok || line < 1) return -1;
    *source = name[0] == u's';
    return line - 1;
}

// The piece's key: its HTML with every `<a name="X<n>">` made relative to the first one's n.
// Two parts with equal keys render alike but for those lines, which the layout keeps apart.
QString keyOf(const QString &html, int *base)
{
    static const QString marker = QStringLiteral("<a name=\"");
    *base = -1;
    QString key;
    qsizetype from = 0;
    for (qsizetype at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + 1)) {
        const qsizetype digits = at + marker.size() + 1;
        qsizetype end = digits;
        while (end < html.size() && html[end].isDigit())
            ++end;
        if (end == digits || end - digits > 9) continue;
        const int n = QStringView(html).mid(digits, end - digits).toInt();
        if (*base < 0) {
            *base = n - 1;
            if (key.isEmpty()) key.reserve(html.size());
        }
        key += QStringView(html).mid(from, digits - from);
        key += QString::number(n - 1 - *base);
        from = end;
    }
    if (*base < 0) return html;
    key += QStringView(html).mid(from);
    return key;
}

void layOut(QTextDocument *document, int width)
{
    document->setDocumentMargin(0);
    document->setTextWidth(std::max(100, width - 2 * PreviewPageMargin));
    // blockBoundingRect() of the last block lays out everything before it.
    document->documentLayout()->blockBoundingRect(document->lastBlock());
}

bool showsNothing(const QTextDocument *document)
{
    // Qt's HTML import leaves out an empty block in a page, but a document alone keeps one.
    return document->blockCount() == 1 && document->firstBlock().length() <= 1 &&
           document->rootFrame()->childFrames().isEmpty();
}

// Parses and lays out one piece; the document stays null when it shows nothing.
PreviewPiece makePiece(const QString &html, QString key, int base, int width,
                       QTextDocument **document)
{
    PreviewPiece piece;
    piece.key = std::move(key);
    piece.line = base;
    *document = nullptr;
    if (html.trimmed().isEmpty()) return piece;
    QTextDocument *d = newPreviewDocument(html);
    if (showsNothing(d)) {
        delete d;
        return piece;
    }
    layOut(d, width);
    piece.empty = false;
    piece.height = d->size().height();
    piece.topMargin = d->firstBlock().blockFormat().topMargin();
    piece.bottomMargin = d->lastBlock().blockFormat().bottomMargin();
    for (QTextBlock b = d->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            bool source = false;
            int line = -1;
            for (const QString &name : it.fragment().charFormat().anchorNames()) {
                line = anchorLine(name, &source);
                if (line >= 0) break;
            }
            if (line < 0) continue;
            piece.anchors.append({0, b.blockNumber(), line - base, source});
            break;
        }
    }
    *document = d;
    return piece;
}

} // namespace

QTextDocument *newPreviewDocument(const QString &html)
{
    auto *document = new QTextDocument;
    document->setDefaultStyleSheet(previewStyleSheet());
    // A long URL or code line wraps instead of widening the page (and the bilingual columns).
    QTextOption wrap = document->defaultTextOption();
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    document->setDefaultTextOption(wrap);
    document->setHtml(html);
    return document;
}

PreviewUpdate buildPreviewPage(const QStringList &parts, int width,
                               const std::shared_ptr<const PreviewLayout> &old, QThread *target)
{
    const qsizetype n = parts.size();
    QStringList keys;
    std::vector<int> bases(size_t(n), -1);
    keys.reserve(n);
    for (qsizetype i = 0; i < n; ++i)
        keys.append(keyOf(parts[i], &bases[size_t(i)]));

    // The unchanged runs at both ends: the old page's pieces there are kept as they are.
    const std::vector<PreviewPiece> *was = old && old->width == width ? &old->pieces : nullptr;
    const qsizetype m = was ? qsizetype(was->size()) : 0;
    qsizetype head = 0, tail = 0;
    while (head < std::min(n, m) && keys[head] == (*was)[size_t(head)].key)
        ++head;
    while (tail < std::min(n, m) - head && keys[n - 1 - tail] == (*was)[size_t(m - 1 - tail)].key)
        ++tail;

    auto layout = std::make_shared<PreviewLayout>();
    layout->width = width;
    layout->pieces.resize(size_t(n));
    layout->tops.resize(size_t(n));
    PreviewUpdate update;
    update.reused.assign(size_t(n), -1);
    update.documents.assign(size_t(n), nullptr);
    for (qsizetype i = 0; i < n; ++i) {
        const auto at = size_t(i);
        const qsizetype oldIndex = i < head ? i : i >= n - tail ? i - n + m : -1;
        if (oldIndex >= 0) {
            PreviewPiece &piece = layout->pieces[at];
            piece = (*was)[size_t(oldIndex)];
            piece.line = bases[at];
            if (!piece.empty) update.reused[at] = int(oldIndex);
            continue;
        }
        layout->pieces[at] = makePiece(parts[i], keys[i], bases[at], width, &update.documents[at]);
        if (QTextDocument *d = update.documents[at]) {
            d->moveToThread(target);
            ++update.rebuilt;
        }
    }

    // Stacked as one document's blocks: the margin between two pieces is the larger of the
    // bottom one above and the top one below.
    double y = PreviewPageMargin;
    const PreviewPiece *previous = nullptr;
    for (qsizetype i = 0; i < n; ++i) {
        const PreviewPiece &piece = layout->pieces[size_t(i)];
        if (!piece.empty && previous) y += std::max(previous->bottomMargin, piece.topMargin);
        layout->tops[size_t(i)] = y;
        if (piece.empty) continue;
        for (PreviewAnchor a : piece.anchors) {
            a.piece = int(i);
            a.line += piece.line;
            layout->anchors.append(a);
        }
        y += piece.height;
        previous = &piece;
    }
    layout->height = y + PreviewPageMargin;
    update.layout = std::move(layout);
    return update;
}

} // namespace tandem
