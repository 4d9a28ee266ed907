// SPDX-License-Identifier: GPL-3.0-or-later
// No Idea's lesson (shell/lesson.h): a first game, each rule explained in our words when the engine's topic for it
// comes up.
#include "no_idea_ui.h"

#include <QtGlobal>

namespace nobox {

namespace {

// With the board element each points at; none where the rule may come up at anyone's seat (a card that fits
// nowhere, a prize).
const LessonStep kWords[] = {
    {"no-idea.opening-card",
        QT_TRANSLATE_NOOP("NoIdea",
            "The goal: the most stars when the last trophy is taken. Stars come from trophies and prizes. Each turn "
            "starts with the top card of the draw pile: onto a pile it matches in colour or number, or a new pile."),
        "draw-pile"},
    {"no-idea.reveal",
        QT_TRANSLATE_NOOP("NoIdea",
            "Now turn up one of your six face-down cards. Nobody knows them, not even you: that is the idea."),
        "layout"},
    {"no-idea.no-fit",
        QT_TRANSLATE_NOOP("NoIdea",
            "A card that matches no pile goes back face down and the turn is over. But now everybody knows it: "
            "remember where it lies!")},
    {"no-idea.prize",
        QT_TRANSLATE_NOOP("NoIdea",
            "A consolation prize: its owner keeps it, its stars count at the end, and the turn is over at once.")},
    {"no-idea.fit",
        QT_TRANSLATE_NOOP("NoIdea",
            "A card that matches a pile in colour or number must go on it, and you turn up the next card. You "
            "cannot stop of your own accord."),
        "piles"},
    {"no-idea.nothing-fits",
        QT_TRANSLATE_NOOP("NoIdea",
            "With three face-down cards or fewer you may say “Nothing fits anymore!”: if none of them fits, you win "
            "a trophy. If one fits, you win nothing."),
        "nothing-fits"},
    {"no-idea.refill",
        QT_TRANSLATE_NOOP(
            "NoIdea", "Refill to 3: every other player with fewer than three cards in their layout draws up to three."),
        "function:refill"},
    {"no-idea.all-cleared",
        QT_TRANSLATE_NOOP("NoIdea",
            "The last card of a layout is gone: a trophy of 3 to 5 stars for that player, and six new cards."),
        "trophy-pile"},
    {"no-idea.plus",
        QT_TRANSLATE_NOOP("NoIdea",
            "“+”: one more card comes from the draw pile and is played like an opening card. These can chain."),
        "draw-pile"},
    {"no-idea.remove-piles",
        QT_TRANSLATE_NOOP("NoIdea",
            "This card removes every other pile: only its own pile stays. The removed cards become the next draw "
            "pile."),
        "function:remove"},
    {"no-idea.choose-pile",
        QT_TRANSLATE_NOOP("NoIdea",
            "Your card matches more than one pile: you choose where it goes. Think of what the next cards need."),
        "piles"},
    {"no-idea.empty-draw-pile",
        QT_TRANSLATE_NOOP("NoIdea",
            "The draw pile has run out: the cards set aside before are shuffled into a new one, if there are any."),
        "draw-pile"},
    {"no-idea.end",
        QT_TRANSLATE_NOOP("NoIdea",
            "The last trophy is taken: the game is over. Trophies and prizes are added up; the most stars win."),
        "own-seat"},
};

} // namespace

std::vector<Lesson> noIdeaLessons()
{
    return {lessonOfDeal("no-idea", "NoIdea", QT_TRANSLATE_NOOP("NoIdea", "A first game"), kWords)};
}

} // namespace nobox
