// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks/notation.h"

#include "no_thanks/moves.h"

namespace games::no_thanks {

namespace {

constexpr MoveKind kKinds[] {MoveKind::Take, MoveKind::Refuse, MoveKind::Bid, MoveKind::Decline, MoveKind::Skip,
    MoveKind::Look, MoveKind::Give, MoveKind::Remove};

std::string_view kindName(MoveKind kind)
{
    switch (kind) {
    case MoveKind::Take:
        return "take";
    case MoveKind::Refuse:
        return "refuse";
    case MoveKind::Bid:
        return "bid";
    case MoveKind::Decline:
        return "decline";
    case MoveKind::Skip:
        return "skip";
    case MoveKind::Look:
        return "look";
    case MoveKind::Give:
        return "give";
    case MoveKind::Remove:
        return "remove";
    }
    return "?";
}

bool takesCard(MoveKind kind)
{
    return kind == MoveKind::Give || kind == MoveKind::Remove;
}

} // namespace

std::string moveText(const core::Move& move)
{
    if (!isWellFormed(move))
        return "?";
    const MoveInfo info = decode(move);
    std::string text(kindName(info.kind));
    if (takesCard(info.kind)) {
        text += ' ';
        text += cardName(info.card);
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
    for (MoveKind kind : kKinds) {
        if (kindName(kind) != word)
            continue;
        if (!takesCard(kind)) {
            if (word.size() != text.size())
                return bad();
            out = moves::make(kind);
            return {};
        }
        const auto card = parseCard(argument);
        if (!card)
            return bad();
        out = moves::make(kind, *card);
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
    if (takesCard(info.kind))
        json["card"] = cardName(info.card);
    return json;
}

} // namespace games::no_thanks
