// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "args.h"

#include "ai/agent.h"
#include "core/error.h"
#include "core/game.h"
#include "core/record.h"
#include "core/registry.h"

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace nobox::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitError = 2;

/// What every command gets: the games, where to print, and whether to print one JSON object.
struct Context {
    const games::core::Registry& registry;
    std::ostream& out;
    std::ostream& err;
    bool json = false;
    bool progress = false; // long commands report progress on `err` (a terminal, and not --json)

    /// Prints the problem to stderr (as {"error": ...} with --json) and returns kExitError.
    int fail(const std::string& message) const;
    int fail(const games::core::Error& error, const std::string& prefix = {}, const std::string& suffix = {}) const;
    /// Prints `result` (JSON mode) or `text` (human mode) to stdout and returns kExitOk.
    int succeed(const nlohmann::json& result, const std::string& text) const;
};

int cmdList(const Context& ctx, const std::vector<std::string>& words);
int cmdReplay(const Context& ctx, const std::vector<std::string>& words);
int cmdPlay(const Context& ctx, const std::vector<std::string>& words);
int cmdBench(const Context& ctx, const std::vector<std::string>& words);
int cmdTournament(const Context& ctx, const std::vector<std::string>& words);
int cmdHint(const Context& ctx, const std::vector<std::string>& words);
int cmdReview(const Context& ctx, const std::vector<std::string>& words);

// Shared by the commands.

/// What play, tournament and bench share: --game, --players (required), --seed (default 1), --option k=v.
struct TableArgs {
    const games::core::Game* game = nullptr;
    int players = 0;
    std::uint64_t seed = 1;
    games::core::Options options;
};
/// Reads them; prints the first problem and returns kExitError, or returns kExitOk.
int readTable(const Context& ctx, const Args& args, TableArgs& out);

/// --game ID: the game, or a message naming the unknown id and the known ones.
const games::core::Game* findGame(const Context& ctx, const Args& args, std::string& problem);
/// --option k=v (repeatable) resolved against the game's options.
games::core::Error optionsFrom(const Args& args, const games::core::Game& game, games::core::Options& out);
/// For a core.bad-option-value of `game`: ": expansion takes true or false ..." (what the option allows from
/// `source`), to follow the error's text; empty for other errors.
std::string optionAdvice(
    const games::core::Game& game, const games::core::Error& error, games::core::OptionSource source);

/// What people call a seat: its name, or "Seat 1", "Seat 2"... where it has none (seat indices count from 0).
std::string seatLabel(const std::vector<std::string>& names, int seat);
/// Plays `match` to its end, each seat's agent deciding from that seat's observation and the legal moves only.
/// Records each decision's time per seat when `msBySeat` is given. Returns the seat whose agent chose an illegal
/// move (with the reason in `error`), or kNoSeat.
games::core::Seat playToEnd(games::core::Match& match, const std::vector<std::unique_ptr<games::ai::Agent>>& agents,
    games::core::Error& error, std::vector<std::vector<float>>* msBySeat = nullptr);

/// The JSON summary of a match: over, scores, winners, breakdown and, while it runs, toMove and legal; `names`
/// (a record's seat names, empty where it has none) as "names".
nlohmann::json matchSummary(const games::core::Match& match, const std::vector<std::string>& names = {});
/// The same for people, seats called by seatLabel.
std::string matchSummaryText(const games::core::Match& match, const std::vector<std::string>& names = {});

/// Reads, parses and replays a record file, its first `upTo` moves when given; prints the problem (naming the
/// file, and the move by its index) and returns kExitError, or returns kExitOk with `replay.match` set.
int loadRecord(const Context& ctx, const std::string& path, games::core::Record& record, games::core::Replay& replay,
    std::optional<std::size_t> upTo = std::nullopt);
/// Reads a whole file, at most `limit` + 1 bytes (enough to tell it is too large); `problem` gives the system's
/// reason ("cannot open game.json: No such file or directory").
bool readTextFile(const std::string& path, std::size_t limit, std::string& content, std::string& problem);
/// Writes a file through a temporary and a rename, so a failed write never damages what was there.
bool writeFileAtomically(const std::string& path, const std::string& content, std::string& problem);

} // namespace nobox::cli
