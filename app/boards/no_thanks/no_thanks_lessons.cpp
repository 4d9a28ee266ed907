// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks!'s lessons (shell/lesson.h): the basics, and the special cards. Each explanation is ours, a sentence or
// two a player reads while the card in question lies on the table, keyed by the engine's topic.
#include "no_thanks_ui.h"

#include <QtGlobal>

namespace nobox {

namespace {

constexpr const char* kContext = "NoThanks";

// Every rule a No Thanks! lesson explains, with the board element it points at (none where the rule may come up
// at anyone's seat, such as a run: a ring on the learner's seat would point at the wrong one).
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
            "of chips can be a bargain.")},
    {"no-thanks.run",
        QT_TRANSLATE_NOOP("NoThanks",
            "Numbers in a row, like 24, 25, 26, make a run, and a run counts only its lowest card. A card next to one "
            "you hold costs you little or nothing.")},
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
        QT_TRANSLATE_NOOP("NoThanks", "Bonus cards: their points are added to your score at the end. Worth taking."),
        "middle"},
    {"no-thanks.wild",
        QT_TRANSLATE_NOOP("NoThanks",
            "Wild card: at the end it becomes any one number from 3 to 35, the one that helps you most, such as the "
            "gap in a run."),
        "middle"},
    {"no-thanks.per-card-plus",
        QT_TRANSLATE_NOOP("NoThanks", "+1 per card: at the end, one point for every card in your display."), "middle"},
    {"no-thanks.skip",
        QT_TRANSLATE_NOOP("NoThanks",
            "Skip: played on your turn, you sit out the card in the middle without paying a chip, until the next card "
            "turns up."),
        "middle"},
    {"no-thanks.look",
        QT_TRANSLATE_NOOP("NoThanks",
            "Look: played on your turn, you see the cards set aside at the start, so you know which numbers never "
            "come."),
        "set-aside"},
    {"no-thanks.give",
        QT_TRANSLATE_NOOP("NoThanks",
            "Give a card: it acts at once, you give one card of your display to your left neighbour. Choose one that "
            "hurts you and does not help them."),
        "own-seat"},
    {"no-thanks.remove",
        QT_TRANSLATE_NOOP("NoThanks",
            "Remove a card: it acts at once, you remove one card of your display from the game, usually the most "
            "costly one."),
        "own-seat"},
    {"no-thanks.double",
        QT_TRANSLATE_NOOP("NoThanks", "Double chips: whoever holds it at the end counts their chips twice."), "middle"},
    {"no-thanks.pink-x",
        QT_TRANSLATE_NOOP("NoThanks",
            "Pink X: it acts at once, whoever takes it also gets the first card with a pink X from the deck."),
        "deck"},
    {"no-thanks.negative-chips",
        QT_TRANSLATE_NOOP("NoThanks", "Minus chips: kept to the end, it turns your chips into minus points."),
        "middle"},
    {"no-thanks.halve",
        QT_TRANSLATE_NOOP("NoThanks", "Half chips: kept to the end, it makes your chips count only half."), "middle"},
    {"no-thanks.highest-double",
        QT_TRANSLATE_NOOP("NoThanks",
            "Highest counts double: at the end your highest number card, or the run it belongs to, counts double."),
        "middle"},
    {"no-thanks.forty",
        QT_TRANSLATE_NOOP("NoThanks", "The 40: a number card that never joins a run, so it always counts in full."),
        "middle"},
    {"no-thanks.per-card-minus",
        QT_TRANSLATE_NOOP("NoThanks", "−1 per card: at the end, one point less for every card in your display."),
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
