// SPDX-License-Identifier: GPL-3.0-or-later
#include "directivetable.h"

#include <QHash>
#include <QStringList>

namespace tandem {

namespace {

using K = DirectiveKind;
using C = DirectiveContent;
using R = DirectiveRunCheck;

// The syntaxes many rows share.
constexpr DirectiveSyntax admonitionSyntax{true,  C::Rst,       0, 0, true, true, "class name",
                                           false, R::HasContent};
// rst-oracle.py's LiteralDummy (Sphinx-only directives, and docutils' code, raw and include,
// which the oracle replaces) and ContainerDummy, whose content is RST.
constexpr DirectiveSyntax literalDummy{true, C::Literal, 0, 100, true, true, "", false, R::None};
constexpr DirectiveSyntax containerDummy{true, C::Rst, 0, 100, true, true, "", false, R::None};
constexpr DirectiveSyntax titledDummy{true, C::Rst, 0, 100, true, true, "", true, R::None};
// Sphinx and its extensions define these, but the oracle does not register them: docutils
// reads them as unknown.
constexpr DirectiveSyntax notParsed{false, C::None, 0, 0, true, true, nullptr, false, R::None};

const char *const tableOptions = "align class name width widths";

QList<DirectiveSpec> buildTable()
{
    return {
        // docutils 0.19 (English names).
        {"attention", K::Admonition, nullptr, "Attention", "주의", false, admonitionSyntax},
        {"caution", K::Admonition, nullptr, "Caution", "주의", false, admonitionSyntax},
        {"danger", K::Admonition, nullptr, "Danger", "위험", false, admonitionSyntax},
        {"error", K::Admonition, nullptr, "Error", "오류", false, admonitionSyntax},
        {"hint", K::Admonition, nullptr, "Hint", "힌트", false, admonitionSyntax},
        {"important", K::Admonition, nullptr, "Important", "중요", false, admonitionSyntax},
        {"note", K::Admonition, nullptr, "Note", "참고", false, admonitionSyntax},
        {"tip", K::Admonition, nullptr, "Tip", "팁", false, admonitionSyntax},
        {"warning", K::Admonition, nullptr, "Warning", "경고", false, admonitionSyntax},
        {"admonition",
         K::Admonition,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::Rst, 1, 0, true, true, "class name", true, R::HasContent}},
        {"compound",
         K::Container,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Rst, 0, 0, false, true, "class name", false, R::HasContent}},
        {"container",
         K::Container,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Rst, 0, 1, true, true, "name", false, R::HasContent}},
        {"contents",
         K::Contents,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 0, 1, true, false, "backlinks class depth local", false, R::NotInBody}},
        {"csv-table",
         K::CsvTable,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::Literal, 0, 1, true, true,
          "align class delim encoding escape file header header-rows keepspace name quote "
          "stub-columns url width widths",
          true, R::None}},
        {"date",
         K::Substitution,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Literal, 0, 0, false, true, nullptr, false, R::Substitution}},
        {"default-role",
         K::Setting,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 0, 1, false, false, nullptr, false, R::None}},
        {"epigraph highlights pull-quote",
         K::Quote,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Rst, 0, 0, false, true, nullptr, false, R::HasContent}},
        {"figure",
         K::Image,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Rst, 1, 0, true, true,
          "align alt class figclass figwidth height name scale target width", false, R::None}},
        {"header footer meta",
         K::Setting,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Rst, 0, 0, false, true, nullptr, false, R::HasContent}},
        {"image",
         K::Image,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 1, 0, true, false, "align alt class height name scale target width", false,
          R::None}},
        {"line-block",
         K::Container,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::ParsedLiteral, 0, 0, false, true, "class name", false, R::HasContent}},
        {"parsed-literal",
         K::ParsedLiteral,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::ParsedLiteral, 0, 0, false, true, "class name", false, R::HasContent}},
        {"list-table",
         K::ListTable,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::Rst, 0, 1, true, true, "align class header-rows name stub-columns width widths",
          true, R::ListTableContent}},
        {"math",
         K::Math,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Literal, 0, 0, false, true, "class name", false, R::HasContent}},
        {"replace",
         K::Replace,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Literal, 0, 0, false, true, nullptr, false, R::Substitution}},
        {"restructuredtext-test-directive",
         K::Container,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Literal, 0, 1, true, true, "option", false, R::None}},
        {"role",
         K::Setting,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Literal, 0, 0, false, true, nullptr, false, R::None}},
        {"rst-class",
         K::Container,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Rst, 1, 0, true, true, nullptr, false, R::None}},
        {"rubric",
         K::Rubric,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::None, 1, 0, true, false, "class name", true, R::None}},
        {"sectnum section-numbering",
         K::Setting,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 0, 0, false, false, "depth prefix start suffix", false, R::None}},
        {"sidebar",
         K::Topic,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::Rst, 0, 1, true, true, "class name subtitle", true, R::PseudoSection}},
        {"table",
         K::Table,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::Rst, 0, 1, true, true, tableOptions, true, R::TableContent}},
        {"target-notes",
         K::Setting,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 0, 0, false, false, "class name", false, R::None}},
        {"title",
         K::Setting,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 1, 0, true, false, nullptr, false, R::None}},
        {"topic",
         K::Topic,
         nullptr,
         nullptr,
         nullptr,
         true,
         {true, C::Rst, 1, 0, true, true, "class name", true, R::PseudoSection}},
        {"unicode",
         K::Substitution,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::None, 1, 0, true, false, "ltrim rtrim trim", false, R::Substitution}},

        // Sphinx and the extensions the tutorials use, content literal (rst-oracle.py's
        // LiteralDummy list).
        // Sphinx's code, code-block and sourcecode take one argument, the language, and no
        // final whitespace (rst-oracle.py's dummy takes 100): content written straight under the
        // header, without the blank line, is read as more arguments, an error Sphinx reports
        // and the preview shows with the block's text, not as an empty code box.
        {"code code-block sourcecode",
         K::Code,
         nullptr,
         nullptr,
         nullptr,
         false,
         {true, C::Literal, 0, 1, false, true, "", false, R::None}},
        {"doctest testcode testoutput testsetup testcleanup", K::Code, "python", nullptr, nullptr,
         false, literalDummy},
        {"jupyter-execute ipython", K::Code, "python", nullptr, nullptr, false, literalDummy},
        {"highlight", K::Setting, nullptr, nullptr, nullptr, false, literalDummy},
        {"literalinclude", K::LiteralInclude, nullptr, nullptr, nullptr, false, literalDummy},
        {"include raw", K::Raw, nullptr, nullptr, nullptr, false, literalDummy},
        {"toctree", K::Toctree, nullptr, nullptr, nullptr, false, literalDummy},
        {"autosummary automodule autoclass autofunction automethod autoattribute autodata "
         "autoexception autoclasstemplate",
         K::ApiDescription, nullptr, nullptr, nullptr, false, literalDummy},
        {"currentmodule module", K::Setting, nullptr, nullptr, nullptr, false, literalDummy},
        {"mermaid graphviz graph digraph plot minigallery image-sg includenodoc", K::Drawing,
         nullptr, nullptr, nullptr, false, literalDummy},
        {"galleryitem customgalleryitem customcarditem customcalloutitem callout", K::GalleryCard,
         nullptr, nullptr, nullptr, false, literalDummy},
        {"tabularcolumns index sectionauthor moduleauthor codeauthor", K::Setting, nullptr, nullptr,
         nullptr, false, literalDummy},
        {"productionlist centered", K::Drawing, nullptr, nullptr, nullptr, false, literalDummy},
        {"math-block katex", K::Math, nullptr, nullptr, nullptr, false, literalDummy},
        {"button-link button-ref", K::Button, nullptr, nullptr, nullptr, false, literalDummy},
        {"article-info card-carousel", K::Drawing, nullptr, nullptr, nullptr, false, literalDummy},

        // Sphinx and extensions, content RST (rst-oracle.py's ContainerDummy list).
        {"only hlist ifconfig glossary grid grid-item tab-set tabs div margin sidebar-note",
         K::Container, nullptr, nullptr, nullptr, false, containerDummy},
        {"versionadded", K::VersionChange, nullptr, "Added in version %1", "버전 %1에 추가", false,
         containerDummy},
        {"versionchanged", K::VersionChange, nullptr, "Changed in version %1", "버전 %1에서 변경",
         false, containerDummy},
        {"deprecated", K::VersionChange, nullptr, "Deprecated since version %1",
         "버전 %1부터 폐지됨", false, containerDummy},
        {"versionremoved", K::VersionChange, nullptr, "Removed in version %1", "버전 %1에서 제거됨",
         false, containerDummy},
        {"seealso", K::Admonition, nullptr, "See also", "더 보기", false, containerDummy},
        {"todo", K::Admonition, nullptr, "Todo", "할 일", false, containerDummy},
        // sphinx-tabs: the argument is the tab's label; code-tab's is a language.
        {"tab group-tab", K::Tab, nullptr, nullptr, nullptr, true, containerDummy},
        {"code-tab", K::Tab, nullptr, nullptr, nullptr, false, containerDummy},
        // sphinx-design, whose argument docutils inline-parses as a title.
        {"dropdown", K::Container, nullptr, nullptr, nullptr, true, titledDummy},
        {"card grid-item-card", K::Card, nullptr, nullptr, nullptr, true, titledDummy},
        {"tab-item", K::Tab, nullptr, nullptr, nullptr, true, titledDummy},
        // "class" is both a docutils directive and a Sphinx domain one; its content is RST. The
        // Python-domain object descriptions too: Sphinx parses their content as RST (a default
        // role hidden in a function's description is still a mistake). rst-oracle.py's
        // stand-in reads them as literal; Tandem follows Sphinx.
        {"class function method attribute data exception staticmethod classmethod decorator",
         K::ApiDescription, nullptr, nullptr, nullptr, false, containerDummy},

        // Sphinx and extensions the oracle does not register: known (no rst-unknown-directive),
        // shown as a container.
        {"youtube download embed iframe comment figure-md envvar option program describe object "
         "cssclass",
         K::Container, nullptr, nullptr, nullptr, false, notParsed},
    };
}

// Sphinx domain directives (c:function::, py:class::) describe an object whose content Sphinx
// parses as RST; rst-oracle.py reads them as literal, Tandem follows Sphinx. Autodoc ones pull
// text from code: literal. Other names with a colon or "auto" in front are known but unparsed.
const DirectiveSpec domainDescription{"",    K::ApiDescription, nullptr, nullptr, nullptr,
                                      false, containerDummy};
const DirectiveSpec autodoc{"", K::ApiDescription, nullptr, nullptr, nullptr, false, literalDummy};
const DirectiveSpec otherApi{"", K::ApiDescription, nullptr, nullptr, nullptr, false, notParsed};

bool isDocumentedDomain(QStringView domain)
{
    for (const char16_t *d : {u"py", u"c", u"cpp", u"js", u"rst", u"std", u"math"})
        if (domain == QStringView(d)) return true;
    return false;
}

} // namespace

const QList<DirectiveSpec> &directiveTable()
{
    static const QList<DirectiveSpec> table = buildTable();
    return table;
}

QStringList directiveNames(const DirectiveSpec &spec)
{
    return QString::fromLatin1(spec.names).split(u' ', Qt::SkipEmptyParts);
}

const DirectiveSpec *directiveSpec(QStringView name)
{
    static const QHash<QString, const DirectiveSpec *> byName = [] {
        QHash<QString, const DirectiveSpec *> h;
        for (const DirectiveSpec &spec : directiveTable())
            for (const QString &n : directiveNames(spec))
                h.insert(n, &spec);
        return h;
    }();
    const QString n = name.toString().toLower();
    if (const DirectiveSpec *spec = byName.value(n)) return spec;
    const qsizetype colon = n.indexOf(u':');
    if (colon >= 0) {
        if (colon > 0 && colon + 1 < n.size() && isDocumentedDomain(QStringView(n).left(colon)))
            return &domainDescription;
        if (colon > 0 && n.startsWith(u"auto") && n.size() > 4) return &autodoc;
        return &otherApi;
    }
    if (n.startsWith(u"auto")) return n.size() > 4 ? &autodoc : &otherApi;
    return nullptr;
}

QString directiveCodeLanguage(const DirectiveSpec &spec, const QString &argument)
{
    if (spec.language) return QString::fromLatin1(spec.language);
    return argument.section(u' ', 0, 0);
}

} // namespace tandem
