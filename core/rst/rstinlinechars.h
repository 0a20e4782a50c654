// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace tandem {

// The character classes docutils' Inliner uses, for one code point at a time.
//  - isSpace / isWord: Python's `\s` and `\w` on str patterns (what docutils' regexes see).
//  - the punctuation classes of docutils/utils/punctuation_chars.py: ASCII as docutils lists
//    it; above U+00A0 Unicode categories Ps/Pi/Pf (openers), Pe/Pf/Pi (closers), Pd/Po
//    (delimiters), frozen at Unicode 5.2 as docutils 0.19 generated them, with the
//    generator's moves of the low-9 and reversed-9 quotation marks.
class RstInlineChars
{
public:
    enum Flag : std::uint8_t
    {
        Space = 1,
        Word = 2,
        LetterOrDigit = 4,
        Opener = 8,
        Closer = 16,
        Delimiter = 32,
        ClosingDelimiter = 64,
    };
    // All the flags of a code point, and a table of them for the BMP (built on first use) that
    // hot loops index directly.
    static std::uint8_t flags(char32_t c);
    static const std::uint8_t *bmpFlags();

    static bool isSpace(char32_t c);
    static bool isWord(char32_t c);
    // Unicode letters and numbers (L*, N*): what a "glued" MarkupProblem is about.
    static bool isLetterOrDigit(char32_t c);
    // Rule 1: may precede a start-string (openers and delimiters; whitespace is separate).
    static bool allowedBeforeStart(char32_t c);
    // Rule 4: may follow an end-string (closing delimiters, delimiters, closers; whitespace
    // and the escape marker NUL are separate).
    static bool allowedAfterEnd(char32_t c);
    // Rule 5: `open` before a start-string and `close` after it make it "quoted".
    static bool isMatchingPair(char32_t open, char32_t close);
};

} // namespace tandem
