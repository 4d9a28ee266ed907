// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

std::span<const MessageText> coreMessages()
{
    static constexpr std::array kMessages {
        MessageText {"core.game-over", "the game is already over"},
        MessageText {"core.bad-seat-count", "{0} players is not possible here ({1} to {2})"},
        MessageText {"core.bad-start-seat", "start seat {0} does not exist with {1} players"},
        MessageText {"core.unknown-option", "unknown option '{detail}'"},
        MessageText {"core.bad-option-value", "the option value {detail} is not allowed"},
        MessageText {"record.not-json", "not valid JSON (line {0}, column {1})"},
        MessageText {"record.too-large", "the record is larger than {0} MiB"},
        MessageText {"record.too-deep", "the record nests lists and objects more than {0} deep"},
        MessageText {"record.not-an-object", "a record must be a JSON object, not {detail}"},
        MessageText {"record.bad-format", "the record's format is '{detail}', not 'nobox-record'"},
        MessageText {"record.missing-field", "the record has no '{detail}'"},
        MessageText {"record.bad-field", "the record's '{detail}' is malformed"},
        MessageText {"record.unknown-game", "the record is for an unknown game '{detail}'"},
        MessageText {"record.newer-version", "the record needs rules version {0}; this NoBox has version {1}"},
        MessageText {"record.not-over", "the game in the record is not over: its hidden parts stay hidden"},
        MessageText {"ai.unknown-agent", "unknown agent '{detail}' (agents: random, easy, normal, hard, external:CMD)"},
        MessageText {"ai.bad-agent-option", "bad agent option in '{detail}'"},
        MessageText {"ai.bot-failed", "the bot '{detail}' could not be started or stopped answering"},
        MessageText {"ai.bot-unsupported", "external bots are not supported on this platform yet"},
        MessageText {"ai.no-legal-moves", "there is no move to advise on: the game is over"},
        MessageText {"ai.review-needs-search",
            "the agent '{detail}' gives no estimates to review with (use hard, with its options)"},
        MessageText {"ai.bad-review-seat", "{0} does not exist: the game has {1} seats"},
        MessageText {"ai.review-stopped", "the review was stopped"},
        MessageText {"ai.bad-review", "the stored review is malformed at '{detail}'"},
        MessageText {"ai.review-other-format", "the stored review has format version {0}, not {1}"},
        MessageText {"cli.agent-count", "--agents names {0} agents for {1} players"},
        MessageText {"cli.bad-option-syntax", "--option needs the form name=value, not '{detail}'"},
        MessageText {"cli.bot-not-found", "cannot start the bot '{detail}': its program was not found"},
        MessageText {"cli.bot-not-executable", "cannot start the bot '{detail}': its program is not executable"},
        MessageText {"cli.bot-cannot-run", "the bot '{detail}' could not run (the shell could not find or execute it)"},
    };
    return kMessages;
}

} // namespace nobox::cli
