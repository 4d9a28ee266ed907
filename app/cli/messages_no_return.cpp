// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

std::span<const MessageText> noReturnMessages()
{
    static constexpr std::array kMessages {
        MessageText {"no-return.bad-notation",
            "'{detail}' is not a No Return move (e.g. keep, setaside red11 blue3, exchange red11, arrange red 11 9, "
            "switch, clear yellow 2 pay green 11)"},
        MessageText {"no-return.bad-setup", "the No Return setup has a bad or unknown field '{detail}'"},
        MessageText {"no-return.bad-counter", "the setup's {detail} is not a counter such as red11"},
        MessageText {"no-return.too-many-copies", "the setup's bag holds {detail} more than twice"},
        MessageText {"no-return.malformed-move", "illegal move: this is not a well-formed No Return move"},
        MessageText {"no-return.setup-only", "illegal move: counters can be set aside only in the setup exchange"},
        MessageText {"no-return.setup-exchange-first",
            "illegal move: first keep your counters or set some aside (setup exchange)"},
        MessageText {"no-return.not-in-hand", "illegal move: {detail} is not in your hand"},
        MessageText {"no-return.exchange-count", "illegal move: exchange 1 to 4 counters, not {0}"},
        MessageText {"no-return.nothing-chosen", "illegal move: choose at least one counter"},
        MessageText {"no-return.phase1-only", "illegal move: only possible in Phase 1"},
        MessageText {"no-return.phase2-only", "illegal move: clearing is possible only in Phase 2"},
        MessageText {"no-return.switch-not-first", "illegal move: you already switched to Phase 2 this turn"},
        MessageText {"no-return.mixed-colours", "illegal move: the counters must all be of one colour"},
        MessageText {"no-return.too-high-for-column",
            "illegal move: {detail} is higher than the lowest counter {1} of that column"},
        MessageText {"no-return.no-column", "illegal move: you have no {detail} column"},
        MessageText {"no-return.clear-count", "illegal move: cannot clear {0} counters from a column of {1}"},
        MessageText {"no-return.payment-too-low", "illegal move: you pay {0}, but clearing these counters costs {1}"},
    };
    return kMessages;
}

} // namespace nobox::cli
