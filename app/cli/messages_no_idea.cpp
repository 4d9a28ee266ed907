// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea's error codes in English: word for word the app's (context NoIdea, app/boards/no_idea).
#include "messages.h"

#include "no_idea/cards.h"

#include <array>

namespace nobox::cli {

namespace ni = games::no_idea;

std::span<const MessageText> noIdeaMessages()
{
    static constexpr std::array kMessages {
        MessageText {.code = "no-idea.bad-notation",
            .text = "“%1” is not a No Idea move.",
            .places = {Slot::detail()},
            .note = "e.g. reveal 4, pile 2, nothing-fits"},
        MessageText {"no-idea.malformed-move", "That is not a No Idea move."},
        MessageText {.code = "no-idea.choose-pile-first",
            .text = "First choose the pile for %1.",
            .places = {Slot::arg(0)},
            .note = "ND-2, ND-3"},
        MessageText {.code = "no-idea.empty-position",
            .text = "There is no card at place %1.",
            .places = {Slot::arg(0)},
            .note = "ND-3"},
        MessageText {.code = "no-idea.no-pile-choice",
            .text = "No card is waiting for a pile now: reveal one of your cards.",
            .note = "ND-3"},
        MessageText {.code = "no-idea.no-such-pile",
            .text = "There is no pile %1.",
            .places = {Slot::arg(0)},
            .note = "ND-2, ND-3"},
        MessageText {.code = "no-idea.does-not-fit",
            .text = "%1 does not fit pile %2: choose a lit pile.",
            .places = {Slot::arg(0), Slot::arg(1)},
            .note = "ND-2, ND-3"},
        MessageText {.code = "no-idea.too-many-to-declare",
            .text = "“Nothing fits anymore!” needs %1 face-down cards or fewer; you have %n.",
            .places = {Slot::number(ni::kDeclareLimit)},
            .plural = 0,
            .note = "ND-7"},
        MessageText {"no-idea.setup-not-object", "A No Idea setup must be a JSON object, not %1.", {Slot::detail()}},
        MessageText {
            "no-idea.setup-unknown-key", "The setup has a field “%1” that No Idea does not know.", {Slot::detail()}},
        MessageText {"no-idea.setup-bad-list", "The setup's “%1” must be a list.", {Slot::detail()}},
        MessageText {"no-idea.setup-unknown-card", "The setup names a card that does not exist: %1.", {Slot::detail()}},
        MessageText {.code = "no-idea.setup-no-such-card",
            .text = "The box holds no such card as %1 (%2).",
            .places = {Slot::arg(0), Slot::detail()},
            .note = "ND-1"},
        MessageText {.code = "no-idea.setup-too-many-copies",
            .text = "The setup has more copies of %1 than the box holds (%2).",
            .places = {Slot::arg(0), Slot::detail()},
            .note = "ND-1"},
        MessageText {.code = "no-idea.setup-missing-card",
            .text = "The setup leaves out %1: every card of the box must be listed.",
            .places = {Slot::arg(0)},
            .note = "ND-1"},
        MessageText {.code = "no-idea.setup-trophy-count",
            .text = "The setup lists %1 trophies; there must be %2.",
            .places = {Slot::arg(0), Slot::arg(1)},
            .note = "ND-1"},
        MessageText {
            "no-idea.setup-bad-trophy", "A trophy of the setup is not 3, 4 or 5 stars (%1).", {Slot::detail()}},
        MessageText {.code = "no-idea.setup-too-many-trophies",
            .text = "The setup has more trophies of %1 stars than the box holds (%2).",
            .places = {Slot::arg(0), Slot::detail()},
            .note = "ND-1"},
    };
    return kMessages;
}

} // namespace nobox::cli
