// SPDX-License-Identifier: GPL-3.0-or-later
// code-comment-english: the community translates code comments (TRANSLATION_GUIDE.md), but a
// translator reading the prose easily skips one. A comment is reported when it is word for word
// a comment of the source, in English words (not commented-out code), and most of the draft's
// other comments are in Korean; a draft that keeps its comments in English is left alone.
#include "codecommentchecks.h"

#include "checktext.h"
#include "codecompare.h"
#include "codelanguage.h"
#include "englishprose.h"
#include "segmenttext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <vector>

namespace tandem::checks {

namespace {

// Python by its language's name (codelanguage.h); a code directive without a language only
// when it is a literal block ("::").
bool isPython(const Block &b)
{
    return isPythonLanguage(b.language) &&
           (!b.language.isEmpty() || b.kind == BlockKind::LiteralBlock);
}

struct Comment
{
    int line = 0;
    int column = 0; // of the '#'
    int endColumn = 0;
    QString text; // after '#', trimmed
};

std::vector<Comment> pythonComments(const RstDocument &doc)
{
    std::vector<Comment> out;
    forEachCodeComment(doc, isPython, [&](const Block &, const SourceLine &l, qsizetype at) {
        QString text = l.text.mid(at);
        while (text.startsWith(u'#'))
            text.remove(0, 1);
        text = text.trimmed();
        qsizetype end = l.text.size();
        while (end > at && l.text[end - 1].isSpace())
            --end;
        // Empty ones too ("#" lines join a license header's paragraphs).
        out.push_back({l.fileLine, l.fileColumn + int(at), l.fileColumn + int(end), text});
    });
    return out;
}

// English words, not code: three words or more with a function word among them (englishprose.h:
// "# import numpy as np", "# x = model(y)" and a profiler's table are not), no call, assignment
// or operator.
bool isEnglishProse(const QString &text)
{
    if (containsHangul(text)) return false;
    static const QRegularExpression code(QStringLiteral(R"(\w\(|[=<>{}\[\]`]|^\w+\.\w+|:$)"));
    if (code.match(text).hasMatch()) return false;
    return readsAsEnglishProse(text, 3);
}

} // namespace

void codeCommentEnglish(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.source) return;
    std::vector<Comment> comments = pythonComments(ctx.draft);
    // A license header and an author line stay as written: the whole run of comment lines
    // around a copyright or license line is set aside.
    static const QRegularExpression kept(
        QStringLiteral(R"(copyright|licen[cs]e|spdx|^authors?\b|^credits?\b|coding[:=])"),
        QRegularExpression::CaseInsensitiveOption);
    std::vector<bool> drop(comments.size(), false);
    for (size_t i = 0; i < comments.size(); ++i) {
        if (!kept.match(comments[i].text).hasMatch()) continue;
        size_t a = i, b = i;
        while (a > 0 && comments[a - 1].line + 1 == comments[a].line)
            --a;
        while (b + 1 < comments.size() && comments[b].line + 1 == comments[b + 1].line)
            ++b;
        for (size_t j = a; j <= b; ++j)
            drop[j] = true;
    }
    std::vector<Comment> rest;
    for (size_t i = 0; i < comments.size(); ++i)
        if (!drop[i]) rest.push_back(comments[i]);
    comments.swap(rest);
    int korean = 0;
    std::vector<const Comment *> english;
    for (const Comment &c : comments) {
        if (containsHangul(c.text))
            ++korean;
        else if (isEnglishProse(c.text))
            english.push_back(&c);
    }
    // The draft translates its comments: at least three, and more than it leaves in English.
    if (korean < 3 || korean <= int(english.size())) return;
    QSet<QString> sourceComments;
    for (const Comment &c : pythonComments(*ctx.source))
        sourceComments.insert(c.text);
    for (const Comment *c : english) {
        if (!sourceComments.contains(c->text)) continue;
        sink.report(Severity::Info, Range{{c->line, c->column}, {c->line, c->endColumn}},
                    CheckText::tr("This code comment is still in English, while the other "
                                  "comments are translated"));
    }
}

} // namespace tandem::checks
