// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncapply.h"

#include "alignment.h"
#include "codecompare.h"
#include "codelanguage.h"
#include "koreanparticles.h"
#include "particleagreement.h"
#include "rstscanner.h"
#include "worddiff.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <vector>

namespace tandem {

namespace {

struct SyncApplyText
{
    Q_DECLARE_TR_FUNCTIONS(SyncApply)
};

using language::FinalSound;

// ---------------------------------------------------------------------------------------------
// Prose: the things a translation keeps as they are.

enum class ItemKind
{
    Literal, // ``x``: x
    Role,    // :func:`x`: x; :doc:`title <x>`: x
    Url,     // `text <x>`__, a bare x
    Number
};

struct Item
{
    ItemKind kind = ItemKind::Literal;
    qsizetype start = 0, length = 0; // the kept text
    qsizetype markupEnd = 0;         // where the markup around it ends: a particle follows
    bool read = false;               // the kept text is what a reader reads (the particle's word)
};

// One pattern, tried left to right; a number inside a literal or a URL is part of that.
const QRegularExpression &itemPattern()
{
    static const QRegularExpression re(
        QStringLiteral("``(?<lit>(?:[^`]|`(?!`))+?)``"
                       "|:[A-Za-z][\\w:.+-]*:`(?<role>[^`]+)`"
                       "|`[^`<]*<(?<ref>[^<>`\\s]+)>`_{1,2}"
                       "|(?<url>https?://[^\\s<>`'\"]*[^\\s<>`'\".,;:!?)\\]])"
                       "|(?<![\\w.\\-])(?<num>\\d+(?:[.,]\\d+)*)(?![\\w])"));
    return re;
}

QList<Item> itemsOf(const QString &text)
{
    QList<Item> items;
    auto it = itemPattern().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        Item item;
        item.markupEnd = m.capturedEnd();
        if (m.capturedStart(QStringLiteral("lit")) >= 0) {
            item.kind = ItemKind::Literal;
            item.start = m.capturedStart(QStringLiteral("lit"));
            item.length = m.capturedLength(QStringLiteral("lit"));
            item.read = true;
        } else if (m.capturedStart(QStringLiteral("role")) >= 0) {
            item.kind = ItemKind::Role;
            const QStringView content = m.capturedView(QStringLiteral("role"));
            const qsizetype open = content.lastIndexOf(u'<');
            if (content.endsWith(u'>') && open >= 0) {
                // :doc:`title <target>`: the target changes, the title is read.
                item.start = m.capturedStart(QStringLiteral("role")) + open + 1;
                item.length = content.size() - open - 2;
            } else {
                item.start = m.capturedStart(QStringLiteral("role"));
                item.length = content.size();
                item.read = true;
            }
        } else if (m.capturedStart(QStringLiteral("ref")) >= 0) {
            item.kind = ItemKind::Url;
            item.start = m.capturedStart(QStringLiteral("ref"));
            item.length = m.capturedLength(QStringLiteral("ref"));
        } else if (m.capturedStart(QStringLiteral("url")) >= 0) {
            item.kind = ItemKind::Url;
            item.start = m.capturedStart(QStringLiteral("url"));
            item.length = m.capturedLength(QStringLiteral("url"));
        } else {
            item.kind = ItemKind::Number;
            item.start = m.capturedStart(QStringLiteral("num"));
            item.length = m.capturedLength(QStringLiteral("num"));
            item.read = true;
        }
        items.append(item);
    }
    return items;
}

// The text with every kept item replaced by one mark, whitespace folded: two versions whose
// masks are equal differ only in kept items.
QString masked(const QString &text, const QList<Item> &items)
{
    QString out;
    qsizetype at = 0;
    for (const Item &i : items) {
        out += QStringView(text).mid(at, i.start - at);
        out += QChar(0x1);
        at = i.start + i.length;
    }
    out += QStringView(text).mid(at);
    return out.simplified();
}

QStringView hangulRun(QStringView text)
{
    qsizetype n = 0;
    while (n < text.size() && isHangul(text[n].unicode()))
        ++n;
    return text.left(n);
}

// The word a reader reads for a kept text: :class:`~torch.nn.Module` shows Module.
QStringView readWord(QStringView kept)
{
    if (kept.startsWith(u'~')) kept = kept.mid(kept.lastIndexOf(u'.') + 1);
    return language::lastReadPart(kept);
}

// Makes the particle after the markup ending at `at` agree with `newKept`, read as the particle
// check reads it (``x``를, ``x``\ 를, ``x``\를 as gettext catalogues write it, ``x`` 를 with a
// lone particle, 3을).
void reAgree(QString &text, qsizetype at, QStringView newKept,
             const QHash<QString, FinalSound> &readings, bool *unsure)
{
    const QStringView rest = QStringView(text).mid(at);
    qsizetype skip = 0;
    if (rest.startsWith(u"\\ ")) {
        skip = 2;
    } else if (rest.startsWith(u'\\')) {
        skip = 1;
    } else if (rest.startsWith(u' ')) {
        const QStringView alone = hangulRun(rest.mid(1));
        const QChar next = rest.size() > 1 + alone.size() ? rest[1 + alone.size()] : QChar(u' ');
        // Not 이, 가, 나: also words of their own (``x`` 이 값은).
        if (alone.isEmpty() || alone.startsWith(u'이') || alone.startsWith(u'가') ||
            alone.startsWith(u'나') || !(next.isSpace() || next.isPunct()))
            return;
        skip = 1;
    }
    const QStringView tail = hangulRun(rest.mid(skip));
    if (tail.isEmpty() || !isKoreanTail(tail)) return;
    const FinalSound sound = language::soundOfWritten(readWord(newKept), readings);
    if (sound == FinalSound::Unknown) {
        if (agreeParticle(tail, true) != agreeParticle(tail, false)) *unsure = true;
        return;
    }
    const QString agreed =
        agreeParticle(tail, sound != FinalSound::Vowel, sound == FinalSound::Rieul);
    if (agreed != tail) text.replace(at + skip, tail.size(), agreed);
}

QString keptText(const QString &text, const Item &i)
{
    return text.mid(i.start, i.length);
}

// Whether each place of the kept text `key` can be told in the Korean by its neighbours: the
// kept items of the Korean that the English also has come in the English's order, and
// between two places of `key` there is another item (two places side by side, "1 epoch with
// batch size 1", are the same to the eye whatever the Korean's word order: "배치 크기 1로 1
// 에폭"). Then the n-th place in the Korean is the n-th in the English.
bool sameOrderAround(ItemKind kind, const QString &key, const QString &english,
                     const QList<Item> &englishItems, const QString &korean,
                     const QList<Item> &koreanItems)
{
    const auto sequence = [](const QString &text, const QList<Item> &items) {
        QList<std::pair<ItemKind, QString>> out;
        for (const Item &i : items)
            out.append({i.kind, keptText(text, i)});
        return out;
    };
    const QList<std::pair<ItemKind, QString>> inEnglish = sequence(english, englishItems);
    QList<std::pair<ItemKind, QString>> inKorean;
    for (const auto &item : sequence(korean, koreanItems))
        if (inEnglish.contains(item)) inKorean.append(item);
    if (inKorean != inEnglish) return false;
    const std::pair<ItemKind, QString> place{kind, key};
    for (qsizetype i = 1; i < inEnglish.size(); ++i)
        if (inEnglish[i] == place && inEnglish[i - 1] == place) return false;
    return true;
}

enum class Outcome
{
    Applied,
    AlreadyIn, // the Korean has the new version already (an earlier run applied it)
    Left
};

// Applies the kept-item changes between `oldEnglish` and `newEnglish` (unit texts) to the Korean
// `korean`. Left with `why` when the change is more than kept items, or cannot be placed.
Outcome applyProse(const QString &oldEnglish, const QString &newEnglish, QString &korean,
                   const QHash<QString, FinalSound> &readings, QString *why, bool *unsure,
                   bool *keptOnly)
{
    const QList<Item> oldItems = itemsOf(oldEnglish), newItems = itemsOf(newEnglish);
    if (oldItems.size() != newItems.size() ||
        masked(oldEnglish, oldItems) != masked(newEnglish, newItems)) {
        *why = SyncApplyText::tr("the English prose changed");
        *keptOnly = false;
        return Outcome::Left;
    }
    // Each old kept text that changed somewhere, with what every occurrence of it became.
    struct Key
    {
        ItemKind kind;
        QString text;
        QStringList becomes; // per English occurrence, in order
        bool changed = false;
    };
    QList<Key> keys;
    for (qsizetype i = 0; i < oldItems.size(); ++i) {
        if (oldItems[i].kind != newItems[i].kind) {
            *why = SyncApplyText::tr("the English markup changed");
            *keptOnly = false;
            return Outcome::Left;
        }
        const QString from = keptText(oldEnglish, oldItems[i]);
        const QString to = keptText(newEnglish, newItems[i]);
        auto k = std::find_if(keys.begin(), keys.end(), [&](const Key &key) {
            return key.kind == oldItems[i].kind && key.text == from;
        });
        if (k == keys.end()) {
            keys.append({oldItems[i].kind, from, {}, false});
            k = keys.end() - 1;
        }
        k->becomes.append(to);
        k->changed |= from != to;
    }
    // Where each changed key is in the Korean, and what each occurrence becomes.
    struct Edit
    {
        Item item;
        QString to;
    };
    std::vector<Edit> edits;
    const QList<Item> koreanItems = itemsOf(korean);
    int already = 0, changedKeys = 0;
    for (const Key &k : std::as_const(keys)) {
        if (!k.changed) continue;
        ++changedKeys;
        QList<Item> found;
        for (const Item &i : koreanItems)
            if (i.kind == k.kind && keptText(korean, i) == k.text) found.append(i);
        if (found.isEmpty()) {
            // Written already (an earlier run, or by hand)? Every new text there, none old.
            const bool present =
                std::all_of(k.becomes.cbegin(), k.becomes.cend(), [&](const QString &b) {
                    return std::any_of(koreanItems.cbegin(), koreanItems.cend(),
                                       [&](const Item &i) {
                                           return i.kind == k.kind && keptText(korean, i) == b;
                                       });
                });
            if (present) {
                ++already;
                continue;
            }
            *why = SyncApplyText::tr("%1 is not in the Korean").arg(k.text);
            return Outcome::Left;
        }
        const bool same = std::all_of(k.becomes.cbegin(), k.becomes.cend(),
                                      [&](const QString &b) { return b == k.becomes.first(); });
        if (!same && found.size() != k.becomes.size()) {
            *why = SyncApplyText::tr("%1 changed in some places only, and the Korean has it %2 "
                                     "times, the English %3")
                       .arg(k.text)
                       .arg(found.size())
                       .arg(k.becomes.size());
            return Outcome::Left;
        }
        // Which of its places changed: the n-th in the Korean is the n-th in the English only
        // when the Korean keeps the English's order around them ("Pass ``x`` to ``f`` and
        // ``x`` to ``g``" translated as "``g``에는 ``x``를, ``f``에는 ``x``를" does not).
        if (!same && !sameOrderAround(k.kind, k.text, oldEnglish, oldItems, korean, koreanItems)) {
            *why = SyncApplyText::tr("%1 is written %2 times and changed in some places only; "
                                     "which of them in the Korean is not certain: for the "
                                     "translator")
                       .arg(k.text)
                       .arg(found.size());
            return Outcome::Left;
        }
        for (qsizetype j = 0; j < found.size(); ++j) {
            const QString &to = same ? k.becomes.first() : k.becomes[j];
            if (to != k.text) edits.push_back({found[j], to});
        }
    }
    // Right to left, so that the offsets of the edits still to make stay right.
    std::sort(edits.begin(), edits.end(),
              [](const Edit &a, const Edit &b) { return a.item.start > b.item.start; });
    for (const Edit &e : edits) {
        korean.replace(e.item.start, e.item.length, e.to);
        if (e.item.read)
            reAgree(korean, e.item.markupEnd + (e.to.size() - e.item.length), e.to, readings,
                    unsure);
    }
    return already == changedKeys ? Outcome::AlreadyIn : Outcome::Applied;
}

// ---------------------------------------------------------------------------------------------
// Code: lines, compared without their comments (translators translate those).

struct CodeLine
{
    QString code;    // before the comment, trailing space dropped
    QString comment; // from the comment mark on
    qsizetype split = 0;
};

CodeLine splitLine(const QString &line, bool slash)
{
    CodeLine l;
    const qsizetype comment = lineCommentStart(line, slash);
    l.split = comment < 0 ? line.size() : comment; // no comment: all of it is code
    l.code = line.left(l.split);
    while (!l.code.isEmpty() && l.code.back().isSpace())
        l.code.chop(1);
    l.comment = line.mid(l.split).trimmed();
    return l;
}

// Lines of a sphinx-gallery text block: every one starts with '#'.
bool allCommented(const QStringList &lines)
{
    return std::all_of(lines.cbegin(), lines.cend(),
                       [](const QString &l) { return l.trimmed().startsWith(u'#'); });
}

void uncomment(QStringList &lines)
{
    for (QString &l : lines) {
        const qsizetype hash = l.indexOf(u'#');
        l = l.mid(hash + (l.mid(hash + 1).startsWith(u' ') ? 2 : 1));
    }
}

void recomment(QStringList &lines)
{
    for (QString &l : lines)
        l = l.isEmpty() ? QStringLiteral("#") : QStringLiteral("# ") + l;
}

struct Hunk
{
    int oldFrom = 0, oldCount = 0; // removed lines of the old block
    int newFrom = 0, newCount = 0; // added lines of the new block
};

// The line differences of two short blocks (longest common subsequence of whole lines).
QList<Hunk> lineHunks(const QStringList &a, const QStringList &b)
{
    const int n = int(a.size()), m = int(b.size());
    std::vector<int> table(size_t(n + 1) * size_t(m + 1), 0);
    auto at = [&](int i, int j) -> int & { return table[size_t(i) * size_t(m + 1) + size_t(j)]; };
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j)
            at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    QList<Hunk> hunks;
    int i = 0, j = 0;
    Hunk open{0, 0, 0, 0};
    bool inHunk = false;
    auto close = [&] {
        if (inHunk) hunks.append(open);
        inHunk = false;
    };
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            close();
            ++i;
            ++j;
            continue;
        }
        if (!inHunk) {
            open = {i, 0, j, 0};
            inHunk = true;
        }
        if (j < m && (i == n || at(i, j + 1) >= at(i + 1, j))) {
            ++open.newCount;
            ++j;
        } else {
            ++open.oldCount;
            ++i;
        }
    }
    close();
    return hunks;
}

constexpr int MaxCodeLines = 400;

// Applies the code changes between two versions of a block to the Korean block's lines.
Outcome applyCode(const QStringList &oldLines, const QStringList &newLines, QStringList &korean,
                  bool slash, QString *why, bool *keptOnly)
{
    if (oldLines.size() > MaxCodeLines || newLines.size() > MaxCodeLines) {
        *why = SyncApplyText::tr("the code block is too long to compare line by line");
        return Outcome::Left;
    }
    QStringList oldTrim, newTrim;
    for (const QString &l : oldLines)
        oldTrim.append(QString(l).replace(QRegularExpression(QStringLiteral("\\s+$")), {}));
    for (const QString &l : newLines)
        newTrim.append(QString(l).replace(QRegularExpression(QStringLiteral("\\s+$")), {}));
    QList<CodeLine> oldSplit, newSplit, koreanSplit;
    for (const QString &l : std::as_const(oldTrim))
        oldSplit.append(splitLine(l, slash));
    for (const QString &l : std::as_const(newTrim))
        newSplit.append(splitLine(l, slash));
    for (const QString &l : std::as_const(korean))
        koreanSplit.append(splitLine(l, slash));
    // Written already (an earlier run): the Korean block's code is the new English's.
    {
        QStringList koreanCode, oldCode, newCode;
        for (const CodeLine &l : std::as_const(koreanSplit))
            if (!l.code.trimmed().isEmpty()) koreanCode.append(l.code);
        for (const CodeLine &l : std::as_const(oldSplit))
            if (!l.code.trimmed().isEmpty()) oldCode.append(l.code);
        for (const CodeLine &l : std::as_const(newSplit))
            if (!l.code.trimmed().isEmpty()) newCode.append(l.code);
        if (oldCode == newCode) {
            *why = SyncApplyText::tr("a code comment changed");
            *keptOnly = false;
            return Outcome::Left;
        }
        if (koreanCode == newCode) return Outcome::AlreadyIn;
    }

    struct Placed
    {
        int at = 0;    // first Korean line replaced (or inserted before)
        int count = 0; // Korean lines replaced
        QStringList lines;
    };
    QList<Placed> placed;
    const int k = int(korean.size());
    // Korean positions where old lines [from, from + count) stand, by their code.
    auto matchesAt = [&](int p, int from, int count) {
        for (int i = 0; i < count; ++i)
            if (p + i >= k || koreanSplit[p + i].code != oldSplit[from + i].code) return false;
        return true;
    };
    for (const Hunk &h : lineHunks(oldTrim, newTrim)) {
        // The comments must stay as they were: a new or changed comment is prose to translate.
        QStringList removedComments, addedComments;
        for (int i = 0; i < h.oldCount; ++i)
            if (!oldSplit[h.oldFrom + i].comment.isEmpty())
                removedComments.append(oldSplit[h.oldFrom + i].comment);
        for (int i = 0; i < h.newCount; ++i)
            if (!newSplit[h.newFrom + i].comment.isEmpty())
                addedComments.append(newSplit[h.newFrom + i].comment);
        const bool lineByLine = h.oldCount == h.newCount;
        bool commentsKept = removedComments == addedComments;
        if (lineByLine)
            for (int i = 0; i < h.oldCount; ++i)
                commentsKept &= oldSplit[h.oldFrom + i].comment == newSplit[h.newFrom + i].comment;
        if (!commentsKept) {
            *why = SyncApplyText::tr("a code comment changed");
            *keptOnly = false;
            return Outcome::Left;
        }
        // Where the removed lines (or, for added lines only, the line before them) stand in the
        // Korean block; a line that occurs more than once is told apart by its neighbours.
        const int from = h.oldCount > 0 ? h.oldFrom : h.oldFrom - 1;
        const int count = h.oldCount > 0 ? h.oldCount : 1;
        QList<int> candidates;
        if (from >= 0) {
            for (int p = 0; p < k; ++p)
                if (matchesAt(p, from, count)) candidates.append(p);
            if (candidates.size() > 1 && from > 0)
                candidates.removeIf(
                    [&](int p) { return p == 0 || !matchesAt(p - 1, from - 1, 1); });
            if (candidates.size() > 1 && from + count < oldSplit.size())
                candidates.removeIf([&](int p) { return !matchesAt(p + count, from + count, 1); });
        } else if (!oldSplit.isEmpty()) {
            // Added at the very top: before the Korean line of the old first line.
            for (int p = 0; p < k; ++p)
                if (matchesAt(p, 0, 1)) candidates.append(p + 1);
            if (candidates.size() > 1) candidates = {candidates.constFirst()};
        }
        if (candidates.size() != 1) {
            *why = SyncApplyText::tr("the changed code lines are not in the Korean block as "
                                     "they were in the English");
            return Outcome::Left;
        }
        const int p = candidates.constFirst();
        Placed edit;
        if (h.oldCount == 0) {
            edit.at = from >= 0 ? p + 1 : p - 1;
            edit.count = 0;
            edit.lines = newTrim.mid(h.newFrom, h.newCount);
        } else {
            edit.at = p;
            edit.count = h.oldCount;
            // The comments are the same, in the same order, on both sides: the j-th commented
            // added line carries the j-th commented removed line's comment, which the Korean
            // may have translated: kept after the new code.
            QList<int> commentedRemoved;
            for (int i = 0; i < h.oldCount; ++i)
                if (!oldSplit[h.oldFrom + i].comment.isEmpty()) commentedRemoved.append(i);
            int nextComment = 0;
            for (int i = 0; i < h.newCount; ++i) {
                const QString &added = newTrim[h.newFrom + i];
                const CodeLine &n = newSplit[h.newFrom + i];
                if (n.comment.isEmpty()) {
                    edit.lines.append(added);
                    continue;
                }
                const int r = commentedRemoved.value(nextComment++, -1);
                const CodeLine *kl = r >= 0 ? &koreanSplit[p + r] : nullptr;
                if (kl && !kl->comment.isEmpty() && kl->comment != n.comment)
                    edit.lines.append(added.left(n.split) + korean[p + r].mid(kl->split));
                else
                    edit.lines.append(added);
            }
        }
        placed.append(edit);
    }
    std::sort(placed.begin(), placed.end(),
              [](const Placed &a, const Placed &b) { return a.at > b.at; });
    for (qsizetype i = 0; i + 1 < placed.size(); ++i)
        if (placed[i + 1].at + placed[i + 1].count > placed[i].at) {
            *why = SyncApplyText::tr("the changed code lines are not in the Korean block as "
                                     "they were in the English");
            return Outcome::Left;
        }
    for (const Placed &e : std::as_const(placed)) {
        korean.remove(e.at, e.count);
        for (qsizetype i = 0; i < e.lines.size(); ++i)
            korean.insert(e.at + i, e.lines[i]);
    }
    return Outcome::Applied;
}

// The unit starting at each line (the first one, where a directive and its body share a line).
QHash<int, const AlignUnit *> unitsByLine(const QList<AlignUnit> &units)
{
    QHash<int, const AlignUnit *> byLine;
    for (const AlignUnit &u : units)
        if (!byLine.contains(u.line)) byLine.insert(u.line, &u);
    return byLine;
}

} // namespace

std::optional<QList<std::pair<QString, QString>>> keptTextChanges(const QString &oldText,
                                                                  const QString &newText)
{
    const QList<Item> oldItems = itemsOf(oldText), newItems = itemsOf(newText);
    if (oldItems.size() != newItems.size() ||
        masked(oldText, oldItems) != masked(newText, newItems))
        return std::nullopt;
    QList<std::pair<QString, QString>> changes;
    for (qsizetype i = 0; i < oldItems.size(); ++i) {
        if (oldItems[i].kind != newItems[i].kind) return std::nullopt;
        const QString from = keptText(oldText, oldItems[i]), to = keptText(newText, newItems[i]);
        if (from != to) changes.append({from, to});
    }
    return changes;
}

int SyncPlan::appliedCount() const
{
    return int(std::count_if(changes.cbegin(), changes.cend(),
                             [](const SyncUnitChange &c) { return c.applied; }));
}

QStringList syncWordDiff(const QString &oldText, const QString &newText, int limit)
{
    QStringList pieces;
    const QList<WordDiffRange> diff = wordDiff(oldText, newText);
    auto shortText = [](QStringView t) {
        const QString s = t.toString().simplified();
        return s.size() > 60 ? s.left(59) + u'…' : s;
    };
    for (qsizetype i = 0; i < diff.size(); ++i) {
        const WordDiffRange &r = diff[i];
        if (r.kind == WordDiffRange::Kind::Equal) continue;
        if (pieces.size() == limit) {
            pieces.append(QStringLiteral("…"));
            break;
        }
        QString oldPiece, newPiece;
        if (r.kind == WordDiffRange::Kind::Deleted) {
            oldPiece = shortText(QStringView(oldText).mid(r.oldStart, r.oldLength));
            if (i + 1 < diff.size() && diff[i + 1].kind == WordDiffRange::Kind::Inserted) {
                const WordDiffRange &n = diff[++i];
                newPiece = shortText(QStringView(newText).mid(n.newStart, n.newLength));
            }
        } else {
            newPiece = shortText(QStringView(newText).mid(r.newStart, r.newLength));
        }
        // Space alone (indentation, a line joined) is not worth a piece.
        if (oldPiece.isEmpty() && newPiece.isEmpty()) continue;
        if (!oldPiece.isEmpty() && !newPiece.isEmpty())
            pieces.append(QStringLiteral("%1 → %2").arg(oldPiece, newPiece));
        else if (!oldPiece.isEmpty())
            pieces.append(QStringLiteral("−%1").arg(oldPiece));
        else
            pieces.append(QStringLiteral("+%1").arg(newPiece));
    }
    return pieces;
}

SyncPlan planSync(const QString &englishOld, const QString &englishNew, const QString &draftText,
                  FileKind kind, const QHash<QString, FinalSound> &readings, const QSet<int> &skip)
{
    SyncPlan plan;
    plan.draftText = draftText;
    const QList<DriftChange> changes = diffEnglishVersions(englishOld, englishNew, kind);
    if (changes.isEmpty()) return plan;
    const RstDocument oldDoc = scanDocument(englishOld, kind);
    const RstDocument newDoc = scanDocument(englishNew, kind);
    const RstDocument draftDoc = scanDocument(draftText, kind);
    const Alignment alignment = align(oldDoc, draftDoc);
    const QList<AlignUnit> newUnits = alignUnits(newDoc);
    const QHash<int, const AlignUnit *> oldUnitAt = unitsByLine(alignment.sourceUnits);
    const QHash<int, const AlignUnit *> newUnitAt = unitsByLine(newUnits);
    const QStringList oldLines = englishOld.split(u'\n');
    const QStringList newLines = englishNew.split(u'\n');
    const QStringList draftLines = draftText.split(u'\n');

    // The Korean lines each segment covers, as edited so far: first line → (last line, lines).
    QMap<int, std::pair<int, QStringList>> edited;

    for (qsizetype index = 0; index < changes.size(); ++index) {
        const DriftChange &c = changes[index];
        SyncUnitChange u;
        u.index = int(index);
        u.change = c;
        u.wordDiff = syncWordDiff(c.oldText, c.newText);
        const int seg = c.oldFirstLine >= 0 ? alignment.segmentAtSourceLine(c.oldFirstLine)
                                            : alignment.segmentAtSourceLine(c.oldAnchorLine);
        if (seg >= 0) {
            const auto [first, last] = alignment.draftLines(alignment.segments[seg]);
            u.draftFirstLine = first;
            u.draftLastLine = last;
            if (first >= 0) u.draftBefore = draftLines.mid(first, last - first + 1).join(u'\n');
        }
        if (c.kind != DriftChange::Kind::Changed) {
            u.why = c.kind == DriftChange::Kind::Added ? SyncApplyText::tr("added upstream")
                                                       : SyncApplyText::tr("removed upstream");
            plan.changes.append(u);
            continue;
        }
        const AlignUnit *oldUnit = oldUnitAt.value(c.oldFirstLine);
        const AlignUnit *newUnit = newUnitAt.value(c.newFirstLine);
        const bool oldCode = oldUnit && isCodeBlock(*oldUnit->block);
        const bool newCode = newUnit && isCodeBlock(*newUnit->block);
        const bool placed = u.draftFirstLine >= 0;
        // Another change already edited this segment: work on its result. Segments may share
        // lines; an edit must not overlap another one.
        auto it = placed ? edited.find(u.draftFirstLine) : edited.end();
        bool overlaps = false;
        if (placed && it == edited.end()) {
            auto next = edited.lowerBound(u.draftFirstLine);
            overlaps = (next != edited.end() && next.key() <= u.draftLastLine) ||
                       (next != edited.begin() && std::prev(next)->first >= u.draftFirstLine);
        }
        // Without Korean lines the change is still classified (an empty unit to apply to).
        QStringList korean =
            it != edited.end() ? it->second
            : placed && !overlaps
                ? draftLines.mid(u.draftFirstLine, u.draftLastLine - u.draftFirstLine + 1)
                : QStringList();
        Outcome outcome = Outcome::Left;
        u.keptOnly = true;
        if (oldCode != newCode) {
            u.why = SyncApplyText::tr("the English unit changed between code and prose");
            u.keptOnly = false;
        } else if (oldCode) {
            QStringList oldBlock = oldLines.mid(c.oldFirstLine, c.oldLastLine - c.oldFirstLine + 1);
            QStringList newBlock = newLines.mid(c.newFirstLine, c.newLastLine - c.newFirstLine + 1);
            // A code block inside a sphinx-gallery text block: its lines are "# "-prefixed
            // comments of the script, the code is what follows the prefix.
            const bool inComment = kind == FileKind::SphinxGallery && allCommented(oldBlock) &&
                                   allCommented(newBlock) && allCommented(korean);
            if (inComment) {
                uncomment(oldBlock);
                uncomment(newBlock);
                uncomment(korean);
            }
            outcome =
                applyCode(oldBlock, newBlock, korean,
                          hasSlashComments(codeLanguage(*oldUnit->block)), &u.why, &u.keptOnly);
            if (inComment) recomment(korean);
        } else {
            QString text = korean.join(u'\n');
            outcome = applyProse(c.oldText, c.newText, text, readings, &u.why, &u.particleUnsure,
                                 &u.keptOnly);
            if (outcome == Outcome::Applied) korean = text.split(u'\n');
        }
        if (u.keptOnly && (!placed || overlaps)) {
            u.why = !placed ? SyncApplyText::tr("no Korean unit is aligned with it")
                            : SyncApplyText::tr("its Korean lines are shared with another change");
            outcome = Outcome::Left;
        }
        if (outcome == Outcome::AlreadyIn) {
            ++plan.alreadyIn;
            continue;
        }
        u.applied = outcome == Outcome::Applied;
        if (u.applied && skip.contains(u.index)) {
            // The user said no to this one (the editor's preview): listed, not made.
            u.applied = false;
            u.skipped = true;
            u.why = SyncApplyText::tr("skipped");
        }
        if (u.applied) {
            u.draftAfter = korean.join(u'\n');
            edited.insert(u.draftFirstLine, {u.draftLastLine, korean});
        }
        plan.changes.append(u);
    }

    if (edited.isEmpty()) return plan;
    QStringList out;
    int line = 0;
    for (auto it = edited.cbegin(); it != edited.cend(); ++it) {
        for (; line < it.key(); ++line)
            out.append(draftLines[line]);
        out.append(it->second);
        line = it->first + 1;
    }
    for (; line < draftLines.size(); ++line)
        out.append(draftLines[line]);
    plan.draftText = out.join(u'\n');
    return plan;
}

} // namespace tandem
