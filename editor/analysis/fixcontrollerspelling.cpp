// SPDX-License-Identifier: GPL-3.0-or-later
// FixController: spelling in the draft's context menu — suggestions for a flagged word, computed
// in a worker (hunspell-ko can take a second for one word, and loading it ~0.6 s), and adding
// the word to the user's or the project's word list.
#include "fixcontroller.h"

#include "analysiscontroller.h"
#include "boundedfile.h"
#include "checkregistry.h"
#include "documentcontroller.h"
#include "projectfiles.h"
#include "segmenttext.h"
#include "spelling.h"
#include "spellingwordlist.h"
#include "textpane.h"
#include "userprompts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QMenu>
#include <QSaveFile>
#include <QTextBlock>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace tandem {

namespace {

// Appends one word to a word list file, keeping what is there (written whole with QSaveFile).
bool appendWord(const QString &path, const QString &word)
{
    QByteArray bytes;
    TextFile::Error error;
    bytes = readBoundedFile(path, &error);
    if (error && error.kind != TextFile::Error::NotFound)
        return false; // not a plain file we can extend whole
    if (!bytes.isEmpty() && !bytes.endsWith('\n')) bytes += '\n';
    bytes += word.toUtf8() + '\n';
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) return false;
    QSaveFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() && out.commit();
}

} // namespace

void FixController::addSpellingActions(QMenu *menu, const QTextCursor &wordCursor)
{
    const QString word = wordCursor.selectedText();
    if (word.isEmpty() || !m_analysis->analysis()) return;
    // Only for words a check flagged: a suggestion lookup is too slow to run for every click.
    const Issues here =
        m_analysis->issuesAt(Side::Draft, wordCursor.blockNumber(),
                             wordCursor.selectionStart() - wordCursor.block().position());
    if (std::none_of(here.begin(), here.end(), [](const Issue &i) {
            const CheckInfo *check = findCheck(i.check);
            return check && check->wordSuggestions;
        }))
        return;

    QAction *first = menu->actions().value(0);
    QMenu *suggestions = new QMenu(tr("Spelling Suggestions for “%1”").arg(word), menu);
    QAction *pending = suggestions->addAction(tr("Looking up…"));
    pending->setEnabled(false);
    const auto language =
        containsHangul(word) ? Spelling::Language::Korean : Spelling::Language::English;
    auto *watcher = new QFutureWatcher<QStringList>(suggestions);
    connect(watcher, &QFutureWatcher<QStringList>::finished, suggestions, [=, this] {
        const QStringList found = watcher->result();
        suggestions->removeAction(pending);
        if (found.isEmpty()) suggestions->addAction(tr("No suggestions"))->setEnabled(false);
        const int generation = m_w.draft->document()->revision();
        for (const QString &s : found.mid(0, 8))
            suggestions->addAction(s, this, [=, this] {
                // The text may have changed since the menu opened: replace only the same word.
                if (m_w.draft->document()->revision() != generation) return;
                QTextCursor c = wordCursor;
                if (c.selectedText() == word) c.insertText(s); // one undo step
            });
    });
    watcher->setFuture(QtConcurrent::run([word, language] {
        const SpellingDictionary *d = Spelling::shared().dictionary(language);
        return d ? d->suggest(word) : QStringList();
    }));

    QList<QAction *> added{suggestions->menuAction()};
    QAction *user = new QAction(tr("Add “%1” to My Word List").arg(word), menu);
    connect(user, &QAction::triggered, this,
            [this, word] { addToWordList(SpellingWordList::userFile(), word); });
    added << user;
    // The project's list, or a new one at the checkout's root.
    QString project = SpellingWordList::findFor(m_document->draft().path);
    if (const QString root = repositoryRoot(m_document->draft().path);
        project.isEmpty() && !root.isEmpty())
        project = root + u'/' + QLatin1String(SpellingWordList::ProjectFileName);
    if (!project.isEmpty()) {
        QAction *shared = new QAction(tr("Add “%1” to the Project's Word List").arg(word), menu);
        shared->setToolTip(QDir::toNativeSeparators(project));
        connect(shared, &QAction::triggered, this,
                [this, project, word] { addToWordList(project, word); });
        added << shared;
    }
    added << menu->insertSeparator(first);
    menu->insertActions(added.constLast(), added.mid(0, added.size() - 1));
}

void FixController::addToWordList(const QString &path, const QString &word)
{
    if (!appendWord(path, word)) {
        m_w.prompts->error(m_w.window, tr("Word List"),
                           tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    m_document->refreshProject(); // read the word lists again
    m_analysis->requestLint();
}

} // namespace tandem
