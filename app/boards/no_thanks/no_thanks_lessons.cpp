// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks!'s lessons (shell/lesson.h): the basics, and the special cards. Each explanation is ours, a sentence or
// two a player reads while the card in question lies on the table, keyed by the engine's topic.
#include "no_thanks_ui.h"

#include <QtGlobal>

#include <iterator>

namespace nobox {

namespace {

constexpr const char* kContext = "NoThanks";

// Every rule a No Thanks! lesson explains, with the board element it points at (none where the rule may come up
// at anyone's seat, such as a run: a ring on the learner's seat would point at the wrong one; a special card by
// its id in cards.h, wherever it lies). The first says what wins: a player reads it before the first decision.
const LessonStep kWords[] = {
    {"no-thanks.take-or-refuse",
        QT_TRANSLATE_NOOP("NoThanks",
            "The goal: the highest score when the last card is gone. Every card you take counts its number as minus "
            "points (of numbers in a row only the lowest), every chip you hold is a plus point. A card lies in the "
            "middle: take it, or say “No thanks!” and pass it on."),
        "decision"},
    {"no-thanks.pay-a-chip",
        QT_TRANSLATE_NOOP("NoThanks",
            "Saying “No thanks!” costs one of your chips, and the chip stays on the card. The card comes round again, "
            "a little more tempting each time."),
        "middle"},
    {"no-thanks.take-the-chips",
        QT_TRANSLATE_NOOP("NoThanks",
            "Whoever takes the card takes all the chips on it too, and the next card turns up. A bad card with a pile "
            "of chips can be a bargain.")},
    {"no-thanks.run",
        QT_TRANSLATE_NOOP("NoThanks",
            "Numbers in a row, like 24, 25, 26, make a run, and a run counts only its lowest card. A card next to one "
            "you hold costs you little or nothing.")},
    {"no-thanks.no-chips",
        QT_TRANSLATE_NOOP("NoThanks",
            "A player without chips must take the card: saying “No thanks!” costs a chip. Keep a few chips in "
            "hand.")},
    {"no-thanks.green-auction",
        QT_TRANSLATE_NOOP("NoThanks",
            "A card with a green back is auctioned: bid a chip to stay in, or decline and collect the chips bid so "
            "far. The last one bidding gets the card."),
        "decision"},
    {"no-thanks.bonus",
        QT_TRANSLATE_NOOP("NoThanks", "Bonus cards: their points are added to your score at the end. Worth taking."),
        "card:36-39"},
    {"no-thanks.wild",
        QT_TRANSLATE_NOOP("NoThanks",
            "Wild card: at the end it becomes any one number from 3 to 35, the one that helps you most, such as the "
            "gap in a run."),
        "card:40"},
    {"no-thanks.per-card-plus",
        QT_TRANSLATE_NOOP("NoThanks", "+1 per card: at the end, one point for every card in your display."), "card:41"},
    {"no-thanks.skip",
        QT_TRANSLATE_NOOP("NoThanks",
            "Skip: played on your turn, you sit out the card in the middle without paying a chip, until the next card "
            "turns up."),
        "card:42"},
    {"no-thanks.look",
        QT_TRANSLATE_NOOP("NoThanks",
            "Look: played on your turn, you see the cards set aside at the start, so you know which numbers never "
            "come."),
        "card:43"},
    {"no-thanks.give",
        QT_TRANSLATE_NOOP("NoThanks",
            "Give a card: it acts at once, you give one card of your display to your left neighbour. Choose one that "
            "hurts you and does not help them."),
        "card:44"},
    {"no-thanks.remove",
        QT_TRANSLATE_NOOP("NoThanks",
            "Remove a card: it acts at once, you remove one card of your display from the game, usually the most "
            "costly one."),
        "card:45"},
    {"no-thanks.double",
        QT_TRANSLATE_NOOP("NoThanks", "Double chips: whoever holds it at the end counts their chips twice."),
        "card:46"},
    {"no-thanks.pink-x",
        QT_TRANSLATE_NOOP("NoThanks",
            "Pink X: it acts at once, whoever takes it also gets the first card with a pink X from the deck."),
        "card:47"},
    {"no-thanks.negative-chips",
        QT_TRANSLATE_NOOP("NoThanks", "Minus chips: kept to the end, it turns your chips into minus points."),
        "card:48"},
    {"no-thanks.halve",
        QT_TRANSLATE_NOOP("NoThanks", "Half chips: kept to the end, it makes your chips count only half."), "card:49"},
    {"no-thanks.highest-double",
        QT_TRANSLATE_NOOP("NoThanks",
            "Highest counts double: at the end your highest number card, or the run it belongs to, counts double."),
        "card:50"},
    {"no-thanks.forty",
        QT_TRANSLATE_NOOP("NoThanks", "The 40: a number card that never joins a run, so it always counts in full."),
        "card:51"},
    {"no-thanks.per-card-minus",
        QT_TRANSLATE_NOOP("NoThanks", "−1 per card: at the end, one point less for every card in your display."),
        "card:52"},
    {"no-thanks.end",
        QT_TRANSLATE_NOOP("NoThanks",
            "The last card is taken and the game is over. Some cards were set aside unseen at the start, so nobody "
            "could count on a number."),
        "set-aside"},
    {"no-thanks.scoring",
        QT_TRANSLATE_NOOP("NoThanks",
            "Scoring: every card counts minus its number, a run only its lowest card; every chip is a plus point. The "
            "highest score wins.")},
};

// The special cards' lesson follows the basics: what the basics explained comes back as a reminder only.
const LessonStep kReminders[] = {
    {"no-thanks.take-or-refuse",
        QT_TRANSLATE_NOOP("NoThanks",
            "As in the basics: take the card in the middle or say “No thanks!”; cards are minus points, chips plus "
            "points, the highest score wins. New: the special cards, each explained as it turns up."),
        "decision"},
    {"no-thanks.pay-a-chip",
        QT_TRANSLATE_NOOP("NoThanks", "As before: “No thanks!” costs a chip, which stays on the card."), "middle"},
    {"no-thanks.take-the-chips",
        QT_TRANSLATE_NOOP("NoThanks", "As before: whoever takes the card takes the chips on it.")},
};

} // namespace

std::vector<Lesson> noThanksLessons()
{
    std::vector<LessonStep> special(std::begin(kReminders), std::end(kReminders)); // first: a topic's first words count
    special.insert(special.end(), std::begin(kWords), std::end(kWords));
    return {lessonOfDeal("no-thanks.base", kContext, QT_TRANSLATE_NOOP("NoThanks", "The basics"), kWords),
        lessonOfDeal("no-thanks.special-cards", kContext, QT_TRANSLATE_NOOP("NoThanks", "The special cards"), special)};
}

} // namespace nobox
