// SPDX-License-Identifier: GPL-3.0-or-later
// kept-english: translators often paste the source paragraph into the draft and write the
// Korean under or after it; the English is left when they forget to delete it. `untranslated`
// sees only a draft side with no Korean at all, so this English, next to Korean, went unflagged.
// Reported: a run of English sentences in a draft paragraph, most of whose words the source
// segment there (or next to it) uses, with Korean prose in the same paragraph or the paragraph
// next to it.
#include "keptenglishchecks.h"

#include "checktext.h"
#include "creditchecks.h"
#include "englishprose.h"
#include "segmenttext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace tandem::checks {

namespace {

bool isParagraph(const Block &b)
{
    return b.kind == BlockKind::Paragraph || b.kind == BlockKind::LineBlock;
}

bool isLatin(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// Latin words of two letters or more, lower case; `total` counts them all.
QList<QString> latinWords(QStringView text, int *total = nullptr)
{
    QList<QString> out;
    int count = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        if (!isLatin(text[i])) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < text.size() && (isLatin(text[j]) || text[j] == u'\''))
            ++j;
        if (j - i >= 2) {
            ++count;
            if (j - i >= 3) out.append(text.mid(i, j - i).toString().toLower());
        }
        i = j;
    }
    if (total) *total = count;
    return out;
}

// One draft paragraph's text, its lines joined with '\n', and where each line starts.
struct ParagraphText
{
    QString text;
    QList<qsizetype> starts;         // offset in `text` of each line
    QList<const SourceLine *> lines; // the lines themselves
    Position at(qsizetype offset) const
    {
        qsizetype i = std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin() - 1;
        i = std::max<qsizetype>(0, i);
        return {lines[i]->fileLine, lines[i]->fileColumn + int(offset - starts[i])};
    }
};

ParagraphText paragraphText(const RstDocument &doc, const AlignUnit &u)
{
    ParagraphText p;
    const int last = std::min<int>(u.block->lastView, int(doc.lines.size()) - 1);
    for (int v = u.block->firstView; v <= last; ++v) {
        const SourceLine &l = doc.lines[v];
        if (l.code || l.fileLine < u.line || l.fileLine > u.endLine) continue;
        p.starts.append(p.text.size());
        p.lines.append(&l);
        p.text += l.text;
        p.text += u'\n';
    }
    return p;
}

// Sentences as [start, end) offsets: ended by . ! ? followed by a space, and at a line break
// between a line with Hangul and one without (an English line above its Korean).
QList<std::pair<qsizetype, qsizetype>> sentences(const ParagraphText &p)
{
    QList<std::pair<qsizetype, qsizetype>> out;
    QList<bool> hangulLine;
    for (qsizetype i = 0; i < p.starts.size(); ++i)
        hangulLine.append(containsHangul(p.lines[i]->text));
    qsizetype start = 0, line = 0;
    const QString &t = p.text;
    for (qsizetype i = 0; i < t.size(); ++i) {
        bool end = false;
        if (t[i] == u'\n') {
            end = line + 1 >= hangulLine.size() || hangulLine[line] != hangulLine[line + 1];
            ++line;
        } else if ((t[i] == u'.' || t[i] == u'!' || t[i] == u'?') && i + 1 < t.size() &&
                   t[i + 1].isSpace()) {
            end = true;
            ++i;
            if (t[i] == u'\n') ++line;
        }
        if (end) {
            if (i + 1 > start) out.append({start, i + 1});
            start = i + 1;
        }
    }
    if (start < t.size()) out.append({start, t.size()});
    return out;
}

// Whether draft unit i, a paragraph without Korean, has next to it a Korean paragraph that may
// translate it: in the same segment, or with a paragraph alignment left unpaired close by (the
// English took the source's place, and every pair after it is shifted by one until then).
// Without either, the Korean next door translates other source text, and the English is
// `untranslated`'s.
bool koreanBeside(const CheckContext &ctx, int i)
{
    const Alignment &a = *ctx.alignment;
    const int k = a.segmentAtDraftLine(a.draftUnits[i].line);
    if (k < 0) return false;
    constexpr int Reach = 3; // segments
    bool unpairedNear = false;
    for (int m = std::max(0, k - Reach); m <= std::min<int>(a.segments.size() - 1, k + Reach); ++m)
        unpairedNear |= !a.segments[m].hasSource() && a.segments[m].hasDraft();
    for (int j : {i - 1, i + 1}) {
        if (j < 0 || j >= a.draftUnits.size() || !isParagraph(*a.draftUnits[j].block)) continue;
        const int kj = a.segmentAtDraftLine(a.draftUnits[j].line);
        if (kj < 0 || (kj != k && !unpairedNear)) continue;
        if (containsHangul(unitText(ctx.draft, a.draftUnits[j]))) return true;
    }
    return false;
}

} // namespace

bool isKeptEnglishParagraph(const CheckContext &ctx, int i)
{
    const Alignment &a = *ctx.alignment;
    if (i < 0 || i >= a.draftUnits.size() || !isParagraph(*a.draftUnits[i].block)) return false;
    const QString text = unitText(ctx.draft, a.draftUnits[i]);
    if (containsHangul(text) || !koreanBeside(ctx, i)) return false;
    const int k = a.segmentAtDraftLine(a.draftUnits[i].line);
    const QString masked = maskKeptEnglishMarkup(text);
    if (!maskedReadsAsEnglishProse(masked, 2)) return false;
    int total = 0;
    const QList<QString> words = latinWords(masked, &total);
    const QSet<QString> distinct(words.begin(), words.end());
    if (total < 5 || distinct.size() < 4) return false;
    QSet<QString> source;
    for (int m = std::max(0, k - 1); m <= std::min<int>(a.segments.size() - 1, k + 1); ++m)
        if (a.segments[m].hasSource())
            for (const QString &w : latinWords(ctx.sourceSideOf(m).text))
                source.insert(w);
    int known = 0;
    for (const QString &w : distinct)
        known += source.contains(w);
    return known * 10 >= int(distinct.size()) * 7;
}

void keptEnglish(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.source || !ctx.alignment) return;
    const Alignment &a = *ctx.alignment;
    QHash<int, QSet<QString>> sourceWordsOf;
    auto sourceWords = [&](int k) -> const QSet<QString> & {
        auto it = sourceWordsOf.find(k);
        if (it == sourceWordsOf.end()) {
            QSet<QString> words;
            if (k >= 0 && k < a.segments.size() && a.segments[k].hasSource())
                for (const QString &w : latinWords(ctx.sourceSideOf(k).text))
                    words.insert(w);
            it = sourceWordsOf.insert(k, words);
        }
        return *it;
    };
    static const QRegularExpression citation(QStringLiteral(R"(^\s*\[[#*\w.-]+\]\s)"));
    for (int i = 0; i < a.draftUnits.size(); ++i) {
        const AlignUnit &u = a.draftUnits[i];
        if (!isParagraph(*u.block)) continue;
        const int k = a.segmentAtDraftLine(u.line);
        if (k < 0) continue;
        const ParagraphText p = paragraphText(ctx.draft, u);
        if (p.lines.isEmpty() || citation.match(p.text).hasMatch()) continue;
        // Markup whose words stay English (a link's title over two lines, a literal) is masked
        // in the whole paragraph, before it is cut into sentences.
        const QString masked = maskKeptEnglishMarkup(p.text);
        if (creditLineKind(p.lines.first()->text, ctx.style) != CreditLine::None) continue;
        // English alone between paragraphs that translate other source text is `untranslated`'s.
        if (!containsHangul(p.text) && !koreanBeside(ctx, i)) continue;
        // Runs of English sentences.
        qsizetype runStart = -1, runEnd = -1;
        auto flush = [&] {
            if (runStart < 0) return;
            const qsizetype from = runStart, to = runEnd;
            runStart = runEnd = -1;
            const QStringView run = QStringView(masked).mid(from, to - from);
            // Code, a formula, a table row or a title is not prose kept (englishprose.h).
            if (!maskedReadsAsEnglishProse(run, 2)) return;
            int total = 0;
            const QList<QString> words = latinWords(run, &total);
            const QSet<QString> distinct(words.begin(), words.end());
            if (total < 5 || distinct.size() < 4) return;
            int known = 0;
            for (const QString &w : distinct)
                if (sourceWords(k).contains(w) || sourceWords(k - 1).contains(w) ||
                    sourceWords(k + 1).contains(w))
                    ++known;
            if (known * 10 < int(distinct.size()) * 7) return;
            qsizetype end = to;
            while (end > from && p.text[end - 1].isSpace())
                --end;
            sink.report(Severity::Warning, Range{p.at(from), p.at(end)},
                        CheckText::tr("The source's English is kept next to its translation"));
        };
        for (const auto &[from, to] : sentences(p)) {
            const QStringView s = QStringView(p.text).mid(from, to - from);
            const QStringView m = QStringView(masked).mid(from, to - from);
            const bool english = !containsHangul(s) && std::any_of(m.begin(), m.end(), [](QChar c) {
                return isLatin(c);
            });
            if (english) {
                if (runStart < 0) runStart = from;
                runEnd = to;
            } else if (containsHangul(s)) {
                flush();
            }
        }
        flush();
    }
}

} // namespace tandem::checks
