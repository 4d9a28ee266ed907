// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nobox::cli {

/// A command line after the command name: positional words, `--name value` / `--name=value` options (some may
/// repeat, e.g. --option) and bare flags (--json). Parsing checks them against what the command accepts.
class Args {
public:
    struct Spec {
        std::set<std::string> valued; // options that take a value
        std::set<std::string> flags; // options without a value
        std::size_t maxPositional = 0;
    };

    /// Returns an English message naming what is wrong, or nothing.
    std::optional<std::string> parse(const std::vector<std::string>& words, const Spec& spec);

    bool flag(const std::string& name) const { return m_flags.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;
    const std::vector<std::string>& positional() const { return m_positional; }

    /// Integer option with bounds; nullopt if absent. Sets `problem` when present but not a whole number in range.
    std::optional<long long> integer(const std::string& name, long long min, long long max, std::string& problem) const;

private:
    std::vector<std::string> m_positional;
    std::multimap<std::string, std::string> m_values;
    std::set<std::string> m_flags;
};

/// "a,b,c" -> {"a", "b", "c"}; "" -> {""}.
std::vector<std::string> splitList(const std::string& list);

} // namespace nobox::cli
