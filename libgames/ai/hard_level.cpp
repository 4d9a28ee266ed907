// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/hard_level.h"

namespace games::ai {

std::unique_ptr<HardLevel> hardLevelFor(const core::Game& game)
{
    if (const core::HardLevelMaker maker = game.hardLevelMaker())
        return maker();
    return std::make_unique<HardLevel>();
}

} // namespace games::ai
