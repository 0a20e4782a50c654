// SPDX-License-Identifier: GPL-3.0-or-later
// The editor tests' stand-in for the window's dialogs (none may open offscreen): it records what
// would have been shown and answers as the test sets it.
#pragma once

#include "userprompts.h"

#include <QFile>
#include <QList>
#include <QStringList>

namespace tandem::testing {

class RecordingPrompts : public UserPrompts
{
public:
    void error(QWidget *, const QString &title, const QString &text) override
    {
        errorTitles.append(title);
        errors.append(text);
    }
    bool offerRecovery(QWidget *, const QString &) override
    {
        ++recoveryOffers;
        return recover;
    }
    DiskChange fileChangedOnDisk(QWidget *, const QString &path, bool) override
    {
        ++diskChanges;
        QFile file(path);
        diskTexts.append(file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray());
        return diskAnswer;
    }
    Unsaved unsavedChanges(QWidget *, const QString &) override { return Unsaved::Discard; }
    SourceAnswer askForSource(QWidget *, const QString &file, const QString &why) override
    {
        asked.append(file + QStringLiteral(": ") + why);
        return sourceAnswer;
    }
    QString askOwnCredit(QWidget *, const QString &foreign) override
    {
        creditAsks.append(foreign);
        return ownCredit;
    }

    QStringList creditAsks;  // the foreign credit lines askOwnCredit was shown
    QString ownCredit;       // its answer
    QStringList errors;      // the texts of the error messages, in order
    QStringList errorTitles; // their titles
    int recoveryOffers = 0;
    bool recover = false;
    int diskChanges = 0;
    QList<QByteArray> diskTexts; // what each changed file held when the change was reported
    DiskChange diskAnswer = DiskChange::Keep;
    QStringList asked; // "file: why" of each question about a missing source
    SourceAnswer sourceAnswer;
};

} // namespace tandem::testing
