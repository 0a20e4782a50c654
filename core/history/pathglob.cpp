// SPDX-License-Identifier: GPL-3.0-or-later
#include "pathglob.h"

#include <QCoreApplication>

#include <vector>

namespace tandem {

namespace {

struct PathGlobText
{
    Q_DECLARE_TR_FUNCTIONS(tandem::TutorialGlobs)
};

// Why `glob` (as written, trimmed) is refused; empty when it is not.
QString refusal(const QString &glob)
{
    if (glob.isEmpty()) return PathGlobText::tr("an empty glob");
    if (glob.size() > PathGlob::MaxLength)
        return PathGlobText::tr("a glob of %1 characters, longer than the %2 Tandem reads")
            .arg(glob.size())
            .arg(PathGlob::MaxLength);
    for (const QChar c : glob) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7f) return PathGlobText::tr("a control character in a glob");
        if (u == u'[' || u == u']')
            return PathGlobText::tr("character classes ([...]) are not supported; write one "
                                    "glob per name");
        if (u == u'{' || u == u'}')
            return PathGlobText::tr("alternatives ({a,b}) are not supported; write one glob "
                                    "per pattern");
        if (u == u'\\') return PathGlobText::tr("a backslash in a glob (folders are '/')");
    }
    if (glob.contains(QLatin1String("***")))
        return PathGlobText::tr("three stars in a row (* is one folder's characters, ** any "
                                "folders)");
    return {};
}

} // namespace

std::optional<PathGlob> PathGlob::compile(const QString &written, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error) *error = why;
        return std::nullopt;
    };
    QString pattern = written.trimmed();
    if (const QString why = refusal(pattern); !why.isEmpty()) return fail(why);
    while (pattern.startsWith(QLatin1String("./")))
        pattern.remove(0, 2);
    if (pattern.startsWith(u'/')) pattern.remove(0, 1);
    if (pattern.isEmpty()) return fail(PathGlobText::tr("an empty glob"));
    for (const QStringView folder : QStringView(pattern).split(u'/')) {
        if (folder.isEmpty())
            return fail(PathGlobText::tr("an empty folder name (// or a '/' at the end; the "
                                         "files of a folder are folder/**)"));
        if (folder == u"." || folder == u"..")
            return fail(PathGlobText::tr("a . or .. folder (paths are relative to the "
                                         "checkout's root, as git lists them)"));
    }
    if (!pattern.contains(u'/')) pattern.prepend(QLatin1String("**/"));
    PathGlob glob;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        Token t = Token::Char;
        if (c == u'*' && i + 1 < pattern.size() && pattern[i + 1] == u'*') {
            const bool slash = i + 2 < pattern.size() && pattern[i + 2] == u'/';
            t = slash ? Token::Folders : Token::Globstar;
            i += slash ? 2 : 1;
        } else if (c == u'*') {
            t = Token::Star;
        } else if (c == u'?') {
            t = Token::AnyOne;
        }
        glob.m_tokens.append(t);
        glob.m_chars.append(c);
    }
    return glob;
}

bool PathGlob::matches(QStringView path) const
{
    const qsizetype m = m_tokens.size();
    // at[j]: the path so far matches the glob's first j tokens. inside[j]: it ends inside the
    // j-th token, a `**/` that has taken characters but not yet its closing '/'.
    std::vector<char> at(size_t(m + 1), 0), inside(size_t(m), 0);
    std::vector<char> nextAt(size_t(m + 1), 0), nextInside(size_t(m), 0);
    // The positions reachable without a character: past any `*`, `**` or `**/` taking nothing.
    const auto close = [&](std::vector<char> &states) {
        for (qsizetype j = 0; j < m; ++j)
            if (states[size_t(j)] && m_tokens[j] != Token::Char && m_tokens[j] != Token::AnyOne)
                states[size_t(j + 1)] = 1;
    };
    at[0] = 1;
    close(at);
    for (const QChar c : path) {
        std::fill(nextAt.begin(), nextAt.end(), 0);
        std::fill(nextInside.begin(), nextInside.end(), 0);
        bool any = false;
        for (qsizetype j = 0; j < m; ++j) {
            const size_t k = size_t(j);
            if (!at[k] && !inside[k]) continue;
            switch (m_tokens[j]) {
            case Token::Char:
                if (at[k] && c == m_chars[j]) nextAt[k + 1] = any = 1;
                break;
            case Token::AnyOne:
                if (at[k] && c != u'/') nextAt[k + 1] = any = 1;
                break;
            case Token::Star:
                if (c != u'/') nextAt[k] = any = 1;
                break;
            case Token::Globstar:
                nextAt[k] = any = 1;
                break;
            case Token::Folders:
                nextInside[k] = any = 1;
                if (c == u'/') nextAt[k + 1] = 1;
                break;
            }
        }
        if (!any) return false;
        close(nextAt);
        at.swap(nextAt);
        inside.swap(nextInside);
    }
    return at[size_t(m)];
}

} // namespace tandem
