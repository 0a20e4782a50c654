// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML writer on arbitrary documents: a .rst page or a sphinx-gallery .py (the first byte
// picks) rendered as the preview and the exported page render it, and, when the input holds
// "\n%%%%\n", the two halves aligned and written as the bilingual page. What comes out may hold
// only the writer's own tags and attributes, each value quoted with no quote or angle bracket
// inside, text with no '<' or '>' of its own, and links only where linkpolicy.h allows them
// (or Tandem's own: #anchor, line:N). Time is bounded by libFuzzer's -timeout (10 s in
// run-fuzzers.sh) on inputs of up to 4 KB: the writer is linear (bench_render --long-line).
#include "alignment.h"
#include "bilingualhtml.h"
#include "fuzzinput.h"
#include "htmlrenderer.h"
#include "linkpolicy.h"
#include "rstscanner.h"
#include "textfile.h"

#include <QSet>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace tandem;

namespace {

[[noreturn]] void injected(const QString &html, qsizetype at, const char *what)
{
    std::fprintf(stderr, "fuzz_render: %s at %lld: ...%s...\n", what, static_cast<long long>(at),
                 qPrintable(html.mid(std::max<qsizetype>(0, at - 80), 200)));
    std::abort();
}

bool isNameChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-';
}

// Walks the writer's output: every '<' opens one of its tags, every attribute is one of its
// own with a quoted value, and every link is an allowed one.
void checkHtml(const QString &html)
{
    static const QSet<QString> tags = {
        "p",   "div", "a",  "span", "tr",   "td",    "table", "pre",  "strong",     "ul",
        "th",  "li",  "dl", "kbd",  "em",   "dt",    "dd",    "code", "cite",       "ol",
        "sup", "sub", "i",  "hr",   "br",   "aside", "abbr",  "h1",   "blockquote", "h2",
        "h3",  "h4",  "h5", "h6",   "html", "head",  "body",  "meta", "title",      "style"};
    static const QSet<QString> attributes = {"class", "href",  "name",   "title",
                                             "lang",  "width", "charset"};
    const qsizetype n = html.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = html[i];
        if (c == u'>') injected(html, i, "a '>' outside a tag");
        if (c != u'<') continue;
        if (html.mid(i, 15) == u"<!DOCTYPE html>") {
            i += 14;
            continue;
        }
        qsizetype k = i + 1;
        if (k < n && html[k] == u'/') ++k;
        const qsizetype nameStart = k;
        while (k < n && isNameChar(html[k]))
            ++k;
        if (!tags.contains(html.mid(nameStart, k - nameStart)))
            injected(html, i, "a tag the writer does not write");
        for (;;) {
            while (k < n && html[k] == u' ')
                ++k;
            if (k < n && html[k] == u'>') break;
            if (k + 1 < n && html[k] == u'/' && html[k + 1] == u'>') {
                ++k;
                break;
            }
            const qsizetype attrStart = k;
            while (k < n && isNameChar(html[k]))
                ++k;
            const QString attribute = html.mid(attrStart, k - attrStart);
            if (!attributes.contains(attribute) || k + 1 >= n || html[k] != u'=' ||
                html[k + 1] != u'"')
                injected(html, attrStart, "an attribute the writer does not write");
            const qsizetype valueStart = k + 2;
            const qsizetype close = html.indexOf(u'"', valueStart);
            if (close < 0) injected(html, valueStart, "an unclosed attribute value");
            const QStringView value = QStringView(html).mid(valueStart, close - valueStart);
            if (value.contains(u'<') || value.contains(u'>'))
                injected(html, valueStart, "an angle bracket in an attribute value");
            if (attribute == u"href") {
                bool ours = value.startsWith(u"line:") && value.size() > 5;
                for (qsizetype d = 5; ours && d < value.size(); ++d)
                    ours = value[d].isDigit();
                // The href as the browser reads it, the writer's escapes undone.
                const QString decoded = value.toString()
                                            .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
                                            .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
                                            .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
                                            .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
                if (!ours && !isAllowedLink(decoded)) injected(html, valueStart, "a refused link");
            }
            k = close + 1;
        }
        if (k >= n) injected(html, i, "an unclosed tag");
        i = k;
    }
}

RstDocument documentOf(const QByteArray &bytes, FileKind kind, bool *ok)
{
    TextFile::Error error;
    const TextFile file = TextFile::fromBytes(bytes, &error);
    *ok = !error;
    return error ? RstDocument() : scanDocument(file.text, kind);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    if (size == 0) return 0;
    const FileKind kind = data[0] & 1 ? FileKind::SphinxGallery : FileKind::Rst;
    const QList<QByteArray> parts = fuzz::splitPair(fuzz::bytesOf(data + 1, size - 1));
    bool ok = false;
    const RstDocument first = documentOf(parts[0], kind, &ok);
    if (!ok) return 0;
    RenderOptions options;
    options.korean = data[0] & 2;
    const QString body = HtmlRenderer(first, options).render();
    checkHtml(body);
    checkHtml(htmlPage(QStringLiteral("<\"title\">"), body));
    if (parts[1].isEmpty()) return 0;
    const RstDocument second = documentOf(parts[1], kind, &ok);
    if (!ok) return 0;
    checkHtml(renderBilingualHtml(first, second, align(first, second)));
    return 0;
}
