// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reviewbuilder.h"

#include <QList>
#include <QSet>
#include <QString>

namespace tandem {

// One issue of a review as a comment for a GitHub pull request review: a line comment when the
// issue is on lines the branch changed (GitHub takes comments only on lines of the diff), else
// an entry of the review's body. What `tandem review post` and the Post Review dialog post.
struct ReviewComment
{
    // Stable across runs (the file, the check, the flagged text and the message, not the line,
    // which moves when lines are added above): the hidden marker that lets a second run see
    // what is already on the pull request.
    QString id;
    QString path;        // relative to the checkout root
    int line = 0;        // 1-based: the comment's (last) line in the new file
    int startLine = 0;   // 1-based first line when the comment spans lines, else 0
    bool onDiff = false; // a line comment; otherwise an entry of the review body
    // Whether its check's reports are right often enough to comment on a line
    // (CheckInfo::postsLineComment): the dialog ticks only these at first.
    bool trusted = false;
    Severity severity = Severity::Warning;
    QString check;
    QString body;        // Markdown, without the marker (the dialog lets the user edit it)
    bool enabled = true; // the dialog's tick: unticked comments are not posted
    // The one-click suggestion's change, when the body carries one: the words it touches
    // before and after (for the dialog to show before anything is posted).
    QString suggestedFrom, suggestedTo;

    // The body as posted: the text and the hidden marker.
    QString postedBody() const;
};

// The hidden marker of a comment, `<!-- tandem:ID -->`, which ends every comment Tandem posts
// (ReviewComment::postedBody) and every entry of its review bodies.
QString reviewMarker(const QString &id);
// The id of the marker that ends `comment` (its last line), or empty: a marker anywhere else
// (quoted, in a suggestion, in text someone else wrote) is not Tandem's.
QString trailingMarker(const QString &comment);
// The ids of the markers ending the entries ("- ...") of a review body reviewBody wrote.
QSet<QString> bodyEntryMarkers(const QString &body);

// Every exported issue of `review` as a comment, files in order. An issue on lines the branch
// changed is a line comment when its check is trusted to post one (CheckInfo::postsLineComment),
// else an entry of the body; an issue on an unchanged line that a changed line caused (the
// underline of a changed title: ReviewFile::causeLines) is on that changed line. A fix whose
// lines are all changed becomes a ```suggestion block over those lines (the fence longer than
// any backtick run in the text) when the check is trusted with one (postsSuggestion), unless
// they hold a Tandem marker (a suggestion is applied as it is written, so it cannot be escaped;
// the comment then goes without one); an English-side issue is placed on the draft lines
// aligned with it.
QList<ReviewComment> reviewComments(const Review &review);

// The review's body: a hidden first line (reviewBodyStart), a line saying what Tandem found,
// then the comments that are not line comments (not on the diff, or from a check not trusted
// with one), grouped by file, each with its line and marker.
// At most `room` characters of entries (GitHub takes 65,536 in all): those that do not fit are
// counted in the last line instead; `fitted` (if given) receives how many, from the first, are
// in the body.
constexpr qsizetype MaxReviewBody = 60000;
QString reviewBody(const QList<ReviewComment> &outsideDiff, int lineComments, int *fitted = nullptr,
                   qsizetype room = MaxReviewBody);
// The line a body reviewBody wrote starts with: what follows it in a pending review is Tandem's
// to write again, what precedes it the user's.
QString reviewBodyStart();

} // namespace tandem
