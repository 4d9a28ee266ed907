// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include "ai/agent.h"
#include "core/game.h"

#include <algorithm>

namespace nobox::cli {

namespace {
using games::core::ArgKind;
using games::core::ErrorInfo;

const ErrorInfo* findIn(std::span<const ErrorInfo> infos, std::string_view code)
{
    for (const auto& info : infos)
        if (info.code == code)
            return &info;
    return nullptr;
}

/// The game a code belongs to: its prefix before the first '.' is the game's id ("no-thanks.must-take").
const games::core::Game* owningGame(std::string_view code, const games::core::Registry& registry)
{
    const auto dot = code.find('.');
    if (dot == std::string_view::npos)
        return nullptr;
    return registry.find(code.substr(0, dot));
}

std::string argText(ArgKind kind, int value, const games::core::Game* game)
{
    if (kind == ArgKind::Seat)
        return "seat " + std::to_string(value + 1); // people count seats from 1; records and JSON from 0
    if (game)
        return game->argToText(kind, value);
    return std::to_string(value);
}

} // namespace

std::string shownInput(std::string_view text, std::size_t limit)
{
    std::size_t end = std::min(limit, text.size());
    while (end < text.size() && end > 0 && (static_cast<unsigned char>(text[end]) & 0xc0) == 0x80)
        --end; // not inside a character
    std::string shown(text.substr(0, end));
    for (auto& c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    if (text.size() > limit)
        shown += "...";
    return shown;
}

std::string fillMessage(
    const MessageText& message, const games::core::Error& error, const games::core::Registry& registry)
{
    const auto* info = findErrorInfo(error.code, registry);
    const auto* game = owningGame(error.code, registry);
    const auto argument = [&](int index) {
        const auto i = static_cast<std::size_t>(index < 0 || index > 2 ? 0 : index);
        return argText(info ? info->args[i] : ArgKind::Number, error.args[i], game);
    };
    const std::string_view pattern = message.text;
    const int count
        = message.plural >= 0 && message.plural <= 2 ? error.args[static_cast<std::size_t>(message.plural)] : 0;
    std::string text;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '3') {
            const Slot& slot = message.places[static_cast<std::size_t>(next - '1')];
            if (slot.kind == Slot::Kind::Arg)
                text += argument(slot.value);
            else if (slot.kind == Slot::Kind::Detail)
                text += shownInput(error.detail);
            else if (slot.kind == Slot::Kind::Number)
                text += std::to_string(slot.value);
            else
                text += pattern.substr(i, 2); // no slot: a bug of ours, shown as written (tests/cli forbids it)
            ++i;
        } else if (pattern[i] == '%' && next == 'n') {
            text += std::to_string(count);
            ++i;
        } else if (message.plural >= 0 && pattern.substr(i, 3) == "(s)") {
            text += count == 1 ? "" : "s";
            i += 2;
        } else {
            text += pattern[i];
        }
    }
    if (!message.note.empty())
        text += " [" + std::string(message.note) + "]";
    return text;
}

const MessageText* findMessage(const games::core::Error& error)
{
    for (auto table : messageTables())
        for (const auto& entry : table)
            if (entry.code == error.code
                && (entry.whenZero < 0 || entry.whenZero > 2
                    || error.args[static_cast<std::size_t>(entry.whenZero)] == 0))
                return &entry;
    return nullptr;
}

bool hasMessage(std::string_view code)
{
    for (auto table : messageTables())
        for (const auto& entry : table)
            if (entry.code == code)
                return true;
    return false;
}

const ErrorInfo* findErrorInfo(std::string_view code, const games::core::Registry& registry)
{
    if (const auto* game = owningGame(code, registry))
        return findIn(game->errorCodes(), code);
    for (auto infos : {games::core::coreErrorCodes(), games::ai::errorCodes(), cliErrorCodes()})
        if (const auto* info = findIn(infos, code))
            return info;
    return nullptr;
}

std::string describe(const games::core::Error& error, const games::core::Registry& registry)
{
    if (error.ok())
        return "no error";
    if (const auto* entry = findMessage(error))
        return fillMessage(*entry, error, registry);
    // A code without a text is a bug of ours; still say everything we know.
    std::string text(error.code);
    text += " (" + std::to_string(error.args[0]) + ", " + std::to_string(error.args[1]) + ", "
        + std::to_string(error.args[2]) + ")";
    if (!error.detail.empty())
        text += ": " + shownInput(error.detail);
    return text;
}

} // namespace nobox::cli
