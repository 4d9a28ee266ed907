// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea/notation.h"

#include "no_idea/moves.h"

#include <charconv>

namespace games::no_idea {

namespace {

std::string_view kindName(MoveKind kind)
{
    switch (kind) {
    case MoveKind::Reveal:
        return "reveal";
    case MoveKind::Pile:
        return "pile";
    case MoveKind::NothingFits:
        return "nothing-fits";
    }
    return "?";
}

} // namespace

std::string moveText(const core::Move& move)
{
    if (!isWellFormed(move))
        return "?";
    const MoveInfo info = decode(move);
    switch (info.kind) {
    case MoveKind::Reveal:
        return "reveal " + std::to_string(info.position);
    case MoveKind::Pile:
        return "pile " + std::to_string(info.pile);
    case MoveKind::NothingFits:
        break;
    }
    return std::string(kindName(info.kind));
}

core::Error parseMoveText(std::string_view text, core::Move& out)
{
    const auto bad = [&] { return core::Error::withDetail("no-idea.bad-notation", std::string(text)); };
    if (text == kindName(MoveKind::NothingFits)) {
        out = moves::nothingFits();
        return {};
    }
    const auto space = text.find(' ');
    if (space == std::string_view::npos)
        return bad();
    const std::string_view word = text.substr(0, space);
    const std::string_view number = text.substr(space + 1);
    int value = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc() || end != number.data() + number.size() || number.empty() || number[0] == '+')
        return bad();
    if (word == kindName(MoveKind::Reveal) && value >= 1 && value <= 6) {
        out = moves::reveal(value);
        return {};
    }
    if (word == kindName(MoveKind::Pile) && value >= 1 && value <= 255) {
        out = moves::pile(value);
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
    const MoveInfo info = decode(move);
    json["type"] = kindName(info.kind);
    if (info.kind == MoveKind::Reveal)
        json["position"] = info.position;
    else if (info.kind == MoveKind::Pile)
        json["pile"] = info.pile;
    return json;
}

} // namespace games::no_idea
