// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issue.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace tandem {

// The issues of one source/draft pair, ready to print.
struct FileReport
{
    QString source; // empty when the draft was checked alone
    QString draft;
    Issues issues;
};

// The printed forms of `tandem lint`: gcc-style text (editors jump to it), JSON, and GitHub
// workflow annotations. All lines and columns 1-based, in the original files.
// One issue as the JSON formats write it (1-based; "fix" when there is one).
QJsonObject issueToJson(const Issue &issue);

QByteArray formatText(const QList<FileReport> &reports);
QByteArray formatJson(const QList<FileReport> &reports);
QByteArray formatGithub(const QList<FileReport> &reports);

} // namespace tandem
