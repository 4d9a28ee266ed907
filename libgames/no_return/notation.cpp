// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/notation.h"

#include "no_return/moves.h"

#include <array>
#include <charconv>
#include <vector>

namespace games::no_return {

using core::Move;

namespace {

constexpr std::array<std::string_view, kColours> kColourNames {"red", "yellow", "green", "blue", "purple", "pink"};

std::vector<std::string_view> tokensOf(std::string_view text)
{
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            tokens.push_back(text.substr(start, i - start));
    }
    return tokens;
}

/// One or two digits without a leading zero, within [min, max].
bool parseNumber(std::string_view token, int min, int max, int& out)
{
    if (token.empty() || token.size() > 2 || (token.size() > 1 && token[0] == '0'))
        return false;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), out);
    return ec == std::errc {} && end == token.data() + token.size() && out >= min && out <= max;
}

/// `colour v v v` from tokens[from..): 1-8 values of one colour.
bool parseValues(const std::vector<std::string_view>& tokens, std::size_t from, Colour& colour, std::vector<int>& out)
{
    if (from >= tokens.size())
        return false;
    const int named = colourFromName(tokens[from]);
    const std::size_t n = tokens.size() - from - 1;
    if (named < 0 || n < 1 || n > kHandSize)
        return false;
    colour = static_cast<Colour>(named);
    for (std::size_t i = from + 1; i < tokens.size(); ++i) {
        int value = 0;
        if (!parseNumber(tokens[i], 1, kMaxValue, value))
            return false;
        out.push_back(value);
    }
    return true;
}

/// 1-8 counter names from tokens[1..).
bool parseCounters(const std::vector<std::string_view>& tokens, std::vector<Counter>& out)
{
    if (tokens.size() < 2 || tokens.size() - 1 > kHandSize)
        return false;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        const auto counter = parseCounter(tokens[i]);
        if (!counter)
            return false;
        out.push_back(*counter);
    }
    return true;
}

bool parse(const std::vector<std::string_view>& tokens, Move& out)
{
    if (tokens.empty())
        return false;
    const std::string_view word = tokens[0];
    std::vector<Counter> counters;
    std::vector<int> values;
    Colour colour = Red;
    if (word == "keep" || word == "switch") {
        if (tokens.size() != 1)
            return false;
        out = word == "keep" ? moves::keep() : moves::switchToPhase2();
        return true;
    }
    if (word == "setaside" || word == "exchange") {
        if (!parseCounters(tokens, counters))
            return false;
        out = word == "setaside" ? moves::setAside(counters) : moves::exchange(counters);
        return true;
    }
    if (word == "arrange") {
        if (!parseValues(tokens, 1, colour, values))
            return false;
        out = moves::arrange(colour, values);
        return true;
    }
    if (word == "clear") {
        int k = 0;
        if (tokens.size() < 6 || tokens[3] != "pay" || !parseNumber(tokens[2], 1, kMaxColumn, k))
            return false;
        const int column = colourFromName(tokens[1]);
        if (column < 0 || !parseValues(tokens, 4, colour, values))
            return false;
        out = moves::clear(static_cast<Colour>(column), k, colour, values);
        return true;
    }
    return false;
}

std::string valuesText(Colour colour, std::span<const Counter> counters)
{
    std::string text(colourName(colour));
    for (Counter c : counters)
        text.append(" ").append(std::to_string(valueOf(c)));
    return text;
}

std::string countersText(std::string text, std::span<const Counter> counters)
{
    for (Counter c : counters)
        text.append(" ").append(counterName(c));
    return text;
}

nlohmann::json valuesJson(std::span<const Counter> counters)
{
    nlohmann::json list = nlohmann::json::array();
    for (Counter c : counters)
        list.push_back(valueOf(c));
    return list;
}

} // namespace

std::string_view colourName(int colour)
{
    return isColour(colour) ? kColourNames[static_cast<std::size_t>(colour)] : std::string_view("?");
}

int colourFromName(std::string_view text)
{
    for (std::size_t i = 0; i < kColourNames.size(); ++i)
        if (kColourNames[i] == text)
            return static_cast<int>(i);
    return -1;
}

std::string counterName(Counter c)
{
    if (!isCounter(c))
        return "?";
    return std::string(colourName(colourOf(c))) + std::to_string(valueOf(c));
}

std::optional<Counter> parseCounter(std::string_view text)
{
    std::size_t digits = text.size();
    while (digits > 0 && text[digits - 1] >= '0' && text[digits - 1] <= '9')
        --digits;
    const int colour = colourFromName(text.substr(0, digits));
    int value = 0;
    if (colour < 0 || !parseNumber(text.substr(digits), 1, kMaxValue, value))
        return std::nullopt;
    return makeCounter(colour, value);
}

nlohmann::json counterNamesJson(std::span<const Counter> counters)
{
    nlohmann::json list = nlohmann::json::array();
    for (Counter c : counters)
        list.push_back(counterName(c));
    return list;
}

std::string moveText(const Move& move)
{
    const MoveInfo info = decode(move);
    switch (info.kind) {
    case MoveKind::SetAside:
        return info.isKeep() ? "keep" : countersText("setaside", info.counters);
    case MoveKind::Exchange:
        return countersText("exchange", info.counters);
    case MoveKind::Arrange:
        return "arrange " + valuesText(info.colour, info.counters);
    case MoveKind::Switch:
        return "switch";
    case MoveKind::Clear:
        return "clear " + std::string(colourName(info.colour)) + " " + std::to_string(info.count) + " pay "
            + valuesText(info.payColour, info.counters);
    default:
        return "?";
    }
}

core::Error parseMoveText(std::string_view text, Move& out)
{
    Move move;
    if (!parse(tokensOf(text), move))
        return core::Error::withDetail("no-return.bad-notation", std::string(text));
    out = move;
    return {};
}

nlohmann::json moveJson(const Move& move)
{
    const MoveInfo info = decode(move);
    switch (info.kind) {
    case MoveKind::SetAside:
        if (info.isKeep())
            return {{"type", "keep"}};
        return {{"type", "setaside"}, {"counters", counterNamesJson(info.counters)}};
    case MoveKind::Exchange:
        return {{"type", "exchange"}, {"counters", counterNamesJson(info.counters)}};
    case MoveKind::Arrange:
        return {{"type", "arrange"}, {"colour", colourName(info.colour)}, {"values", valuesJson(info.counters)}};
    case MoveKind::Switch:
        return {{"type", "switch"}};
    case MoveKind::Clear:
        return {{"type", "clear"}, {"column", colourName(info.colour)}, {"count", info.count},
            {"payColour", colourName(info.payColour)}, {"payment", valuesJson(info.counters)}};
    default:
        return {{"type", "unknown"}};
    }
}

} // namespace games::no_return
