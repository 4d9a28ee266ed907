// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QCOMPARE of two JSON values, printed as JSON when they differ. Needed to build on Windows at all: without it, Qt
// Test's generic printer asks whether QDebug can print nlohmann::json, json's implicit conversion is tried against
// QDebug's operator<< for the Windows MSG, an incomplete type there, and the static assertion stops the build.

#include <QByteArray>

#include <nlohmann/json.hpp>

namespace nlohmann {

/// Found by argument-dependent lookup from QCOMPARE, and chosen over Qt Test's template: json's class lives in an
/// inline namespace of nlohmann.
inline char* toString(const json& value)
{
    return qstrdup(value.dump().c_str());
}

} // namespace nlohmann
