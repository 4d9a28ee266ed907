// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/notation.h"

#include <array>

namespace games::no_thanks {

namespace {

constexpr std::array<std::string_view, 9> kKindNames {
    "", "take", "refuse", "bid", "decline", "skip", "look", "give", "remove"};

bool takesCard(std::uint8_t kind)
{
    return kind == kGiveMove || kind == kRemoveMove;
}

} // namespace

std::string moveText(const core::Move& move)
{
    if (!isWellFormed(move))
        return "?";
    std::string text(kKindNames[move.kind]);
    if (takesCard(move.kind)) {
        text += ' ';
        text += cardName(move.a);
    }
    return text;
}

core::Error parseMoveText(std::string_view text, core::Move& out)
{
    const auto bad = [&] { return core::Error::withDetail("no-thanks.bad-notation", std::string(text)); };
    std::string_view word = text;
    std::string_view argument;
    if (auto space = text.find(' '); space != std::string_view::npos) {
        word = text.substr(0, space);
        argument = text.substr(space + 1);
    }
    for (std::uint8_t kind = kTake; kind <= kRemoveMove; ++kind) {
        if (kKindNames[kind] != word)
            continue;
        if (takesCard(kind)) {
            if (argument.empty())
                return bad();
            auto card = parseCard(argument);
            if (!card)
                return bad();
            out = makeMove(static_cast<LegacyMoveKind>(kind), *card);
            return {};
        }
        if (word.size() != text.size())
            return bad();
        out = makeMove(static_cast<LegacyMoveKind>(kind));
        return {};
    }
    return bad();
}

nlohmann::json moveJson(const core::Move& move)
{
    nlohmann::json json = nlohmann::json::object();
    if (!isWellFormed(move)) {
        json["type"] = "invalid";
        return json;
    }
    json["type"] = kKindNames[move.kind];
    if (takesCard(move.kind))
        json["card"] = cardName(move.a);
    return json;
}

} // namespace games::no_thanks
