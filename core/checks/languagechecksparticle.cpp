// SPDX-License-Identifier: GPL-3.0-or-later
// particle: the particle after an English word, a code span or a number must agree with how that
// word is read (Tensor를, model을, GPU를, 1을). When the reading is not certain, nothing is said.
#include "checktext.h"
#include "languagechecks.h"
#include "languagechecksreading.h"
#include "languagecheckstext.h"

#include "glossarymatcher.h"
#include "koreanparticles.h"
#include "particleagreement.h"

#include <QCoreApplication>
#include <QHash>

namespace tandem::checks {

using namespace tandem::language;

// Readings the glossary knows: the transliterated Korean of an entry (dataset 데이터셋, epoch
// 에폭), or for a term kept in English the Korean it is not to be written as (Tensor 텐서), which
// is how it is read. A translated term's Korean (layer 계층) says nothing about "layer".
const QHash<QString, FinalSound> &particleReadings(const GlossaryMatcher *terms)
{
    static const QHash<QString, FinalSound> none;
    if (!terms) return none;
    return terms->derived<QHash<QString, FinalSound>>("particle.readings", [terms] {
        QHash<QString, FinalSound> readings;
        for (const GlossaryEntry &e : terms->entries()) {
            QString reading;
            if (e.keepEnglish && !e.wrongKorean.isEmpty())
                reading = e.wrongKorean.constFirst();
            else if (e.note.contains(QStringLiteral("음차")) && !e.korean.isEmpty())
                reading = e.korean.constFirst();
            if (reading.isEmpty()) continue;
            const FinalSound sound = finalSoundOfKorean(reading);
            for (const QString &english : e.english)
                if (!english.contains(u' ')) readings.insert(english.toLower(), sound);
        }
        return readings;
    });
}

namespace {

FinalSound soundOf(QStringView word, const QHash<QString, FinalSound> &readings)
{
    return soundOfWritten(word, readings);
}

struct Finder
{
    const QHash<QString, FinalSound> &readings;
    IssueSink &sink;

    // `word` is read as `sound`; `tail` is the Hangul right after it, at file position `at`.
    void check(QStringView word, QStringView tail, Position at)
    {
        check(word, soundOf(word, readings), tail, at);
    }
    void check(QStringView word, FinalSound sound, QStringView tail, Position at)
    {
        if (tail.isEmpty() || !isKoreanTail(tail) || sound == FinalSound::Unknown) return;
        const QString agreed =
            agreeParticle(tail, sound != FinalSound::Vowel, sound == FinalSound::Rieul);
        if (agreed == tail) return;
        // The whole Hangul run after the word is replaced: 으로는 → 로는.
        const QString wrong = tail.toString();
        const QString right = agreed;
        const Range range{at, {at.line, at.column + int(tail.size())}};
        const QString how = sound == FinalSound::Vowel ? CheckText::tr("ends in a vowel")
                            : sound == FinalSound::Rieul
                                ? CheckText::tr("ends in ㄹ")
                                : CheckText::tr("ends in a consonant (받침)");
        sink.report(Severity::Warning, range,
                    CheckText::tr("\"%1\" %2 when read in Korean: write %3, not %4")
                        .arg(word.toString(), how, right, wrong),
                    Fix{range, right});
    }
};

QStringView hangulRun(QStringView text)
{
    qsizetype n = 0;
    while (n < text.size() && isHangulChar(text[n]))
        ++n;
    return text.left(n);
}

} // namespace

void particle(const CheckContext &ctx, IssueSink &sink)
{
    const QHash<QString, FinalSound> &readings = particleReadings(ctx.terms);
    Finder finder{readings, sink};
    for (const ProseRun &run : draftProseRuns(ctx)) {
        forEachWord(run.text, [&](const Word &w) {
            if (w.kind == Word::Hangul || !isHangulChar(w.after) || run.isExcluded(w.start, w.end))
                return;
            // A word glued to letters or digits on its left is part of a longer name (ResNet50).
            if (w.kind == Word::Number && (isAsciiLetter(w.before) || w.before == u'.')) return;
            if (w.kind == Word::Latin && (w.before.isDigit() || w.before == u'_')) return;
            QStringView word = run.text.mid(w.start, w.end - w.start);
            if (w.kind == Word::Latin) word = lastReadPart(word);
            finder.check(word, hangulRun(run.text.mid(w.end)),
                         {run.fileLine, run.column + int(w.end)});
        });
    }
    // Inline literals, roles and links followed by "\ " and a particle (``x``\ 를).
    QHash<int, int> viewOfLine;
    for (int v = 0; v < ctx.draft.lines.size(); ++v)
        viewOfLine.insert(ctx.draft.lines[v].fileLine, v);
    for (const InlineSpan &s : ctx.draft.inlines) {
        // `x` (the default role) as well: the community writes file names that way (`deeplab.jpg`
        // 을).
        if (s.kind != InlineKind::Literal && s.kind != InlineKind::Role &&
            s.kind != InlineKind::Reference && s.kind != InlineKind::TitleReference)
            continue;
        const auto v = viewOfLine.constFind(s.range.end.line);
        if (v == viewOfLine.constEnd()) continue;
        const SourceLine &line = ctx.draft.lines[*v];
        const qsizetype at = s.range.end.column - line.fileColumn;
        const QStringView rest =
            QStringView(line.text).mid(std::min<qsizetype>(at, line.text.size()));
        // ``x``\ 를, or the community's other habit, ``x`` 를 with a space: then only a
        // particle standing alone, and not 이 (also "this": ``x`` 이 값은).
        qsizetype skip = 0;
        if (rest.startsWith(u"\\ ")) {
            skip = 2;
        } else if (rest.startsWith(u' ')) {
            const QStringView alone = hangulRun(rest.mid(1));
            const QChar next =
                rest.size() > 1 + alone.size() ? rest[1 + alone.size()] : QChar(u' ');
            if (alone.isEmpty() || alone.startsWith(u'이') || alone.startsWith(u'가') ||
                alone.startsWith(u'나') || !(next.isSpace() || next.isPunct()))
                continue;
            skip = 1;
        } else {
            continue;
        }
        QStringView text = s.text;
        if (s.kind == InlineKind::Reference && s.embedded)
            text = text.left(std::max<qsizetype>(0, text.lastIndexOf(u'<')));
        if (s.kind == InlineKind::Role && text.contains(u'<'))
            text = text.left(text.indexOf(u'<')); // :doc:`제목 <path>`: the title is read
        if (s.kind == InlineKind::Role && text.startsWith(u'~'))
            text = text.mid(text.lastIndexOf(u'.') + 1); // :class:`~torch.nn.Module` shows Module
        text = text.trimmed();
        if (!text.isEmpty() && isHangulChar(text.back())) {
            // A Korean link text: its last syllable decides, as for any Korean word.
            finder.check(text, finalSoundOfKorean(text), hangulRun(rest.mid(skip)),
                         {s.range.end.line, s.range.end.column + int(skip)});
            continue;
        }
        finder.check(lastReadPart(text), hangulRun(rest.mid(skip)),
                     {s.range.end.line, s.range.end.column + int(skip)});
    }
}

} // namespace tandem::checks
