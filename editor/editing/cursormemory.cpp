// SPDX-License-Identifier: GPL-3.0-or-later
#include "cursormemory.h"

#include "settingskeys.h"

#include <QSettings>
#include <QStringList>

namespace tandem::cursormemory {

namespace {

// "line column path": the path last, so it may hold spaces.
struct Entry
{
    Position position;
    QString path;
};

std::optional<Entry> parse(const QString &s)
{
    const qsizetype a = s.indexOf(u' ');
    const qsizetype b = a < 0 ? -1 : s.indexOf(u' ', a + 1);
    if (b < 0) return std::nullopt;
    bool okLine = false, okColumn = false;
    const int line = s.left(a).toInt(&okLine);
    const int column = s.mid(a + 1, b - a - 1).toInt(&okColumn);
    if (!okLine || !okColumn || line < 0 || column < 0) return std::nullopt;
    return Entry{{line, column}, s.mid(b + 1)};
}

} // namespace

void remember(const QString &path, Position position)
{
    if (path.isEmpty()) return;
    QSettings s;
    QStringList entries = s.value(settings::CursorPositions).toStringList();
    entries.removeIf([&](const QString &e) {
        const auto parsed = parse(e);
        return !parsed || parsed->path == path;
    });
    entries.prepend(QStringLiteral("%1 %2 %3").arg(position.line).arg(position.column).arg(path));
    while (entries.size() > settings::MaxCursorPositions)
        entries.removeLast();
    s.setValue(settings::CursorPositions, entries);
}

std::optional<Position> recall(const QString &path)
{
    const QStringList entries = QSettings().value(settings::CursorPositions).toStringList();
    for (const QString &e : entries)
        if (const auto parsed = parse(e); parsed && parsed->path == path) return parsed->position;
    return std::nullopt;
}

} // namespace tandem::cursormemory
