// SPDX-License-Identifier: GPL-3.0-or-later
#include "datatable.h"
#include "glossaryloader.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace tandem;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(TANDEM_FIXTURES "/glossary/") + QLatin1String(name);
}

// "line:column:severity" for each diagnostic, for compact comparisons.
QStringList where(const Glossary &g)
{
    QStringList out;
    for (const GlossaryDiagnostic &d : g.diagnostics) {
        out << QStringLiteral("%1:%2:%3")
                   .arg(d.location.line)
                   .arg(d.location.column)
                   .arg(d.severity == GlossaryDiagnostic::Severity::Error ? QStringLiteral("E")
                                                                          : QStringLiteral("W"));
    }
    return out;
}

QStringList headwords(const Glossary &g)
{
    QStringList out;
    for (const GlossaryEntry &e : g.entries)
        out << e.headword();
    return out;
}

QString dump(const Glossary &g)
{
    QStringList lines;
    for (const GlossaryDiagnostic &d : g.diagnostics)
        lines << d.toString();
    return lines.join(u'\n');
}

} // namespace

class TestGlossaryLoader : public QObject
{
    Q_OBJECT
private slots:
    void yamlGood()
    {
        const Glossary g = GlossaryLoader::loadFile(fixture("good.yaml"));
        QVERIFY2(g.diagnostics.isEmpty(), qPrintable(dump(g)));
        QCOMPARE(headwords(g),
                 QStringList({"parameter", "learning rate", "Tensor", "normalize", "tensor"}));
        const GlossaryEntry &p = g.entries[0];
        QCOMPARE(p.korean, QStringList{"매개변수"});
        QCOMPARE(p.wrongKorean, QStringList{"파라미터"});
        QCOMPARE(p.location.line, 4);
        QCOMPARE(p.location.column, 5);
        QVERIFY(p.location.file.endsWith("good.yaml"));
        QCOMPARE(g.entries[1].english, QStringList({"learning rate", "lr"}));
        QCOMPARE(g.entries[1].note, QString("학습 속도 is not used"));
        const GlossaryEntry &t = g.entries[2];
        QVERIFY(t.keepEnglish);
        QVERIFY(t.korean.isEmpty());
        QCOMPARE(t.wrongKorean, QStringList{"텐서"});
        QVERIFY(t.isCaseSensitive()); // keep-in-English with a capital: Auto means sensitive
        QVERIFY(!p.isCaseSensitive());
        QCOMPARE(g.entries[3].forms, GlossaryEntry::Forms::Verb);
        QCOMPARE(g.entries[4].caseRule, GlossaryEntry::Case::Sensitive);
        QCOMPARE(g.entries[4].origin, QString("corpus"));
        QVERIFY(g.find(u"LR") == &g.entries[1]);
    }

    void yamlSyntaxError()
    {
        const Glossary g = GlossaryLoader::loadFile(fixture("bad-syntax.yaml"));
        QVERIFY(g.entries.isEmpty());
        QCOMPARE(g.diagnostics.size(), 1);
        const GlossaryDiagnostic &d = g.diagnostics[0];
        QVERIFY2(d.message.contains("YAML syntax error"), qPrintable(d.message));
        // The flow sequence opened on line 3 is never closed; yaml-cpp stops at the ":" of line 4.
        QCOMPARE(where(g), QStringList{"4:7:E"});
        QVERIFY2(d.toString().contains("bad-syntax.yaml:4:7: error: "), qPrintable(d.toString()));
    }

    void yamlWrongTypes()
    {
        const Glossary g = GlossaryLoader::loadFile(fixture("bad-types.yaml"));
        QCOMPARE(headwords(g), QStringList({"parameter", "epoch", "loss"}));
        QCOMPARE(where(g), QStringList({
                               "4:9:E",  // en is a mapping
                               "4:5:E",  // ... so the entry is skipped
                               "8:11:E", // keep: maybe
                               "6:5:E",  // ... skipped
                               "9:5:E",  // bias has no Korean
                               "10:5:E", // no English
                               "13:5:W", // unknown key colour
                               "14:5:E", // a string, not an entry
                           }));
        QVERIFY(g.diagnostics[6].message.contains("colour"));
    }

    void yamlInvalidUtf8()
    {
        const Glossary g = GlossaryLoader::loadFile(fixture("invalid-utf8.yaml"));
        QCOMPARE(headwords(g), QStringList({"parameter", "loss"}));
        QCOMPARE(where(g), QStringList({"5:10:E", "4:5:E"}));
        QVERIFY(g.diagnostics[0].message.contains("UTF-8"));
    }

    void yamlEmpty_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("empty file") << fixture("empty.yaml");
        QTest::newRow("only a comment") << fixture("comments-only.yaml");
        QTest::newRow("missing file") << fixture("no-such-file.yaml");
    }
    void yamlEmpty()
    {
        QFETCH(QString, file);
        const Glossary g = GlossaryLoader::loadFile(file);
        QVERIFY(g.entries.isEmpty());
        QCOMPARE(g.diagnostics.size(), 1);
        QVERIFY(g.hasErrors());
        QVERIFY(g.diagnostics[0].location.file.endsWith(QFileInfo(file).fileName()));
    }

    void yamlNotAGlossary_data()
    {
        testing::columns<QByteArray, QString>("bytes", "where");
        QTest::newRow("scalar") << QByteArray("hello\n") << "1:1:E";
        QTest::newRow("entries not a list") << QByteArray("entries: 3\n") << "1:10:E";
        QTest::newRow("no entries key") << QByteArray("language: ko\n") << "1:1:E";
        QTest::newRow("tab indentation") << QByteArray("entries:\n\t- en: x\n") << "2:2:E";
        QTest::newRow("duplicate key")
            << QByteArray("entries:\n  - {en: a, ko: 가, en: b}\n") << "";
    }
    void yamlNotAGlossary()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        const Glossary g = GlossaryLoader::fromYaml(bytes, "x.yaml");
        if (where.isEmpty()) {
            QVERIFY(!g.entries.isEmpty() || g.hasErrors()); // whatever yaml-cpp does, no crash
            return;
        }
        QCOMPARE(::where(g).value(0), where);
    }

    void yamlKeysAreUtf16Columns()
    {
        // yaml-cpp counts bytes; the loader reports characters (한 is 3 bytes, 1 column): "아니"
        // starts at character 21, byte 27.
        const Glossary g =
            GlossaryLoader::fromYaml("entries:\n  - {ko: 한국어, keep: 아니}\n", "k.yaml");
        QVERIFY2(::where(g).contains("2:21:E"), qPrintable(::where(g).join(u' ')));
    }

    void guideTable()
    {
        const Glossary g = GlossaryLoader::loadFile(fixture("guide.md"));
        QCOMPARE(headwords(g), QStringList({"activation", "autograd", "dataset", "learning rate",
                                            "method", "memory footprint", "NumPy", "Production",
                                            "Tensor", "track computation history", "instantiate"}));
        QCOMPARE(where(g), QStringList({"19:2:E", "20:15:E"}));
        QCOMPARE(g.entries[0].location.line, 9);
        QCOMPARE(g.entries[0].location.column, 2);
        QVERIFY(!g.entries[0].keepEnglish);
        QVERIFY(g.entries[1].keepEnglish); // 번역안함, and Autograd is the English itself
        QVERIFY(g.entries[1].korean.isEmpty());
        QCOMPARE(g.entries[2].note, QString("음차 표기"));
        QCOMPARE(g.entries[3].english, QStringList({"learning rate", "lr"}));
        QCOMPARE(g.entries[4].note,
                 QString("음차 표기")); // the markdown link is reduced to its text
        QCOMPARE(g.entries[5].korean, QStringList{"메모리 전체 사용량"}); // row without closing |
        QVERIFY(g.entries[6].keepEnglish);
        QCOMPARE(g.entries[7].english, QStringList{"Production"});
        QCOMPARE(g.entries[7].note, QString("environment, use; 번역하지 않음"));
        QVERIFY(g.entries[7].keepEnglish);
        QCOMPARE(g.entries[8].english, QStringList({"Tensor", "Tensors"}));
        QVERIFY(g.entries[8].isCaseSensitive());
        QCOMPARE(g.entries[9].english, QStringList({"track computation history", "track history"}));
        QCOMPARE(g.entries[10].forms, GlossaryEntry::Forms::Verb); // 생성하다
        QCOMPARE(g.entries[0].origin, QString("guide"));
    }

    // python-docs-ko's .pdk/guide.md: the 용어집 is a fenced block of "english: 한국어" lines.
    void guideTermList()
    {
        const Glossary g = GlossaryLoader::fromGuide(
            "## 번역 시작하기\n\n```\nnot: 용어\n```\n\n## 용어집\n\n용어는 일관되게.\n\n```\n"
            "access: 액세스\noptional: 선택적, 생략 가능한\n"
            "decimal: 십진 소수 # decimal 모듈과 관련될 때\nbroken line\n```.\nafter: 뒤\n",
            "guide.md");
        QCOMPARE(headwords(g), QStringList({"access", "optional", "decimal"}));
        QCOMPARE(g.entries[1].korean.size(), 2);
        QCOMPARE(g.entries[2].note, QString("decimal 모듈과 관련될 때"));
        QCOMPARE(g.entries[2].location.line, 14);
        QCOMPARE(where(g), QStringList({"15:1:E"})); // "broken line"
    }

    void guideWithoutTable()
    {
        const Glossary g = GlossaryLoader::fromGuide("# 제목\n\n본문\n", "README.md");
        QVERIFY(g.entries.isEmpty());
        QVERIFY(g.hasErrors());
        QVERIFY(g.diagnostics[0].message.contains("영문"));
    }

    void tsv()
    {
        const Glossary g = GlossaryLoader::loadFile(fixture("terms.tsv"));
        QCOMPARE(headwords(g), QStringList({"parameter", "layer", "CUDA", "weight"}));
        QCOMPARE(where(g), QStringList({"6:1:E", "7:6:E", "8:17:W"}));
        QCOMPARE(g.entries[1].note, QString("레이어 is wrong"));
        QCOMPARE(g.entries[1].location.line, 3);
        QVERIFY(g.entries[2].keepEnglish);
    }

    void tsvWithoutHeader()
    {
        const Glossary g = GlossaryLoader::fromTsv("loss\t손실\n", "t.tsv");
        QVERIFY(g.diagnostics.isEmpty());
        QCOMPARE(headwords(g), QStringList{"loss"});
    }

    void defaultGlossary()
    {
        const Glossary g = GlossaryLoader::loadDefault();
        QVERIFY2(g.diagnostics.isEmpty(), qPrintable(dump(g)));
        QVERIFY(g.entries.size() >= 85);
        const GlossaryEntry *p = g.find(u"parameter");
        QVERIFY(p);
        QCOMPARE(p->korean.value(0), QString("매개변수"));
        QVERIFY(p->wrongKorean.contains("파라미터"));
        const GlossaryEntry *t = g.find(u"Tensor");
        QVERIFY(t && t->keepEnglish && t->isCaseSensitive());
        QVERIFY(t->wrongKorean.contains("텐서"));
        const GlossaryEntry *l = g.find(u"layer");
        QVERIFY(l);
        QCOMPARE(l->korean.value(0), QString("계층"));
        QVERIFY(l->wrongKorean.contains("레이어"));
        QVERIFY(!l->keepEnglish);
        QCOMPARE(g.find(u"lr")->korean.value(0), QString("학습률"));
        QVERIFY(g.find(u"CUDA")->keepEnglish);
        QCOMPARE(g.find(u"loss function")->origin, QString("corpus"));
        QVERIFY(g.entries[0].location.file.startsWith(u':'));
    }

    // The default must contain every row of the community table, with the same Korean.
    void defaultCoversTheGuide()
    {
        const QString path = QStringLiteral(TANDEM_SHARED_DIR "/TRANSLATION_GUIDE.md");
        if (!QFile::exists(path)) QSKIP("shared/TRANSLATION_GUIDE.md is not here");
        const Glossary guide = GlossaryLoader::loadFile(path);
        const Glossary def = GlossaryLoader::loadDefault();
        for (const GlossaryEntry &e : guide.entries) {
            const GlossaryEntry *d = def.find(e.headword());
            QVERIFY2(d, qPrintable(e.headword()));
            QCOMPARE(d->keepEnglish, e.keepEnglish);
            for (const QString &k : e.korean)
                QVERIFY2(d->korean.contains(k), qPrintable(e.headword() + u' ' + k));
        }
    }

    void realGuide()
    {
        const QString path = QStringLiteral(TANDEM_SHARED_DIR "/TRANSLATION_GUIDE.md");
        if (!QFile::exists(path)) QSKIP("shared/TRANSLATION_GUIDE.md is not here");
        const Glossary g = GlossaryLoader::loadFile(path);
        QVERIFY2(g.diagnostics.isEmpty(), qPrintable(dump(g)));
        QCOMPARE(g.entries.size(), 82);
        QCOMPARE(g.find(u"parameter")->korean, QStringList{"매개변수"});
        QCOMPARE(g.find(u"Layer")->korean, QStringList{"계층"});
        QVERIFY(g.find(u"Tensors")->keepEnglish);
        QVERIFY(g.find(u"shape")->keepEnglish);
        QVERIFY(g.find(u"MelScale")->keepEnglish); // no note, but the Korean is the English
        QVERIFY(g.find(u"Production")->keepEnglish);
        QCOMPARE(g.find(u"lr")->headword(), QString("learning rate"));
        QCOMPARE(g.find(u"method")->note, QString("음차 표기"));
        QCOMPARE(g.find(u"track history")->korean, QStringList{"연산 기록을 추적하다"});
        QVERIFY(!g.find(u"gradient")->keepEnglish);
    }
};

QTEST_GUILESS_MAIN(TestGlossaryLoader)
#include "tst_glossaryloader.moc"
