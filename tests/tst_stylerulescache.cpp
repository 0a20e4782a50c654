// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in style rules kept parsed in the user's cache (StyleRules::toBytes/fromBytes and
// loadDefault): the cached rules are the parsed ones, field by field, and a damaged or foreign
// cache file is never believed.
#include "stylerules.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tandem;

namespace {

StyleRules parsedBuiltIn()
{
    QStringList errors;
    StyleRules rules = StyleRules::load(QStringLiteral(":/glossary/style-ko.yaml"), &errors);
    if (!errors.isEmpty()) qWarning("%s", qPrintable(errors.join(u'\n')));
    return rules;
}

// Every field of every rule and of the credit, so that a field toBytes() forgot shows.
void compareRules(const StyleRules &a, const StyleRules &b)
{
    QCOMPARE(a.rules().size(), b.rules().size());
    for (qsizetype i = 0; i < a.rules().size(); ++i) {
        const StyleRules::Rule &x = a.rules()[i], &y = b.rules()[i];
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.message, y.message);
        QCOMPARE(x.severity, y.severity);
        QCOMPARE(x.wordStart, y.wordStart);
        QCOMPARE(x.phrases, y.phrases);
        QCOMPARE(x.replacements, y.replacements);
    }
    QCOMPARE(a.credit().authorLabels, b.credit().authorLabels);
    QCOMPARE(a.credit().authorTranslation, b.credit().authorTranslation);
    QCOMPARE(a.credit().translatorLabels, b.credit().translatorLabels);
    QCOMPARE(a.credit().translatorLink, b.credit().translatorLink);
}

QString matches(const StyleRules &rules, const QString &text)
{
    QStringList out;
    for (const StyleRules::Match &m : rules.find(text))
        out << QStringLiteral("%1:%2@%3-%4").arg(m.rule).arg(m.phrase).arg(m.start).arg(m.end);
    return out.join(u' ');
}

const QString sample = QStringLiteral("우리는 이것을 하는 것이 가능합니다. 여러번 할수 있습니다. "
                                      "값을 가지고 있는 텐서가 되어집니다.");

} // namespace

class TestStyleRulesCache : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const StyleRules parsed = parsedBuiltIn();
        QVERIFY(parsed.rules().size() > 5);
        QVERIFY(parsed.credit().isSet());
        const std::optional<StyleRules> back = StyleRules::fromBytes(parsed.toBytes());
        QVERIFY(back);
        compareRules(*back, parsed);
        // The index is rebuilt: the same phrases are found at the same places.
        QVERIFY(!matches(parsed, sample).isEmpty());
        QCOMPARE(matches(*back, sample), matches(parsed, sample));
    }

    void damagedBytes()
    {
        const QByteArray good = parsedBuiltIn().toBytes();
        QVERIFY(!StyleRules::fromBytes(QByteArray()));
        QVERIFY(!StyleRules::fromBytes(good.left(good.size() / 2)));    // cut short
        QVERIFY(!StyleRules::fromBytes(good + QByteArray("x")));        // something after it
        QVERIFY(!StyleRules::fromBytes(QByteArray("x") + good.mid(1))); // another format
        QByteArray badCount = good;
        const qsizetype at = QByteArray("tandem-style-rules 2\n").size();
        badCount[at] = char(0x7f); // a rule count larger than the data
        QVERIFY(!StyleRules::fromBytes(badCount));
    }

    // loadDefault() writes the cache on its first run and reads it on the next; a damaged file
    // is replaced by the parse.
    void loadDefaultUsesTheCache()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray before = qgetenv("XDG_CACHE_HOME");
        qputenv("XDG_CACHE_HOME", home.path().toLocal8Bit());
        const StyleRules parsed = parsedBuiltIn();
        const StyleRules first = StyleRules::loadDefault();
        const QDir folder(home.filePath(QStringLiteral("tandem")));
        const QStringList files = folder.entryList({QStringLiteral("style-*.bin")}, QDir::Files);
        QCOMPARE(files.size(), 1);
        compareRules(first, parsed);
        compareRules(StyleRules::loadDefault(), parsed); // from the cache

        QFile damaged(folder.filePath(files[0]));
        QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
        damaged.write("tandem-style-rules 2\ngarbage");
        damaged.close();
        compareRules(StyleRules::loadDefault(), parsed);
        QVERIFY(StyleRules::fromBytes(damaged.open(QIODevice::ReadOnly) ? damaged.readAll()
                                                                        : QByteArray()));
        if (before.isNull())
            qunsetenv("XDG_CACHE_HOME");
        else
            qputenv("XDG_CACHE_HOME", before);
    }
};

QTEST_GUILESS_MAIN(TestStyleRulesCache)
#include "tst_stylerulescache.moc"
