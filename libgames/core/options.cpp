// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/options.h"

#include <charconv>

namespace games::core {

int Options::get(std::string_view name) const
{
    // A game has a few options: a scan that compares lengths first beats the tree's ordered string compares, and
    // every new match reads its options (docs/performance.md).
    for (const auto& [key, value] : values())
        if (key == name)
            return value;
    return 0;
}

void Options::set(const std::string& name, int value)
{
    auto copy = m_values ? std::make_shared<Values>(*m_values) : std::make_shared<Values>();
    (*copy)[name] = value;
    m_values = std::move(copy);
}

const Options::Values& Options::values() const
{
    static const Values kEmpty;
    return m_values ? *m_values : kEmpty;
}

namespace {
bool parseValue(const OptionSpec& spec, const std::string& text, OptionSource source, int& value)
{
    if (spec.type == OptionSpec::Type::Bool) {
        const bool person = source == OptionSource::Person;
        if (text == "true" || (person && (text == "1" || text == "on" || text == "yes")))
            value = 1;
        else if (text == "false" || (person && (text == "0" || text == "off" || text == "no")))
            value = 0;
        else
            return false;
        return true;
    }
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc {} && end == text.data() + text.size() && value >= spec.min && value <= spec.max;
}
} // namespace

Error resolveOptions(const std::vector<OptionSpec>& specs, const RawOptions& raw, Options& out, OptionSource source)
{
    out = Options {};
    for (const auto& spec : specs)
        out.set(spec.name, spec.defaultValue);
    for (const auto& [name, text] : raw) {
        const OptionSpec* spec = nullptr;
        for (const auto& candidate : specs)
            if (candidate.name == name)
                spec = &candidate;
        if (!spec)
            return Error::withDetail("core.unknown-option", name);
        int value = 0;
        if (!parseValue(*spec, text, source, value))
            return Error::withDetail("core.bad-option-value", name + "=" + text);
        out.set(name, value);
    }
    return {};
}

std::string optionValueText(const OptionSpec& spec, int value)
{
    if (spec.type == OptionSpec::Type::Bool)
        return value ? "true" : "false";
    return std::to_string(value);
}

} // namespace games::core
