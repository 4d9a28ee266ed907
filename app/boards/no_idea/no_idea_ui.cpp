// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_ui.h"

#include "no_idea_board.h"
#include "no_idea_painter.h"
#include "no_idea_texts.h"
#include "no_idea_words.h"

#include "no_idea/observation.h"

namespace nobox {

QString noIdeaArtFile()
{
    return noidea::artFile();
}

std::unique_ptr<GameTexts> makeNoIdeaTexts()
{
    return std::make_unique<noidea::NoIdeaTexts>();
}

Board* makeNoIdeaBoard(GameSession& session, QWidget* parent)
{
    return new noidea::NoIdeaBoard(session, parent);
}

QString recallNoIdea(games::core::Observation& observation)
{
    auto* view = dynamic_cast<games::no_idea::NoIdeaObservation*>(&observation);
    if (!view || view->memoryAid || view->revealed)
        return {};
    view->memoryAid = true; // a display option (ND-10): the known cards are in the observation already
    return noidea::NoIdea::tr("Shown with the memory aid, which this table played without: the face-down cards this "
                              "player had seen are drawn as known.");
}

} // namespace nobox
