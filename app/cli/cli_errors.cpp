// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

namespace nobox::cli {

std::span<const games::core::ErrorInfo> cliErrorCodes()
{
    constexpr auto N = games::core::ArgKind::Number;
    static constexpr games::core::ErrorInfo kCodes[] {
        {"cli.agent-count", {N, N}, false}, // agents named, players
        {"cli.bad-option-syntax", {}, true}, // detail: what was typed after --option
        {"cli.bot-not-found", {}, true}, // detail: the bot's command
        {"cli.bot-not-executable", {}, true}, // detail: the bot's command
        {"cli.bot-cannot-run", {}, true}, // detail: the bot's command (the shell could not run it)
    };
    return kCodes;
}

} // namespace nobox::cli
