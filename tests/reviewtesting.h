// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reviewer mode on a one-file history, for the tests of what a review sets aside as upstream
// sync drift (tst_checkflags, tst_syncdrift).

#include "checkout.h"
#include "gitrepohelper.h"
#include "reviewbuilder.h"

#include <optional>

namespace tandem::testing {

// A new repository at `root` where `path` is `english` at day 1 (the review's base),
// `translation` at day 2 and `edited`, committed with `subject`, at day 3; the review of that
// one file, or nothing when the review could not be built.
inline std::optional<ReviewFile> reviewAfterEdit(const QString &root, const QString &path,
                                                 const QString &english, const QString &translation,
                                                 const QString &edited, const QString &subject)
{
    auto g = GitRepoHelper::init(root);
    const QString base = g.commitFile(path, english, QStringLiteral("English"), 1);
    g.commitFile(path, translation, path + QStringLiteral(" 번역"), 2);
    g.commitFile(path, edited, subject, 3);
    QString error;
    auto checkout = Checkout::open(g.root(), &error);
    if (!checkout) return std::nullopt;
    ReviewOptions options;
    options.base = base;
    const auto review = ReviewBuilder(*checkout, options).build(&error);
    if (!review || review->files.size() != 1) return std::nullopt;
    return review->files.constFirst();
}

} // namespace tandem::testing
