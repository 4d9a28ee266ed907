// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the review tests share: a review of a record at a small budget, and a golden record by name.

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
