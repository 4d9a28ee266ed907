// SPDX-License-Identifier: GPL-3.0-or-later
// No Return's lesson (shell/lesson.h): a first game, each rule explained in our words when the engine's topic for
// it comes up.
#include "no_return_ui.h"

#include <QtGlobal>

namespace nobox {

namespace {

const LessonStep kWords[] = {
    {"no-return.setup-exchange",
        QT_TRANSLATE_NOOP("NoReturn",
            "Before the first turn you may improve your hand once: lay aside any of your counters and draw as many "
            "new ones. High counters of one colour make a good start."),
        "hand"},
    {"no-return.placing",
        QT_TRANSLATE_NOOP("NoReturn",
            "Phase 1: on your turn lay out counters of one colour into your display; each colour gets its own column. "
            "You draw back up to 8 afterwards."),
        "own-display"},
    {"no-return.column-order",
        QT_TRANSLATE_NOOP("NoReturn",
            "A column only ever goes down: a new counter goes below and may not be higher than the one at the "
            "bottom. Keep your low counters back as long as you can."),
        "own-display"},
    {"no-return.exchange",
        QT_TRANSLATE_NOOP("NoReturn",
            "Instead of laying out, you may exchange 1 to 4 hand counters: they go into the box lid for good, and you "
            "draw new ones from the bag."),
        "lid"},
    {"no-return.switch",
        QT_TRANSLATE_NOOP("NoReturn",
            "Each player decides alone when to switch to Phase 2, at the start of a turn. There is no way back: from "
            "then on you only clear or exchange."),
        "switch"},
    {"no-return.clearing",
        QT_TRANSLATE_NOOP("NoReturn",
            "Phase 2: clear a column from the bottom up, one or more counters. Pay with hand counters of one colour "
            "worth at least their sum; the cleared ones are your plus points."),
        "own-display"},
    {"no-return.last-round",
        QT_TRANSLATE_NOOP("NoReturn",
            "The bag is empty: this round is played to its end, then the game is over. Use your last turn well."),
        "bag"},
    {"no-return.end", QT_TRANSLATE_NOOP("NoReturn", "The game is over. Hand counters no longer count."), "own-display"},
    {"no-return.scoring",
        QT_TRANSLATE_NOOP("NoReturn",
            "Scoring: every cleared counter adds its number, every counter still in your display subtracts its "
            "number. The highest total wins."),
        "own-display"},
};

} // namespace

std::vector<Lesson> noReturnLessons()
{
    return {lessonOfDeal("no-return", "NoReturn", QT_TRANSLATE_NOOP("NoReturn", "A first game"), kWords)};
}

} // namespace nobox
