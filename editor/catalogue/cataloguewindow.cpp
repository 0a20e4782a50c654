// SPDX-License-Identifier: GPL-3.0-or-later
#include "cataloguewindow.h"

#include "catalogueentrymodel.h"
#include "cataloguememory.h"
#include "decorationbuilder.h"
#include "editorfonts.h"
#include "fuzzypanel.h"
#include "matchespanel.h"
#include "panehighlighter.h"
#include "rstscanner.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

// A worker run: the catalogue read (when asked) and analysed.
struct CatalogueWindow::Job
{
    std::optional<po::Catalog> catalog; // read from disk (open, after a save)
    po::Catalog::Error error;
    CatalogueAnalysis analysis;
    int generation = 0;
};

namespace {

constexpr int IssueEntryRole = Qt::UserRole + 1;

// A string's lines, as the decoration builder takes them.
QList<QStringView> linesOf(const QString &text)
{
    QList<QStringView> lines;
    for (const QStringView line : QStringView(text).split(u'\n'))
        lines.append(line);
    return lines;
}

// The RST highlighting of one string (an entry's msgid or msgstr: a paragraph or a few), with
// the issues given, in the string's coordinates.
PaneDecorations decorationsOf(const QString &text, const Issues &issues)
{
    const RstDocument doc = scanDocument(text, FileKind::Rst);
    return buildDecorations(linesOf(text), doc, {}, nullptr, issues);
}

QPlainTextEdit *stringPane(bool readOnly, QWidget *parent)
{
    auto *pane = new QPlainTextEdit(parent);
    pane->setReadOnly(readOnly);
    pane->setFont(defaultEditorFont());
    pane->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    pane->setTabChangesFocus(true);
    return pane;
}

} // namespace

CatalogueWindow::CatalogueWindow(ProjectSettings settings, QWidget *parent)
    : QMainWindow(parent), m_settings(std::move(settings))
{
    setObjectName(QStringLiteral("catalogueWindow"));
    m_model = new CatalogueEntryModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("entryTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // One line a row, every row the same height: no layout of every entry to size them.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(CatalogueEntryModel::LineColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CatalogueEntryModel::StateColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CatalogueEntryModel::EnglishColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(CatalogueEntryModel::KoreanColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(CatalogueEntryModel::IssuesColumn, QHeaderView::ResizeToContents);

    m_english = stringPane(true, this);
    m_english->setObjectName(QStringLiteral("msgidPane"));
    m_english->setPlaceholderText(tr("The English (msgid) of the selected entry"));
    m_korean = stringPane(false, this);
    m_korean->setObjectName(QStringLiteral("msgstrPane"));
    m_korean->setPlaceholderText(tr("The Korean (msgstr): type the translation"));
    m_englishHighlighter = new PaneHighlighter(m_english->document());
    m_koreanHighlighter = new PaneHighlighter(m_korean->document());
    m_fuzzyBox = new QCheckBox(tr("&Needs review (fuzzy)"), this);
    m_formBox = new QComboBox(this);
    m_formBox->setToolTip(tr("The plural form shown"));
    m_formBox->hide();
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("entryInfo"));
    m_info->setWordWrap(true);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *entryPage = new QWidget(this);
    auto *panes = new QSplitter(Qt::Horizontal, entryPage);
    panes->addWidget(m_english);
    panes->addWidget(m_korean);
    auto *entryBar = new QHBoxLayout;
    entryBar->addWidget(m_fuzzyBox);
    entryBar->addWidget(m_formBox);
    entryBar->addWidget(m_info, 1);
    auto *entryLayout = new QVBoxLayout(entryPage);
    entryLayout->setContentsMargins(4, 4, 4, 4);
    entryLayout->addWidget(panes, 1);
    entryLayout->addLayout(entryBar);

    m_fuzzy = new FuzzyPanel(this);
    m_issues = new QTreeWidget(this);
    m_issues->setObjectName(QStringLiteral("catalogueIssues"));
    m_issues->setRootIsDecorated(false);
    m_issues->setHeaderLabels({tr("Line"), tr("Severity"), tr("Message"), tr("Check")});
    m_issues->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_issues->header()->setStretchLastSection(false);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(entryPage, tr("&Entry"));
    m_tabs->addTab(m_fuzzy, tr("&Fuzzy"));
    m_tabs->addTab(m_issues, tr("&Issues"));
    m_matches = new MatchesPanel(this);
    m_tabs->addTab(m_matches, tr("&Matches"));
    m_memory = new CatalogueMemory(m_matches, this);
    connect(m_memory, &CatalogueMemory::insertRequested, this, [this](const QString &korean) {
        if (!m_catalog || m_entry < 0 || m_korean->isReadOnly()) return;
        m_tabs->setCurrentIndex(0);
        m_korean->selectAll();
        m_korean->insertPlainText(korean); // one undo step in the pane
        m_korean->setFocus();
    });
    for (int i = 0; i < 5; ++i) {
        auto *insert = new QAction(tr("Insert Match %1").arg(i + 1), this);
        insert->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(insert, &QAction::triggered, m_memory, [this, i] { m_memory->insert(i); });
        addAction(insert);
    }

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_tabs);
    // The rows get the larger share: an entry's strings are a paragraph or two.
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    setCentralWidget(split);
    m_counts = new QLabel(this);
    statusBar()->addPermanentWidget(m_counts);

    m_lintDelay = new QTimer(this);
    m_lintDelay->setSingleShot(true);
    m_lintDelay->setInterval(600);
    connect(m_lintDelay, &QTimer::timeout, this, [this] { analyse(false); });

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_entry = m_model->entryAt(current.row());
                m_form = 0;
                showEntry();
            });
    connect(m_korean, &QPlainTextEdit::textChanged, this, &CatalogueWindow::koreanEdited);
    connect(m_fuzzyBox, &QCheckBox::toggled, this, [this](bool on) {
        if (m_filling || !m_catalog || m_entry < 0) return;
        m_catalog->setFuzzy(m_entry, on);
        entryEdited(m_entry);
    });
    connect(m_formBox, &QComboBox::currentIndexChanged, this, [this](int form) {
        if (m_filling || form < 0) return;
        m_form = form;
        showEntry();
    });
    connect(m_fuzzy, &FuzzyPanel::acceptRequested, this,
            [this](int entry, const QString &proposal) {
                if (!m_catalog) return;
                m_catalog->setMsgstr(entry, 0, proposal);
                m_catalog->setFuzzy(entry, false);
                m_fuzzy->removeEntry(entry);
                entryEdited(entry);
            });
    connect(m_fuzzy, &FuzzyPanel::keepRequested, this, [this](int entry) {
        if (!m_catalog) return;
        m_catalog->setFuzzy(entry, false);
        m_fuzzy->removeEntry(entry);
        entryEdited(entry);
    });
    connect(m_fuzzy, &FuzzyPanel::editRequested, this, [this](int entry) {
        selectEntry(entry);
        m_tabs->setCurrentIndex(0);
        m_korean->setFocus();
    });
    connect(m_fuzzy, &FuzzyPanel::countChanged, this, [this](int n) {
        m_tabs->setTabText(m_tabs->indexOf(m_fuzzy), tr("&Fuzzy (%1)").arg(n));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_fuzzy && m_fuzzy->currentEntry() >= 0)
            selectEntry(m_fuzzy->currentEntry());
    });
    connect(m_fuzzy->list(), &QListWidget::currentRowChanged, this, [this] {
        // The table follows the queue, so the row and its neighbours are in view.
        const int entry = m_fuzzy->currentEntry();
        if (entry >= 0 && m_tabs->currentWidget() == m_fuzzy) selectEntry(entry);
    });
    connect(m_issues, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        selectEntry(item->data(0, IssueEntryRole).toInt());
        m_tabs->setCurrentIndex(0);
        m_korean->setFocus();
    });
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Job>>::finished, this,
            &CatalogueWindow::showAnalysis);
    buildMenus();
    // Within the screen: at 1280×720 the status bar's counts stay in sight.
    QSize size(1400, 900);
    if (const QScreen *where = screen()) size = size.boundedTo(where->availableGeometry().size());
    resize(size);
    updateTitleAndCounts();
}

CatalogueWindow::~CatalogueWindow()
{
    m_watcher.waitForFinished();
}

void CatalogueWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *saveAction = file->addAction(tr("&Save"), this, [this] {
        QString error;
        if (!save(&error)) QMessageBox::warning(this, tr("Save"), error);
    });
    saveAction->setShortcut(QKeySequence::Save);
    file->addSeparator();
    QAction *close = file->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_showAll = view->addAction(tr("Show &Header and Obsolete Entries"));
    m_showAll->setCheckable(true);
    connect(m_showAll, &QAction::toggled, this, [this](bool on) {
        const int entry = m_entry;
        m_model->setShowHeaderAndObsolete(on);
        if (entry >= 0) selectEntry(entry);
    });

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next =
        go->addAction(tr("&Next Fuzzy or Untranslated"), this, &CatalogueWindow::goToNextWork);
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QAction *fuzzyTab = go->addAction(tr("&Fuzzy Queue"), this, [this] {
        m_tabs->setCurrentWidget(m_fuzzy);
        m_fuzzy->list()->setFocus(); // arrows walk the queue, Ctrl+Return accepts
    });
    fuzzyTab->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    // The memory searched for the selection (the focused pane's, else the other's).
    QAction *concordance = go->addAction(tr("&Concordance…"), this, [this] {
        QPlainTextEdit *first = m_english->hasFocus() ? m_english : m_korean;
        QPlainTextEdit *second = first == m_english ? m_korean : m_english;
        QString phrase = first->textCursor().selectedText();
        if (phrase.isEmpty()) phrase = second->textCursor().selectedText();
        m_memory->showConcordance(phrase);
    });
    concordance->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
}

void CatalogueWindow::open(const QString &path)
{
    m_path = path;
    m_catalog.reset();
    m_model->setCatalog(nullptr);
    m_entry = -1;
    m_history.reset();
    m_historyRead = false;
    statusBar()->showMessage(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_memory->open(path);
    analyse(true);
}

bool CatalogueWindow::isAnalysing() const
{
    // Until showAnalysis has taken the result: a run that finished has not been shown yet.
    return m_running || m_lintDelay->isActive();
}

bool CatalogueWindow::isModified() const
{
    return m_catalog && m_catalog->editedCount() > 0;
}

void CatalogueWindow::analyse(bool readAgain)
{
    if (m_running) {
        // One more run when this one ends, with the edits since.
        m_again = true;
        m_againReads |= readAgain;
        return;
    }
    m_running = true;
    m_again = false;
    m_againReads = false;
    const QString path = m_path;
    const ProjectSettings settings = m_settings;
    auto project = m_project;
    auto history = m_history;
    const bool readHistory = !m_historyRead;
    const int generation = m_generation;
    std::optional<po::Catalog> catalog = readAgain ? std::nullopt : m_catalog;
    m_watcher.setFuture(QtConcurrent::run([=]() mutable {
        auto job = std::make_shared<Job>();
        job->generation = generation;
        if (!catalog) {
            job->catalog = po::Catalog::load(path, &job->error);
            if (!job->catalog) return job;
            catalog = job->catalog;
        }
        job->analysis = analyseCatalogue(path, *catalog, settings, project, history, readHistory);
        return job;
    }));
}

void CatalogueWindow::showAnalysis()
{
    const std::shared_ptr<Job> job = m_watcher.result();
    m_running = false;
    const bool opening = !m_catalog;
    // The file read again after a save is taken unless it was edited since: then the catalogue
    // in memory stays (its edits are written anew at the next save, the saved ones again too).
    if (job->catalog && (job->generation == m_generation || !m_catalog)) {
        m_catalog = std::move(job->catalog);
        showCatalogue();
    } else if (!m_catalog) {
        const QString where =
            job->error.line > 0 ? QStringLiteral("%1:%2").arg(m_path).arg(job->error.line) : m_path;
        statusBar()->showMessage(tr("Could not read %1: %2").arg(where, job->error.message));
        setWindowTitle(tr("%1 — not read — Tandem").arg(QFileInfo(m_path).fileName()));
        emit loaded(false);
        return;
    }
    if (job->analysis.project) {
        m_project = job->analysis.project;
        m_history = job->analysis.history;
        m_historyRead = true;
    }
    m_analysis = std::move(job->analysis);
    if (job->generation == m_generation) {
        // Fresh: the queue and the issues are those of the catalogue as it is now.
        QList<int> lines;
        for (const FuzzyEntry &f : std::as_const(m_analysis.fuzzy))
            lines.append(m_catalog->entries()[f.entry].msgid.line + 1);
        m_fuzzy->setQueue(m_analysis.fuzzy, lines);
        fillIssues();
        rehighlight();
    }
    if (!m_analysis.warnings.isEmpty())
        statusBar()->showMessage(m_analysis.warnings.join(QStringLiteral(" · ")), 10000);
    else if (opening)
        statusBar()->clearMessage();
    if (opening) emit loaded(true);
    emit analysed();
    if (m_again) analyse(m_againReads);
}

void CatalogueWindow::showCatalogue()
{
    const int keep = m_entry;
    m_model->setCatalog(&*m_catalog);
    if (keep >= 0 && m_model->rowOf(keep) >= 0)
        selectEntry(keep);
    else if (m_model->rowCount() > 0)
        selectEntry(m_model->entryAt(0));
    updateTitleAndCounts();
}

void CatalogueWindow::selectEntry(int entry)
{
    int row = m_model->rowOf(entry);
    if (row < 0 && m_catalog && entry >= 0 && entry < m_catalog->entries().size()) {
        m_showAll->setChecked(true); // a header or obsolete entry asked for: show them
        row = m_model->rowOf(entry);
    }
    if (row < 0) return;
    const QModelIndex index = m_model->index(row, CatalogueEntryModel::KoreanColumn);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    if (m_entry != entry) { // the same row: currentRowChanged does not come
        m_entry = entry;
        m_form = 0;
        showEntry();
    }
}

void CatalogueWindow::showEntry()
{
    m_filling = true;
    if (!m_catalog || m_entry < 0) {
        m_english->clear();
        m_korean->clear();
        m_info->clear();
        m_filling = false;
        return;
    }
    const po::PoEntry &e = m_catalog->entries()[m_entry];
    m_english->setPlainText(e.isPlural() ? e.msgid.value + QStringLiteral("\n\n(plural) ") +
                                               e.msgidPlural.value
                                         : e.msgid.value);
    m_korean->setPlainText(e.msgstr.value(m_form).value);
    m_korean->setReadOnly(e.obsolete); // an obsolete entry is kept, not translated
    m_fuzzyBox->setChecked(e.isFuzzy());
    m_fuzzyBox->setEnabled(!e.isHeader() && !e.obsolete);
    m_formBox->clear();
    if (e.msgstr.size() > 1) {
        for (int i = 0; i < e.msgstr.size(); ++i)
            m_formBox->addItem(e.msgstrKeyword(i));
        m_formBox->setCurrentIndex(m_form);
    }
    m_formBox->setVisible(e.msgstr.size() > 1);
    QStringList info;
    info << tr("Line %1").arg((e.msgid.present() ? e.msgid.line : e.firstLine) + 1);
    if (!e.msgctxt.value.isEmpty()) info << tr("Context: %1").arg(e.msgctxt.value);
    if (!e.references.isEmpty()) info << e.references.join(u' ');
    if (!e.extractedComments.isEmpty()) info << e.extractedComments.join(u' ');
    if (!e.translatorComments.isEmpty())
        info << tr("Translator: %1").arg(e.translatorComments.join(u' '));
    QStringList otherFlags = e.flags;
    otherFlags.removeAll(QStringLiteral("fuzzy")); // the check box says it
    if (!otherFlags.isEmpty()) info << otherFlags.join(QStringLiteral(", "));
    m_info->setText(info.join(QStringLiteral(" · ")));
    m_filling = false;
    if (!e.isHeader()) m_memory->lookUp(e.msgid.value);
    rehighlight();
}

void CatalogueWindow::koreanEdited()
{
    if (m_filling || !m_catalog || m_entry < 0) return;
    // The highlighter's format changes come here too: only a change of the text is an edit.
    const QString text = m_korean->toPlainText();
    if (text == m_catalog->entries()[m_entry].msgstr.value(m_form).value) return;
    m_catalog->setMsgstr(m_entry, m_form, text);
    entryEdited(m_entry);
}

void CatalogueWindow::entryEdited(int entry)
{
    ++m_generation;
    m_analysis.issues.remove(entry); // stale until the next run
    m_model->entryChanged(entry);
    if (entry == m_entry && m_fuzzyBox->isChecked() != m_catalog->entries()[entry].isFuzzy()) {
        m_filling = true;
        m_fuzzyBox->setChecked(m_catalog->entries()[entry].isFuzzy());
        m_filling = false;
    }
    if (entry == m_entry &&
        m_korean->toPlainText() != m_catalog->entries()[entry].msgstr.value(m_form).value)
        showEntry(); // the fuzzy queue wrote it
    updateTitleAndCounts();
    m_lintDelay->start();
}

void CatalogueWindow::fillIssues()
{
    m_issues->clear();
    QHash<int, int> counts;
    QList<int> entries = m_analysis.issues.keys();
    std::sort(entries.begin(), entries.end());
    QList<QTreeWidgetItem *> items;
    for (const int entry : std::as_const(entries)) {
        const Issues &issues = m_analysis.issues[entry];
        counts.insert(entry, int(issues.size()));
        const int line = m_catalog->entries()[entry].msgid.line + 1;
        for (const Issue &i : issues) {
            auto *item = new QTreeWidgetItem(
                {QString::number(line), severityName(i.severity), i.message, i.check});
            item->setData(0, IssueEntryRole, entry);
            item->setToolTip(2, i.message);
            items.append(item);
        }
    }
    m_issues->addTopLevelItems(items);
    m_model->setIssueCounts(counts);
    m_tabs->setTabText(m_tabs->indexOf(m_issues), tr("&Issues (%1)").arg(items.size()));
}

void CatalogueWindow::rehighlight()
{
    if (!m_catalog || m_entry < 0) return;
    m_englishHighlighter->setDecorations(decorationsOf(m_english->toPlainText(), {}));
    // The issues shown are of the first form (catalogueEntryIssues), and only while fresh.
    const Issues issues = m_form == 0 ? m_analysis.issues.value(m_entry) : Issues{};
    m_koreanHighlighter->setDecorations(decorationsOf(m_korean->toPlainText(), issues));
}

void CatalogueWindow::goToNextWork()
{
    if (!m_catalog) return;
    const QList<po::PoEntry> &entries = m_catalog->entries();
    const int n = int(entries.size());
    for (int step = 1; step <= n; ++step) {
        const int i = (std::max(m_entry, 0) + step) % n;
        const po::PoEntry &e = entries[i];
        if (e.isHeader() || e.obsolete) continue;
        if (e.isFuzzy() || !e.isTranslated()) {
            selectEntry(i);
            m_tabs->setCurrentIndex(0);
            m_korean->setFocus();
            return;
        }
    }
    statusBar()->showMessage(tr("Every entry is translated and reviewed."), 5000);
}

bool CatalogueWindow::save(QString *error)
{
    if (!m_catalog) return false;
    QString message;
    if (!m_catalog->save(m_path, &message)) {
        if (error) *error = tr("Could not save %1: %2").arg(m_path, message);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(m_path).fileName()), 5000);
    // The lines of the entries written anew moved: read the file again (on the worker), with
    // the edits it now holds.
    ++m_generation;
    m_lintDelay->stop();
    analyse(true);
    return true;
}

void CatalogueWindow::updateTitleAndCounts()
{
    const QString name = m_path.isEmpty() ? tr("Catalogue") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1%2 — Tandem").arg(name, isModified() ? QStringLiteral(" *") : QString()));
    if (!m_catalog) {
        m_counts->clear();
        return;
    }
    int total = 0, fuzzy = 0, untranslated = 0;
    for (const po::PoEntry &e : m_catalog->entries()) {
        if (e.isHeader() || e.obsolete) continue;
        ++total;
        if (e.isFuzzy())
            ++fuzzy;
        else if (!e.isTranslated())
            ++untranslated;
    }
    m_counts->setText(tr("%1 entries · %2 translated · %3 fuzzy · %4 untranslated · %5 wrapping")
                          .arg(total)
                          .arg(total - fuzzy - untranslated)
                          .arg(fuzzy)
                          .arg(untranslated)
                          .arg(m_catalog->wrapStyle().name()));
}

void CatalogueWindow::closeEvent(QCloseEvent *event)
{
    if (isModified()) {
        const auto answer = QMessageBox::question(
            this, tr("Save changes?"),
            tr("%1 has edits that are not saved.").arg(QFileInfo(m_path).fileName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel) {
            event->ignore();
            return;
        }
        QString error;
        if (answer == QMessageBox::Save && !save(&error)) {
            QMessageBox::warning(this, tr("Save"), error);
            event->ignore();
            return;
        }
    }
    event->accept();
}

} // namespace tandem
