// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return/notation.h"

#include "no_return/moves.h"

#include <charconv>
#include <vector>

namespace games::no_return {

using core::Move;

namespace {

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

bool parseNumber(std::string_view token, int min, int max, int& out)
{
    if (token.empty() || token.size() > 2 || (token.size() > 1 && token[0] == '0'))
        return false;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), out);
    return ec == std::errc {} && end == token.data() + token.size() && out >= min && out <= max;
}

/// `colour v v v` from tokens[from..): values of one colour.
bool parseValues(const std::vector<std::string_view>& tokens, std::size_t from, std::vector<Counter>& out)
{
    if (from >= tokens.size())
        return false;
    const int colour = colourFromName(tokens[from]);
    if (colour < 0 || tokens.size() - from - 1 < 1 || tokens.size() - from - 1 > 8)
        return false;
    for (std::size_t i = from + 1; i < tokens.size(); ++i) {
        int value = 0;
        if (!parseNumber(tokens[i], 1, kMaxValue, value))
            return false;
        out.push_back(makeCounter(colour, value));
    }
    return true;
}

bool parseCounters(const std::vector<std::string_view>& tokens, std::vector<Counter>& out)
{
    if (tokens.size() - 1 > 8)
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
    if (word == "keep" || word == "switch") {
        if (tokens.size() != 1)
            return false;
        out = word == "keep" ? makeMove(SetAside, counters) : Move {Switch, 0, 0, 0, {}};
        return true;
    }
    if (word == "setaside" || word == "exchange") {
        if (tokens.size() < 2 || !parseCounters(tokens, counters))
            return false;
        out = makeMove(word == "setaside" ? SetAside : Exchange, counters);
        return true;
    }
    if (word == "arrange") {
        if (!parseValues(tokens, 1, counters))
            return false;
        out = makeMove(Arrange, counters);
        return true;
    }
    if (word == "clear") {
        int k = 0;
        if (tokens.size() < 6 || tokens[3] != "pay" || !parseNumber(tokens[2], 1, kMaxColumn, k))
            return false;
        const int column = colourFromName(tokens[1]);
        if (column < 0 || !parseValues(tokens, 4, counters))
            return false;
        out = makeMove(Clear, counters, column, k);
        return true;
    }
    return false;
}

std::string colourName(int colour)
{
    return colour >= 0 && colour < kColours ? std::string(kColourNames[static_cast<std::size_t>(colour)]) : "?";
}

std::string valuesText(const Move& move)
{
    std::string text = colourName(move.count ? colourOf(move.items[0]) : -1);
    for (Counter c : itemsOf(move))
        text.append(" ").append(std::to_string(valueOf(c)));
    return text;
}

std::string countersText(std::string text, const Move& move)
{
    for (Counter c : itemsOf(move))
        text.append(" ").append(counterName(c));
    return text;
}

nlohmann::json countersJson(const Move& move)
{
    nlohmann::json list = nlohmann::json::array();
    for (Counter c : itemsOf(move))
        list.push_back(counterName(c));
    return list;
}

nlohmann::json valuesJson(const Move& move)
{
    nlohmann::json list = nlohmann::json::array();
    for (Counter c : itemsOf(move))
        list.push_back(valueOf(c));
    return list;
}

} // namespace

std::string moveText(const Move& move)
{
    switch (move.kind) {
    case SetAside:
        return move.count == 0 ? "keep" : countersText("setaside", move);
    case Exchange:
        return countersText("exchange", move);
    case Arrange:
        return "arrange " + valuesText(move);
    case Switch:
        return "switch";
    case Clear:
        return "clear " + colourName(move.a) + " " + std::to_string(move.b) + " pay " + valuesText(move);
    case Passed:
        return "passed";
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
    switch (move.kind) {
    case SetAside:
        if (move.count == 0)
            return {{"type", "keep"}};
        return {{"type", "setaside"}, {"counters", countersJson(move)}};
    case Exchange:
        return {{"type", "exchange"}, {"counters", countersJson(move)}};
    case Arrange:
        return {{"type", "arrange"}, {"colour", colourName(move.count ? colourOf(move.items[0]) : -1)},
            {"values", valuesJson(move)}};
    case Switch:
        return {{"type", "switch"}};
    case Clear:
        return {{"type", "clear"}, {"column", colourName(move.a)}, {"count", move.b},
            {"payColour", colourName(move.count ? colourOf(move.items[0]) : -1)}, {"payment", valuesJson(move)}};
    default:
        return {{"type", "unknown"}};
    }
}

} // namespace games::no_return
