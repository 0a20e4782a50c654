// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rstinlinetext.h"

#include <QStringView>

namespace tandem {

// docutils' standalone-URI and e-mail patterns (Inliner.patterns.uri / .email), matched by hand
// in the order Python's regex engine backtracks, so the same text ends up inside the link.
class RstInlineUri
{
public:
    struct Match
    {
        int start = -1;
        int end = -1;
        int schemeEnd = -1; // an absolute URI: its scheme is [start, schemeEnd); -1 for e-mail
    };

    // The leftmost match of the `uri` pattern (start-string prefix and end-string suffix
    // included) in [begin, end).
    static bool search(const RstInlineText &text, int begin, int end, Match *match);
    // `uri.match()` on the substring [begin, end): does a URI start right at `begin`?
    static bool matchesAt(const RstInlineText &text, int begin, int end);
    // `email.match()`: is all of [begin, end) an e-mail address?
    static bool isEmail(const RstInlineText &text, int begin, int end);
    // docutils.utils.urischemes: a scheme docutils links (others are left as plain text).
    static bool isKnownScheme(QStringView scheme);
};

} // namespace tandem
