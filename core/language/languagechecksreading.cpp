// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagechecksreading.h"

#include "particleagreement.h"

namespace tandem::language {

namespace {

bool isVowelLetter(QChar c)
{
    switch (c.toLower().unicode()) {
    case u'a':
    case u'e':
    case u'i':
    case u'o':
    case u'u':
        return true;
    default:
        return false;
    }
}

FinalSound letterName(QChar c)
{
    switch (c.toUpper().unicode()) {
    case u'L':
    case u'R':
        return FinalSound::Rieul; // 엘, 알
    case u'M':
    case u'N':
        return FinalSound::Consonant; // 엠, 엔
    case u'Z':
        return FinalSound::Unknown; // 지 or 제트
    default:
        return FinalSound::Vowel; // 에이, 비, 씨, 디, 이, 에프 ... 엑스, 와이
    }
}

} // namespace

FinalSound finalSoundOfEnglish(QStringView word)
{
    while (!word.isEmpty() && !word.back().isLetter())
        word.chop(1);
    if (word.isEmpty()) return FinalSound::Unknown;
    bool allCaps = true;
    for (QChar c : word)
        allCaps &= c.isUpper();
    // GPU, RNN, and words with no vowel letter (Cr, px) are read letter by letter.
    bool vowel = false;
    for (QChar c : word)
        vowel |= isVowelLetter(c) || c.toLower() == u'y';
    if ((allCaps && word.size() <= 4 && word.size() >= 2) || !vowel) return letterName(word.back());
    QString w = word.toString().toLower();
    auto ends = [&](const char *s) { return w.endsWith(QLatin1String(s)); };
    const QChar last = w.back();
    const QChar before = w.size() > 1 ? w[w.size() - 2] : QChar();
    if (ends("ng") || ends("mb") || ends("gn") || last == u'm' || last == u'n')
        return FinalSound::Consonant;
    if (last == u'l') return FinalSound::Rieul;
    if (last == u'e' && w.size() > 2) {
        if (before == u'm' || before == u'n') return FinalSound::Consonant; // time 타임, line 라인
        if (before == u'l') return FinalSound::Rieul; // table 테이블, module 모듈, file 파일
        if (before == u'r' || before == u'e' || before == u'u' || before == u'i' ||
            before == u'd' || before == u'g' || before == u'c' || before == u's' ||
            before == u'v' || before == u'z' || before == u't')
            return FinalSound::Vowel; // core, tree, value, tie, code, image, device, case,
                                      // save, size, update
        return FinalSound::Unknown;   // type 타입, make 메이크, shape 셰이프
    }
    if (isVowelLetter(last) || last == u'y' || last == u'w' || last == u'r' || last == u's' ||
        last == u'x' || last == u'z' || last == u'f' || last == u'd')
        return FinalSound::Vowel;
    if (last == u'h' && (before == u'c' || before == u's' || before == u't' || before == u'p'))
        return FinalSound::Vowel; // batch 배치, hash 해시, path 패스, graph 그래프
    // After another consonant letter a final t, k or p gets its own syllable with ㅡ: script
    // 스크립트, test 테스트, default 디폴트, weight 웨이트, task 태스크, link 링크, dump 덤프.
    // After a vowel it may close the syllable instead (set 셋, stack 스택, output 아웃풋): unknown.
    // After c the k sound may close the syllable (dict 딕트 or 딕: the corpus writes
    // state_dict을; stack 스택).
    if ((last == u't' || last == u'p' || last == u'k') && !before.isNull() && before != u'c' &&
        !isVowelLetter(before) && before != u'y' && before != u'w')
        return FinalSound::Vowel;
    return FinalSound::Unknown;
}

FinalSound finalSoundOfNumber(QStringView digits)
{
    // Only the integer part matters for 10, 100..., the last digit for 0.5 (영점 오).
    if (digits.isEmpty()) return FinalSound::Unknown;
    if (digits.contains(u'.')) {
        const QChar last = digits.back();
        if (last == u'0') return FinalSound::Consonant; // 영
        digits = digits.right(1);
    }
    QString plain;
    for (QChar c : digits)
        if (c.isDigit()) plain += c;
    if (plain.isEmpty()) return FinalSound::Unknown;
    int zeros = 0;
    while (zeros < plain.size() && plain[plain.size() - 1 - zeros] == u'0')
        ++zeros;
    if (zeros == plain.size()) return FinalSound::Consonant; // 영
    if (zeros > 0) return FinalSound::Consonant; // 십, 백, 천, 만 (and 십만, 백만 ...)
    switch (plain.back().unicode()) {
    case u'1':
    case u'7':
    case u'8':
        return FinalSound::Rieul; // 일, 칠, 팔
    case u'3':
    case u'6':
        return FinalSound::Consonant; // 삼, 육
    default:
        return FinalSound::Vowel; // 이, 사, 오, 구
    }
}

FinalSound finalSoundOfKorean(QStringView word)
{
    if (word.isEmpty()) return FinalSound::Unknown;
    const QChar last = word.back();
    if (last.unicode() < 0xAC00 || last.unicode() > 0xD7A3) return FinalSound::Unknown;
    if (hasFinalRieul(last)) return FinalSound::Rieul;
    return hasFinalConsonant(last) ? FinalSound::Consonant : FinalSound::Vowel;
}

QStringView lastReadPart(QStringView text)
{
    while (text.endsWith(u"()"))
        text.chop(2);
    text = text.trimmed();
    const auto latinOrDigit = [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c.isDigit();
    };
    qsizetype start = text.size();
    while (start > 0 && latinOrDigit(text[start - 1]))
        --start;
    QStringView part = text.mid(start);
    // CamelCase: the last capitalised piece, unless the whole thing is capitals (GPU).
    for (qsizetype i = part.size() - 1; i > 0; --i)
        if (part[i].isUpper() && part[i - 1].isLower()) return part.mid(i);
    return part;
}

FinalSound soundOfWritten(QStringView word, const QHash<QString, FinalSound> &readings)
{
    if (word.isEmpty()) return FinalSound::Unknown;
    bool digits = true, letters = true;
    for (QChar c : word) {
        digits &= c.isDigit() || c == u'.' || c == u',';
        letters &= (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
    }
    if (digits) return finalSoundOfNumber(word);
    if (!letters) return FinalSound::Unknown; // resnet18: 십팔 or 에이틴
    if (const auto it = readings.constFind(word.toString().toLower()); it != readings.constEnd())
        return *it;
    if (word.size() == 1) {
        const QChar c = word[0].toUpper();
        if (c == u'L' || c == u'R') return FinalSound::Rieul;
        if (c == u'M' || c == u'N') return FinalSound::Consonant;
        return c == u'Z' ? FinalSound::Unknown : FinalSound::Vowel;
    }
    return finalSoundOfEnglish(word);
}

} // namespace tandem::language
