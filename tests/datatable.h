// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTest>

namespace tandem::testing {

template <typename> using ColumnName = const char *;

// Declares a data-driven test's columns in one statement, each type with its name, in order:
// columns<QString, int>("text", "width") is QTest::addColumn<QString>("text") then
// QTest::addColumn<int>("width"). The table's shape reads as one line above its rows.
template <typename... T> void columns(ColumnName<T>... names)
{
    (QTest::addColumn<T>(names), ...);
}

} // namespace tandem::testing
