// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/error.h"

namespace games::core {

namespace {
constexpr ArgKind N = ArgKind::Number;
} // namespace

std::span<const ErrorInfo> coreErrorCodes()
{
    static constexpr ErrorInfo kCodes[] {
        {"core.game-over", {}, false}, {"core.bad-seat-count", {N, N, N}, false}, // seats asked, min, max
        {"core.bad-start-seat", {N, N}, false}, // start seat asked, seats
        {"core.unknown-option", {}, true}, // detail: the option's name
        {"core.bad-option-value", {}, true}, // detail: "name=value"
        {"record.not-json", {N, N}, true}, // line, column; detail: the parser's byte position
        {"record.too-large", {N}, false}, // the limit in MiB
        {"record.too-deep", {N}, false}, // the deepest nesting allowed
        {"record.not-an-object", {}, true}, // detail: the JSON type found
        {"record.bad-format", {}, true}, // detail: the format found
        {"record.missing-field", {}, true}, // detail: the field
        {"record.bad-field", {}, true}, // detail: the field (a JSON path)
        {"record.unknown-game", {}, true}, // detail: the game id
        {"record.newer-version", {N, N}, false}, // the record's version, ours
        {"record.not-over", {}, false}, // everything face up is only for a finished game
    };
    return kCodes;
}

} // namespace games::core
