// SPDX-License-Identifier: GPL-3.0-or-later
#include "mergedhead.h"

#include <QCoreApplication>

namespace tandem {

namespace {

struct MergedHeadText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::ReviewBuilder)
};

} // namespace

bool isHeadOnBase(const Checkout &checkout, const QString &mergeBase)
{
    QString error;
    const QString head = checkout.resolveCommit(QStringLiteral("HEAD"), &error);
    return !head.isEmpty() && head == mergeBase;
}

MergedHeadBase baseBeforeMergedHead(const Checkout &checkout, const QString &baseRef)
{
    QString error; // a missing parent is an answer here, not a failure
    const QString head = checkout.resolveCommit(QStringLiteral("HEAD"), &error).left(7);
    const bool merge = !checkout.resolveCommit(QStringLiteral("HEAD^2"), &error).isEmpty();
    MergedHeadBase base;
    base.commit = checkout.resolveCommit(QStringLiteral("HEAD^1"), &error);
    if (base.commit.isEmpty()) {
        base.message = MergedHeadText::tr("HEAD (%1) is already part of %2 and has no parent "
                                          "commit, so nothing differs from the base; pass --base "
                                          "REF with the commit before the changes to review")
                           .arg(head, baseRef);
        return base;
    }
    base.ref = QStringLiteral("HEAD^1");
    base.message =
        merge ? MergedHeadText::tr("HEAD (%1) is already part of %2 (a merged pull request?): "
                                   "reviewed against its first parent %3, the branch it was "
                                   "merged into; choose another base with --base REF")
                    .arg(head, baseRef, base.commit.left(7))
              : MergedHeadText::tr("HEAD (%1) is already part of %2 (a squash-merged pull "
                                   "request?): reviewed against its parent %3, so HEAD's own "
                                   "commit only; if the pull request had more commits, pass "
                                   "--base REF with the commit before them")
                    .arg(head, baseRef, base.commit.left(7));
    return base;
}

} // namespace tandem
