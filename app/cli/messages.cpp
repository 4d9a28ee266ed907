// SPDX-License-Identifier: GPL-3.0-or-later
#include "messages.h"

#include <array>

namespace nobox::cli {

namespace {
const MessageText* findMessage(std::string_view code)
{
    for (auto table : {coreMessages(), noThanksMessages(), noReturnMessages()})
        for (const auto& entry : table)
            if (entry.code == code)
                return &entry;
    return nullptr;
}

std::string fill(std::string_view pattern, const games::core::Error& error)
{
    std::string text;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{') {
            auto close = pattern.find('}', i);
            if (close != std::string_view::npos) {
                const auto key = pattern.substr(i + 1, close - i - 1);
                if (key == "detail") {
                    text += error.detail;
                    i = close;
                    continue;
                }
                if (key.size() == 1 && key[0] >= '0' && key[0] <= '2') {
                    text += std::to_string(error.args[static_cast<std::size_t>(key[0] - '0')]);
                    i = close;
                    continue;
                }
            }
        }
        text += pattern[i];
    }
    return text;
}
} // namespace

bool hasMessage(std::string_view code)
{
    return findMessage(code) != nullptr;
}

std::string describe(const games::core::Error& error)
{
    if (error.ok())
        return "no error";
    if (const auto* entry = findMessage(error.code))
        return fill(entry->text, error);
    // A code without a text is a bug of ours; still say everything we know.
    std::string text(error.code);
    text += " (" + std::to_string(error.args[0]) + ", " + std::to_string(error.args[1]) + ", "
        + std::to_string(error.args[2]) + ")";
    if (!error.detail.empty())
        text += ": " + error.detail;
    return text;
}

} // namespace nobox::cli
