// SPDX-License-Identifier: GPL-3.0-or-later
// Translatable directive text (directivetext.h): card and grid titles, admonition, topic and
// rubric titles, :alt: texts are units like paragraphs: counted (translationprogress.h), stored
// and looked up by the memory (tmunitpairs.h). Invented shapes of the community's pages.
#include "alignment.h"
#include "directivetext.h"
#include "rstscanner.h"
#include "tmunitpairs.h"
#include "translationprogress.h"

#include <QTest>

using namespace tandem;

namespace {

const char *CardsEn = "Multi GPU\n"
                      "=========\n"
                      "\n"
                      ".. grid:: 2\n"
                      "\n"
                      "   .. grid-item-card:: :octicon:`mortar-board;1em;` What you will learn\n"
                      "\n"
                      "      -  How to set up the process group\n"
                      "\n"
                      ".. figure:: /_static/img/ddp.png\n"
                      "   :alt: Two processes sharing gradients\n"
                      "\n"
                      "   Gradients are averaged across processes.\n"
                      "\n"
                      ".. code-block:: python\n"
                      "\n"
                      "   import torch\n"
                      "\n"
                      ".. rubric:: Further reading\n";

const char *CardsKo = "다중 GPU\n"
                      "========\n"
                      "\n"
                      ".. grid:: 2\n"
                      "\n"
                      "   .. grid-item-card:: :octicon:`mortar-board;1em;` 여기에서 배우는 것\n"
                      "\n"
                      "      -  프로세스 그룹을 설정하는 방법\n"
                      "\n"
                      ".. figure:: /_static/img/ddp.png\n"
                      "   :alt: Two processes sharing gradients\n"
                      "\n"
                      "   변화도는 프로세스 사이에서 평균을 냅니다.\n"
                      "\n"
                      ".. code-block:: python\n"
                      "\n"
                      "   import torch\n"
                      "\n"
                      ".. rubric:: 더 읽을거리\n";

const Block *directiveNamed(const QList<Block> &blocks, const QString &name)
{
    for (const Block &b : blocks) {
        if (b.kind == BlockKind::Directive && b.name == name) return &b;
        if (const Block *inner = directiveNamed(b.children, name)) return inner;
    }
    return nullptr;
}

} // namespace

class TstDirectiveText : public QObject
{
    Q_OBJECT

private slots:
    void piecesOfEachDirective()
    {
        const RstDocument doc = scanDocument(QString::fromUtf8(CardsEn), FileKind::Rst);
        const Block *card = directiveNamed(doc.blocks, "grid-item-card");
        QVERIFY(card);
        const QList<DirectiveTextPiece> title = directiveTextPieces(*card);
        QCOMPARE(title.size(), 1);
        QCOMPARE(title.at(0).text, QString(":octicon:`mortar-board;1em;` What you will learn"));
        QCOMPARE(title.at(0).line, 5);
        // A figure's path is not text; its :alt: is (its caption is a paragraph of its own).
        const Block *figure = directiveNamed(doc.blocks, "figure");
        QVERIFY(figure);
        QCOMPARE(directiveText(*figure), QString("Two processes sharing gradients"));
        QCOMPARE(directiveTextPieces(*figure).at(0).line, 10);
        QCOMPARE(directiveText(*directiveNamed(doc.blocks, "rubric")), QString("Further reading"));
        // A language, a grid's column count: nothing to translate.
        QVERIFY(directiveText(*directiveNamed(doc.blocks, "code-block")).isEmpty());
        QVERIFY(directiveText(*directiveNamed(doc.blocks, "grid")).isEmpty());
    }

    void titlesAreCountedUnits()
    {
        const RstDocument en = scanDocument(QString::fromUtf8(CardsEn), FileKind::Rst);
        const RstDocument ko = scanDocument(QString::fromUtf8(CardsKo), FileKind::Rst);
        const TranslationProgress p = translationProgress(en, ko, align(en, ko));
        // Title, card title, bullet, :alt:, caption, rubric; the grid and code are not units.
        QCOMPARE(p.units, 6);
        QCOMPARE(p.translated, 5);
        QCOMPARE(p.untranslated.size(), 1);
        // The figure's header (to the line before its caption), its :alt: still in English.
        QCOMPARE(p.untranslated.at(0), std::make_pair(9, 11));
    }

    void memoryStoresAndLooksUpTitles()
    {
        const QList<TmUnitPair> pairs =
            tmUnitPairs(QString::fromUtf8(CardsEn), QString::fromUtf8(CardsKo), FileKind::Rst);
        const auto find = [&](const QString &english) -> const TmUnitPair * {
            for (const TmUnitPair &p : pairs)
                if (p.source == english) return &p;
            return nullptr;
        };
        const TmUnitPair *card = find(":octicon:`mortar-board;1em;` What you will learn");
        QVERIFY(card);
        QCOMPARE(card->target, QString(":octicon:`mortar-board;1em;` 여기에서 배우는 것"));
        const TmUnitPair *rubric = find("Further reading");
        QVERIFY(rubric);
        QCOMPARE(rubric->target, QString("더 읽을거리"));
        QVERIFY(!find("Two processes sharing gradients")); // left in English: no pair

        // The editor looks the card's segment up by its title.
        const RstDocument en = scanDocument(QString::fromUtf8(CardsEn), FileKind::Rst);
        const RstDocument ko = scanDocument(QString::fromUtf8(CardsKo), FileKind::Rst);
        const Alignment al = align(en, ko);
        int cardSegment = -1;
        for (int s = 0; s < al.segments.size(); ++s)
            if (al.sourceLines(al.segments[s]).first == 5) cardSegment = s;
        QVERIFY(cardSegment >= 0);
        QCOMPARE(tmSegmentEnglish(en, al, cardSegment), card->source);
    }
};

QTEST_GUILESS_MAIN(TstDirectiveText)
#include "tst_directivetext.moc"
