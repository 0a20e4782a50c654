// SPDX-License-Identifier: GPL-3.0-or-later
// The memory's query path on a memory built from the input: the part before "\n%%%%\n" holds
// pairs, one a line as "English<TAB>Korean"; the part after is the text looked up (query and
// concordance, English and Korean). The memory is then exported to TMX and imported again:
// every pair must come back as the memory holds it, control characters included (the memory
// stores the noncharacters U+FFFE and U+FFFF as U+FFFD, as SQLite reads them). The lexicon is
// learned from the pairs and read back.
#include "fuzzinput.h"
#include "tmx.h"
#include "translationmemory.h"

#include <QFile>

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    static const QString memoryPath = fuzz::scratchFolder() + QStringLiteral("/memory.sqlite");
    static const QString copyPath = fuzz::scratchFolder() + QStringLiteral("/copy.sqlite");
    static const QString tmxPath = fuzz::scratchFolder() + QStringLiteral("/out.tmx");
    const QList<QByteArray> parts = fuzz::splitPair(fuzz::bytesOf(data, size));
    QString error;
    for (const QString &path : {memoryPath, copyPath})
        if (!TranslationMemory::remove(path, &error)) abort();

    QList<TmPair> stored;
    {
        TranslationMemory memory;
        if (!memory.open(memoryPath, &error) || !memory.begin(&error)) abort();
        int n = 0;
        for (const QByteArray &line : parts[0].split('\n')) {
            const qsizetype tab = line.indexOf('\t');
            if (tab < 0) continue;
            TmPair p;
            p.source = QString::fromUtf8(line.left(tab));
            p.target = QString::fromUtf8(line.mid(tab + 1));
            p.file = QStringLiteral("f%1.rst").arg(n++ % 3);
            p.date = n;
            if (p.source.trimmed().isEmpty() || p.target.trimmed().isEmpty()) continue;
            bool added = false;
            if (!memory.addPair(p, &added, &error)) abort();
            if (!added) continue;
            for (QString *text : {&p.source, &p.target})
                text->replace(QChar(0xFFFE), QChar::ReplacementCharacter)
                    .replace(QChar(0xFFFF), QChar::ReplacementCharacter);
            stored.append(p);
        }
        if (!memory.commit(&error)) abort();

        const QString text = QString::fromUtf8(parts[1]);
        TmQueryOptions options;
        options.threshold = 0;
        for (const TmMatch &m : memory.query(text, options))
            if (m.score < 0 || m.score > 100) abort();
        (void)memory.concordance(text, 20);
        if (!stored.isEmpty()) {
            (void)memory.query(stored.constFirst().source);
            (void)memory.concordance(stored.constLast().target.left(8), 20);
        }
        // The lexicon learned from the same pairs: stored whole and read back the same, and
        // the looked-up text's words found among it without a fault.
        bool relearned = false;
        if (!memory.refreshLexicon(&relearned, &error)) abort();
        const BilingualLexicon lexicon = memory.lexicon(&error);
        if (!error.isEmpty()) abort();
        for (auto it = lexicon.entries().constBegin(); it != lexicon.entries().constEnd(); ++it)
            for (const LexiconRendering &r : *it)
                if (r.links < 2 || r.links > r.koreanUnits || r.links > lexicon.units(it.key()))
                    abort();
        const QSet<QString> stems = BilingualLexicon::koreanStemSet(text);
        for (const QString &word : BilingualLexicon::englishKeys(text))
            (void)lexicon.renderingIn(word, stems);
        if (exportTmx(memory, tmxPath, &error) != stored.size()) abort();
    }
    TranslationMemory copy;
    TmxImportStats stats;
    if (!copy.open(copyPath, &error) || !importTmx(copy, tmxPath, &stats, &error)) abort();
    const QList<TmPair> back = copy.allPairs();
    if (back.size() != stored.size()) abort();
    for (qsizetype i = 0; i < back.size(); ++i)
        if (back[i].source != stored[i].source || back[i].target != stored[i].target) {
            qWarning() << "round trip changed" << stored[i].source << stored[i].target << "to"
                       << back[i].source << back[i].target;
            abort();
        }
    return 0;
}
