// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/spec_values.h"

#include <charconv>

namespace games::ai::spec {

bool parseInt(std::string_view text, int min, int max, int& out)
{
    int value = 0;
    const auto* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty() || value < min || value > max)
        return false;
    out = value;
    return true;
}

bool parsePermille(std::string_view text, int max, double& out)
{
    int value = 0;
    if (!parseInt(text, 0, max, value))
        return false;
    out = value / 1000.0;
    return true;
}

bool parseFlag(std::string_view text, bool& out)
{
    int value = 0;
    if (!parseInt(text, 0, 1, value))
        return false;
    out = value == 1;
    return true;
}

Option takeOption(std::string_view& rest)
{
    const auto next = rest.find(':');
    Option option;
    option.text = rest.substr(0, next);
    rest = next == std::string_view::npos ? std::string_view {} : rest.substr(next + 1);
    const auto eq = option.text.find('=');
    option.key = option.text.substr(0, eq);
    option.hasValue = eq != std::string_view::npos;
    option.value = option.hasValue ? option.text.substr(eq + 1) : std::string_view {};
    return option;
}

} // namespace games::ai::spec
