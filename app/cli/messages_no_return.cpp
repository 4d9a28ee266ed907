// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

// {0}..{2} are written by Game::argToText per the code's ArgKind (a counter as "red11", a colour as "red", a
// number as itself); {detail} quotes the input.
std::span<const MessageText> noReturnMessages()
{
    static constexpr std::array kMessages {
        MessageText {"no-return.bad-notation",
            "'{detail}' is not a No Return move (e.g. keep, setaside red11 blue3, exchange red11, arrange red 11 9, "
            "switch, clear yellow 2 pay green 11)"},
        MessageText {"no-return.bad-setup", "the No Return setup has a bad or unknown field '{detail}'"},
        MessageText {"no-return.bad-counter", "the setup's {detail} is not a counter such as red11"},
        MessageText {
            "no-return.too-many-copies", "the setup's {detail} is a third {0}: the bag holds each counter twice"},
        MessageText {"no-return.malformed-move", "illegal move: this is not a well-formed No Return move"},
        MessageText {"no-return.setup-only", "illegal move: counters can be set aside only in the setup exchange"},
        MessageText {"no-return.setup-exchange-first",
            "illegal move: first keep your counters or set some aside (setup exchange)"},
        MessageText {
            "no-return.not-in-hand", "illegal move: the move needs {0} {1} time(s), your hand holds it {2} time(s)"},
        MessageText {"no-return.exchange-count", "illegal move: exchange 1 to 4 counters, not {0}"},
        MessageText {"no-return.nothing-chosen", "illegal move: choose at least one counter"},
        MessageText {"no-return.phase1-only", "illegal move: only possible in Phase 1"},
        MessageText {"no-return.phase2-only", "illegal move: clearing is possible only in Phase 2"},
        MessageText {"no-return.switch-not-first", "illegal move: you already switched to Phase 2 this turn"},
        MessageText {"no-return.mixed-colours", "illegal move: {0} and {1} counters together; use one colour only"},
        MessageText {"no-return.too-high-for-column",
            "illegal move: a {0} cannot go below the lowest counter {1} of your {2} column"},
        MessageText {"no-return.no-column", "illegal move: you have no {0} column"},
        MessageText {"no-return.clear-count", "illegal move: cannot clear {0} counters from your {2} column of {1}"},
        MessageText {"no-return.payment-too-low", "illegal move: you pay {0}, but clearing these counters costs {1}"},
    };
    return kMessages;
}

} // namespace nobox::cli
