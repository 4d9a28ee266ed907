// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the review tests share: a review of a record at a small budget, a golden record by name, and the judgements
// the sanitizer stage leaves to the others.

#include "ai/review.h"

#include "builtin_registry.h"
#include "core/record.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace review_test {

// A small budget keeps the tests quick; the review's default is the hard level's own (bench/review_bench.cpp).
inline constexpr const char* kHard = "hard:iterations=600";

inline games::ai::Review review(
    const games::core::Record& record, std::vector<int> seats, std::uint64_t seed = 7, const char* spec = kHard)
{
    games::ai::ReviewOptions options;
    options.agent = spec;
    options.seed = seed;
    options.seats = std::move(seats);
    games::core::Error error;
    auto result = games::ai::reviewRecord(nobox_test::builtinRegistry(), record, options, &error);
    EXPECT_TRUE(result) << error.code << " " << error.detail;
    return result ? *result : games::ai::Review {};
}

// Under a sanitizer (presets asan, tsan) a search takes five to ten times as long: a test of what a review concludes
// (which decisions it marks, with two seeds, on a whole game) is some minutes there, No Idea's alone four. Those
// judgements are the GCC and Windows stages'; under the sanitizers the review's code still runs whole in the other
// review tests (each game reviewed and read back, the threads, the stop, a planted blunder).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kUnderSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kUnderSanitizer = true;
#else
inline constexpr bool kUnderSanitizer = false;
#endif
#else
inline constexpr bool kUnderSanitizer = false;
#endif

inline constexpr const char* kJudgementSkipped
    = "a review's judgement of a whole game: checked without the sanitizers (review_fixture.h)";

/// tests/golden/`name`.
inline games::core::Record golden(const std::string& name)
{
    std::ifstream in(std::string(NOBOX_TEST_DATA_DIR) + "/golden/" + name);
    EXPECT_TRUE(in.good()) << name;
    games::core::Record record;
    EXPECT_TRUE(games::core::parseRecord(nlohmann::json::parse(in), record).ok()) << name;
    return record;
}

} // namespace review_test
