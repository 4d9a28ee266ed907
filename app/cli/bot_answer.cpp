// SPDX-License-Identifier: GPL-3.0-or-later
#include "bot_answer.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace nobox::cli {

namespace {
std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

BotAnswer notAMove(std::string_view text)
{
    return {BotAnswer::Kind::NotAMove, {}, "answered " + shownBotText(text) + ", which is not a move"};
}
} // namespace

std::string shownBotText(std::string_view text)
{
    constexpr std::size_t kShown = 60;
    std::string shown(text.substr(0, kShown));
    // A bot's bytes go to a terminal: no escape sequences or other control bytes reach it.
    std::replace_if(
        shown.begin(), shown.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }, '?');
    if (text.size() > kShown)
        shown += "...";
    return "'" + shown + "'";
}

BotAnswer readBotAnswer(
    const games::core::Game& game, std::string_view line, std::span<const games::core::Move> legal, int decision)
{
    const std::string_view text = trimmed(line);
    std::string moveText(text);
    if (!text.empty() && text.front() == '{') {
        const auto json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
        if (json.is_discarded() || !json.is_object())
            return notAMove(text);
        const auto move = json.find("move");
        if (move == json.end() || !move->is_string())
            return notAMove(text);
        if (const auto number = json.find("decision"); number != json.end()) {
            // Only an earlier decision's number makes an answer late; any other is no answer to this one.
            if (!number->is_number_integer())
                return notAMove(text);
            const auto answered = number->get<long long>();
            if (answered >= 1 && answered < decision)
                return {BotAnswer::Kind::Late, {}, {}};
            if (answered != decision)
                return notAMove(text);
        }
        moveText = move->get<std::string>();
    }
    games::core::Move move;
    if (moveText.empty() || game.parseMove(moveText, move))
        return notAMove(moveText);
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        return {BotAnswer::Kind::Illegal, {}, "answered " + shownBotText(moveText) + ", which is not a legal move now"};
    return {BotAnswer::Kind::Move, move, {}};
}

} // namespace nobox::cli
