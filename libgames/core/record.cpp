// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record.h"

#include "core/game.h"

#include <algorithm>
#include <limits>

namespace games::core {

namespace {
constexpr const char* kFormat = "nobox-record";
constexpr int kMaxSeats = 64; // far more than any game; the game checks its own range
const char* const kKnownFields[] {
    "format", "game", "version", "options", "seats", "startSeat", "seed", "setup", "moves"};

Error missing(const char* field)
{
    return Error::withDetail("record.missing-field", field);
}
Error wrongType(const std::string& field)
{
    return Error::withDetail("record.bad-field", field);
}
std::string indexed(const char* field, std::size_t i)
{
    return std::string(field) + "[" + std::to_string(i) + "]";
}

/// A whole number in [min, max], from any JSON number type (so that 2^40 is refused, not wrapped).
bool readInt(const nlohmann::json& value, long long min, long long max, long long& out)
{
    if (value.is_number_unsigned()) {
        const auto v = value.get<std::uint64_t>();
        if (v > static_cast<std::uint64_t>(max))
            return false;
        out = static_cast<long long>(v);
    } else if (value.is_number_integer()) {
        out = value.get<long long>();
    } else {
        return false;
    }
    return out >= min && out <= max;
}

/// record.not-json at `byte`, 1-based as the parser counts: the first character that could not be read.
Error notJson(std::string_view text, std::size_t byte)
{
    const std::size_t at = std::min<std::size_t>(byte == 0 ? 0 : byte - 1, text.size());
    const auto before = text.substr(0, at);
    const int line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
    const auto lineStart = before.rfind('\n');
    const int column = 1 + static_cast<int>(lineStart == std::string_view::npos ? at : at - lineStart - 1);
    return Error::withDetail("record.not-json", std::to_string(at), line, column);
}

/// Reads JSON only to learn where it first fails.
struct FirstErrorAt final : nlohmann::json_sax<nlohmann::json> {
    std::size_t byte = 0;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::json::exception&) override
    {
        byte = position;
        return false;
    }
};

/// The deepest nesting of arrays and objects, strings skipped; stops counting past `limit`.
int nestingDepth(std::string_view text, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit)
                break;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}
} // namespace

Error parseRecordText(std::string_view text, Record& out)
{
    out = Record {};
    if (text.size() > kMaxRecordBytes)
        return Error::make("record.too-large", static_cast<int>(kMaxRecordBytes >> 20));
    if (nestingDepth(text, kMaxRecordDepth) > kMaxRecordDepth)
        return Error::make("record.too-deep", kMaxRecordDepth);
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        return notJson(text, error.byte);
    } catch (const nlohmann::json::out_of_range&) {
        // A number beyond any JSON number type (1e999): the exception tells no place, a second reading does.
        FirstErrorAt where;
        nlohmann::json::sax_parse(text, &where);
        return notJson(text, where.byte);
    }
    return parseRecord(json, out);
}

Error parseRecord(const nlohmann::json& json, Record& out)
{
    out = Record {};
    if (!json.is_object())
        return Error::withDetail("record.not-an-object", json.type_name());
    if (auto it = json.find("format"); it != json.end() && (!it->is_string() || it->get<std::string>() != kFormat))
        return Error::withDetail("record.bad-format", it->is_string() ? it->get<std::string>() : it->dump());

    auto game = json.find("game");
    if (game == json.end())
        return missing("game");
    if (!game->is_string())
        return wrongType("game");
    out.game = game->get<std::string>();

    long long number = 0;
    if (auto it = json.find("version"); it != json.end()) {
        if (!readInt(*it, 0, std::numeric_limits<int>::max(), number))
            return wrongType("version");
        out.version = static_cast<int>(number);
    }

    if (auto it = json.find("options"); it != json.end()) {
        if (!it->is_object())
            return wrongType("options");
        // Each value as its JSON text: resolveOptions (OptionSource::Record) then accepts exactly a JSON boolean
        // for a boolean option and a JSON integer for an integer option, and names the option otherwise.
        for (const auto& [name, value] : it->items()) {
            if (!value.is_primitive() || value.is_null())
                return wrongType("options." + name);
            out.options[name] = value.dump();
        }
    }

    auto seats = json.find("seats");
    if (seats == json.end())
        return missing("seats");
    if (seats->is_number()) {
        if (!readInt(*seats, 1, kMaxSeats, number))
            return wrongType("seats");
        out.seats.assign(static_cast<std::size_t>(number), std::string());
    } else if (seats->is_array()) {
        if (seats->empty() || seats->size() > kMaxSeats)
            return wrongType("seats");
        for (std::size_t i = 0; i < seats->size(); ++i) {
            if (!(*seats)[i].is_string())
                return wrongType(indexed("seats", i));
            out.seats.push_back((*seats)[i].get<std::string>());
        }
    } else {
        return wrongType("seats");
    }

    if (auto it = json.find("startSeat"); it != json.end()) {
        if (!readInt(*it, 0, static_cast<long long>(out.seats.size()) - 1, number))
            return wrongType("startSeat");
        out.startSeat = static_cast<Seat>(number);
    }

    auto seed = json.find("seed");
    auto setup = json.find("setup");
    if (seed != json.end() && !seed->is_null()) {
        if (seed->is_number_unsigned())
            out.seed = seed->get<std::uint64_t>();
        else if (readInt(*seed, 0, std::numeric_limits<long long>::max(), number))
            out.seed = static_cast<std::uint64_t>(number);
        else
            return wrongType("seed");
    }
    if (setup != json.end() && !setup->is_null()) {
        if (!setup->is_object())
            return wrongType("setup");
        out.setup = *setup;
    }
    if (!out.seed && out.setup.is_null())
        return missing("seed");

    if (auto it = json.find("moves"); it != json.end()) {
        if (!it->is_array())
            return wrongType("moves");
        out.moves.reserve(it->size());
        for (std::size_t i = 0; i < it->size(); ++i) {
            if (!(*it)[i].is_string())
                return wrongType(indexed("moves", i));
            out.moves.push_back((*it)[i].get<std::string>());
        }
    }

    for (const auto& [key, value] : json.items())
        if (std::find(std::begin(kKnownFields), std::end(kKnownFields), key) == std::end(kKnownFields))
            out.extra[key] = value;
    return {};
}

nlohmann::json toJson(const Record& record)
{
    nlohmann::json json;
    json["format"] = kFormat;
    json["game"] = record.game;
    json["version"] = record.version;
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [name, text] : record.options) {
        // The JSON text a record was read with, or an option's text form; anything else is kept as a string.
        auto value = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
        if (value.is_discarded() || !value.is_primitive() || value.is_null())
            options[name] = text;
        else
            options[name] = std::move(value);
    }
    json["options"] = options;
    const bool named = std::any_of(record.seats.begin(), record.seats.end(), [](const auto& n) { return !n.empty(); });
    if (named)
        json["seats"] = record.seats;
    else
        json["seats"] = record.seats.size();
    json["startSeat"] = record.startSeat;
    if (record.seed)
        json["seed"] = *record.seed;
    if (!record.setup.is_null())
        json["setup"] = record.setup;
    json["moves"] = record.moves;
    if (record.extra.is_object())
        for (const auto& [key, value] : record.extra.items())
            if (!json.contains(key))
                json[key] = value;
    return json;
}

Record recordOf(const Match& match, const std::vector<std::string>& seatNames)
{
    const Game& game = match.game();
    const MatchConfig& config = match.config();
    Record record;
    record.game = std::string(game.id());
    record.version = game.version();
    for (const auto& spec : game.optionSpecs())
        record.options[spec.name] = optionValueText(spec, match.options().get(spec.name));
    record.seats = seatNames;
    record.seats.resize(static_cast<std::size_t>(match.seatCount()));
    record.startSeat = match.startSeat();
    // A seed beside an explicit setup still draws the match's later chance (No Idea's reshuffles, ND-5).
    if (config.setup.is_null() || config.seed != 0)
        record.seed = config.seed;
    record.setup = config.setup;
    record.moves.reserve(match.history().size());
    for (const auto& move : match.history())
        record.moves.push_back(game.moveToText(move));
    return record;
}

Error configOf(const Registry& registry, const Record& record, const Game*& game, MatchConfig& config)
{
    game = registry.find(record.game);
    if (!game)
        return Error::withDetail("record.unknown-game", record.game);
    if (record.version > game->version())
        return Error::make("record.newer-version", record.version, game->version());
    config = MatchConfig {};
    if (Error error = resolveOptions(game->optionSpecs(), record.options, config.options, OptionSource::Record))
        return error;
    config.seats = static_cast<int>(record.seats.size());
    config.startSeat = record.startSeat;
    config.seed = record.seed.value_or(0);
    config.setup = record.setup;
    return {};
}

Replay replay(const Registry& registry, const Record& record, std::optional<std::size_t> upTo)
{
    Replay result;
    const Game* game = nullptr;
    MatchConfig config;
    if ((result.error = configOf(registry, record, game, config)))
        return result;
    result.match = game->newMatch(config, &result.error);
    if (!result.match)
        return result;
    const std::size_t count = std::min(record.moves.size(), upTo.value_or(record.moves.size()));
    for (std::size_t i = 0; i < count; ++i) {
        Move move;
        Error error = game->parseMove(record.moves[i], move);
        if (!error)
            error = result.match->apply(move);
        if (error) {
            result.error = std::move(error);
            result.failedMove = static_cast<int>(i);
            break;
        }
    }
    return result;
}

RevealedPosition revealed(const Registry& registry, const Record& record, std::size_t upTo)
{
    RevealedPosition result;
    Replay whole = replay(registry, record);
    if (whole.error || !whole.match) {
        result.error = std::move(whole.error);
        return result;
    }
    if (!whole.match->isOver()) {
        result.error = Error::make("record.not-over");
        return result;
    }
    if (upTo < record.moves.size())
        whole = replay(registry, record, upTo);
    result.observation = whole.match->observeRevealed(RevealKey {});
    return result;
}

} // namespace games::core
