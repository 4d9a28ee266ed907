// SPDX-License-Identifier: GPL-3.0-or-later
// Move notation of every game: any text parses to a move or to the game's bad-notation error, never a crash; a
// move that parses writes a text that parses to the same move (and writes the same text again); the JSON form
// and error arguments' notation of any bytes never crash.
#include "fuzz_common.h"

#include "core/game.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace games::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    for (const auto& game : nobox::fuzz::registry().games()) {
        Move move;
        if (Error error = game->parseMove(text, move)) {
            nobox::fuzz::check(!error.code.empty(), "an error without a code");
        } else {
            const std::string written = game->moveToText(move);
            Move again;
            nobox::fuzz::check(!game->parseMove(written, again),
                std::string(game->id()) + ": '" + written + "' (written for '" + text + "') does not parse");
            nobox::fuzz::check(again == move, std::string(game->id()) + ": '" + written + "' parses to another move");
            nobox::fuzz::check(game->moveToText(again) == written, std::string(game->id()) + ": text not stable");
            nobox::fuzz::check(game->moveToJson(move).is_object(), "a move's JSON form is no object");
        }
        // The bytes themselves as a move: every game writes something for any bytes.
        Move raw;
        std::memcpy(&raw, data, std::min(size, sizeof raw));
        (void)game->moveToText(raw);
        (void)game->moveToJson(raw).dump();
        if (size >= 5) {
            const auto kind = static_cast<ArgKind>(data[0] % 5);
            int value = 0;
            std::memcpy(&value, data + 1, sizeof value);
            (void)game->argToText(kind, value);
        }
    }
    return 0;
}
