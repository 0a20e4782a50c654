// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorwidgets.h"
#include "issue.h"

#include <QObject>
#include <QTextCursor>

class QAction;
class QMenu;
class QPoint;

namespace tandem {

class AnalysisController;
class DocumentController;

// What the user does about an issue: apply its fix (one, or all of a kind), suppress it, and for
// a misspelt word take a suggestion or add the word to a word list. Offered in the panes' context
// menus and the draft gutter's fix marks (fixcontroller.cpp; spelling: fixcontrollerspelling.cpp).
class FixController : public QObject
{
    Q_OBJECT
public:
    FixController(const EditorWidgets &widgets, DocumentController *document,
                  AnalysisController *analysis, QObject *parent = nullptr);

    bool applyFix(const Issue &issue);
    int fixAllOfKind(const QString &check);
    bool suppress(const Issue &issue);
    bool applyFixAtCursor();

private:
    void extendContextMenu(Side side, QMenu *menu, const QTextCursor &cursor);
    void showFixMenu(int line, const QPoint &globalPos);
    bool applyFixes(QList<Fix> fixes);
    // One "Fix:" action per way the issue can be fixed, the checkout's preferred first.
    QList<QAction *> fixActions(const Issue &issue, QObject *parent);
    void addSpellingActions(QMenu *menu, const QTextCursor &wordCursor);
    void addToWordList(const QString &path, const QString &word);

    EditorWidgets m_w;
    DocumentController *m_document;
    AnalysisController *m_analysis;
};

} // namespace tandem
