// SPDX-License-Identifier: GPL-3.0-or-later
// No Return's error codes in English: word for word the app's (context NoReturn, app/boards/no_return).
#include "messages.h"

#include "no_return/counters.h"

#include <array>

namespace nobox::cli {

namespace nr = games::no_return;

std::span<const MessageText> noReturnMessages()
{
    static constexpr std::array kMessages {
        MessageText {.code = "no-return.bad-notation",
            .text = "“%1” is not a No Return move.",
            .places = {Slot::detail()},
            .note
            = "e.g. keep, setaside red11 blue3, exchange red11, arrange red 11 9, switch, clear yellow 2 pay green 11"},
        MessageText {"no-return.bad-setup",
            "The setup's field “%1” is wrong: it needs a list of counter names such as “red11”.", {Slot::detail()}},
        MessageText {"no-return.bad-counter",
            "The setup's %1 is not a counter (a colour and a value 1 to %2, such as “red%2”).",
            {Slot::detail(), Slot::number(nr::kMaxValue)}},
        MessageText {"no-return.too-many-copies", "The setup has a third %1 at %2: the box holds two of each counter.",
            {Slot::arg(0), Slot::detail()}},
        MessageText {"no-return.malformed-move", "That is not a No Return move."},
        MessageText {"no-return.setup-only",
            "Counters go back into the bag only at the start: now an exchange puts them into the lid."},
        MessageText {"no-return.setup-exchange-first",
            "First everybody decides on the setup exchange: keep your counters or lay some aside."},
        MessageText {"no-return.not-in-hand", "You have no %1 in your hand.", {Slot::arg(0)}, -1, 2},
        MessageText {"no-return.not-in-hand", "You have only %n %1 in your hand.", {Slot::arg(0)}, 2},
        MessageText {"no-return.exchange-count", "Choose %1 to %2 hand counters to exchange.",
            {Slot::number(nr::kMinExchange), Slot::number(nr::kMaxExchange)}, -1, 0},
        MessageText {"no-return.exchange-count", "You chose %n counter(s): an exchange takes %1 to %2.",
            {Slot::number(nr::kMinExchange), Slot::number(nr::kMaxExchange)}, 0},
        MessageText {"no-return.nothing-chosen", "Choose the hand counters to place first."},
        MessageText {"no-return.phase1-only", "You are in Phase 2: there is no way back to placing counters."},
        MessageText {
            "no-return.phase2-only", "Clearing comes in Phase 2: switch to Phase 2 at the start of a turn first."},
        MessageText {"no-return.switch-not-first", "You have switched to Phase 2 already: now exchange or clear."},
        MessageText {
            "no-return.mixed-colours", "One colour only: you chose %1 and %2 counters.", {Slot::arg(0), Slot::arg(1)}},
        MessageText {"no-return.too-high-for-column", "The lowest %1 is %2: only %2 or lower can go below it, not %3.",
            {Slot::arg(2), Slot::arg(1), Slot::arg(0)}},
        MessageText {"no-return.no-column", "You have no %1 column to clear.", {Slot::arg(0)}},
        MessageText {
            "no-return.clear-count", "Your %1 column holds %n counter(s): clear 1 to that many.", {Slot::arg(2)}, 1},
        MessageText {"no-return.payment-too-low",
            "You pay %1 but the counters to clear add up to %2: pay at least %2 with one colour.",
            {Slot::arg(0), Slot::arg(1)}},
    };
    return kMessages;
}

} // namespace nobox::cli
