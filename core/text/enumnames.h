// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <cstddef>
#include <optional>

namespace tandem {

// The name an enum's value is written under in reports (JSON, SARIF, the command line). Each
// enum has one table of these next to its name function, read both ways (enumName(),
// enumFromName()): what is written and what is read back cannot drift apart, and the names are
// data rather than one switch per enum. A value missing from its table has no name (an empty
// string), as the switch it replaces returned; unlike a switch, the compiler does not ask for a
// new enumerator's row, so whoever adds an enumerator adds its row to the table too.
template <typename E> struct EnumName
{
    E value;
    const char *name; // ASCII
};

template <typename E, std::size_t N> QString enumName(const EnumName<E> (&names)[N], E value)
{
    for (const EnumName<E> &n : names)
        if (n.value == value) return QString::fromLatin1(n.name);
    return {};
}

template <typename E, std::size_t N>
std::optional<E> enumFromName(const EnumName<E> (&names)[N], QStringView name)
{
    for (const EnumName<E> &n : names)
        if (name == QLatin1String(n.name)) return n.value;
    return std::nullopt;
}

} // namespace tandem
