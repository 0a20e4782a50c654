// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QMutex>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <memory>
#include <optional>

namespace tandem {

// One way the community renders an English word, and how many aligned units link the two.
struct LexiconRendering
{
    QString korean;      // a Korean key (a stem, see LexiconLearner): 출력, 변화도, 학습
    int links = 0;       // units of the memory in which competitive linking paired the two
    int koreanUnits = 0; // units whose Korean has the key (links / koreanUnits: how much of
                         // the Korean word's use this English word accounts for)
    int files = 0;       // files those links were found in: one tutorial's versions repeat
                         // its sentences, and a link seen in one file only may be its quirk

    // A rendering the community writes for this word more than for any other: linked in two
    // units or more, and in at least half of the units its Korean word is in. What tells which
    // Korean sentence or paragraph renders an English one (the aligner, the omission check).
    bool isAnchor() const { return links >= 2 && links * 2 >= koreanUnits; }
    // A rendering whose presence says something of the English word: an anchor, or one this
    // word accounts for at least a tenth of the Korean word's uses. "process" is linked to 사용
    // in 9 of the 203 units that write 사용: a 사용 in a translation is no sign of "process".
    bool isTelling() const { return isAnchor() || links * 10 >= koreanUnits; }
};

// What the community writes for an English word: learned from the translation memory's aligned
// pairs (LexiconLearner, stored with the memory by `tandem tm build`), plus the glossary where
// the lint adds it. Issue 25: lexical anchors tell which English sentence a Korean one renders
// (as Hunalign's dictionary does next to length), and one English word rendered two ways in one
// document.
//
// Words are compared as keys: an English word lowercased with a plural's -s taken off
// (layers -> layer), a Korean word without its particles or 하다/되다 ending (계층을 -> 계층,
// 정규화하여 -> 정규화).
class BilingualLexicon
{
public:
    // The key of one English word, or empty for a function word or one of fewer than three
    // letters (the, of, is, it: they anchor nothing).
    static QString englishKey(QStringView word);
    // The stems a run of Hangul may have, longest first: the run itself, then every start after
    // which the rest is a Korean tail (isKoreanTail: particles, 하다/되다/copula endings).
    // 변화도를 -> 변화도를, 변화도 (를), 변화 (도를: "also" + object); the learner chooses.
    static QStringList koreanStems(QStringView word);
    // The distinct keys of a text's English words in the order they first appear. Inline
    // literals, roles, links and URLs are code or names, not words to render: left out.
    static QStringList englishKeys(QStringView text);
    // The distinct runs of Hangul of a text, code left out likewise, and so are particles and
    // endings written alone (after code: ``x``를).
    static QStringList koreanWords(QStringView text);
    // Every stem of every Korean word of a text: what renderingIn() looks among.
    static QSet<QString> koreanStemSet(QStringView text);
    // Where the first Korean word of `text` with the stem `stem` starts, or -1; words are read
    // as koreanWords() reads them (code left out).
    static qsizetype wordWithStem(QStringView text, const QString &stem);

    // Adds (or raises to) `links` for one rendering of `english`; `units` is how many units of
    // the memory have the English key (the share a rendering holds is links / units).
    void add(const QString &english, const QString &korean, int links, int units, int koreanUnits,
             int files);

    // Renderings of an English key, most links first; empty when the lexicon has none.
    QList<LexiconRendering> renderings(const QString &englishKey) const;
    int units(const QString &englishKey) const { return m_units.value(englishKey); }
    bool isEmpty() const { return m_renderings.isEmpty(); }
    qsizetype size() const { return m_renderings.size(); }
    const QHash<QString, QList<LexiconRendering>> &entries() const { return m_renderings; }

    // The rendering of `englishKey` found among `stems` (koreanStemSet of a Korean text), most
    // links first; empty when none is. Stems are compared whole: 변화도를 has the stem 변화도;
    // 학습률 is another word than 학습. `tellingOnly`: only a telling rendering counts
    // (LexiconRendering::isTelling).
    QString renderingIn(const QString &englishKey, const QSet<QString> &stems,
                        bool tellingOnly = false) const;

    // Letters of translation per letter of source in the memory's pairs (the median; prose
    // only, proseLetters): a translation's usual length where a document has too few paragraphs
    // to give its own (Gale and Church's constant share). 0 when the memory has too few pairs.
    double letterShare() const { return m_letterShare; }
    void setLetterShare(double share) { m_letterShare = share > 0 && share < 1e3 ? share : 0; }

    // Tells this lexicon's content from any other's in this process: a number given anew by
    // every add(), so that what is derived from it can be kept under it (the aligner's features
    // of a source, documentmemo.h) and a rebuilt memory's lexicon is never taken for the last.
    quint64 version() const { return m_version; }

private:
    QHash<QString, QList<LexiconRendering>> m_renderings;
    QHash<QString, int> m_units;
    double m_letterShare = 0;
    quint64 m_version = 0;
};

// A lexicon loaded on first use, on whichever thread asks first (a lint's worker), and kept:
// the project context holds one per checkout (lint/projectcontext.h), which reads it from the
// checkout's translation memory. Thread-safe.
class LazyLexicon
{
public:
    explicit LazyLexicon(std::function<BilingualLexicon()> load) : m_load(std::move(load)) {}
    // One that is already loaded (tests, benchmarks).
    static std::shared_ptr<const LazyLexicon> of(BilingualLexicon lexicon);
    const BilingualLexicon &get() const;

private:
    std::function<BilingualLexicon()> m_load;
    mutable QMutex m_mutex;
    mutable std::optional<BilingualLexicon> m_lexicon;
};

// Learns a lexicon from aligned English–Korean pairs by competitive linking (Melamed, "Models
// of Translational Equivalence", 2000): every pair's English and Korean keys are scored by how
// often they occur together in the whole memory (Dice), and within each pair the best-scoring
// two keys are linked first, each key at most once — so "model" links 모델, not 있습니다, which
// merely occurs in the same units. A Korean word's key is its longest stem (koreanStems) that the
// memory writes with two tails or more (변화도 in 변화도를, 변화도는: not 변화 + 도), else its
// shortest (모델 for 모델이). A rendering is kept when at least `minLinks` units link it and
// it holds at least a tenth of the English key's units.
class LexiconLearner
{
public:
    // `file` names where the pair was found (a file's versions share most of their pairs).
    void addPair(QStringView english, QStringView korean, const QString &file = {});
    qsizetype pairs() const { return m_pairs.size(); }
    BilingualLexicon learn(int minLinks = 2) const;

private:
    static int id(QHash<QString, int> &ids, QStringList &names, const QString &key);
    struct Pair
    {
        QList<int> english;
        QStringList korean; // words; their keys are chosen when every word has been seen
        int file = 0;
    };
    QHash<QString, int> m_fileIds;
    QStringList m_files;
    QList<Pair> m_pairs;
    QSet<QString> m_seen;   // English + Korean already added: the same unit in two files is one
    QList<double> m_shares; // letters of Korean per letter of English, of pairs long enough
    QHash<QString, int> m_englishIds;
    QStringList m_english;
};

} // namespace tandem
