// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

// {0}..{2} are written by Game::argToText per the code's ArgKind (a card as "red5-plus", a number as itself);
// {detail} quotes the input. Each illegal move names the ruling it breaks (docs/rulings.md, ND-*).
std::span<const MessageText> noIdeaMessages()
{
    static constexpr std::array kMessages {
        MessageText {"no-idea.bad-notation", "'{detail}' is not a No Idea move (e.g. reveal 4, pile 2, nothing-fits)"},
        MessageText {"no-idea.malformed-move", "illegal move: this is not a well-formed No Idea move"},
        MessageText {"no-idea.choose-pile-first",
            "illegal move: the {0} fits several piles; choose one first with 'pile N' (ND-2, ND-3)"},
        MessageText {"no-idea.empty-position", "illegal move: there is no card at position {0} of your layout (ND-3)"},
        MessageText {"no-idea.no-pile-choice", "illegal move: no card is waiting for a pile; reveal a card (ND-3)"},
        MessageText {"no-idea.no-such-pile", "illegal move: there is no pile {0}, only {1} (ND-2, ND-3)"},
        MessageText {"no-idea.does-not-fit",
            "illegal move: the {0} does not fit pile {1}: it needs the top's colour or number (ND-2, ND-3)"},
        MessageText {"no-idea.too-many-to-declare",
            "illegal move: 'Nothing fits anymore!' needs at most three cards in your layout, you have {0} (ND-7)"},
        MessageText {"no-idea.setup-not-object", "the No Idea setup must be a JSON object, not {detail}"},
        MessageText {"no-idea.setup-unknown-key", "the No Idea setup has an unknown field '{detail}'"},
        MessageText {"no-idea.setup-bad-list", "the No Idea setup needs '{detail}' as a list"},
        MessageText {"no-idea.setup-unknown-card", "the setup names '{detail}', which is no card such as red5-plus"},
        MessageText {"no-idea.setup-no-such-card",
            "the setup's {detail} is a {0}, which the box does not hold: each function sits on one card (ND-1)"},
        MessageText {"no-idea.setup-too-many-copies",
            "the setup's {detail} is one {0} too many: the box does not hold that many (ND-1)"},
        MessageText {"no-idea.setup-missing-card", "the setup lacks a {0}: it must list all 108 cards (ND-1)"},
        MessageText {"no-idea.setup-trophy-count", "the setup lists {0} trophies, the box holds {1} (ND-1)"},
        MessageText {"no-idea.setup-bad-trophy", "the setup's {detail} is no trophy: trophies are worth 3, 4 or 5"},
        MessageText {"no-idea.setup-too-many-trophies",
            "the setup's {detail} is one {0}-star trophy too many: the box holds three 5s, four 4s, five 3s (ND-1)"},
    };
    return kMessages;
}

} // namespace nobox::cli
