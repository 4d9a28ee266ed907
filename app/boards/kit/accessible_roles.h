// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Roles for a board's painted parts, so that a screen reader announces a player's place as a group and a pile or
// the table as a picture with its description (the buttons are real buttons already). One accessible factory for
// every board, installed once.

#include <QAccessible>

#include <initializer_list>
#include <utility>

namespace nobox::kit {

/// Each widget class named (as its meta-object names it, "nobox::mygame::SeatPanel") gets its role.
void setAccessibleRoles(std::initializer_list<std::pair<const char*, QAccessible::Role>> roles);

} // namespace nobox::kit
