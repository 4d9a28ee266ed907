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
        MessageText {"core.bad-option-value", "bad option value '{detail}'"},
        MessageText {"cli.bad-option-syntax", "--option needs the form name=value, not '{detail}'"},
        MessageText {"record.not-an-object", "a record must be a JSON object, not {detail}"},
        MessageText {"record.missing-field", "the record has no '{detail}'"},
        MessageText {"record.bad-field", "the record's '{detail}' is malformed"},
        MessageText {"record.unknown-game", "the record is for an unknown game '{detail}'"},
        MessageText {"record.newer-version", "the record needs rules version {0}; this NoBox has version {1}"},
        MessageText {"ai.unknown-agent", "unknown agent '{detail}'"},
    };
    return kMessages;
}

} // namespace nobox::cli
