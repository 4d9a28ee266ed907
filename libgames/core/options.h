// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace games::core {

/// One table option of a game ("expansion", "open-counters"): a boolean or a bounded integer.
struct OptionSpec {
    enum class Type { Bool, Int };
    std::string name;
    Type type = Type::Bool;
    int defaultValue = 0;
    int min = 0;
    int max = 1;
    /// Whether the option changes a rule: what is legal, what a move does or what a seat may know. An option that
    /// changes only what a board shows (No Idea's memory aid, ND-10) is false, and the suites that combine every
    /// option (tests/conformance) leave it at its default.
    bool changesRules = true;
};

/// Validated option values of one match, every option of the game present (defaults filled in).
/// Copies share one immutable table (copy on write), so starting a match copies no strings.
class Options {
public:
    using Values = std::map<std::string, int, std::less<>>;

    int get(std::string_view name) const;
    bool flag(std::string_view name) const { return get(name) != 0; }
    void set(const std::string& name, int value);
    const Values& values() const;
    bool operator==(const Options& other) const { return values() == other.values(); }

private:
    std::shared_ptr<const Values> m_values;
};

/// Raw options as typed by a person or stored in a record: name -> text ("true", "false", "3"). A record keeps
/// each value as its JSON text, so a string there stays quoted ("\"yes\"") and is told apart from a boolean.
using RawOptions = std::map<std::string, std::string, std::less<>>;

/// Who wrote the raw values. A person may type a boolean as true/false, yes/no, on/off or 1/0; a record must
/// hold exactly what its JSON type says: true/false for a boolean, a whole number for an integer.
enum class OptionSource { Person, Record };

/// Checks raw options against the specs and fills in defaults: the one validator of option values. Errors:
/// core.unknown-option (detail: the name), core.bad-option-value (detail: "name=value").
Error resolveOptions(const std::vector<OptionSpec>& specs, const RawOptions& raw, Options& out,
    OptionSource source = OptionSource::Person);

/// The text form of one value ("true"/"false" for booleans).
std::string optionValueText(const OptionSpec& spec, int value);

} // namespace games::core
