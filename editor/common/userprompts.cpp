// SPDX-License-Identifier: GPL-3.0-or-later
#include "userprompts.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace tandem {

void UserPrompts::error(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::critical(parent, title, text);
}

bool UserPrompts::offerRecovery(QWidget *parent, const QString &file)
{
    return QMessageBox::question(
               parent, tr("Recover unsaved work?"),
               tr("Tandem found unsaved changes to %1 from a session that did not end normally.\n\n"
                  "Recover them? (The file on disk is not changed until you save.)")
                   .arg(file),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
}

UserPrompts::DiskChange UserPrompts::fileChangedOnDisk(QWidget *parent, const QString &file,
                                                       bool modified)
{
    const QString text =
        modified ? tr("%1 was changed by another program, and you have unsaved changes.\n\n"
                      "Reload it (your changes stay in undo history) or keep your version?")
                       .arg(file)
                 : tr("%1 was changed by another program.\n\nReload it or keep the version shown?")
                       .arg(file);
    QMessageBox box(QMessageBox::Warning, tr("File changed on disk"), text, QMessageBox::NoButton,
                    parent);
    QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::AcceptRole);
    box.addButton(tr("Keep Mine"), QMessageBox::RejectRole);
    box.setDefaultButton(reload);
    box.exec();
    return box.clickedButton() == reload ? DiskChange::Reload : DiskChange::Keep;
}

UserPrompts::Unsaved UserPrompts::unsavedChanges(QWidget *parent, const QString &file)
{
    const auto answer = QMessageBox::warning(
        parent, tr("Unsaved changes"), tr("Save the changes to %1?").arg(file),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    return answer == QMessageBox::Save      ? Unsaved::Save
           : answer == QMessageBox::Discard ? Unsaved::Discard
                                            : Unsaved::Cancel;
}

UserPrompts::SourceAnswer UserPrompts::askForSource(QWidget *parent, const QString &file,
                                                    const QString &why)
{
    QMessageBox box(QMessageBox::Warning, tr("No English source"),
                    tr("The English %1 was translated from cannot be read from the checkout's "
                       "history:\n\n%2\n\nUse the same file of an upstream checkout (a clone "
                       "of the English tutorials), or pick the English file?")
                        .arg(file, why),
                    QMessageBox::NoButton, parent);
    QPushButton *upstream = box.addButton(tr("Upstream Checkout…"), QMessageBox::AcceptRole);
    QPushButton *pick = box.addButton(tr("Pick English File…"), QMessageBox::ActionRole);
    box.addButton(tr("Open Without Source"), QMessageBox::RejectRole);
    box.setDefaultButton(upstream);
    box.exec();
    SourceAnswer answer;
    if (box.clickedButton() == upstream) {
        answer.path = QFileDialog::getExistingDirectory(
            parent, tr("The upstream checkout with the English tutorials"));
        answer.kind = SourceAnswer::Kind::UpstreamCheckout;
    } else if (box.clickedButton() == pick) {
        answer.path = QFileDialog::getOpenFileName(parent, tr("English source of %1").arg(file));
        answer.kind = SourceAnswer::Kind::File;
    }
    if (answer.path.isEmpty()) answer.kind = SourceAnswer::Kind::None;
    return answer;
}

QString UserPrompts::askOwnCredit(QWidget *parent, const QString &foreign)
{
    bool ok = false;
    const QString line = QInputDialog::getText(
        parent, tr("Your Credit Line"),
        tr("The inserted text credited another translator:\n%1\n\nThat line is never copied. "
           "Your own credit line is written in its place if you give it here, for example "
           "**번역**: `이름 <https://github.com/id>`_ (asked once; leave it empty to have such "
           "lines left out):")
            .arg(foreign),
        QLineEdit::Normal, QString(), &ok);
    return ok ? line.trimmed() : QString();
}

} // namespace tandem
