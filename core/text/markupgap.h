// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkouttexts.h"

#include <QString>
#include <QStringView>

#include <memory>
#include <optional>

namespace tandem {

// How a translation parts inline markup from a Korean particle written after it, which RST
// does not allow glued (``torchrun``을 is not markup): with a space, ``torchrun`` 을, or with
// an escaped space, ``torchrun``\ 을, which Sphinx does not show. Both are right; communities
// choose (PyTorch Korea writes the space 3,376 times, the backslash 70), so the quick fix
// offers both, the one the checkout writes more often first (rst-inline-boundary).
enum class MarkupGap
{
    Space,
    Backslash
};

// What the fix inserts: " " or "\ ".
QString markupGapText(MarkupGap gap);
// The other form.
inline MarkupGap otherMarkupGap(MarkupGap gap)
{
    return gap == MarkupGap::Space ? MarkupGap::Backslash : MarkupGap::Space;
}

struct MarkupGapCount
{
    qint64 space = 0, backslash = 0;
    MarkupGapCount &operator+=(const MarkupGapCount &other)
    {
        space += other.space;
        backslash += other.backslash;
        return *this;
    }
    // The form written more often; none on a tie (nothing counted, most of all).
    std::optional<MarkupGap> majority() const;
};

// The places `text` parts inline markup from a particle: an end-string (`` ` `_ `__ * ** |
// after a character that is not a space) followed by " " or "\ " and a run of Hangul that is
// only grammar (isKoreanTail: 을, 에서는, 입니다), as in ``x`` 을 and `link`_\ 에서.
MarkupGapCount countMarkupGaps(QStringView text);

// The checkout's count, read from its tutorial files through CheckoutTexts (one pass with the
// words it writes, cached between runs): a lint asks only when it has a glued particle to fix,
// on its worker thread. Thread-safe.
class MarkupGapUsage
{
public:
    explicit MarkupGapUsage(std::shared_ptr<const CheckoutTexts> texts) : m_texts(std::move(texts))
    {
    }
    MarkupGapCount count() const;
    const QString &root() const { return m_texts->root(); }

private:
    std::shared_ptr<const CheckoutTexts> m_texts;
};

} // namespace tandem
