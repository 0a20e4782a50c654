// SPDX-License-Identifier: GPL-3.0-or-later
// The one check-test driver every family test uses (tst_checks, tst_sphinxlintchecks,
// tst_glossarychecks, tst_languagechecks): a row gives a check, a source (null: the draft is
// linted alone) and a draft; the driver lints them the way the product does
// (testing::lintPair), compares the check's issues — ranges, severities, sides and fixes — with
// the row's expected lines, applies the fixes, compares the result with the row's fixed text and
// lints that again, which must come out clean.
//
// The expected lines live in one file per test, tests/fixtures/check-cases/NAME.txt, a block per
// row, in the order the engine reports them (lines and columns 1-based, end exclusive):
//
//     [glued literal]
//     1:1-1:6 error fix 1:6-1:6 "\\ "
//
// The family's check_data() declares its columns with addColumns() and its check() runs the
// current row with verifyRow(): the columns, their order and the row's reading are the driver's,
// the family says only which optional columns it has (CaseColumns) and what "fixed" means for it
// (CheckCaseRules).
//
// A row without a block fails. After a deliberate change of a check, run the test with
// TANDEM_UPDATE_CHECK_CASES=1: it rewrites the file from what the engine reports (and passes);
// then read the diff as a reviewer would before committing it.
#pragma once

#include "checktesting.h"
#include "fixapplier.h"

#include <QFile>
#include <QMap>
#include <QTest>

#include <algorithm>

namespace tandem::testing {

// What "fixed" and "clean" mean for a family.
struct CheckCaseRules
{
    // The fixes of reports at or above this severity are applied (glossary infos suggest, they
    // do not fix).
    Severity fixFrom = Severity::Info;
    // After the fixes, the check reports nothing at or above this severity.
    Severity cleanFrom = Severity::Info;
    // After the fixes, no reStructuredText check reports an error or warning either (a fix must
    // not break the markup it repairs).
    bool markupStaysClean = false;
    // A row without a fixed text expects no fix at all (the language checks offer a fix only
    // where the fixed text is certain).
    bool noFixWithoutFixedText = false;
};

// The columns of a family's rows, in this order: check, source (null: the draft is linted alone),
// draft, [python], count or [warnings, infos], fixed (the draft after the fixes; null: no fix
// tested), [line]. The bracketed ones are the family's choice.
struct CaseColumns
{
    // A bool "python" after the draft: the pair is a sphinx-gallery script, not reStructuredText.
    bool python = false;
    // "warnings" (at warning level or above) and "infos" instead of one "count": the family
    // tells a report a reviewer must act on from a suggestion.
    bool warningsApart = false;
    // An int "line" after the fixed text: the 1-based line of the first issue (0: not checked).
    bool line = false;
};

class CheckCases
{
public:
    explicit CheckCases(const QString &name, CaseColumns columns = {})
        : m_path(QStringLiteral(TANDEM_FIXTURES "/check-cases/%1.txt").arg(name)),
          m_columns(columns),
          m_update(qEnvironmentVariableIntValue("TANDEM_UPDATE_CHECK_CASES") == 1)
    {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly)) return;
        QString tag;
        for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
            if (line.startsWith(u'[') && line.endsWith(u']')) {
                tag = line.mid(1, line.size() - 2);
                m_expected[tag]; // a row that expects no issue has an empty block
            } else if (!line.isEmpty() && !tag.isNull()) {
                m_expected[tag] << line;
            }
        }
    }

    CheckCases(const CheckCases &) = delete;
    CheckCases &operator=(const CheckCases &) = delete;

    ~CheckCases()
    {
        if (!m_update || m_seen.isEmpty()) return;
        QString out;
        for (auto it = m_seen.cbegin(); it != m_seen.cend(); ++it) {
            out += u'[' + it.key() + QStringLiteral("]\n");
            for (const QString &line : it.value())
                out += line + u'\n';
        }
        QFile file(m_path);
        if (!file.open(QIODevice::WriteOnly) || file.write(out.toUtf8()) != out.toUtf8().size())
            qWarning("cannot write %s", qPrintable(m_path));
    }

    // One issue as its expected line: "L:C-L:C severity[ source][ fix L:C-L:C "text"]".
    static QString lineOf(const Issue &issue)
    {
        auto place = [](const Range &r) {
            return QStringLiteral("%1:%2-%3:%4")
                .arg(r.start.line + 1)
                .arg(r.start.column + 1)
                .arg(r.end.line + 1)
                .arg(r.end.column + 1);
        };
        static const char *const names[] = {"info", "warning", "error"};
        QString line = place(issue.range) + u' ' + QLatin1String(names[int(issue.severity)]);
        if (issue.side == Side::Source) line += QStringLiteral(" source");
        if (issue.fix) {
            QString text = issue.fix->replacement;
            text.replace(u'\\', QStringLiteral("\\\\"))
                .replace(u'"', QStringLiteral("\\\""))
                .replace(u'\n', QStringLiteral("\\n"));
            line += QStringLiteral(" fix ") + place(issue.fix->range) + QStringLiteral(" \"") +
                    text + u'"';
        }
        return line;
    }

    // Declares the columns of check_data() (see CaseColumns).
    void addColumns() const
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("draft");
        if (m_columns.python) QTest::addColumn<bool>("python");
        if (m_columns.warningsApart) {
            QTest::addColumn<int>("warnings");
            QTest::addColumn<int>("infos");
        } else {
            QTest::addColumn<int>("count");
        }
        QTest::addColumn<QString>("fixed");
        if (m_columns.line) QTest::addColumn<int>("line");
    }

    // The current row of check_data(), linted with `project`: verify() with the row's columns,
    // and the warnings and the first line where the family has those columns. Call with
    // QVERIFY(cases.verifyRow(...)) so a failure stops the row.
    bool verifyRow(const std::shared_ptr<const ProjectContext> &project,
                   const CheckCaseRules &rules = {})
    {
        const QString check = column<QString>("check");
        const QString source = column<QString>("source");
        const QString draft = column<QString>("draft");
        const QString fixed = column<QString>("fixed");
        const bool python = m_columns.python && column<bool>("python");
        const int warnings = m_columns.warningsApart ? column<int>("warnings") : -1;
        const int count =
            m_columns.warningsApart ? warnings + column<int>("infos") : column<int>("count");
        const int line = m_columns.line ? column<int>("line") : 0;
        Issues found;
        if (!verify(project, check, source, draft, python ? FileKind::SphinxGallery : FileKind::Rst,
                    count, fixed, rules, &found))
            return false;
        const auto isWarning = [](const Issue &i) { return i.severity >= Severity::Warning; };
        const int w = int(std::count_if(found.cbegin(), found.cend(), isWarning));
        if (warnings >= 0 && w != warnings) {
            qWarning("[%s] %d at warning level or above, expected %d:\n%s", QTest::currentDataTag(),
                     w, warnings, qPrintable(describe(found)));
            return false;
        }
        if (line > 0 && found.constFirst().range.start.line + 1 != line) {
            qWarning("[%s] the first issue on line %d, expected %d", QTest::currentDataTag(),
                     found.constFirst().range.start.line + 1, line);
            return false;
        }
        return true;
    }

    // The current row (QTest::currentDataTag()): `check`'s issues on `draft` against `source`
    // are exactly the expected lines, `count` of them; with a non-null `fixed`, the fixes of the
    // reports rules.fixFrom and above (each of which must have one) give `fixed`, which lints
    // clean. Call with QVERIFY(cases.verify(...)) so a failure stops the row.
    bool verify(const std::shared_ptr<const ProjectContext> &project, const QString &check,
                const QString &source, const QString &draft, FileKind kind, int count,
                const QString &fixed, const CheckCaseRules &rules = {}, Issues *reported = nullptr)
    {
        const QString tag = QString::fromUtf8(QTest::currentDataTag());
        const Issues found = issuesOf(lintPair(project, source, draft, kind).issues, check);
        if (reported) *reported = found;
        QStringList lines;
        for (const Issue &i : found)
            lines << lineOf(i);
        if (m_update) {
            m_seen[tag] = lines;
        } else {
            if (!m_expected.contains(tag)) {
                qWarning("no expected issues for [%s] in %s (TANDEM_UPDATE_CHECK_CASES=1 writes "
                         "them):\n%s",
                         qPrintable(tag), qPrintable(m_path), qPrintable(lines.join(u'\n')));
                return false;
            }
            if (lines != m_expected.value(tag)) {
                qWarning("[%s] reports\n%s\nexpected\n%s", qPrintable(tag),
                         qPrintable(lines.join(u'\n')),
                         qPrintable(m_expected.value(tag).join(u'\n')));
                return false;
            }
        }
        if (found.size() != count) {
            qWarning("[%s] %lld issues, expected %d:\n%s", qPrintable(tag), qlonglong(found.size()),
                     count, qPrintable(describe(found)));
            return false;
        }
        QList<Fix> fixes;
        for (const Issue &i : found) {
            if (i.severity < rules.fixFrom) continue;
            if (i.fix && fixed.isNull() && rules.noFixWithoutFixedText) {
                qWarning("[%s] a fix where none is expected: %s", qPrintable(tag),
                         qPrintable(describe({i})));
                return false;
            }
            if (!i.fix) {
                if (fixed.isNull()) continue;
                qWarning("[%s] no fix: %s", qPrintable(tag), qPrintable(describe({i})));
                return false;
            }
            fixes.append(*i.fix);
        }
        if (fixed.isNull()) return true;
        const QString after = applyFixes(draft, fixes);
        if (after != fixed) {
            qWarning("[%s] fixed text\n%s\nexpected\n%s", qPrintable(tag), qPrintable(after),
                     qPrintable(fixed));
            return false;
        }
        const Issues again = lintPair(project, source, after, kind).issues;
        for (const Issue &i : again) {
            const bool left = i.check == check && i.severity >= rules.cleanFrom;
            const bool broke = rules.markupStaysClean && i.check.startsWith(u"rst-") &&
                               i.severity >= Severity::Warning;
            if (left || broke) {
                qWarning("[%s] after the fixes: %s", qPrintable(tag), qPrintable(describe({i})));
                return false;
            }
        }
        return true;
    }

private:
    // The current row's value in `name` (what QFETCH reads).
    template <class T> static T column(const char *name)
    {
        return *static_cast<const T *>(QTest::qData(name, qMetaTypeId<T>()));
    }

    QString m_path;
    CaseColumns m_columns;
    bool m_update;
    QMap<QString, QStringList> m_expected; // row tag → expected lines
    QMap<QString, QStringList> m_seen;     // when updating
};

} // namespace tandem::testing
