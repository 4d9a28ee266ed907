// SPDX-License-Identifier: GPL-3.0-or-later
// Every table of English messages the CLI has: the core's, then one line per game (docs/adding-a-game.md).
#include "messages.h"

#include <array>

namespace nobox::cli {

// Each defined in its own file, messages_<module>.cpp.
std::span<const MessageText> coreMessages();
std::span<const MessageText> noThanksMessages();
std::span<const MessageText> noReturnMessages();
std::span<const MessageText> noIdeaMessages();

std::span<const std::span<const MessageText>> messageTables()
{
    static const std::array kTables {
        coreMessages(),
        noThanksMessages(),
        noReturnMessages(),
        noIdeaMessages(),
    };
    return kTables;
}

} // namespace nobox::cli
