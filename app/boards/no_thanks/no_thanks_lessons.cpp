// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks!'s lessons (shell/lesson.h): the basics, and the special cards. Each explanation is ours, a sentence or
// two a player reads while the card in question lies on the table, keyed by the engine's topic.
#include "no_thanks_ui.h"

#include <QtGlobal>

namespace nobox {

namespace {

constexpr const char* kContext = "NoThanks";

// Every rule a No Thanks! lesson explains, with the board element it points at.
const LessonStep kWords[] = {
    {"no-thanks.take-or-refuse",
        QT_TRANSLATE_NOOP("NoThanks",
            "A card lies in the middle and it is your turn: take it, or say “No thanks!” and pass it on. Cards count "
            "against you at the end, so you would mostly rather not."),
        "decision"},
    {"no-thanks.pay-a-chip",
        QT_TRANSLATE_NOOP("NoThanks",
            "Saying “No thanks!” costs one of your chips, and the chip stays on the card. The card comes round again, "
            "a little more tempting each time."),
        "middle"},
    {"no-thanks.take-the-chips",
        QT_TRANSLATE_NOOP("NoThanks",
            "Whoever takes the card takes all the chips on it too, and the next card turns up. A bad card with a pile "
            "of chips can be a bargain."),
        "own-chips"},
    {"no-thanks.run",
        QT_TRANSLATE_NOOP("NoThanks",
            "Numbers in a row, like 24, 25, 26, make a run, and a run counts only its lowest card. A card next to one "
            "you hold costs you little or nothing."),
        "own-seat"},
    {"no-thanks.no-chips",
        QT_TRANSLATE_NOOP("NoThanks",
            "Out of chips, you cannot say “No thanks!” any more: you have to take the card. Keep a few chips in "
            "hand."),
        "own-chips"},
    {"no-thanks.green-auction",
        QT_TRANSLATE_NOOP("NoThanks",
            "A card with a green back is auctioned: bid a chip to stay in, or decline and collect the chips bid so "
            "far. The last one bidding gets the card."),
        "decision"},
    {"no-thanks.bonus",
        QT_TRANSLATE_NOOP("NoThanks", "A bonus card: its points are added to your score at the end. Worth taking."),
        "middle"},
    {"no-thanks.wild",
        QT_TRANSLATE_NOOP("NoThanks",
            "The wild card becomes any one number from 3 to 35 at the end, the one that helps you most, such as the "
            "gap in a run."),
        "middle"},
    {"no-thanks.per-card-plus",
        QT_TRANSLATE_NOOP("NoThanks", "This card gives one point for every card in your display at the end."),
        "middle"},
    {"no-thanks.skip",
        QT_TRANSLATE_NOOP("NoThanks",
            "Skip is played on your turn: you sit out the card in the middle without paying a chip, until the next "
            "card turns up."),
        "middle"},
    {"no-thanks.look",
        QT_TRANSLATE_NOOP(
            "NoThanks", "Look lets you see the cards set aside at the start: then you know which numbers never come."),
        "set-aside"},
    {"no-thanks.give",
        QT_TRANSLATE_NOOP("NoThanks",
            "This card acts at once: you give one card of your display to your left neighbour. Choose one that hurts "
            "you and does not help them."),
        "own-seat"},
    {"no-thanks.remove",
        QT_TRANSLATE_NOOP("NoThanks",
            "This card acts at once: you remove one card of your display from the game. The most costly one, "
            "usually."),
        "own-seat"},
    {"no-thanks.double", QT_TRANSLATE_NOOP("NoThanks", "Whoever holds this card at the end counts their chips twice."),
        "middle"},
    {"no-thanks.pink-x",
        QT_TRANSLATE_NOOP(
            "NoThanks", "This card acts at once: its taker also gets the first card with a pink X from the deck."),
        "deck"},
    {"no-thanks.negative-chips",
        QT_TRANSLATE_NOOP("NoThanks", "Kept to the end, this card turns your chips into minus points."), "middle"},
    {"no-thanks.halve", QT_TRANSLATE_NOOP("NoThanks", "Kept to the end, this card makes your chips count only half."),
        "middle"},
    {"no-thanks.highest-double",
        QT_TRANSLATE_NOOP(
            "NoThanks", "With this card, your highest number card, or the run it starts, counts double at the end."),
        "middle"},
    {"no-thanks.forty",
        QT_TRANSLATE_NOOP("NoThanks", "The 40 is a number card that never joins a run: it always counts in full."),
        "middle"},
    {"no-thanks.per-card-minus",
        QT_TRANSLATE_NOOP("NoThanks", "This card costs one point for every card in your display at the end."),
        "middle"},
    {"no-thanks.end",
        QT_TRANSLATE_NOOP("NoThanks",
            "The last card is taken and the game is over. Some cards were set aside unseen at the start, so nobody "
            "could count on a number."),
        "deck"},
    {"no-thanks.scoring",
        QT_TRANSLATE_NOOP("NoThanks",
            "Scoring: every card counts minus its number, a run only its lowest card; every chip is a plus point. The "
            "highest score wins."),
        "own-seat"},
};

} // namespace

std::vector<Lesson> noThanksLessons()
{
    return {lessonOfDeal("no-thanks.base", kContext, QT_TRANSLATE_NOOP("NoThanks", "The basics"), kWords),
        lessonOfDeal("no-thanks.special-cards", kContext, QT_TRANSLATE_NOOP("NoThanks", "The special cards"), kWords)};
}

} // namespace nobox
