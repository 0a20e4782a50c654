// SPDX-License-Identifier: GPL-3.0-or-later
#include "creditchecks.h"

#include "checktext.h"
#include "segmenttext.h"
#include "stylerules.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tandem::checks {

namespace {

// Credits sit at the top of a page, above its first section: only these lines are read.
constexpr int HeaderLines = 40;

// Where the label starts and ends in `text` when it starts with `label` as a word.
bool startsWithLabel(QStringView rest, const QString &label, qsizetype *end)
{
    if (!rest.startsWith(label, Qt::CaseInsensitive)) return false;
    // The label ends the line or is followed, maybe after spaces, by ** or : ("번역 : 이름"
    // is a credit, "역자 주: ..." a translator's note).
    const qsizetype e = label.size();
    qsizetype i = e;
    while (i < rest.size() && rest[i] == u' ')
        ++i;
    if (i < rest.size()) {
        const QChar c = rest[i];
        if (c != u'*' && c != u':' && c != u'\\' && c != u'\uFF1A') return false;
    }
    *end = e;
    return true;
}

// The label of a credit line: [start, end) in `text`, and its kind.
CreditLine labelOf(QStringView text, const StyleRules::Credit &c, qsizetype *start, qsizetype *end)
{
    qsizetype i = 0;
    while (i < text.size() && (text[i] == u' ' || text[i] == u'#' || text[i] == u'*'))
        ++i;
    const QStringView rest = text.mid(i);
    qsizetype e = 0;
    // Asked of every unit by three pair checks on every run: no list is copied here.
    const auto found = [&](CreditLine kind) {
        *start = i;
        *end = i + e;
        return kind;
    };
    for (const QString &label : c.authorLabels)
        if (startsWithLabel(rest, label, &e)) return found(CreditLine::Author);
    if (!c.authorTranslation.isEmpty() && startsWithLabel(rest, c.authorTranslation, &e))
        return found(CreditLine::Author);
    for (const QString &label : c.translatorLabels)
        if (startsWithLabel(rest, label, &e)) return found(CreditLine::Translator);
    return CreditLine::None;
}

struct HeaderLine
{
    int view = -1;
    CreditLine kind = CreditLine::None;
    qsizetype labelStart = 0, labelEnd = 0;
};

// The author and translator lines of a document's header (the first of each), skipping code.
std::pair<HeaderLine, HeaderLine> creditLines(const RstDocument &doc, const StyleRules::Credit &c)
{
    HeaderLine author, translator;
    for (int v = 0; v < std::min<int>(HeaderLines, doc.lines.size()); ++v) {
        if (doc.lines[v].code) continue;
        HeaderLine h{v};
        h.kind = labelOf(doc.lines[v].text, c, &h.labelStart, &h.labelEnd);
        if (h.kind == CreditLine::Author && author.view < 0)
            author = h;
        else if (h.kind == CreditLine::Translator && translator.view < 0)
            translator = h;
    }
    return {author, translator};
}

// The URLs and names written in a credit line: what says who is credited.
QStringList people(const QString &line)
{
    // Lenient: `name <url>__` (underscores inside) is a link gone wrong, which rst-link-syntax
    // reports; here it still names the person.
    static const QRegularExpression link(QStringLiteral(R"(`[^`<]*<([^>`\s]+)>)"));
    QStringList out;
    for (auto it = link.globalMatch(line); it.hasNext();) {
        const auto m = it.next();
        out << m.captured(1).trimmed().toLower();
    }
    return out;
}

Range lineRangeOf(const RstDocument &doc, int view)
{
    const SourceLine &l = doc.lines[view];
    return Range{{l.fileLine, l.fileColumn}, {l.fileLine, l.fileColumn + int(l.text.size())}};
}

const Block *firstTitle(const QList<Block> &blocks)
{
    for (const Block &b : blocks) {
        if (b.kind == BlockKind::Title) return &b;
        if (const Block *t = firstTitle(b.children)) return t;
    }
    return nullptr;
}

} // namespace

CreditLine creditLineKind(QStringView text, const StyleRules *style)
{
    if (!style) return CreditLine::None;
    qsizetype s = 0, e = 0;
    return labelOf(text, style->credit(), &s, &e);
}

void credit(const CheckContext &ctx, IssueSink &sink)
{
    if (!ctx.style) return; // no conventions to hold the header to
    const StyleRules::Credit &c = ctx.style->credit();
    const RstDocument &doc = ctx.draft;
    // Only a translation is held to a translation's header.
    bool korean = false;
    for (int v = 0; v < std::min<int>(HeaderLines * 5, doc.lines.size()) && !korean; ++v)
        korean = containsHangul(doc.lines[v].text);
    if (!korean || !c.isSet()) return;
    const auto [author, translator] = creditLines(doc, c);
    HeaderLine sourceAuthor;
    if (ctx.source) sourceAuthor = creditLines(*ctx.source, c).first;

    if (author.view >= 0 && !c.authorTranslation.isEmpty()) {
        const SourceLine &l = doc.lines[author.view];
        const QStringView label =
            QStringView(l.text).mid(author.labelStart, author.labelEnd - author.labelStart);
        if (label.compare(c.authorTranslation, Qt::CaseInsensitive) != 0) {
            const Range range{{l.fileLine, l.fileColumn + int(author.labelStart)},
                              {l.fileLine, l.fileColumn + int(author.labelEnd)}};
            sink.report(Severity::Warning, range,
                        CheckText::tr("The author label is written \"%1\" in translations")
                            .arg(c.authorTranslation),
                        Fix{range, c.authorTranslation});
        }
    } else if (author.view < 0 && sourceAuthor.view >= 0 && translator.view >= 0) {
        // The author line may be there under a label the style file does not list (**글쓴이**):
        // a header line above the translator's crediting the source's author's links.
        const QStringList authors = people(ctx.source->lines[sourceAuthor.view].text);
        int relabelled = -1;
        for (int v = 0; v < translator.view && relabelled < 0 && !authors.isEmpty(); ++v) {
            const QStringList here = people(doc.lines[v].text);
            for (const QString &p : authors)
                if (here.contains(p)) relabelled = v;
        }
        static const QRegularExpression boldLabel(QStringLiteral(R"(^\s*\*\*([^*:]+?)\s*:?\*\*)"));
        if (relabelled < 0) {
            sink.report(
                Severity::Warning, lineRangeOf(doc, translator.view),
                CheckText::tr("The source's author line is missing above the translator's"));
        } else if (const auto m = boldLabel.match(doc.lines[relabelled].text);
                   m.hasMatch() && !c.authorTranslation.isEmpty() &&
                   m.captured(1).compare(c.authorTranslation, Qt::CaseInsensitive) != 0) {
            const SourceLine &l = doc.lines[relabelled];
            const Range range{{l.fileLine, l.fileColumn + int(m.capturedStart(1))},
                              {l.fileLine, l.fileColumn + int(m.capturedEnd(1))}};
            sink.report(Severity::Warning, range,
                        CheckText::tr("The author label is written \"%1\" in translations")
                            .arg(c.authorTranslation),
                        Fix{range, c.authorTranslation});
        }
    }

    if (c.translatorLabels.isEmpty()) return;
    if (translator.view < 0) {
        if (author.view >= 0)
            sink.report(Severity::Warning, lineRangeOf(doc, author.view),
                        CheckText::tr("Add the translator's line under the author's: %1")
                            .arg(QStringLiteral("**%1**: `이름 <https://github.com/...>`_")
                                     .arg(c.translatorLabels.constFirst())));
    } else {
        const QString &line = doc.lines[translator.view].text;
        const QStringList translators = people(line);
        // The name may sit on the next line ("번역:\n`이름 <url>`_").
        QStringList named = translators;
        if (named.isEmpty() && translator.view + 1 < doc.lines.size())
            named = people(doc.lines[translator.view + 1].text);
        if (c.translatorLink && named.isEmpty())
            sink.report(
                Severity::Warning, lineRangeOf(doc, translator.view),
                CheckText::tr(
                    "Write the translator's name as a link: `이름 <https://github.com/...>`_"));
        // Swapped labels: the source's author credited as the translator, and not as author.
        if (author.view >= 0 && sourceAuthor.view >= 0) {
            const QStringList original = people(ctx.source->lines[sourceAuthor.view].text);
            const QStringList asAuthor = people(doc.lines[author.view].text);
            const bool swapped =
                !original.isEmpty() &&
                std::any_of(original.begin(), original.end(), [&](const QString &p) {
                    return translators.contains(p) && !asAuthor.contains(p);
                });
            if (swapped)
                sink.report(
                    Severity::Warning, lineRangeOf(doc, translator.view),
                    CheckText::tr(
                        "The author and translator labels look swapped: the source's author "
                        "is credited as translator here"));
        }
    }

    // An English title left above the Korean one.
    if (!ctx.source) return;
    const Block *sourceTitle = firstTitle(ctx.source->blocks);
    const Block *draftTitle = firstTitle(doc.blocks);
    if (!sourceTitle || !draftTitle || !containsHangul(draftTitle->text)) return;
    const QString english = sourceTitle->text.trimmed();
    if (english.isEmpty()) return;
    for (int v = 0; v < doc.lines.size() && doc.lines[v].fileLine < draftTitle->line; ++v) {
        if (!doc.lines[v].code && doc.lines[v].text.trimmed() == english) {
            sink.report(
                Severity::Warning, lineRangeOf(doc, v),
                CheckText::tr("The English title is left above the Korean title; remove it"));
            break;
        }
    }
}

} // namespace tandem::checks
