// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game.h"

#include <memory>

namespace games::no_return {

std::unique_ptr<core::Game> makeGame();

} // namespace games::no_return
