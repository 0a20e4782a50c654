// SPDX-License-Identifier: GPL-3.0-or-later
// Gettext catalogues (core/po/): reading, writing back byte for byte, the wrapping of each tool.
//
// tests/fixtures/po/ holds one invented catalogue in three wrappings: babel.po as babel's
// pofile.normalize writes it (python-docs-ko's `pdk format`), msgcat.po and nowrap.po as GNU
// msgcat 0.21 wrote it (powrap runs msgcat) at width 79 and with --no-wrap; each *-edited.po
// is what the same tool writes after one msgstr and one obsolete msgstr changed.

#include "cataloguereview.h"
#include "datatable.h"
#include "fuzzyqueue.h"
#include "lintsession.h"
#include "pocatalog.h"
#include "postrings.h"
#include "powrapping.h"
#include "projectcontext.h"
#include "tandemrun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;
using namespace tandem::po;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(TANDEM_FIXTURES "/po/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

QByteArray fixtureBytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Catalog parsed(const QByteArray &bytes)
{
    Catalog::Error error;
    const auto catalog = Catalog::parse(bytes, &error);
    if (!catalog) qFatal("parse failed: %d: %s", error.line, qPrintable(error.message));
    return *catalog;
}

int entryWithMsgid(const Catalog &c, const QString &start)
{
    for (int i = 0; i < c.entries().size(); ++i)
        if (c.entries()[i].msgid.value.startsWith(start)) return i;
    return -1;
}

// Rows "file", "style": each fixture catalogue and the wrapping style its tool wrote it in;
// with `breaks`, the *-breaks.po ones too: short English and Korean sentences behind a growing
// run of letters, so that each of their break opportunities comes to the end of a line in some
// entry (hyphens and "--" for babel; ":", ".", "/", "-", "%(", "\\(", numbers after ", " for
// msgcat, where gettext's libunistring and Unicode's current rules part).
void addWrapStyleRows(bool breaks)
{
    testing::columns<QString, QString>("file", "style");
    for (const char *style : {"babel", "msgcat"}) {
        QTest::newRow(style) << QStringLiteral("%1.po").arg(style) << QString::fromLatin1(style);
        if (breaks)
            QTest::addRow("%s breaks", style)
                << QStringLiteral("%1-breaks.po").arg(style) << QString::fromLatin1(style);
    }
    QTest::newRow("no-wrap") << "nowrap.po"
                             << "no-wrap";
}

} // namespace

class TestPo : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryPart();
    void roundTrip_data();
    void roundTrip();
    void detectsWrapping_data();
    void detectsWrapping();
    void editWritesAsTheToolWould_data();
    void editWritesAsTheToolWould();
    void everyStringWrapsAsTheToolDid_data();
    void everyStringWrapsAsTheToolDid();
    void editToTheSameTextChangesNothing();
    void clearingFuzzyDropsFlagAndPrevious();
    void settingFuzzyAddsTheFlagLine();
    void positionsCountEscapesAndWrapping();
    void refusesWhatIsNotACatalogue_data();
    void refusesWhatIsNotACatalogue();
    void escapesRoundTrip();
    void lintPlacesGluedParticleOnItsLine_data();
    void lintPlacesGluedParticleOnItsLine();
    void lintAppliesTheTeamsRoleRules();
    void lintFixWritesTheTeamsBackslash();
    void cataloguePathsFindsPoFilesOnly();
    void fuzzyQueueProposesTokenCarries();
    void fuzzyQueueFindsThePreviousEnglishInHistory();
    void applyingProposalsChangesOnlyThoseEntries();
    void commandLine();
};

void TestPo::readsEveryPart()
{
    const Catalog c = parsed(fixture(QStringLiteral("msgcat.po")));
    QCOMPARE(c.entries().size(), 10); // the header, eight entries, one obsolete
    QCOMPARE(c.headerIndex(), 0);
    QCOMPARE(c.headerField(QStringLiteral("Plural-Forms")),
             QStringLiteral("nplurals=1; plural=0;"));

    const PoEntry &title = c.entries()[1];
    QCOMPARE(title.references, QStringList{QStringLiteral("../../library/spam.rst:2")});
    QCOMPARE(title.msgstr.size(), 1);
    QCOMPARE(title.msgstr[0].value, QStringLiteral(":mod:`!spam` --- 통조림 고기 처리"));
    QVERIFY(title.isTranslated() && !title.isFuzzy());

    const PoEntry &para = c.entries()[2];
    QCOMPARE(para.translatorComments, QStringList{QStringLiteral("Checked by the tin team.")});
    QVERIFY(para.msgid.value.endsWith(QStringLiteral("for the ``with`` form.")));
    QCOMPARE(para.msgid.lineCount, 5);
    QVERIFY(para.msgstr[0].value.contains(QStringLiteral(":func:`spam.open`\\으로")));

    const PoEntry &fuzzy = c.entries()[3];
    QVERIFY(fuzzy.isFuzzy());
    QCOMPARE(fuzzy.previousMsgid.value,
             QStringLiteral("Return the tin's label as a :class:`bytes`; raise "
                            ":exc:`ValueError` if the tin is unlabelled."));
    QCOMPARE(fuzzy.previousMsgid.lineCount, 3);

    const PoEntry &menu = c.entries()[4];
    QCOMPARE(menu.msgctxt.value, QStringLiteral("menu item"));
    QCOMPARE(menu.msgid.value, QStringLiteral("Open"));

    const PoEntry &plural = c.entries()[5];
    QVERIFY(plural.isPlural());
    QCOMPARE(plural.msgidPlural.value, QStringLiteral("%d tins"));
    QCOMPARE(plural.msgstrKeyword(0), QStringLiteral("msgstr[0]"));
    QCOMPARE(plural.flags, QStringList{QStringLiteral("python-format")});

    const PoEntry &example = c.entries()[6];
    QCOMPARE(example.msgid.value,
             QStringLiteral("Example::\n\n   >>> spam.open(\"tin\")\n   'Spam \\\\ eggs'\n"));

    QVERIFY(!c.entries()[7].isTranslated());
    const PoEntry &both = c.entries()[8];
    QCOMPARE(both.flags, (QStringList{QStringLiteral("fuzzy"), QStringLiteral("python-format")}));
    QCOMPARE(both.extractedComments, QStringList{QStringLiteral("Translators: keep %(name)s.")});

    const PoEntry &old = c.entries().last();
    QVERIFY(old.obsolete);
    QVERIFY(!old.isHeader());
    QVERIFY(old.msgstr[0].value.startsWith(QStringLiteral("예전 통조림 따개로")));
}

void TestPo::roundTrip_data()
{
    QTest::addColumn<QByteArray>("bytes");
    for (const char *name : {"babel.po", "msgcat.po", "nowrap.po"}) {
        const QByteArray bytes = fixture(QString::fromLatin1(name));
        QTest::newRow(name) << bytes;
        QByteArray crlf = bytes;
        crlf.replace("\n", "\r\n");
        QTest::newRow(qPrintable(QStringLiteral("%1 CRLF").arg(QLatin1String(name)))) << crlf;
        QByteArray odd = "\xEF\xBB\xBF" + bytes;
        odd.chop(1);                       // no line end at the end
        odd.replace("\n\n#~", "\n  \n#~"); // spaces on a blank line
        QTest::newRow(
            qPrintable(QStringLiteral("%1 BOM, no final newline").arg(QLatin1String(name))))
            << odd;
    }
}

void TestPo::roundTrip()
{
    QFETCH(QByteArray, bytes);
    const Catalog c = parsed(bytes);
    QCOMPARE(c.toBytes(), bytes);
    QCOMPARE(c.entries().size(), 10);
}

void TestPo::detectsWrapping_data()
{
    addWrapStyleRows(false);
}

void TestPo::detectsWrapping()
{
    QFETCH(QString, file);
    QFETCH(QString, style);
    QCOMPARE(parsed(fixture(file)).wrapStyle().name(), style);
}

void TestPo::editWritesAsTheToolWould_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("babel") << "babel";
    QTest::newRow("msgcat") << "msgcat";
    QTest::newRow("no-wrap") << "nowrap";
}

// One msgstr that shrinks to one line and one obsolete msgstr that grows: the result is what
// the tool itself wrote for the same edits, byte for byte, in LF and in CRLF.
void TestPo::editWritesAsTheToolWould()
{
    QFETCH(QString, file);
    for (const bool crlf : {false, true}) {
        QByteArray before = fixture(file + QStringLiteral(".po"));
        QByteArray expected = fixture(file + QStringLiteral("-edited.po"));
        if (crlf) {
            before.replace("\n", "\r\n");
            expected.replace("\n", "\r\n");
        }
        Catalog c = parsed(before);
        const int para = entryWithMsgid(c, QStringLiteral("The :mod:`spam` module"));
        const int old = int(c.entries().size()) - 1;
        QVERIFY(para > 0);
        c.setMsgstr(para, 0, QStringLiteral(":mod:`spam` 모듈은 ``with`` 문으로 통조림을 엽니다."));
        c.setMsgstr(old, 0,
                    QStringLiteral("예전 통조림 따개입니다. 닿는 뚜껑마다 구부러뜨려서 버전 "
                                   "2.0에서 제거되었고, 지금은 :func:`spam.open`\\을 씁니다."));
        QCOMPARE(c.editedCount(), 2);
        QCOMPARE(c.toBytes(), expected);
    }
}

void TestPo::everyStringWrapsAsTheToolDid_data()
{
    addWrapStyleRows(true);
}

void TestPo::everyStringWrapsAsTheToolDid()
{
    QFETCH(QString, file);
    QFETCH(QString, style);
    const Catalog c = parsed(fixture(file));
    QCOMPARE(c.wrapStyle().name(), style);
    int strings = 0, multiLine = 0;
    for (const PoEntry &e : c.entries()) {
        QList<std::pair<QString, const PoField *>> fields{{QStringLiteral("msgid"), &e.msgid}};
        for (int i = 0; i < e.msgstr.size(); ++i)
            fields.append({e.msgstrKeyword(i), &e.msgstr[i]});
        for (const auto &[keyword, f] : fields) {
            QStringList lines;
            for (int l = f->line; l < f->line + f->lineCount; ++l)
                lines.append(c.lineText(l));
            QCOMPARE(formatField(keyword, f->value, c.wrapStyle(), e.obsolete ? "#~ " : ""), lines);
            ++strings;
            multiLine += f->lineCount > 1;
        }
    }
    QVERIFY(strings >= 18);
    if (file.contains(QStringLiteral("breaks"))) QVERIFY(multiLine > 50);
}

void TestPo::editToTheSameTextChangesNothing()
{
    const QByteArray bytes = fixture(QStringLiteral("babel.po"));
    Catalog c = parsed(bytes);
    c.setMsgstr(2, 0, c.entries()[2].msgstr[0].value);
    QCOMPARE(c.editedCount(), 0);
    QCOMPARE(c.toBytes(), bytes);
    // Edited and edited back: the entry's lines are the file's, not rewritten.
    const QString was = c.entries()[2].msgstr[0].value;
    c.setMsgstr(2, 0, QStringLiteral("다른 번역"));
    c.setMsgstr(2, 0, was);
    QCOMPARE(c.toBytes(), bytes);
}

void TestPo::clearingFuzzyDropsFlagAndPrevious()
{
    const QByteArray bytes = fixture(QStringLiteral("msgcat.po"));
    Catalog c = parsed(bytes);
    const int label = entryWithMsgid(c, QStringLiteral("Return the tin's label"));
    const int both = entryWithMsgid(c, QStringLiteral("Use %(name)s"));
    c.setFuzzy(label, false);
    c.setFuzzy(both, false);
    QByteArray expected = bytes;
    expected.replace(
        "#, fuzzy\n#| msgid \"\"\n"
        "#| \"Return the tin's label as a :class:`bytes`; raise :exc:`ValueError` if \"\n"
        "#| \"the tin is unlabelled.\"\n",
        "");
    expected.replace("#, fuzzy, python-format\n", "#, python-format\n");
    QVERIFY(expected.size() < bytes.size() - 100);
    QCOMPARE(c.toBytes(), expected);
    const Catalog again = parsed(c.toBytes());
    QVERIFY(!again.entries()[label].isFuzzy());
    QVERIFY(!again.entries()[label].previousMsgid.present());
    QCOMPARE(again.entries()[both].flags, QStringList{QStringLiteral("python-format")});
}

void TestPo::settingFuzzyAddsTheFlagLine()
{
    const QByteArray bytes = fixture(QStringLiteral("babel.po"));
    Catalog c = parsed(bytes);
    c.setFuzzy(1, true); // no flags line yet: it goes after the reference, before msgid
    c.setFuzzy(5, true); // python-format already: babel sorts the flags
    QByteArray expected = bytes;
    expected.replace("#: ../../library/spam.rst:2\n", "#: ../../library/spam.rst:2\n#, fuzzy\n");
    expected.replace("#, python-format\nmsgid \"%d tin\"",
                     "#, fuzzy, python-format\nmsgid \"%d tin\"");
    QCOMPARE(c.toBytes(), expected);
}

// Offsets in a value map to the file's line and column (UTF-16 units), past the escapes and
// over the wrapped lines.
void TestPo::positionsCountEscapesAndWrapping()
{
    const Catalog c = parsed(fixture(QStringLiteral("babel.po")));
    const PoEntry &example = c.entries()[6];
    const PoField &id = example.msgid;
    QCOMPARE(id.line, 55);
    QCOMPARE(c.lineText(id.line), QStringLiteral("msgid \"\""));
    // "tin" inside spam.open(\"tin\") on the fourth line of the string.
    const int tin = int(id.value.indexOf(QStringLiteral("tin")));
    QCOMPARE(c.positionOf(id, tin), (Position{58, 20}));
    QCOMPARE(c.lineText(58).mid(20, 3), QStringLiteral("tin"));
    // The character after the escaped backslashes: 'Spam \\ eggs' holds two "\\" pairs.
    const int eggs = int(id.value.indexOf(QStringLiteral("eggs")));
    QCOMPARE(c.positionOf(id, eggs), (Position{59, 15}));
    QCOMPARE(c.lineText(59).mid(15, 4), QStringLiteral("eggs"));
    // A one-line msgstr after "msgstr \"".
    const PoField &title = c.entries()[1].msgstr[0];
    QCOMPARE(c.positionOf(title, 0), (Position{title.line, 8}));
    // The start of a wrapped line's text, and the end of the value at the closing quote.
    const PoField &para = c.entries()[2].msgstr[0];
    const int second = int(para.value.indexOf(QStringLiteral("유지합니다")));
    QCOMPARE(c.positionOf(para, second), (Position{para.line + 2, 1}));
    QCOMPARE(c.positionOf(para, int(para.value.size())),
             (Position{para.line + 3, int(c.lineText(para.line + 3).size()) - 1}));
}

void TestPo::refusesWhatIsNotACatalogue_data()
{
    testing::columns<QByteArray, int>("bytes", "line");
    QTest::newRow("garbage") << QByteArray("msgid \"a\"\nmsgstr \"b\"\n\nhello\n") << 4;
    QTest::newRow("unterminated") << QByteArray("msgid \"a\nmsgstr \"b\"\n") << 1;
    QTest::newRow("msgstr first") << QByteArray("msgstr \"b\"\n") << 1;
    QTest::newRow("not UTF-8") << QByteArray("msgid \"a\"\nmsgstr \"\xff\"\n") << 2;
    QTest::newRow("text after quote") << QByteArray("msgid \"a\" x\nmsgstr \"\"\n") << 1;
    QTest::newRow("plural out of order")
        << QByteArray("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"\"\n") << 3;
}

void TestPo::refusesWhatIsNotACatalogue()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    Catalog::Error error;
    QVERIFY(!Catalog::parse(bytes, &error));
    QCOMPARE(error.line, line);
    QVERIFY(!error.message.isEmpty());
}

void TestPo::escapesRoundTrip()
{
    const QString value = QStringLiteral("a\"b\\c\nd\te\x07");
    const QString gettext = escapePiece(value, EscapeSet::Gettext);
    QCOMPARE(gettext, QStringLiteral("a\\\"b\\\\c\\nd\\te\\a"));
    QCOMPARE(unescapePiece(gettext), value);
    QCOMPARE(escapePiece(value, EscapeSet::Babel), QStringLiteral("a\\\"b\\\\c\\nd\\te\x07"));
    QCOMPARE(unescapePiece(QStringLiteral("\\101\\x42\\'")), QStringLiteral("AB'"));
    bool ok = true;
    QCOMPARE(unescapePiece(QStringLiteral("x\\"), &ok), QStringLiteral("x\\"));
    QVERIFY(!ok);
    QCOMPARE(fileOffsetInPiece(gettext, 2), 3);
    QCOMPARE(valueLengthOfPiece(gettext), int(value.size()));
}

namespace {

// The issues of one check in glued.po, as "line:column-line:column" (0-based, in the .po file).
QStringList placesOf(const ReviewFile &file, const QString &check)
{
    QStringList places;
    for (const Issue &i : file.issues)
        if (i.check == check)
            places.append(QStringLiteral("%1:%2-%3:%4 %5")
                              .arg(i.range.start.line)
                              .arg(i.range.start.column)
                              .arg(i.range.end.line)
                              .arg(i.range.end.column)
                              .arg(severityName(i.severity)));
    return places;
}

ReviewFile lintGlued(bool fuzzy, const QByteArray &bytes = fixture(QStringLiteral("glued.po")))
{
    const Catalog c = parsed(bytes);
    LintSession session(ProjectContext::builtIn({.checks = {{}, catalogueChecks()}}));
    return reviewCatalogue(QStringLiteral("glued.po"), c, session, CatalogueLintOptions{fuzzy});
}

} // namespace

void TestPo::lintPlacesGluedParticleOnItsLine_data()
{
    testing::columns<bool, QStringList>("fuzzy", "places");
    // Each planted ``x``문, :func:`x`을, :ref:`x`를, *x*을 from the markup's start to the glued
    // syllable: on a wrapped line, after escaped quotes (\"반드시\" shifts the column by two),
    // and the fuzzy entry's only when fuzzy entries are linted. ``x``\\를, `x`_\\의 and
    // :class:`x`\\ 객체 (the team's forms) are left alone.
    const QStringList always{"10:62-10:71 error", "11:5-11:23 error", "15:19-15:36 error",
                             "19:8-19:13 error"};
    QTest::newRow("translated entries") << false << always;
    QTest::newRow("with fuzzy ones") << true << (always + QStringList{"30:13-30:32 error"});
}

void TestPo::lintPlacesGluedParticleOnItsLine()
{
    QFETCH(bool, fuzzy);
    QFETCH(QStringList, places);
    const ReviewFile file = lintGlued(fuzzy);
    QCOMPARE(placesOf(file, QStringLiteral("rst-inline-boundary")), places);
    QCOMPARE(file.counts.total(), int(file.issues.size()));
    // The same catalogue with CRLF line ends: the same lines and columns.
    QByteArray crlf = fixture(QStringLiteral("glued.po"));
    crlf.replace("\n", "\r\n");
    QCOMPARE(placesOf(lintGlued(fuzzy, crlf), QStringLiteral("rst-inline-boundary")), places);
}

void TestPo::lintAppliesTheTeamsRoleRules()
{
    const ReviewFile file = lintGlued(false);
    // :term:`context manager` kept in English alone; :ref:`크기 표 <tin-size>` lost the "s".
    QCOMPARE(placesOf(file, QStringLiteral("role-bilingual")), QStringList{"19:20-19:43 warning"});
    QCOMPARE(placesOf(file, QStringLiteral("role-target-kept")),
             QStringList{"25:45-25:67 warning"});
    // :ref:`tin-sizes` kept as written is right, however glued (rst-inline-boundary's).
    for (const Issue &i : file.issues)
        QVERIFY2(!(i.check.startsWith(QStringLiteral("role-")) && i.range.start.line == 15),
                 qPrintable(i.message));
}

// The fix inserts "\" (written "\\" in the file) between the markup and the particle.
void TestPo::lintFixWritesTheTeamsBackslash()
{
    const ReviewFile file = lintGlued(false);
    const QStringList lines = file.draftText.split(u'\n');
    int fixed = 0;
    for (const Issue &i : file.issues) {
        if (i.check != QStringLiteral("rst-inline-boundary")) continue;
        QVERIFY(i.fix);
        QCOMPARE(i.fix->replacement, QStringLiteral("\\\\"));
        QCOMPARE(i.fix->range.start, i.fix->range.end);
        const Position at = i.fix->range.start;
        QCOMPARE(at, (Position{i.range.end.line, i.range.end.column - 1}));
        QVERIFY(lines[at.line][at.column].unicode() >= 0xAC00); // the particle
        ++fixed;
    }
    QCOMPARE(fixed, 4);
}

void TestPo::cataloguePathsFindsPoFilesOnly()
{
    const QStringList found = cataloguePaths(QStringLiteral(TANDEM_FIXTURES "/po"));
    QVERIFY(found.size() >= 8);
    for (const QString &f : found)
        QVERIFY(f.endsWith(QStringLiteral(".po")));
    QCOMPARE(cataloguePaths(QStringLiteral("x.po")), QStringList{"x.po"});
}

namespace {

// A babel catalogue of fuzzy entries: the previous English in "#|" for the first three.
const char *const kFuzzy =
    "msgid \"\"\n"
    "msgstr \"Content-Type: text/plain; charset=utf-8\\nGenerated-By: Babel 2.17.0\\n\"\n"
    "\n"
    "#, fuzzy\n"
    "#| msgid \":mod:`spam` --- Tinned meat\"\n"
    "msgid \":mod:`!spam` --- Tinned meat\"\n"
    "msgstr \":mod:`spam` --- 통조림 고기\"\n"
    "\n"
    "#, fuzzy\n"
    "#| msgid \"Returns ``1`` when the tin is open.\"\n"
    "msgid \"Returns ``2`` when the tin is open.\"\n"
    "msgstr \"통조림이 열려 있으면 ``1``\\\\을 반환합니다.\"\n"
    "\n"
    "#, fuzzy\n"
    "#| msgid \"Close the tin.\"\n"
    "msgid \"Close the tin firmly.\"\n"
    "msgstr \"통조림을 닫습니다.\"\n"
    "\n"
    "msgid \"Open :func:`spam.open`.\"\n"
    "msgstr \":func:`spam.open`\\\\을 엽니다.\"\n"
    "\n"
    "#, fuzzy\n"
    "msgid \"See :func:`spam.seal`.\"\n"
    "msgstr \":func:`spam.close`\\\\를 보십시오.\"\n";

} // namespace

void TestPo::fuzzyQueueProposesTokenCarries()
{
    const Catalog c = parsed(kFuzzy);
    const QList<FuzzyEntry> queue = fuzzyQueue(c, nullptr);
    QCOMPARE(queue.size(), 4);
    // The "!" of a role: carried as it is.
    QCOMPARE(queue[0].previousSource, PreviousSource::Comment);
    QCOMPARE(queue[0].proposal, QStringLiteral(":mod:`!spam` --- 통조림 고기"));
    QCOMPARE(queue[0].changes, QStringList{QStringLiteral("+!")});
    // A literal number: the particle after the team's "\\" agrees with the new one (2를).
    QCOMPARE(queue[1].proposal, QStringLiteral("통조림이 열려 있으면 ``2``\\를 반환합니다."));
    // Prose changed: no proposal, and why.
    QVERIFY(!queue[2].proposal);
    QVERIFY(!queue[2].why.isEmpty());
    // No "#|" and no history: the previous English is unknown.
    QCOMPARE(queue[3].previousSource, PreviousSource::None);
    QVERIFY(!queue[3].proposal);
}

void TestPo::fuzzyQueueFindsThePreviousEnglishInHistory()
{
    const Catalog now = parsed(kFuzzy);
    // An older version where the last translation was not fuzzy, for the English it translated.
    const Catalog older = parsed("msgid \"See :func:`spam.close`.\"\n"
                                 "msgstr \":func:`spam.close`\\\\를 보십시오.\"\n\n"
                                 "msgid \"Something else.\"\n"
                                 "msgstr \"다른 것.\"\n");
    CatalogueHistory history;
    history.addVersion(now, QStringLiteral("c2"));
    history.addVersion(older, QStringLiteral("c1"));
    QCOMPARE(history.versions(), 2);
    const QList<FuzzyEntry> queue = fuzzyQueue(now, &history);
    const FuzzyEntry &f = queue[3];
    QCOMPARE(f.previousSource, PreviousSource::History);
    QCOMPARE(f.previousCommit, QStringLiteral("c1"));
    QCOMPARE(f.previousMsgid, QStringLiteral("See :func:`spam.close`."));
    // "seal" is read 실: the particle after it becomes 을.
    QCOMPARE(f.proposal, QStringLiteral(":func:`spam.seal`\\을 보십시오."));
    // "#|" wins over history.
    QCOMPARE(queue[0].previousSource, PreviousSource::Comment);
}

void TestPo::applyingProposalsChangesOnlyThoseEntries()
{
    const QByteArray bytes(kFuzzy);
    Catalog c = parsed(bytes);
    const QList<FuzzyEntry> queue = fuzzyQueue(c, nullptr);
    QCOMPARE(applyFuzzyProposals(c, queue), 2);
    QByteArray expected = bytes;
    expected.replace("#, fuzzy\n#| msgid \":mod:`spam` --- Tinned meat\"\n", "");
    expected.replace("msgstr \":mod:`spam` --- 통조림 고기\"",
                     "msgstr \":mod:`!spam` --- 통조림 고기\"");
    expected.replace("#, fuzzy\n#| msgid \"Returns ``1`` when the tin is open.\"\n", "");
    expected.replace("``1``\\\\을 반환합니다.", "``2``\\\\를 반환합니다.");
    QCOMPARE(c.toBytes(), expected);
}

// `tandem po fuzzy` and `tandem lint FILE.po` as a user runs them, outside any checkout.
void TestPo::commandLine()
{
    using tandem::testing::runTandem;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("spam.po"));
    const auto write = [](const QString &path, const QByteArray &bytes) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    };
    write(file, kFuzzy);

    auto run = runTandem({"po", "fuzzy", file, "--format", "json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json["fuzzy"].toInt(), 4);
    QCOMPARE(json["proposals"].toInt(), 2);
    const QJsonObject first =
        json["files"].toArray()[0].toObject()["entries"].toArray()[0].toObject();
    QCOMPARE(first["line"].toInt(), 6);
    QCOMPARE(first["previousSource"].toString(), QStringLiteral("comment"));
    QCOMPARE(first["proposal"].toString(), QStringLiteral(":mod:`!spam` --- 통조림 고기"));
    QCOMPARE(fixtureBytesOf(file), QByteArray(kFuzzy)); // listing writes nothing

    run = runTandem({"po", "fuzzy", file, "--apply"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("4 fuzzy entries: 2 with a proposal; 2 applied"));
    Catalog applied = parsed(kFuzzy);
    applyFuzzyProposals(applied, fuzzyQueue(applied, nullptr));
    QCOMPARE(fixtureBytesOf(file), applied.toBytes());

    const QString glued = dir.filePath(QStringLiteral("glued.po"));
    write(glued, fixture(QStringLiteral("glued.po")));
    run = runTandem({"lint", glued, "--format", "json"});
    QCOMPARE(run.exitCode, 1); // errors: markup glued to particles
    const QJsonArray files = jsonOf(run)["files"].toArray();
    QCOMPARE(files.size(), 1);
    run = runTandem({"lint", glued});
    QVERIFY(run.out.contains(glued.toUtf8() + ":11:63: error"));

    // Bad input: a clear line and exit 2.
    QCOMPARE(runTandem({"po", "fuzzy", dir.filePath("none.po")}).exitCode, 2);
    write(dir.filePath(QStringLiteral("bad.po")), "hello\n");
    run = runTandem({"lint", dir.filePath(QStringLiteral("bad.po"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("bad.po:1: "));
    QCOMPARE(runTandem({"po", "fuzzy", file, "--format", "xml"}).exitCode, 2);
    // --fuzzy is for catalogues only.
    QCOMPARE(runTandem({"lint", "--fuzzy", file, file}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestPo)
#include "tst_po.moc"
