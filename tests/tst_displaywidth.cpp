// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"
#include "displaywidth.h"

#include <QTest>

using namespace tandem;

class TestDisplayWidth : public QObject
{
    Q_OBJECT
private slots:
    void width_data()
    {
        testing::columns<QString, int>("text", "width");
        QTest::newRow("ascii") << QStringLiteral("FSDP works") << 10;
        QTest::newRow("hangul syllables are wide") << QStringLiteral("FSDP의 작동 방식") << 16;
        QTest::newRow("fullwidth") << QStringLiteral("ＡＢ") << 4;
        QTest::newRow("cjk ideograph") << QStringLiteral("漢字") << 4;
        QTest::newRow("combining accent counts zero") << QStringLiteral("e\u0301") << 1;
        QTest::newRow("halfwidth katakana") << QStringLiteral("ｱ") << 1;
        QTest::newRow("ambiguous counts one") << QStringLiteral("±") << 1;
        QTest::newRow("astral emoji is wide") << QString::fromUcs4(U"\U0001F600") << 2;
        QTest::newRow("empty") << QString() << 0;
    }
    void width()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QCOMPARE(displayWidth(text), width);
    }
};

QTEST_GUILESS_MAIN(TestDisplayWidth)
#include "tst_displaywidth.moc"
