// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

std::span<const MessageText> noThanksMessages()
{
    static constexpr std::array kMessages {
        MessageText {"no-thanks.bad-notation",
            "'{detail}' is not a No Thanks! move (take, refuse, bid, decline, skip, "
            "look, give CARD, remove CARD)"},
        MessageText {"no-thanks.malformed-move", "this is not a No Thanks! move"},
        MessageText {"no-thanks.must-take", "you have no counters left, so you must take the card"},
        MessageText {"no-thanks.must-decline", "you have no counters left, so you cannot bid and must decline"},
        MessageText {"no-thanks.auction-running", "a green card is being auctioned: bid or decline"},
        MessageText {"no-thanks.no-auction", "no green card is being auctioned: take the card or refuse it"},
        MessageText {"no-thanks.choice-pending", "first choose the card to give away or remove"},
        MessageText {"no-thanks.no-choice-pending", "there is no card to give away or remove now"},
        MessageText {"no-thanks.wrong-choice", "your special card asks for the other choice (give or remove)"},
        MessageText {"no-thanks.not-your-card", "the card '{0}' is not in your display"},
        MessageText {"no-thanks.no-skip-card", "you have no skip card to play"},
        MessageText {"no-thanks.no-look-card", "you have no card to look at the set-aside cards"},
        MessageText {"no-thanks.skip-last-participant", "you cannot skip: nobody else still takes part in this card"},
        MessageText {"no-thanks.setup-not-object", "a No Thanks! setup must be a JSON object, not {detail}"},
        MessageText {"no-thanks.setup-unknown-key", "the setup has an unknown field '{detail}'"},
        MessageText {"no-thanks.setup-bad-list", "the setup's '{detail}' must be a list of card names"},
        MessageText {"no-thanks.setup-too-many", "the setup's '{detail}' holds more than {0} cards"},
        MessageText {"no-thanks.setup-empty-deck", "the setup's deck has no cards"},
        MessageText {"no-thanks.setup-unknown-card", "the setup names an unknown card {detail}"},
        MessageText {
            "no-thanks.setup-card-not-in-game", "{detail}: '{0}' is only used with the special-card expansion"},
        MessageText {"no-thanks.setup-duplicate-card", "{detail}: the setup has too many copies of the card '{0}'"},
        MessageText {
            "no-thanks.setup-green-set-aside", "{detail}: the green card '{0}' cannot be among the set-aside cards"},
        MessageText {
            "no-thanks.setup-not-green", "{detail}: '{0}' is not a green card and cannot be an unused green card"},
    };
    return kMessages;
}

} // namespace nobox::cli
