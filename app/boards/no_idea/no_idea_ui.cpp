// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_ui.h"

#include "no_idea_board.h"
#include "no_idea_texts.h"
#include "no_idea_words.h"

#include "boards/kit/board_ui.h"

#include "no_idea/observation.h"

namespace nobox {

namespace {

/// Turns the memory aid on in a No Idea observation (GameUi::recall): the known face-down cards it holds are
/// drawn as known, with the aid's own look. Says so unless the table had it on.
QString recall(games::core::Observation& observation)
{
    auto* view = dynamic_cast<games::no_idea::NoIdeaObservation*>(&observation);
    if (!view || view->memoryAid || view->revealed)
        return {};
    view->memoryAid = true; // a display option (ND-10): the known cards are in the observation already
    return noidea::NoIdea::tr("Shown with the memory aid, which this table played without: the face-down cards this "
                              "player had seen are drawn as known.");
}

} // namespace

GameUi noIdeaUi()
{
    GameUi ui = kit::boardUi<noidea::NoIdeaBoard, noidea::NoIdeaTexts>(
        QStringLiteral(":/art/no_idea/no_idea.svg"), noIdeaLessons());
    ui.recall = recall;
    return ui;
}

} // namespace nobox
