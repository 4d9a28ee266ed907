// SPDX-License-Identifier: GPL-3.0-or-later
// nobox-cli review: every decision of a finished game looked at again by the hard level (ai/review.h), each from
// its seat's own knowledge; the clearly costly ones first.
#include "commands.h"
#include "progress.h"

#include "ai/review.h"
#include "ai/review_json.h"

#include <cmath>
#include <limits>
#include <memory>
#include <sstream>

namespace nobox::cli {

namespace {

/// A chance as whole percent ("31%").
std::string percent(double chance)
{
    return std::to_string(static_cast<int>(std::lround(chance * 100.0))) + "%";
}

/// One decision as a line: "after 12 moves: played take (18%), hard: refuse (31%), 13 points less  [costly]".
std::string decisionLine(const games::core::Game& game, const games::ai::ReviewedDecision& decision)
{
    std::ostringstream line;
    line << "  after " << decision.ply << (decision.ply == 1 ? " move" : " moves") << ": played "
         << game.moveToText(decision.played);
    if (!decision.examined) // no chance to state
        return line.str() + (decision.played == decision.best ? ", hard's choice too" : "") + ", not estimated";
    line << " (" << percent(decision.playedChance) << ")";
    if (decision.played == decision.best) {
        line << ", hard's choice too";
    } else {
        const long points = std::lround(decision.loss() * 100.0);
        line << ", hard: " << game.moveToText(decision.best) << " (" << percent(decision.bestChance) << "), ";
        if (points > 0)
            line << points << (points == 1 ? " point" : " points") << " less";
        else
            line << "as good";
    }
    if (decision.costly)
        line << "  [clearly costly]";
    if (!decision.reason.empty()) { // the reason's code and arguments, as the JSON has them (the app words them)
        line << "  why: " << decision.reason.code;
        for (const int arg : decision.reason.args)
            line << ' ' << arg;
    }
    return line.str();
}

} // namespace

int cmdReview(const Context& ctx, const std::vector<std::string>& words)
{
    Args args;
    if (auto problem = args.parse(words, {{"seat", "agent", "seed"}, {"json"}, 1}))
        return ctx.fail(*problem);
    if (args.positional().empty())
        return ctx.fail(
            "review needs a record file: nobox-cli review RECORD.json [--seat K] [--agent hard] [--seed S]");
    std::string problem;
    const auto seed = args.integer("seed", 0, std::numeric_limits<long long>::max(), problem);
    if (!problem.empty())
        return ctx.fail(problem);
    const auto seat = args.integer("seat", 0, std::numeric_limits<int>::max(), problem);
    if (!problem.empty())
        return ctx.fail(problem);

    const std::string& path = args.positional().front();
    games::core::Record record;
    games::core::Replay replay;
    if (int loadFailed = loadRecord(ctx, path, record, replay))
        return loadFailed;

    games::ai::ReviewOptions options;
    options.agent = args.value("agent").value_or(std::string(games::ai::kReviewAgent));
    options.seed = static_cast<std::uint64_t>(seed.value_or(1));
    if (seat)
        options.seats = {static_cast<games::core::Seat>(*seat)};
    games::core::Error error;
    std::optional<games::ai::Review> review;
    {
        std::unique_ptr<Progress> progress; // made at the first report, which comes before any search starts
        review = games::ai::reviewRecord(
            ctx.registry, record, options, &error, {}, [&](const games::ai::ReviewProgress& p) {
                if (!progress)
                    progress = std::make_unique<Progress>(ctx, p.total, "decisions");
                progress->update(p.done);
            });
    }
    if (!review)
        return ctx.fail(error, path + ": ");

    const auto& game = replay.match->game();
    auto json = games::ai::reviewToJson(game, *review);
    json["names"] = record.seats;
    std::ostringstream text;
    text << "review by " << review->agent << " (seed " << review->seed << "); a decision is clearly costly when "
         << "the move played is estimated " << std::lround(games::ai::kCostlyLoss * 100.0)
         << " points or more below hard's choice (chance to win, in percent)\n";
    for (const auto reviewed : review->reviewedSeats) {
        const auto order = review->costlyFirst(reviewed);
        text << seatLabel(record.seats, reviewed) << ": " << order.size()
             << (order.size() == 1 ? " decision, " : " decisions, ") << review->costlyCount(reviewed)
             << " clearly costly\n";
        for (const auto index : order)
            text << decisionLine(game, review->decisions[index]) << '\n';
    }
    return ctx.succeed(json, text.str());
}

} // namespace nobox::cli
