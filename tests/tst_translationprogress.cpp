// SPDX-License-Identifier: GPL-3.0-or-later
// One definition of "translated" (translationprogress.h): which units count, on an invented pair
// holding every kind of unit, and the project report counting the same units.
#include "fileanalysis.h"
#include "projectengine.h"
#include "rstscanner.h"
#include "translationprogress.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

// Title, three paragraphs, a code block, a directive with a link target: five units of prose.
const char *Source = "Tensors\n"             // 0
                     "=======\n"             // 1
                     "\n"                    // 2
                     "Tensors are arrays.\n" // 3
                     "\n"
                     "They live on devices.\n" // 5
                     "\n"
                     "Move them with care::\n" // 7
                     "\n"
                     "    x = x.cuda()\n" // 9
                     "\n"
                     ".. note::\n" // 11
                     "\n"
                     "   Pinned memory is faster.\n" // 13
                     "\n"
                     ".. _cuda: https://example.org/cuda\n" // 15
                     "\n"
                     "The end.\n"; // 17

// Title and first paragraph translated; the second left in English; the note translated; a
// paragraph merged in by a sync (in English, the source lacks it); "The end." missing.
const char *Draft = "텐서\n"                                                        // 0
                    "====\n"                                                        // 1
                    "\n"                                                            // 2
                    "텐서는 배열입니다.\n"                                          // 3
                    "\n"                                                            // 4
                    "They live on devices.\n"                                       // 5
                    "\n"                                                            // 6
                    "조심해서 옮기세요::\n"                                         // 7
                    "\n"                                                            // 8
                    "    x = x.cuda()\n"                                            // 9
                    "\n"                                                            // 10
                    ".. note::\n"                                                   // 11
                    "\n"                                                            // 12
                    "   고정 메모리가 더 빠릅니다.\n"                               // 13
                    "\n"                                                            // 14
                    ".. _cuda: https://example.org/cuda\n"                          // 15
                    "\n"                                                            // 16
                    "Streams overlap copies with compute kernels on the device.\n"; // 17

} // namespace

class TstTranslationProgress : public QObject
{
    Q_OBJECT

private slots:
    void countsEveryKindOfUnit()
    {
        const RstDocument source = scanDocument(QString::fromUtf8(Source), FileKind::Rst);
        const RstDocument draft = scanDocument(QString::fromUtf8(Draft), FileKind::Rst);
        const TranslationProgress p = translationProgress(source, draft, align(source, draft));
        // Title, three paragraphs, the note's body, "The end." / the synced paragraph: the code
        // block, the directive header and the link target are not units.
        QCOMPARE(p.translated, 4); // title, first paragraph, "Move them", the note
        QCOMPARE(p.untranslatedCount(), p.units - p.translated);
        QCOMPARE(p.units, 6);
        // In document order: the English paragraph (line 5), then the end: the synced English
        // paragraph and "The end." (which has no Korean line) in either pairing.
        QCOMPARE(p.untranslated.size(), 2);
        QCOMPARE(p.untranslated.at(0), std::make_pair(5, 5));
        QCOMPARE(p.untranslated.at(1).first, 17);
    }

    void draftWithoutSourceCountsItsProse()
    {
        const RstDocument draft = scanDocument(QString::fromUtf8(Draft), FileKind::Rst);
        const TranslationProgress p = draftOnlyProgress(draft);
        QCOMPARE(p.units, 6);      // title, 2 paragraphs, "Move them", note body, last paragraph
        QCOMPARE(p.translated, 4); // all but the two English paragraphs
        QCOMPARE(p.untranslated.size(), 2);
        QCOMPARE(p.untranslated.at(0), std::make_pair(5, 5));
        QCOMPARE(p.untranslated.at(1), std::make_pair(17, 17));
    }

    void projectReportCountsTheSameUnits()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        const auto engine = makeProjectEngine(dir.path(), ProjectSettings{}, &error);
        QVERIFY2(engine, qPrintable(error));
        const QString source = QString::fromUtf8(Source);
        const FileAnalysis a = analyseFile(*engine, dir.filePath("tensors.rst"), FileKind::Rst,
                                           QString::fromUtf8(Draft), &source, nullptr, false);
        const RstDocument s = scanDocument(source, FileKind::Rst);
        const RstDocument d = scanDocument(QString::fromUtf8(Draft), FileKind::Rst);
        const TranslationProgress p = translationProgress(s, d, align(s, d));
        QCOMPARE(a.units, p.units);
        QCOMPARE(a.translatedUnits, p.translated);
        QCOMPARE(a.coveredUnits, p.covered);
        QCOMPARE(a.draftOnlyEnglishUnits, p.draftOnly);
    }
};

QTEST_GUILESS_MAIN(TstTranslationProgress)
#include "tst_translationprogress.moc"
