// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/board_factory.h"

namespace nobox {

void BoardFactory::add(std::string gameId, GameUi ui)
{
    m_uis.insert_or_assign(std::move(gameId), std::move(ui));
}

const GameUi* BoardFactory::find(std::string_view gameId) const
{
    auto it = m_uis.find(gameId);
    return it == m_uis.end() ? nullptr : &it->second;
}

} // namespace nobox
