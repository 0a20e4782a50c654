// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMutex>
#include <QString>
#include <QStringView>

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

// The checkout's count, made on first use from its .rst and .py files (not in hidden folders,
// each at most TextFile::MaxBytes, confined to the checkout) and kept: a lint asks only when it
// has a glued particle to fix, on its worker thread. Thread-safe.
class MarkupGapUsage
{
public:
    explicit MarkupGapUsage(QString root) : m_root(std::move(root)) {}
    MarkupGapCount count() const;
    const QString &root() const { return m_root; }

private:
    QString m_root;
    mutable QMutex m_mutex;
    mutable std::optional<MarkupGapCount> m_count;
};

} // namespace tandem
