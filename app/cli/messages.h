// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <span>
#include <string>
#include <string_view>

namespace nobox::cli {

/// The English text of one error code. Placeholders: {0} {1} {2} for Error::args, {detail} for Error::detail.
struct MessageText {
    std::string_view code;
    std::string_view text;
};

// One table per module, each in its own file (messages_<module>.cpp).
std::span<const MessageText> coreMessages();
std::span<const MessageText> noThanksMessages();
std::span<const MessageText> noReturnMessages();

/// The English sentence for an error, e.g. "illegal move: you have no counters left, so you must take the card".
std::string describe(const games::core::Error& error);

/// Whether `code` has an English text (tests check every code a game declares).
bool hasMessage(std::string_view code);

} // namespace nobox::cli
