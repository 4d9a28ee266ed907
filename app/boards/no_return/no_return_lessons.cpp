// SPDX-License-Identifier: GPL-3.0-or-later
// No Return's lesson (shell/lesson.h): a first game, each rule explained in our words when the engine's topic for
// it comes up (in the order of the deal, ai/lesson_deals.h). The switch comes when the learner first faces it.
#include "no_return_ui.h"

#include <QtGlobal>

namespace nobox {

namespace {

const LessonStep kWords[] = {
    {"no-return.setup-exchange",
        QT_TRANSLATE_NOOP("NoReturn",
            "The goal: the highest total at the end. The counters you clear from your display count plus, those "
            "still in it count minus. Before the first turn you may lay aside any of your counters once and draw as "
            "many new ones."),
        "hand"},
    {"no-return.placing",
        QT_TRANSLATE_NOOP("NoReturn",
            "Phase 1: lay out counters of one colour into your display, each colour in its own column. A column only "
            "ever goes down: a new counter may not be higher than its lowest one, so keep your low counters back."),
        "own-display"},
    {"no-return.exchange",
        QT_TRANSLATE_NOOP("NoReturn",
            "Instead of laying out, you may exchange 1 to 4 hand counters: they go into the box lid for good, and you "
            "draw new ones from the bag."),
        "lid"},
    {"no-return.switch",
        QT_TRANSLATE_NOOP("NoReturn",
            "Each turn now starts with a decision: switch to Phase 2? Then you clear your columns for plus points, "
            "but you never lay out again. Waiting lets your columns grow, yet what is left in your display at the "
            "end counts minus."),
        "switch"},
    {"no-return.column-order",
        QT_TRANSLATE_NOOP("NoReturn",
            "A column takes only counters no higher than its lowest one, so a low counter there shuts it to most. "
            "After laying out you draw as many counters as you laid out."),
        "own-display"},
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
