// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/review_json.h"

#include "ai/hard_level.h"

#include "core/match.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

namespace games::ai {

namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "nobox-review";
/// Bounds no real review comes near: a game's length and a position's legal moves.
constexpr long long kMaxPly = 1 << 20;
constexpr long long kMaxLegal = 1 << 20;
constexpr long long kMaxConfirmations = 64;
constexpr long long kMaxReasonArg = 1 << 20;

/// Reads the fields of one JSON object, each checked. The first problem becomes ai.bad-review with the field's
/// path as detail; after it every read fails, so a caller may read on and look at ok() once. A field read with
/// Need::Optional may be absent (or null): it then keeps its default, which is how fields added later are read
/// from reviews kept before them.
class FieldReader {
public:
    enum class Need { Required, Optional };

    FieldReader(const json& object, std::string path, core::Error& error)
        : m_object(object)
        , m_path(std::move(path))
        , m_error(error)
    {
        if (!m_object.is_object())
            failAt({});
    }

    bool ok() const { return !m_error; }

    /// The field `key`, or null when it is absent (a failure unless optional) or the reader failed already.
    const json* field(const char* key, Need need = Need::Required)
    {
        if (m_error)
            return nullptr;
        const auto it = m_object.find(key);
        if (it == m_object.end() || it->is_null()) {
            if (need == Need::Required)
                failAt(key);
            return nullptr;
        }
        return &*it;
    }

    template <typename Int>
    void integer(const char* key, long long min, long long max, Int& out, Need need = Need::Required)
    {
        const json* value = field(key, need);
        if (!value)
            return;
        long long read = 0;
        if (value->is_number_unsigned()
            && value->get<unsigned long long>()
                <= static_cast<unsigned long long>(std::numeric_limits<long long>::max()))
            read = static_cast<long long>(value->get<unsigned long long>());
        else if (value->is_number_integer() && !value->is_number_unsigned())
            read = value->get<long long>();
        else
            return failAt(key);
        if (read < min || read > max)
            return failAt(key);
        out = static_cast<Int>(read);
    }

    void seed(const char* key, std::uint64_t& out)
    {
        const json* value = field(key);
        if (!value)
            return;
        if (value->is_number_unsigned())
            out = value->get<std::uint64_t>();
        else if (value->is_number_integer() && value->get<long long>() >= 0)
            out = static_cast<std::uint64_t>(value->get<long long>());
        else
            failAt(key);
    }

    void number(const char* key, double min, double max, double& out, Need need = Need::Required)
    {
        const json* value = field(key, need);
        if (!value)
            return;
        if (value->is_number()) {
            const double read = value->get<double>();
            if (std::isfinite(read) && read >= min && read <= max) {
                out = read;
                return;
            }
        }
        failAt(key);
    }

    void boolean(const char* key, bool& out, Need need = Need::Required)
    {
        const json* value = field(key, need);
        if (!value)
            return;
        if (value->is_boolean())
            out = value->get<bool>();
        else
            failAt(key);
    }

    void text(const char* key, std::string& out, Need need = Need::Required)
    {
        const json* value = field(key, need);
        if (!value)
            return;
        if (value->is_string())
            out = value->get<std::string>();
        else
            failAt(key);
    }

    void move(const char* key, const core::Game& game, core::Move& out)
    {
        const json* value = field(key);
        if (!value)
            return;
        if (!value->is_string() || game.parseMove(value->get<std::string>(), out))
            failAt(key);
    }

    /// The array `key` (null, and a failure, unless it is one).
    const json* array(const char* key)
    {
        const json* value = field(key);
        if (value && !value->is_array()) {
            failAt(key);
            return nullptr;
        }
        return value;
    }

    /// The path of an element of the array `key`, for a reader of it or a failure.
    std::string pathOf(const char* key, std::size_t index) const
    {
        return join(key) + '[' + std::to_string(index) + ']';
    }

    void failAt(const char* key)
    {
        if (!m_error)
            m_error = core::Error::withDetail("ai.bad-review", key ? join(key) : m_path);
    }

private:
    std::string join(const char* key) const { return m_path.empty() ? std::string(key) : m_path + '.' + key; }

    const json& m_object;
    std::string m_path;
    core::Error& m_error;
};

using Need = FieldReader::Need;

json decisionToJson(const core::Game& game, const ReviewedDecision& decision)
{
    json object = {{"ply", decision.ply}, {"seat", decision.seat}, {"played", game.moveToText(decision.played)},
        {"best", game.moveToText(decision.best)}, {"playedChance", decision.playedChance},
        {"bestChance", decision.bestChance}, {"loss", decision.loss()}, {"legal", decision.legalCount},
        {"confirmations", decision.confirmations}, {"costly", decision.costly}, {"examined", decision.examined}};
    if (!decision.reason.empty())
        object["reason"] = {{"code", decision.reason.code}, {"args", decision.reason.args}};
    return object;
}

/// A decision's reason: a code the game's hard level gives (its text then lives as long as the program) and up to
/// four integers; absent in a decision without one.
void readReason(const core::Game& game, const json& object, const std::string& path, Reason& out, core::Error& error)
{
    const auto it = object.find("reason");
    if (error || it == object.end() || it->is_null())
        return;
    const auto fail = [&] { error = core::Error::withDetail("ai.bad-review", path + ".reason"); };
    if (!it->is_object() || !it->contains("code") || !(*it)["code"].is_string())
        return fail();
    const auto codes = hardLevelFor(game)->reasonCodes();
    const std::string code = (*it)["code"].get<std::string>();
    const auto known
        = std::find_if(codes.begin(), codes.end(), [&](const ReasonInfo& info) { return info.code == code; });
    if (known == codes.end())
        return fail();
    Reason reason {known->code, {}};
    if (const auto args = it->find("args"); args != it->end()) {
        if (!args->is_array() || args->size() > reason.args.size())
            return fail();
        for (std::size_t i = 0; i < args->size(); ++i) {
            const json& arg = (*args)[i];
            if (!arg.is_number_integer() || arg.get<long long>() < -kMaxReasonArg
                || arg.get<long long>() > kMaxReasonArg)
                return fail();
            reason.args[i] = static_cast<int>(arg.get<long long>());
        }
    }
    out = reason;
}

/// One decision; fields added to ReviewedDecision later are read here with Need::Optional.
ReviewedDecision decisionFromJson(
    const core::Game& game, int seats, const json& object, const std::string& path, core::Error& error)
{
    ReviewedDecision decision;
    FieldReader read(object, path, error);
    read.integer("ply", 0, kMaxPly, decision.ply);
    read.integer("seat", 0, seats - 1, decision.seat);
    read.move("played", game, decision.played);
    read.move("best", game, decision.best);
    read.number("playedChance", 0.0, 1.0, decision.playedChance);
    read.number("bestChance", 0.0, 1.0, decision.bestChance);
    read.integer("legal", 1, kMaxLegal, decision.legalCount);
    read.integer("confirmations", 0, kMaxConfirmations, decision.confirmations, Need::Optional);
    read.boolean("costly", decision.costly);
    read.boolean("examined", decision.examined, Need::Optional);
    readReason(game, object, path, decision.reason, error);
    return decision;
}

} // namespace

json reviewToJson(const core::Game& game, const Review& review)
{
    json decisions = json::array();
    for (const auto& decision : review.decisions)
        decisions.push_back(decisionToJson(game, decision));
    return {{"format", kFormat}, {"version", kReviewFormatVersion}, {"game", review.game}, {"seatCount", review.seats},
        {"agent", review.agent}, {"seed", review.seed}, {"threshold", kCostlyLoss}, {"seats", review.reviewedSeats},
        {"decisions", std::move(decisions)}};
}

std::optional<Review> reviewFromJson(const core::Game& game, const json& json, core::Error* error)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    out = {};
    FieldReader read(json, {}, out);
    std::string format;
    read.text("format", format);
    if (read.ok() && format != kFormat)
        read.failAt("format");
    int version = 0;
    read.integer("version", 0, std::numeric_limits<int>::max(), version);
    if (read.ok() && version != kReviewFormatVersion) {
        out = core::Error::make("ai.review-other-format", version, kReviewFormatVersion);
        return std::nullopt;
    }

    Review review;
    read.text("game", review.game);
    if (read.ok() && review.game != game.id())
        read.failAt("game");
    read.integer("seatCount", game.minSeats(), game.maxSeats(), review.seats);
    read.text("agent", review.agent);
    read.seed("seed", review.seed);
    if (const auto* seats = read.array("seats")) {
        for (std::size_t i = 0; i < seats->size() && read.ok(); ++i) {
            const auto& seat = (*seats)[i];
            // Each a seat of the game, in increasing order (no seat twice).
            const core::Seat previous = review.reviewedSeats.empty() ? -1 : review.reviewedSeats.back();
            if (!seat.is_number_integer() || seat.get<long long>() <= previous || seat.get<long long>() >= review.seats)
                out = core::Error::withDetail("ai.bad-review", read.pathOf("seats", i));
            else
                review.reviewedSeats.push_back(static_cast<core::Seat>(seat.get<long long>()));
        }
        if (read.ok() && review.reviewedSeats.empty())
            read.failAt("seats");
    }
    if (const auto* decisions = read.array("decisions")) {
        for (std::size_t i = 0; i < decisions->size() && read.ok(); ++i) {
            const std::string path = read.pathOf("decisions", i);
            auto decision = decisionFromJson(game, review.seats, (*decisions)[i], path, out);
            if (!read.ok())
                break;
            const bool reviewed = std::find(review.reviewedSeats.begin(), review.reviewedSeats.end(), decision.seat)
                != review.reviewedSeats.end();
            if (!reviewed)
                out = core::Error::withDetail("ai.bad-review", path + ".seat");
            else if (!review.decisions.empty() && decision.ply <= review.decisions.back().ply)
                out = core::Error::withDetail("ai.bad-review", path + ".ply");
            else
                review.decisions.push_back(std::move(decision));
        }
    }
    if (!read.ok())
        return std::nullopt;
    return review;
}

std::optional<Review> reviewFromText(const core::Game& game, std::string_view text, core::Error* error)
{
    core::Error local;
    core::Error& out = error ? *error : local;
    json parsed;
    if (text.size() <= kMaxReviewBytes)
        parsed = json::parse(text, nullptr, false); // no exceptions: a discarded value when it is not JSON
    if (text.size() > kMaxReviewBytes || parsed.is_discarded()) {
        out = core::Error::withDetail("ai.bad-review", "text");
        return std::nullopt;
    }
    return reviewFromJson(game, parsed, &out);
}

core::Error reviewFitsRecord(const core::Registry& registry, const core::Record& record, const Review& review)
{
    const core::Replay start = core::replay(registry, record, 0);
    const core::Replay whole = core::replay(registry, record);
    if (whole.error || !whole.match || !whole.match->isOver() || !start.match)
        return core::Error::withDetail("ai.bad-review", "record");
    if (review.game != whole.match->game().id())
        return core::Error::withDetail("ai.bad-review", "game");
    if (review.seats != whole.match->seatCount())
        return core::Error::withDetail("ai.bad-review", "seatCount");
    const core::MoveList& moves = whole.match->history();
    auto match = start.match->clone();
    core::MoveList legal;
    std::size_t ply = 0;
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const ReviewedDecision& decision = review.decisions[i];
        if (decision.ply >= moves.size() || (i > 0 && decision.ply <= ply))
            return core::Error::withDetail("ai.bad-review", "decisions[" + std::to_string(i) + "].ply");
        for (; ply < decision.ply; ++ply)
            (void)match->apply(moves[ply]); // the whole record replayed once already
        match->legalMoves(legal);
        if (match->toMove() != decision.seat || moves[ply] != decision.played
            || static_cast<int>(legal.size()) != decision.legalCount)
            return core::Error::withDetail("ai.bad-review", "decisions[" + std::to_string(i) + "]");
    }
    return {};
}

} // namespace games::ai
