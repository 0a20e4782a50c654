// SPDX-License-Identifier: GPL-3.0-or-later
#include "rstinlineuri.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

namespace tandem {

namespace {

// ASCII character sets as 128-bit masks, for the per-character tests of the URI patterns.
struct AsciiSet
{
    std::uint64_t bits[2] = {0, 0};
    constexpr AsciiSet(const char *chars, bool alnum)
    {
        for (; *chars; ++chars)
            add(*chars);
        for (char c = '0'; alnum && c <= '9'; ++c)
            add(c);
        for (char c = 'a'; alnum && c <= 'z'; ++c) {
            add(c);
            add(char(c - 32));
        }
    }
    constexpr void add(char c) { bits[c >> 6] |= std::uint64_t(1) << (c & 63); }
    constexpr bool contains(char16_t u) const { return u < 128 && (bits[u >> 6] >> (u & 63)) & 1; }
};

// Inliner.uric: URI characters (RFC 2396 / 2732), NUL for backslash escapes.
constexpr AsciiSet Uric("-_.!~*'()[];/:@&=+$,%", true);
// Inliner.urilast: a URI's last character (no punctuation).
constexpr AsciiSet UriLast("_~*/=+", true);
// Inliner.emailc
constexpr AsciiSet Emailc("-_!~*'{|}/#?^`&=+$%", true);
constexpr AsciiSet SchemeChar(".+-", true);

bool isUric(char16_t u)
{
    return u == RstInlineText::Escape || Uric.contains(u);
}
bool isUriLast(char16_t u)
{
    return UriLast.contains(u);
}
bool isEmailc(char16_t u)
{
    return u == RstInlineText::Escape || Emailc.contains(u);
}

class Matcher
{
public:
    Matcher(const RstInlineText &text, int end) : m_text(text), m_end(end) {}

    char16_t unit(int i) const { return i < m_end ? m_text.unit(i) : char16_t(0xFFFF); }

    // Inliner.uri_end at k: urilast, or any uric followed by '>'.
    bool uriEnd(int k) const
    {
        return k < m_end &&
               (isUriLast(unit(k)) || (isUric(unit(k)) && k + 1 < m_end && unit(k + 1) == u'>'));
    }

    int uricRun(int i) const
    {
        while (i < m_end && isUric(unit(i)))
            ++i;
        return i;
    }

    // `uric* uri_end` from `from`, trying the longest first; `next(end)` continues the match.
    template <typename Next> int uricThenEnd(int from, Next next) const
    {
        for (int k = uricRun(from) - 1; k >= from; --k) {
            if (uriEnd(k)) {
                const int r = next(k + 1);
                if (r >= 0) return r;
            }
        }
        return -1;
    }

    template <typename Accept> int fragment(int h, Accept accept) const
    {
        if (unit(h) == u'#') {
            const int r = uricThenEnd(h + 1, [&](int e) { return accept(e) ? e : -1; });
            if (r >= 0) return r;
        }
        return accept(h) ? h : -1;
    }

    template <typename Accept> int query(int h, Accept accept) const
    {
        if (unit(h) == u'?') {
            const int r = uricThenEnd(h + 1, [&](int e) { return fragment(e, accept); });
            if (r >= 0) return r;
        }
        return fragment(h, accept);
    }

    // (?P<absolute>scheme:hierarchical(?query)?(#fragment)?); returns its end or -1.
    template <typename Accept> int absolute(int p, int *schemeEnd, Accept accept) const
    {
        const char16_t first = unit(p);
        if (!((first >= u'a' && first <= u'z') || (first >= u'A' && first <= u'Z'))) return -1;
        int c = p + 1;
        while (c < m_end && SchemeChar.contains(unit(c)))
            ++c;
        if (unit(c) != u':') return -1;
        *schemeEnd = c;
        // `(//?)?` tries "//", "/", "" but '/' is a uric too, so the candidate ends are the
        // same as for `uric*` from just after the colon, in the same order.
        return uricThenEnd(c + 1, [&](int e) { return query(e, accept); });
    }

    // Inliner.email_pattern; returns its end or -1.
    template <typename Accept> int email(int p, Accept accept) const
    {
        if (!isEmailc(unit(p))) return -1;
        int i = p;
        for (;;) {
            while (i < m_end && isEmailc(unit(i)))
                ++i;
            if (unit(i) == u'.' && isEmailc(unit(i + 1)))
                ++i;
            else
                break;
        }
        if (unit(i) != u'@' || unit(i - 1) == RstInlineText::Escape) return -1;
        const int hostStart = i + 1;
        if (!isEmailc(unit(hostStart))) return -1;
        int hostMax = hostStart;
        while (hostMax < m_end && (isEmailc(unit(hostMax)) || unit(hostMax) == u'.'))
            ++hostMax;
        for (int e = hostMax; e > hostStart; --e) {
            if (uriEnd(e) && accept(e + 1)) return e + 1;
        }
        return -1;
    }

private:
    const RstInlineText &m_text;
    int m_end;
};

} // namespace

bool RstInlineUri::search(const RstInlineText &text, int begin, int end, Match *match)
{
    const QStringView view = QStringView(text.escaped()).mid(begin, end - begin);
    if (!view.contains(u':') && !view.contains(u'@'))
        return false; // most text: the one test is vectorised
    const Matcher m(text, end);
    const auto suffix = [&](int e) { return text.endAllowed(e, end); };
    // A scheme is a run of [a-zA-Z0-9.+-] right before ':', an address's name a run of emailc
    // and '.' right before '@'; both are inside a run of emailc and '.' that stops at that
    // ':' or '@'. Runs that stop elsewhere cannot start a match, so are skipped whole.
    int run = begin;
    while (run < end) {
        const char16_t u = text.unit(run);
        if (!isEmailc(u) && u != u'.') {
            ++run;
            continue;
        }
        int stop = run;
        while (stop < end && (isEmailc(text.unit(stop)) || text.unit(stop) == u'.'))
            ++stop;
        if (stop < end && (text.unit(stop) == u':' || text.unit(stop) == u'@')) {
            for (int p = run; p < stop; ++p) {
                if (!isEmailc(text.unit(p)) || !text.startAllowed(p, begin)) continue;
                int schemeEnd = -1;
                int e = m.absolute(p, &schemeEnd, suffix);
                if (e < 0) {
                    schemeEnd = -1;
                    e = m.email(p, suffix);
                }
                if (e >= 0) {
                    *match = {p, e, schemeEnd};
                    return true;
                }
            }
        }
        run = stop + 1;
    }
    return false;
}

bool RstInlineUri::matchesAt(const RstInlineText &text, int begin, int end)
{
    const Matcher m(text, end);
    const auto suffix = [&](int e) { return text.endAllowed(e, end); };
    int schemeEnd = -1;
    return m.absolute(begin, &schemeEnd, suffix) >= 0 || m.email(begin, suffix) >= 0;
}

bool RstInlineUri::isEmail(const RstInlineText &text, int begin, int end)
{
    const Matcher m(text, end);
    return m.email(begin, [&](int e) { return e == end; }) >= 0;
}

bool RstInlineUri::isKnownScheme(QStringView scheme)
{
    // docutils/utils/urischemes.py (docutils 0.19), sorted.
    static constexpr std::array<const char *, 108> schemes = {"about",       "acap",
                                                              "addbook",     "afp",
                                                              "afs",         "aim",
                                                              "callto",      "castanet",
                                                              "chttp",       "cid",
                                                              "crid",        "data",
                                                              "dav",         "dict",
                                                              "dns",         "eid",
                                                              "fax",         "feed",
                                                              "file",        "finger",
                                                              "freenet",     "ftp",
                                                              "go",          "gopher",
                                                              "gsm-sms",     "h323",
                                                              "h324",        "hdl",
                                                              "hnews",       "http",
                                                              "https",       "hydra",
                                                              "iioploc",     "ilu",
                                                              "im",          "imap",
                                                              "info",        "ior",
                                                              "ipp",         "irc",
                                                              "iris.beep",   "iseek",
                                                              "jar",         "javascript",
                                                              "jdbc",        "ldap",
                                                              "lifn",        "livescript",
                                                              "lrq",         "mailbox",
                                                              "mailserver",  "mailto",
                                                              "md5",         "mid",
                                                              "mocha",       "modem",
                                                              "mtqp",        "mupdate",
                                                              "news",        "nfs",
                                                              "nntp",        "opaquelocktoken",
                                                              "phone",       "pop",
                                                              "pop3",        "pres",
                                                              "printer",     "prospero",
                                                              "rdar",        "res",
                                                              "rtsp",        "rvp",
                                                              "rwhois",      "rx",
                                                              "sdp",         "service",
                                                              "shttp",       "sip",
                                                              "sips",        "smb",
                                                              "snews",       "snmp",
                                                              "soap.beep",   "soap.beeps",
                                                              "ssh",         "t120",
                                                              "tag",         "tcp",
                                                              "tel",         "telephone",
                                                              "telnet",      "tftp",
                                                              "tip",         "tn3270",
                                                              "tv",          "urn",
                                                              "uuid",        "vemmi",
                                                              "videotex",    "view-source",
                                                              "wais",        "whodp",
                                                              "whois++",     "x-man-page",
                                                              "xmlrpc.beep", "xmlrpc.beeps",
                                                              "z39.50r",     "z39.50s"};
    if (scheme.size() > 32) return false;
    char lower[33];
    for (qsizetype i = 0; i < scheme.size(); ++i) {
        const char16_t u = scheme[i].unicode();
        if (u >= 0x80) return false;
        lower[i] = char(u >= u'A' && u <= u'Z' ? u + 32 : u);
    }
    lower[scheme.size()] = 0;
    return std::binary_search(schemes.begin(), schemes.end(), lower,
                              [](const char *a, const char *b) { return std::strcmp(a, b) < 0; });
}

} // namespace tandem
