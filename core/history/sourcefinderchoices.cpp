// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcefinderchoices.h"

#include <QCryptographicHash>
#include <QSettings>

namespace tandem {

QString SourceChoices::groupFor(const QString &checkoutRoot)
{
    // A hash, because a path's '/' would become nested settings groups.
    return QStringLiteral("checkouts/") +
           QString::fromLatin1(
               QCryptographicHash::hash(checkoutRoot.toUtf8(), QCryptographicHash::Sha1).toHex());
}

SourceChoices SourceChoices::load(QSettings &settings, const QString &checkoutRoot)
{
    SourceChoices choices;
    settings.beginGroup(groupFor(checkoutRoot));
    choices.m_upstreamDir = settings.value(QStringLiteral("upstream")).toString();
    const int n = settings.beginReadArray(QStringLiteral("sources"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        const QString draft = settings.value(QStringLiteral("draft")).toString();
        Choice c{settings.value(QStringLiteral("file")).toString(),
                 settings.value(QStringLiteral("commit")).toString(),
                 settings.value(QStringLiteral("path")).toString()};
        if (!draft.isEmpty() && (!c.file.isEmpty() || !c.commit.isEmpty()))
            choices.m_choices.insert(draft, c);
    }
    settings.endArray();
    settings.endGroup();
    return choices;
}

void SourceChoices::save(QSettings &settings, const QString &checkoutRoot) const
{
    settings.beginGroup(groupFor(checkoutRoot));
    settings.remove(QString()); // the whole group: choices cleared since loading go too
    settings.setValue(QStringLiteral("root"), checkoutRoot); // for a person reading the file
    if (!m_upstreamDir.isEmpty()) settings.setValue(QStringLiteral("upstream"), m_upstreamDir);
    settings.beginWriteArray(QStringLiteral("sources"), int(m_choices.size()));
    int i = 0;
    for (auto it = m_choices.cbegin(); it != m_choices.cend(); ++it, ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("draft"), it.key());
        if (!it->file.isEmpty()) settings.setValue(QStringLiteral("file"), it->file);
        if (!it->commit.isEmpty()) {
            settings.setValue(QStringLiteral("commit"), it->commit);
            settings.setValue(QStringLiteral("path"), it->path);
        }
    }
    settings.endArray();
    settings.endGroup();
}

const SourceChoices::Choice *SourceChoices::choiceFor(const QString &draftPath) const
{
    const auto it = m_choices.constFind(draftPath);
    return it == m_choices.cend() ? nullptr : &*it;
}

} // namespace tandem
