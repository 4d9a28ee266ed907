// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The values of an agent spec's options ("hard:iterations=2000:eps=100"), as makeAgent and the games' hard
// levels (hard_level.h) read them. Each leaves `out` as it was when the text does not parse.

#include <string_view>

namespace games::ai::spec {

/// A whole number from `min` to `max`.
bool parseInt(std::string_view text, int min, int max, int& out);
/// A share given in per mille (0 to `max`), as a fraction.
bool parsePermille(std::string_view text, int max, double& out);
/// 0 or 1.
bool parseFlag(std::string_view text, bool& out);

/// One option of a spec: "key=value" (`hasValue`) or a bare word ("classic").
struct Option {
    std::string_view text;
    std::string_view key;
    std::string_view value;
    bool hasValue = false;
};
/// The first option of `rest` (options separated by ':'), taken off it.
Option takeOption(std::string_view& rest);

} // namespace games::ai::spec
