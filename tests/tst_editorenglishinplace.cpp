// SPDX-License-Identifier: GPL-3.0-or-later
// englishStillInDraft (englishinplace.h): where a match inserted into a segment that still reads
// as its English goes — a paragraph's text, a card's title on its directive line — and when it
// goes at the cursor instead (translated, edited, or two texts in one header).
#include "alignment.h"
#include "englishinplace.h"
#include "rstscanner.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace tandem;

namespace {

const char *English = "Tutorial\n"
                      "========\n"
                      "\n"
                      ".. grid-item-card:: :octicon:`mortar-board;1em;` What you will learn\n"
                      "\n"
                      "   -  Migrating a training script\n"
                      "\n"
                      "Wrap the model with DDP.\n"
                      "\n"
                      ".. figure:: /img/a.png\n"
                      "   :alt: A diagram\n"
                      "   :caption: The diagram\n";

struct Pair
{
    EditorAnalysis analysis;
    QTextDocument draft;
};

// The analysis of `draftText` against English, as the editor's worker makes it.
std::unique_ptr<Pair> analyse(const QString &draftText)
{
    auto p = std::make_unique<Pair>();
    p->analysis.lint.source = std::make_shared<const RstDocument>(
        scanDocument(QString::fromUtf8(English), FileKind::Rst));
    p->analysis.lint.draft =
        std::make_shared<const RstDocument>(scanDocument(draftText, FileKind::Rst));
    p->analysis.lint.alignment = align(*p->analysis.lint.source, *p->analysis.lint.draft);
    p->draft.setPlainText(draftText);
    p->analysis.draftLineCount = p->draft.blockCount();
    return p;
}

// Where a match for the segment whose English starts on `sourceLine` would go.
std::optional<std::pair<int, int>> spanAt(const Pair &p, int sourceLine)
{
    const Alignment &al = p.analysis.lint.alignment;
    for (int s = 0; s < al.segments.size(); ++s)
        if (al.sourceLines(al.segments[s]).first == sourceLine)
            return englishStillInDraft(p.analysis, p.draft, s);
    qFatal("no segment starts on source line %d", sourceLine);
}

QString spanText(const Pair &p, const std::pair<int, int> &span)
{
    return p.draft.toPlainText().mid(span.first, span.second - span.first);
}

} // namespace

class TstEditorEnglishInPlace : public QObject
{
    Q_OBJECT

private slots:
    void paragraphStillEnglishIsItsText()
    {
        const auto p = analyse(QString::fromUtf8(English));
        const auto span = spanAt(*p, 7);
        QVERIFY(span);
        QCOMPARE(spanText(*p, *span), QString("Wrap the model with DDP."));
    }

    void cardTitleStillEnglishIsTheTitleOnly()
    {
        const auto p = analyse(QString::fromUtf8(English));
        const auto span = spanAt(*p, 3);
        QVERIFY(span);
        // The directive's name and the grid's markup stay; the title (with its icon) goes.
        QCOMPARE(spanText(*p, *span), QString(":octicon:`mortar-board;1em;` What you will learn"));
        QCOMPARE(p->draft.findBlock(span->first).blockNumber(), 3);
    }

    void translatedTitleIsNotReplaced()
    {
        QString draft = QString::fromUtf8(English);
        draft.replace("What you will learn", QString::fromUtf8("여기에서 배우는 것"));
        const auto p = analyse(draft);
        QVERIFY(!spanAt(*p, 3));
    }

    void twoTextsInOneHeaderGoAtTheCursor()
    {
        // :alt: and :caption: on one figure: one span would take the option markup between.
        const auto p = analyse(QString::fromUtf8(English));
        QVERIFY(!spanAt(*p, 9));
    }
};

QTEST_MAIN(TstEditorEnglishInPlace)
#include "tst_editorenglishinplace.moc"
