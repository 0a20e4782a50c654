// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowndirectives.h"

#include <QSet>
#include <QString>

namespace tandem {

namespace {

const QSet<QString> &literalDirectives()
{
    static const QSet<QString> names = [] {
        QSet<QString> s;
        for (const char *n : {"code",
                              "code-block",
                              "sourcecode",
                              "highlight",
                              "literalinclude",
                              "include",
                              "raw",
                              "toctree",
                              "autosummary",
                              "automodule",
                              "autoclass",
                              "autofunction",
                              "automethod",
                              "autoattribute",
                              "autodata",
                              "autoexception",
                              "currentmodule",
                              "module",
                              "function",
                              "class",
                              "method",
                              "attribute",
                              "data",
                              "exception",
                              "staticmethod",
                              "classmethod",
                              "decorator",
                              "doctest",
                              "testcode",
                              "testoutput",
                              "testsetup",
                              "testcleanup",
                              "mermaid",
                              "graphviz",
                              "graph",
                              "digraph",
                              "plot",
                              "minigallery",
                              "image-sg",
                              "includenodoc",
                              "galleryitem",
                              "customgalleryitem",
                              "customcarditem",
                              "customcalloutitem",
                              "callout",
                              "tabularcolumns",
                              "index",
                              "sectionauthor",
                              "moduleauthor",
                              "codeauthor",
                              "productionlist",
                              "centered",
                              "jupyter-execute",
                              "ipython",
                              "math",
                              "math-block",
                              "katex",
                              "button-link",
                              "button-ref",
                              "article-info",
                              "card-carousel",
                              "csv-table"})
            s.insert(QString::fromLatin1(n));
        return s;
    }();
    return names;
}

const QSet<QString> &otherDirectives()
{
    static const QSet<QString> names = [] {
        QSet<QString> s;
        for (const char *n : {"attention",
                              "caution",
                              "danger",
                              "error",
                              "hint",
                              "important",
                              "note",
                              "tip",
                              "warning",
                              "admonition",
                              "image",
                              "figure",
                              "topic",
                              "sidebar",
                              "line-block",
                              "parsed-literal",
                              "rubric",
                              "epigraph",
                              "highlights",
                              "pull-quote",
                              "compound",
                              "container",
                              "table",
                              "list-table",
                              "contents",
                              "sectnum",
                              "section-numbering",
                              "header",
                              "footer",
                              "target-notes",
                              "meta",
                              "replace",
                              "unicode",
                              "date",
                              "class",
                              "role",
                              "default-role",
                              "title",
                              "restructuredtext-test-directive",
                              "only",
                              "seealso",
                              "versionadded",
                              "versionchanged",
                              "deprecated",
                              "versionremoved",
                              "hlist",
                              "ifconfig",
                              "todo",
                              "glossary",
                              "grid",
                              "grid-item",
                              "grid-item-card",
                              "card",
                              "tab-set",
                              "tab-item",
                              "tabs",
                              "tab",
                              "group-tab",
                              "code-tab",
                              "dropdown",
                              "div",
                              "margin",
                              "sidebar-note",
                              "rst-class",
                              "cssclass",
                              "youtube",
                              "download",
                              "embed",
                              "iframe",
                              "comment",
                              "figure-md",
                              "envvar",
                              "option",
                              "program",
                              "describe",
                              "object",
                              "py:function",
                              "py:class",
                              "py:method",
                              "py:module"})
            s.insert(QString::fromLatin1(n));
        return s;
    }();
    return names;
}

} // namespace

bool isLiteralDirective(QStringView name)
{
    return literalDirectives().contains(name.toString().toLower());
}

bool isKnownDirective(QStringView name)
{
    const QString n = name.toString().toLower();
    if (literalDirectives().contains(n) || otherDirectives().contains(n)) return true;
    // Domain directives (py:function, cpp:class...) and autodoc variants.
    return n.contains(u':') || n.startsWith(QLatin1String("auto"));
}

} // namespace tandem
