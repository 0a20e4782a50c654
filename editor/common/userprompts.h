// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace tandem {

// Every question the window asks the user, behind one interface: the default shows message
// boxes; tests substitute answers so they can drive the real window without modal dialogs.
class UserPrompts
{
    Q_DECLARE_TR_FUNCTIONS(tandem::UserPrompts)

public:
    enum class DiskChange
    {
        Reload,
        Keep
    };
    enum class Unsaved
    {
        Save,
        Discard,
        Cancel
    };

    virtual ~UserPrompts() = default;
    virtual void error(QWidget *parent, const QString &title, const QString &text);
    virtual bool offerRecovery(QWidget *parent, const QString &file);
    virtual DiskChange fileChangedOnDisk(QWidget *parent, const QString &file, bool modified);
    virtual Unsaved unsavedChanges(QWidget *parent, const QString &file);

    // Reviewer mode: the English source of `file` could not be found because its history
    // cannot be read (`why`). The answer: an English file to use, an upstream checkout to
    // compare with, or nothing (the draft is opened alone).
    struct SourceAnswer
    {
        enum class Kind
        {
            None,
            File,
            UpstreamCheckout
        };
        Kind kind = Kind::None;
        QString path;
    };
    virtual SourceAnswer askForSource(QWidget *parent, const QString &file, const QString &why);
    // An inserted translation carried another translator's credit line (`foreign`): the
    // user's own line to write in such places from now on, or empty to leave them out. Asked
    // once (editor/memory/tmcontroller.cpp keeps the answer in the settings).
    virtual QString askOwnCredit(QWidget *parent, const QString &foreign);
};

} // namespace tandem
