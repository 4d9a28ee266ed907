// SPDX-License-Identifier: GPL-3.0-or-later
#include "args.h"

#include <charconv>

namespace nobox::cli {

std::optional<std::string> Args::parse(const std::vector<std::string>& words, const Spec& spec)
{
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word.rfind("--", 0) != 0 || word == "--") {
            if (m_positional.size() >= spec.maxPositional)
                return "unexpected argument '" + word + "'";
            m_positional.push_back(word);
            continue;
        }
        std::string name = word.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (spec.flags.count(name)) {
            if (inlineValue)
                return "option --" + name + " takes no value";
            m_flags.insert(name);
        } else if (spec.valued.count(name)) {
            if (!inlineValue) {
                if (i + 1 >= words.size())
                    return "option --" + name + " needs a value";
                inlineValue = words[++i];
            }
            m_values.emplace(name, *inlineValue);
        } else {
            return "unknown option --" + name;
        }
    }
    return std::nullopt;
}

std::optional<std::string> Args::value(const std::string& name) const
{
    auto range = m_values.equal_range(name);
    if (range.first == range.second)
        return std::nullopt;
    return std::prev(range.second)->second; // the last one given wins
}

std::vector<std::string> Args::values(const std::string& name) const
{
    std::vector<std::string> result;
    for (auto [it, end] = m_values.equal_range(name); it != end; ++it)
        result.push_back(it->second);
    return result;
}

std::optional<long long> Args::integer(
    const std::string& name, long long min, long long max, std::string& problem) const
{
    auto text = value(name);
    if (!text)
        return std::nullopt;
    long long number = 0;
    auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), number);
    if (ec != std::errc {} || end != text->data() + text->size() || number < min || number > max) {
        problem = "--" + name + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max)
            + ", not '" + *text + "'";
        return std::nullopt;
    }
    return number;
}

std::vector<std::string> splitList(const std::string& list)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    while (true) {
        const auto comma = list.find(',', start);
        items.push_back(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (comma == std::string::npos)
            return items;
        start = comma + 1;
    }
}

} // namespace nobox::cli
