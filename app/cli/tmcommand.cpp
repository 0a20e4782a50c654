// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmcommand.h"

#include "checkout.h"
#include "clicommon.h"
#include "clitext.h"
#include "tmbuilder.h"
#include "tmx.h"
#include "translationmemory.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tandem::cli {

namespace {

const char *const Usage =
    "usage: tandem tm build DIR [--tm FILE] [--rebuild] [--format text|json]\n"
    "       tandem tm query \"ENGLISH TEXT\" [--checkout DIR] [--tm FILE] "
    "[--threshold N] [--limit N] [--format text|json]\n"
    "       tandem tm concordance \"PHRASE\" [--checkout DIR] [--tm FILE] "
    "[--limit N] [--format text|json]\n"
    "       tandem tm export --tmx FILE [--checkout DIR] [--tm FILE]\n"
    "       tandem tm import FILE [--checkout DIR] [--tm FILE]";

// One line: what is wrong, and where the usage is.
int usage(const QString &message)
{
    err() << "tandem tm: " << message << CliText::tr(" (see tandem tm --help)") << Qt::endl;
    return UsageOrInput;
}

QString isoDate(qint64 secs)
{
    return secs > 0 ? QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(Qt::ISODate)
                    : QString();
}

// The memory file: --tm FILE, else the default one of the checkout around `dir`.
bool memoryPath(const QCommandLineParser &parser, const QString &dir, QString *path,
                QString *checkoutRoot)
{
    if (parser.isSet("tm")) {
        *path = parser.value("tm");
        return true;
    }
    QString error;
    const auto checkout = Checkout::open(dir.isEmpty() ? QDir::currentPath() : dir, &error);
    if (!checkout) {
        err() << "tandem tm: " << error << Qt::endl;
        return false;
    }
    *checkoutRoot = checkout->root();
    *path = TranslationMemory::defaultPathFor(checkout->root());
    return true;
}

// Opens an existing memory for reading; prints why not and returns false.
bool openExisting(const QCommandLineParser &parser, TranslationMemory &memory)
{
    QString path, root;
    if (!memoryPath(parser, parser.value("checkout"), &path, &root)) return false;
    QString error;
    if (!QFileInfo::exists(path)) {
        err() << "tandem tm: "
              << (root.isEmpty()
                      ? CliText::tr("%1: no such translation memory").arg(path)
                      : CliText::tr("no translation memory for %1 yet; run `tandem tm build %1`")
                            .arg(root))
              << Qt::endl;
        return false;
    }
    if (!memory.open(path, &error, true)) {
        err() << "tandem tm: " << error << Qt::endl;
        return false;
    }
    return true;
}

QJsonArray diffJson(const QList<TmDiffOp> &diff)
{
    QJsonArray ops;
    for (const TmDiffOp &op : diff)
        ops.append(QJsonObject{{"kind", tmDiffKindName(op.kind)}, {"text", op.text}});
    return ops;
}

QString diffText(const QList<TmDiffOp> &diff)
{
    QString text;
    for (const TmDiffOp &op : diff) {
        if (!text.isEmpty()) text += u' ';
        text += op.kind == TmDiffOp::Kind::Same      ? op.text
                : op.kind == TmDiffOp::Kind::Removed ? QStringLiteral("[-%1-]").arg(op.text)
                                                     : QStringLiteral("{+%1+}").arg(op.text);
    }
    return text;
}

int runBuild(const QCommandLineParser &parser, const QStringList &positional, bool json)
{
    if (positional.size() != 1) return usage(CliText::tr("build needs one checkout folder"));
    QString error;
    const auto checkout = Checkout::open(positional.constFirst(), &error);
    if (!checkout) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    const QString path = parser.isSet("tm") ? parser.value("tm")
                                            : TranslationMemory::defaultPathFor(checkout->root());
    TranslationMemory memory;
    // --rebuild: from scratch, whatever is there (a damaged memory is refused when opened).
    // Only a regular file is removed; open() then refuses a device or FIFO by name.
    if (parser.isSet("rebuild") && QFileInfo(path).isFile() &&
        !TranslationMemory::remove(path, &error)) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    if (!memory.open(path, &error)) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    QElapsedTimer timer;
    timer.start();
    TmBuilder builder(*checkout, memory);
    TmBuildStats stats;
    if (!builder.build(&stats, &error)) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    const qint64 ms = timer.elapsed();
    for (const QString &w : std::as_const(stats.warnings))
        err() << "tandem tm: " << w << Qt::endl;
    if (json) {
        out() << QJsonDocument(QJsonObject{{"memory", path},
                                           {"newCommits", stats.newCommits},
                                           {"files", stats.files},
                                           {"versionsRead", stats.versionsRead},
                                           {"resumedFiles", stats.resumedFiles},
                                           {"translations", stats.translations},
                                           {"pairsAdded", stats.pairsAdded},
                                           {"worktreePairs", stats.worktreePairs},
                                           {"pairs", stats.pairsTotal},
                                           {"incompleteFiles", stats.incompleteFiles},
                                           {"lexiconWords", stats.lexiconWords},
                                           {"lexiconLearned", stats.lexiconLearned},
                                           {"warnings", QJsonArray::fromStringList(stats.warnings)},
                                           {"milliseconds", ms}})
                     .toJson(QJsonDocument::Indented);
    } else {
        out() << CliText::tr(
                     "%1: %2 pairs (%3 new from %4 translated versions of %5 files, %6 from "
                     "uncommitted changes); %7 new commits read in %8 s")
                     .arg(path)
                     .arg(stats.pairsTotal)
                     .arg(stats.pairsAdded)
                     .arg(stats.translations)
                     .arg(stats.files)
                     .arg(stats.worktreePairs)
                     .arg(stats.newCommits)
                     .arg(double(ms) / 1000.0, 0, 'f', 2)
              << '\n'
              << (stats.lexiconLearned
                      ? CliText::tr("lexicon: renderings of %1 English words, learned again")
                      : CliText::tr("lexicon: renderings of %1 English words, unchanged"))
                     .arg(stats.lexiconWords)
              << Qt::endl;
    }
    return stats.warnings.isEmpty() ? Ok : Incomplete;
}

int runQuery(const QCommandLineParser &parser, const QStringList &positional, bool json)
{
    if (positional.size() != 1 || positional.constFirst().trimmed().isEmpty())
        return usage(CliText::tr("query needs one English text"));
    bool okThreshold = true, okLimit = true;
    TmQueryOptions options;
    options.threshold =
        parser.isSet("threshold") ? parser.value("threshold").toInt(&okThreshold) : 70;
    options.limit = parser.isSet("limit") ? parser.value("limit").toInt(&okLimit) : 5;
    if (!okThreshold || options.threshold < 0 || options.threshold > 100)
        return usage(CliText::tr("--threshold takes a number from 0 to 100"));
    if (!okLimit || options.limit < 1) return usage(CliText::tr("--limit takes a positive number"));
    TranslationMemory memory;
    if (!openExisting(parser, memory)) return UsageOrInput;
    const QList<TmMatch> matches = memory.query(positional.constFirst(), options);
    if (json) {
        QJsonArray array;
        for (const TmMatch &m : matches)
            array.append(QJsonObject{{"score", m.score},
                                     {"exact", m.exact},
                                     {"source", m.pair.source},
                                     {"target", m.pair.target},
                                     {"file", m.pair.file},
                                     {"commit", m.pair.commit},
                                     {"date", isoDate(m.pair.date)},
                                     {"diff", diffJson(m.diff)}});
        out() << QJsonDocument(QJsonObject{{"matches", array}}).toJson(QJsonDocument::Indented);
        return Ok;
    }
    if (matches.isEmpty())
        out() << CliText::tr("no match at or above %1").arg(options.threshold) << Qt::endl;
    for (const TmMatch &m : matches) {
        out() << m.score << (m.exact ? CliText::tr("% exact") : QStringLiteral("%")) << "  "
              << m.pair.file;
        if (!m.pair.commit.isEmpty()) out() << '@' << m.pair.commit.left(7);
        out() << "  " << isoDate(m.pair.date).left(10) << '\n'
              << "  en: " << diffText(m.diff) << '\n'
              << "  ko: " << QString(m.pair.target).replace(u'\n', u' ') << '\n';
    }
    out().flush();
    return Ok;
}

int runConcordance(const QCommandLineParser &parser, const QStringList &positional, bool json)
{
    if (positional.size() != 1 || positional.constFirst().trimmed().isEmpty())
        return usage(CliText::tr("concordance needs one phrase"));
    bool okLimit = true;
    const int limit = parser.isSet("limit") ? parser.value("limit").toInt(&okLimit) : 200;
    if (!okLimit || limit < 1) return usage(CliText::tr("--limit takes a positive number"));
    TranslationMemory memory;
    if (!openExisting(parser, memory)) return UsageOrInput;
    const QList<TmConcordanceHit> hits = memory.concordance(positional.constFirst(), limit);
    // What the community writes for the phrase's English words, from the memory's lexicon.
    QString lexiconError;
    const BilingualLexicon lexicon = memory.lexicon(&lexiconError);
    if (!lexiconError.isEmpty()) {
        err() << "tandem tm: " << lexiconError << Qt::endl;
        return UsageOrInput;
    }
    const QStringList words = BilingualLexicon::englishKeys(positional.constFirst());
    if (json) {
        QJsonArray renderings;
        for (const QString &w : words)
            for (const LexiconRendering &r : lexicon.renderings(w))
                renderings.append(QJsonObject{{"english", w},
                                              {"korean", r.korean},
                                              {"links", r.links},
                                              {"units", lexicon.units(w)}});
        QJsonArray array;
        for (const TmConcordanceHit &h : hits)
            array.append(QJsonObject{{"source", h.pair.source},
                                     {"target", h.pair.target},
                                     {"file", h.pair.file},
                                     {"commit", h.pair.commit},
                                     {"date", isoDate(h.pair.date)},
                                     {"translations", h.translations},
                                     {"newest", h.newest}});
        out() << QJsonDocument(QJsonObject{{"renderings", renderings}, {"hits", array}})
                     .toJson(QJsonDocument::Indented);
        return Ok;
    }
    for (const QString &w : words) {
        const QList<LexiconRendering> renderings = lexicon.renderings(w);
        if (renderings.isEmpty()) continue;
        QStringList parts;
        for (const LexiconRendering &r : renderings)
            parts.append(CliText::tr("%1 (%2 units)").arg(r.korean).arg(r.links));
        out() << CliText::tr("%1 is rendered %2, of %3 units with it")
                     .arg(w, parts.join(QStringLiteral(", ")))
                     .arg(lexicon.units(w))
              << '\n';
    }
    if (hits.isEmpty())
        out() << CliText::tr("no stored pair contains \"%1\"").arg(positional.constFirst())
              << Qt::endl;
    for (const TmConcordanceHit &h : hits) {
        out() << h.pair.file;
        if (!h.pair.commit.isEmpty()) out() << '@' << h.pair.commit.left(7);
        out() << "  " << isoDate(h.pair.date).left(10);
        if (h.translations > 1)
            out() << "  "
                  << (h.newest ? CliText::tr("newer of %1 translations")
                               : CliText::tr("older of %1 translations"))
                         .arg(h.translations);
        out() << '\n'
              << "  en: " << QString(h.pair.source).replace(u'\n', u' ') << '\n'
              << "  ko: " << QString(h.pair.target).replace(u'\n', u' ') << '\n';
    }
    out().flush();
    return Ok;
}

int runExport(const QCommandLineParser &parser, const QStringList &positional)
{
    if (!positional.isEmpty() || !parser.isSet("tmx") || parser.value("tmx").isEmpty())
        return usage(CliText::tr("export needs --tmx FILE"));
    TranslationMemory memory;
    if (!openExisting(parser, memory)) return UsageOrInput;
    QString error;
    const qint64 written = exportTmx(memory, parser.value("tmx"), &error);
    if (written < 0) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    out() << CliText::tr("%1: %2 pairs written").arg(parser.value("tmx")).arg(written) << Qt::endl;
    return Ok;
}

int runImport(const QCommandLineParser &parser, const QStringList &positional)
{
    if (positional.size() != 1) return usage(CliText::tr("import needs one TMX file"));
    QString path, root;
    if (!memoryPath(parser, parser.value("checkout"), &path, &root)) return UsageOrInput;
    // The whole TMX is read and checked before the memory is opened (or created): a refused
    // file leaves no trace.
    QString error;
    TmxImportStats stats;
    QList<TmPair> pairs;
    if (!readTmx(positional.constFirst(), &pairs, &stats, &error)) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    TranslationMemory memory;
    if (!memory.open(path, &error) || !addTmxPairs(memory, pairs, &stats, &error) ||
        !memory.refreshLexicon(nullptr, &error)) {
        err() << "tandem tm: " << error << Qt::endl;
        return UsageOrInput;
    }
    out() << CliText::tr("%1: %2 translation units, %3 pairs added, %4 without English or Korean")
                 .arg(positional.constFirst())
                 .arg(stats.units)
                 .arg(stats.added)
                 .arg(stats.skipped);
    if (stats.tooLong > 0)
        out() << CliText::tr(", %1 not stored: a segment over %2 characters or a property over %3")
                     .arg(stats.tooLong)
                     .arg(TmxLimits::MaxSegmentChars)
                     .arg(TmxLimits::MaxPropertyChars);
    out() << Qt::endl;
    return Ok;
}

} // namespace

int runTm(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliText::tr("The checkout's translation memory, built from its history."));
    parser.addHelpOption();
    parser.addOptions({
        {"tm", CliText::tr("the memory file (default: one per checkout in Tandem's data folder)"),
         "file"},
        {"checkout", CliText::tr("the checkout whose memory to use (default: the current folder)"),
         "dir"},
        {"format", CliText::tr("text or json"), "format", "text"},
        {"threshold", CliText::tr("query: the lowest score shown (default 70)"), "n"},
        {"limit", CliText::tr("query: matches shown (default 5); concordance: hits (default 200)"),
         "n"},
        {"tmx", CliText::tr("export: the TMX file to write"), "file"},
        {"rebuild", CliText::tr("build: delete the memory and build it from scratch")},
    });
    parser.addPositionalArgument("command",
                                 CliText::tr("build, query, concordance, export or import"));
    if (!parser.parse(arguments)) return usage(parser.errorText());
    if (parser.isSet("help")) {
        out() << commandHelp(parser, QStringLiteral("tm")) << Usage << Qt::endl;
        return Ok;
    }
    QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0);
    if (!positional.isEmpty()) positional.removeFirst();
    const QString format = parser.value("format");
    if (format != "text" && format != "json")
        return usage(CliText::tr("unknown format %1").arg(format));
    const bool json = format == "json";
    if (command == "build") return runBuild(parser, positional, json);
    if (command == "query") return runQuery(parser, positional, json);
    if (command == "concordance") return runConcordance(parser, positional, json);
    if (command == "export") return runExport(parser, positional);
    if (command == "import") return runImport(parser, positional);
    return usage(
        command.isEmpty()
            ? CliText::tr("a command is needed: build, query, concordance, export or import")
            : CliText::tr("unknown command %1").arg(command));
}

} // namespace tandem::cli
