// SPDX-License-Identifier: GPL-3.0-or-later
#include "userprompts.h"

#include <QCoreApplication>
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

} // namespace tandem
