// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The golden records of tests/golden/: each a game's record with, under "expected", the result it must replay to
// (the record parser ignores the extra key). Each game's golden_test.cpp says what its result holds (expectedOf)
// and what its records must cover, and regenerates them after a deliberate rules change.

#include "builtin_registry.h"

#include "core/match.h"
#include "core/record.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace nobox_test {

inline const std::string kGoldenDir = std::string(NOBOX_TEST_DATA_DIR) + "/golden";

/// The result a game's golden records keep under "expected", from the finished match.
using ExpectedOf = std::function<nlohmann::json(const games::core::Match&)>;

/// What a game's golden records cover.
struct GoldenCoverage {
    std::size_t files = 0;
    std::set<int> seatCounts;
    bool explicitSetup = false;
};

/// tests/golden/<prefix>*.json, in name order.
inline std::vector<std::filesystem::path> goldenFiles(std::string_view prefix)
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(kGoldenDir)) {
        const auto name = entry.path().filename().string();
        if (name.starts_with(prefix) && name.ends_with(".json"))
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

/// Replays one golden record: without an error, to a finished match whose expectedOf is the record's
/// "expected", every move's text as the game writes it.
inline void replayGoldenRecord(
    const std::filesystem::path& path, const ExpectedOf& expectedOf, GoldenCoverage& coverage)
{
    SCOPED_TRACE(path.string());
    std::ifstream in(path);
    ASSERT_TRUE(in.good());
    const auto json = nlohmann::json::parse(in);
    games::core::Record record;
    ASSERT_TRUE(games::core::parseRecord(json, record).ok());
    ASSERT_FALSE(record.moves.empty());
    ++coverage.files;
    coverage.seatCounts.insert(static_cast<int>(record.seats.size()));
    coverage.explicitSetup = coverage.explicitSetup || !record.setup.is_null();
    const auto replayed = games::core::replay(builtinRegistry(), record);
    ASSERT_TRUE(replayed.error.ok()) << replayed.error.code << " at move " << replayed.failedMove;
    ASSERT_TRUE(replayed.match->isOver());
    EXPECT_EQ(expectedOf(*replayed.match), json.at("expected"));
    const auto& history = replayed.match->history();
    for (std::size_t i = 0; i < history.size(); ++i)
        EXPECT_EQ(replayed.match->game().moveToText(history[i]), record.moves[i]);
}

/// Replays every golden record of a game (tests/golden/<prefix>*.json) and returns what they cover.
inline GoldenCoverage replayGoldenRecords(std::string_view prefix, const ExpectedOf& expectedOf)
{
    GoldenCoverage coverage;
    for (const auto& path : goldenFiles(prefix))
        replayGoldenRecord(path, expectedOf, coverage);
    return coverage;
}

/// Writes the finished `match` as tests/golden/`name`, its seats named `names`, with its expectedOf.
inline void writeGoldenRecord(const std::string& name, const games::core::Match& match,
    const std::vector<std::string>& names, const ExpectedOf& expectedOf)
{
    auto json = games::core::toJson(games::core::recordOf(match, names));
    json["expected"] = expectedOf(match);
    std::ofstream(kGoldenDir + "/" + name) << json.dump(1) << "\n";
}

} // namespace nobox_test
