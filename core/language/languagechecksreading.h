// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>
#include <QStringView>

namespace tandem::language {

// How a word written in Latin letters or digits ends when read aloud in Korean, which decides
// the particle after it (Tensor를: 텐서, model을: 모델, GPU를: 지피유, 1을: 일).
enum class FinalSound
{
    Vowel,
    Consonant,
    Rieul,
    Unknown
};

// The rule, from the common loanword spellings (외래어 표기법) of technical English:
//   - all capitals up to 4 letters (GPU, RNN, API) and words with no vowel letter (Cr) are
//     read letter by letter, so the last letter's name decides: L, R → ㄹ; M, N → consonant; Z
//     (지/제트) unknown; others vowel;
//   - -ng, -m, -n, -me, -ne, -mb, -gn → consonant (트레이닝, 빔, 파이썬, 타임, 라인);
//   - -l, -ll, -le → ㄹ (모델, 툴, 테이블, 모듈);
//   - -r, -re (after a vowel), -a, -e after a consonant cluster read as a vowel (-de, -ge, -ce,
//     -se, -ve, -te), -i, -o, -u, -y, -w, -ee, -ue, -ie; -s, -x, -z, -ch, -sh, -th, -ph, -f,
//     -d → vowel (텐서, 코드, 클래스, 배치, 보드);
//   - -t, -k, -p after a consonant letter other than c → vowel (스크립트, 테스트,
//     웨이트, 태스크, 링크, 덤프);
//   - -t, -k, -p after a vowel or c (dict 딕트/딕), -b, -c, -g and everything else → unknown
//   (세트/셋,
//     체크/스택, 루프/맵, 백/로그 differ word by word), so the check says nothing.
FinalSound finalSoundOfEnglish(QStringView word);

// Digits as Korean numerals (Sino-Korean): the last non-zero digit, or the power of ten of
// trailing zeros (10 십, 100 백, 1000 천, 10000 만: all consonants). "0" is 영.
FinalSound finalSoundOfNumber(QStringView digits);

// A Hangul word's last syllable.
FinalSound finalSoundOfKorean(QStringView word);

// The word of an identifier or a link text that is read last: "nn.Module" → Module,
// "DataLoader" → Loader, "backward()" → backward. Empty when it ends in something else.
QStringView lastReadPart(QStringView text);

// How a word of Latin letters or digits (a lastReadPart) ends when read: digits as a number,
// `readings` (lower-cased words the glossary knows how to read) first, a lone letter by its
// name, else finalSoundOfEnglish. Unknown for a mix of letters and digits (resnet18).
FinalSound soundOfWritten(QStringView word, const QHash<QString, FinalSound> &readings = {});

} // namespace tandem::language
