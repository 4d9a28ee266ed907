// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks!'s error codes in English: word for word the app's (context NoThanks, app/boards/no_thanks).
#include "messages.h"

#include <array>

namespace nobox::cli {

std::span<const MessageText> noThanksMessages()
{
    static constexpr std::array kMessages {
        MessageText {.code = "no-thanks.bad-notation",
            .text = "“%1” is not a No Thanks! move.",
            .places = {Slot::detail()},
            .note = "moves: take, refuse, bid, decline, skip, look, give CARD, remove CARD"},
        MessageText {"no-thanks.malformed-move", "That is not a No Thanks! move."},
        MessageText {
            "no-thanks.must-take", "You have no chips left, so you cannot say No thanks!: you must take the card."},
        MessageText {"no-thanks.must-decline", "You have no chips left to bid: you must decline."},
        MessageText {"no-thanks.auction-running", "A green card is up for auction: bid a chip for it or decline."},
        MessageText {"no-thanks.no-auction", "There is no auction now: take the card, or say “No thanks!”"},
        MessageText {"no-thanks.choice-pending", "First choose the card to give away or to remove."},
        MessageText {"no-thanks.no-choice-pending", "There is no card to give away or to remove now."},
        MessageText {"no-thanks.wrong-choice",
            "Your special card asks for the other choice: give a card instead of removing one, or the other way "
            "round."},
        MessageText {"no-thanks.not-your-card", "%1 is not in your display.", {Slot::arg(0)}},
        MessageText {"no-thanks.no-skip-card", "You have no Skip card to play."},
        MessageText {"no-thanks.no-look-card", "You have no Look card to play."},
        MessageText {"no-thanks.skip-last-participant", "You cannot skip this card: nobody else is still in on it."},
        MessageText {
            "no-thanks.setup-not-object", "A No Thanks! setup must be a JSON object, not %1.", {Slot::detail()}},
        MessageText {"no-thanks.setup-unknown-key", "The setup has a field “%1” that No Thanks! does not know.",
            {Slot::detail()}},
        MessageText {"no-thanks.setup-bad-list", "The setup's “%1” must be a list of card names.", {Slot::detail()}},
        MessageText {"no-thanks.setup-too-many", "The setup's “%1” holds more than %n card(s).", {Slot::detail()}, 0},
        MessageText {"no-thanks.setup-empty-deck", "The setup's deck holds no cards."},
        MessageText {
            "no-thanks.setup-unknown-card", "The setup names a card that does not exist: %1.", {Slot::detail()}},
        MessageText {"no-thanks.setup-card-not-in-game",
            "The setup uses %1, which is only played with the special cards (%2).", {Slot::arg(0), Slot::detail()}},
        MessageText {"no-thanks.setup-duplicate-card", "The setup has more copies of %1 than the box holds (%2).",
            {Slot::arg(0), Slot::detail()}},
        MessageText {"no-thanks.setup-green-set-aside", "%1 is green and cannot be among the set-aside cards (%2).",
            {Slot::arg(0), Slot::detail()}},
        MessageText {"no-thanks.setup-not-green", "%1 is not green, so it cannot be an unused green card (%2).",
            {Slot::arg(0), Slot::detail()}},
    };
    return kMessages;
}

} // namespace nobox::cli
