// SPDX-License-Identifier: GPL-3.0-or-later
// speech-level: the document's dominant sentence ending, 합니다체 (formal: 합니다, 입니다, 하세요,
// 할까요) or 한다체 (plain: 한다, 이다, 하자), and the sentences that break it. Only sentences of
// paragraphs are read: titles, code, and the one-sentence items of lists (often fragments written
// in another register on purpose) are left out.
#include "checktext.h"
#include "languagechecks.h"
#include "languagecheckstext.h"

#include <QCoreApplication>

namespace tandem::checks {

namespace {

using namespace tandem::language;

enum class Level
{
    None,
    Formal,
    Plain
};

struct Ending
{
    Level level = Level::None;
    int fileLine = 0;
    int column = 0; // the word's start
    QString word;
};

Level levelOf(QStringView word)
{
    if (word.size() < 2) return Level::None;
    if (word.endsWith(u"니다") || word.endsWith(u"니까") || word.endsWith(u"요") ||
        word.endsWith(u"시오"))
        return Level::Formal;
    // 합시다, 봅시다: the formal way to say "let us" (ㅂ시다), at home in a 합니다 text.
    if (word.endsWith(u"시다") && word.size() >= 3) {
        const char16_t p = word[word.size() - 3].unicode();
        if (p >= 0xAC00 && p <= 0xD7A3 && (p - 0xAC00) % 28 == 17) return Level::Formal;
    }
    if (word.endsWith(u"다") || word.endsWith(u"자")) return Level::Plain;
    return Level::None;
}

QChar withFinal(QChar syllable, int jong)
{
    const int base = syllable.unicode() - 0xAC00;
    return QChar(char16_t(0xAC00 + base - base % 28 + jong));
}

// The formal form of a plain ending, where the rule is regular: 한다 → 합니다, 이다 → 입니다,
// 있다 → 있습니다, 받는다 → 받습니다. Empty when unsure.
QString formalOf(const QString &word)
{
    if (!word.endsWith(u'다') || word.size() < 2) return {};
    const QChar p = word[word.size() - 2];
    if (p.unicode() < 0xAC00 || p.unicode() > 0xD7A3) return {};
    const int jong = (p.unicode() - 0xAC00) % 28;
    const QString stem = word.left(word.size() - 2);
    if (p == u'는') {
        if (stem.isEmpty()) return {};
        const QChar s = stem.back();
        const int sj =
            s.unicode() >= 0xAC00 && s.unicode() <= 0xD7A3 ? (s.unicode() - 0xAC00) % 28 : 0;
        return sj != 0 && sj != 8 ? stem + QStringLiteral("습니다") : QString();
    }
    if (jong == 4 || jong == 0) // ㄴ다 after a vowel stem, or a vowel: ㅂ니다
        return stem + withFinal(p, 17) + QStringLiteral("니다");
    if (jong == 8) return {};
    return word.left(word.size() - 1) + QStringLiteral("습니다");
}

template <typename F> void forEachSentenceBlock(const QList<Block> &blocks, bool inList, F &&f)
{
    for (const Block &b : blocks) {
        switch (b.kind) {
        case BlockKind::Comment:
        case BlockKind::LiteralBlock:
        case BlockKind::DoctestBlock:
        case BlockKind::Title:
            continue;
        case BlockKind::ListItem: {
            // A list item of one short paragraph is read as a fragment.
            int paragraphs = 0;
            for (const Block &c : b.children)
                paragraphs += c.kind == BlockKind::Paragraph;
            if (paragraphs <= 1 && b.endLine - b.line < 2) continue;
            break;
        }
        default:
            break;
        }
        if (b.kind == BlockKind::Paragraph) f(b);
        forEachSentenceBlock(b.children, inList || b.kind == BlockKind::ListItem, f);
    }
}

bool isSentenceEnd(QStringView text, qsizetype at)
{
    const QChar c = text[at];
    if (c != u'.' && c != u'?' && c != u'!' && c != u':') return false;
    const qsizetype next = at + 1;
    if (c == u':') return next == text.size(); // "다음과 같습니다:" before a block
    // *한 문장 전체를 강조합니다.*: the sentence ends inside emphasis or strong.
    return next == text.size() || text[next].isSpace() || text[next] == u')' ||
           text[next] == u'"' || text[next] == u'”' || text[next] == u'\'' || text[next] == u'*';
}

} // namespace

void speechLevel(const CheckContext &ctx, IssueSink &sink)
{
    QList<Ending> endings;
    const std::vector<ProseRun> &runs = draftProseRuns(ctx);
    QSet<const Block *> sentenceBlocks;
    forEachSentenceBlock(ctx.draft.blocks, false,
                         [&](const Block &b) { sentenceBlocks.insert(&b); });
    for (const ProseRun &run : runs) {
        if (!sentenceBlocks.contains(run.block)) continue;
        const QStringView t = run.text;
        for (qsizetype i = 1; i < t.size(); ++i) {
            if (!isHangulChar(t[i - 1]) || !isSentenceEnd(t, i) || run.isExcluded(i - 1, i))
                continue;
            qsizetype start = i - 1;
            while (start > 0 && isHangulChar(t[start - 1]))
                --start;
            const QStringView word = t.mid(start, i - start);
            const Level level = levelOf(word);
            if (level != Level::None)
                endings.append({level, run.fileLine, run.column + int(start), word.toString()});
        }
    }
    int formal = 0, plain = 0;
    for (const Ending &e : endings)
        (e.level == Level::Formal ? formal : plain)++;
    // Only a clear majority makes a rule: at least five sentences and three in four.
    const int total = formal + plain;
    if (total < 5) return;
    Level dominant = Level::None;
    if (formal * 4 >= total * 3)
        dominant = Level::Formal;
    else if (plain * 4 >= total * 3)
        dominant = Level::Plain;
    if (dominant == Level::None) return;
    for (const Ending &e : endings) {
        if (e.level == dominant) continue;
        const Range range{{e.fileLine, e.column}, {e.fileLine, e.column + int(e.word.size())}};
        if (dominant == Level::Formal) {
            const QString formalWord = formalOf(e.word);
            std::optional<Fix> fix;
            if (!formalWord.isEmpty()) fix = Fix{range, formalWord};
            sink.report(
                Severity::Info, range,
                CheckText::tr(
                    "\"%1\" ends the sentence in 한다체; this document is written in 합니다체 "
                    "(%2 of %3 sentences)")
                    .arg(e.word)
                    .arg(formal)
                    .arg(total),
                fix);
        } else {
            sink.report(
                Severity::Info, range,
                CheckText::tr(
                    "\"%1\" ends the sentence in 합니다체; this document is written in 한다체 "
                    "(%2 of %3 sentences)")
                    .arg(e.word)
                    .arg(plain)
                    .arg(total));
        }
    }
}

} // namespace tandem::checks
