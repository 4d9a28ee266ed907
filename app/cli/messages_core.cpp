// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

std::span<const MessageText> coreMessages()
{
    static constexpr std::array kMessages {
        MessageText {"core.game-over", "The game is over: no more moves."},
        MessageText {"core.bad-seat-count", "%1 players is not possible here (%2 to %3)",
            {Slot::arg(0), Slot::arg(1), Slot::arg(2)}},
        MessageText {
            "core.bad-start-seat", "start seat %1 does not exist with %2 players", {Slot::arg(0), Slot::arg(1)}},
        MessageText {"core.unknown-option", "unknown option '%1'", {Slot::detail()}},
        MessageText {"core.bad-option-value", "the option value %1 is not allowed", {Slot::detail()}},
        MessageText {"record.not-json", "not valid JSON (line %1, column %2)", {Slot::arg(0), Slot::arg(1)}},
        MessageText {"record.too-large", "the record is larger than %1 MiB", {Slot::arg(0)}},
        MessageText {"record.too-deep", "the record nests lists and objects more than %1 deep", {Slot::arg(0)}},
        MessageText {"record.not-an-object", "a record must be a JSON object, not %1", {Slot::detail()}},
        MessageText {"record.bad-format", "the record's format is '%1', not 'nobox-record'", {Slot::detail()}},
        MessageText {"record.missing-field", "the record has no '%1'", {Slot::detail()}},
        MessageText {"record.bad-field", "the record's '%1' is malformed", {Slot::detail()}},
        MessageText {"record.unknown-game", "the record is for an unknown game '%1'", {Slot::detail()}},
        MessageText {"record.newer-version", "the record needs rules version %1; this NoBox has version %2",
            {Slot::arg(0), Slot::arg(1)}},
        MessageText {"record.not-over", "the game in the record is not over: its hidden parts stay hidden"},
        MessageText {"ai.unknown-agent", "unknown agent '%1' (agents: random, easy, normal, hard, external:CMD)",
            {Slot::detail()}},
        MessageText {"ai.bad-agent-option", "bad agent option in '%1'", {Slot::detail()}},
        MessageText {"ai.bot-failed", "the bot '%1' could not be started or stopped answering", {Slot::detail()}},
        MessageText {"ai.bot-unsupported", "external bots are not supported on this platform yet"},
        MessageText {"ai.no-legal-moves", "there is no move to advise on: the game is over"},
        MessageText {"ai.review-needs-search",
            "the agent '%1' gives no estimates to review with (use hard, with its options)", {Slot::detail()}},
        MessageText {"ai.bad-review-seat", "%1 does not exist: the game has %2 seats", {Slot::arg(0), Slot::arg(1)}},
        MessageText {"ai.review-stopped", "the review was stopped"},
        MessageText {"ai.bad-review", "the stored review is malformed at '%1'", {Slot::detail()}},
        MessageText {
            "ai.review-other-format", "the stored review has format version %1, not %2", {Slot::arg(0), Slot::arg(1)}},
        MessageText {"cli.agent-count", "--agents names %1 agents for %2 players", {Slot::arg(0), Slot::arg(1)}},
        MessageText {"cli.bad-option-syntax", "--option needs the form name=value, not '%1'", {Slot::detail()}},
        MessageText {"cli.bot-not-found", "cannot start the bot '%1': its program was not found", {Slot::detail()}},
        MessageText {
            "cli.bot-not-executable", "cannot start the bot '%1': its program is not executable", {Slot::detail()}},
        MessageText {"cli.bot-cannot-run", "the bot '%1' could not run (the shell could not find or execute it)",
            {Slot::detail()}},
    };
    return kMessages;
}

} // namespace nobox::cli
