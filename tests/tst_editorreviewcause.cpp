// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewer mode's "changed lines only" (issue 44): the old underline of a title the branch made
// longer is an issue on an unchanged line that the changed title caused; it is listed with the
// changed lines, as `tandem review post` comments on the title line.
#include "editortesting.h"
#include "issuespanel.h"
#include "mainwindow.h"
#include "reviewmodel.h"
#include "reviewpanel.h"

#include <QCheckBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace tandem;

class TestEditorReviewCause : public testing::WindowTest
{
    Q_OBJECT

private slots:
    void underlineOfAChangedTitleIsOnTheChange()
    {
        QTemporaryDir tmp;
        QString repo;
        auto g = testing::repositoryTest(tmp, &repo);
        if (!g) QSKIP("git is not installed");
        g->write("docs/mesh.rst", "Getting Started with DeviceMesh\n"
                                  "===============================\n\n"
                                  "A mesh describes the devices.\n");
        g->commitAll("English", 1);
        g->git({"checkout", "-q", "-b", "translate"});
        // 35 columns of title over the English title's 31-column underline, left as it was.
        g->write("docs/mesh.rst", "DeviceMesh 시작하기: 장치 메시 입문\n"
                                  "===============================\n\n"
                                  "메시는 장치들을 나타냅니다.\n");
        g->commitAll("번역", 2);

        QVERIFY(openWindow({1400, 800}));
        QSignalSpy finished(m_window, &MainWindow::reviewFinished);
        m_window->openCheckout(repo);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY(m_window->openReviewFile(
            m_window->reviewPanel()->model()->rowOf(QStringLiteral("docs/mesh.rst"))));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isAnalysisCurrent(), 30000);
        IssuesPanel *panel = m_window->issuesPanel();
        const auto shown = [panel] {
            QStringList out;
            for (int row = 0; row < panel->view()->model()->rowCount(); ++row) {
                const Issue *i = panel->issueAtViewRow(row);
                out << QStringLiteral("%1 %2").arg(i->check).arg(i->range.start.line);
            }
            return out;
        };
        QVERIFY2(shown().contains("rst-title-underline 1"), qPrintable(shown().join(", ")));
        panel->changedLinesBox()->setChecked(true);
        QVERIFY2(shown().contains("rst-title-underline 1"), qPrintable(shown().join(", ")));
        closeWindow(repo + QStringLiteral("/docs/mesh.rst"));
    }
};

QTEST_MAIN(TestEditorReviewCause)
#include "tst_editorreviewcause.moc"
