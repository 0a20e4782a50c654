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
};

} // namespace tandem
