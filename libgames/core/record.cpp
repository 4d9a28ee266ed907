// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record.h"

#include "core/game.h"

namespace games::core {

namespace {
constexpr const char* kFormat = "nobox-record";

Error missing(const char* field)
{
    return Error::withDetail("record.missing-field", field);
}
Error wrongType(const std::string& field)
{
    return Error::withDetail("record.bad-field", field);
}
} // namespace

Error parseRecord(const nlohmann::json& json, Record& out)
{
    out = Record {};
    if (!json.is_object())
        return Error::withDetail("record.not-an-object", json.type_name());
    if (auto it = json.find("format"); it != json.end() && (!it->is_string() || it->get<std::string>() != kFormat))
        return wrongType("format");

    auto game = json.find("game");
    if (game == json.end())
        return missing("game");
    if (!game->is_string())
        return wrongType("game");
    out.game = game->get<std::string>();

    if (auto it = json.find("version"); it != json.end()) {
        if (!it->is_number_integer())
            return wrongType("version");
        out.version = it->get<int>();
    }

    if (auto it = json.find("options"); it != json.end()) {
        if (!it->is_object())
            return wrongType("options");
        for (const auto& [name, value] : it->items()) {
            if (value.is_boolean())
                out.options[name] = value.get<bool>() ? "true" : "false";
            else if (value.is_number_integer())
                out.options[name] = std::to_string(value.get<long long>());
            else if (value.is_string())
                out.options[name] = value.get<std::string>();
            else
                return wrongType("options." + name);
        }
    }

    auto seats = json.find("seats");
    if (seats == json.end())
        return missing("seats");
    if (seats->is_number_integer()) {
        const auto count = seats->get<long long>();
        if (count < 1 || count > 64)
            return wrongType("seats");
        for (long long i = 0; i < count; ++i)
            out.seats.push_back("Seat " + std::to_string(i + 1));
    } else if (seats->is_array()) {
        for (std::size_t i = 0; i < seats->size(); ++i) {
            if (!(*seats)[i].is_string())
                return wrongType("seats[" + std::to_string(i) + "]");
            out.seats.push_back((*seats)[i].get<std::string>());
        }
    } else {
        return wrongType("seats");
    }

    if (auto it = json.find("startSeat"); it != json.end()) {
        if (!it->is_number_integer())
            return wrongType("startSeat");
        const auto start = it->get<long long>();
        if (start < 0 || start >= static_cast<long long>(out.seats.size()))
            return wrongType("startSeat");
        out.startSeat = static_cast<Seat>(start);
    }

    auto seed = json.find("seed");
    auto setup = json.find("setup");
    if (seed != json.end()) {
        if (seed->is_number_unsigned())
            out.seed = seed->get<std::uint64_t>();
        else if (seed->is_number_integer() && seed->get<long long>() >= 0)
            out.seed = static_cast<std::uint64_t>(seed->get<long long>());
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
        for (std::size_t i = 0; i < it->size(); ++i) {
            if (!(*it)[i].is_string())
                return wrongType("moves[" + std::to_string(i) + "]");
            out.moves.push_back((*it)[i].get<std::string>());
        }
    }
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
        if (text == "true" || text == "false")
            options[name] = text == "true";
        else
            options[name] = text;
    }
    json["options"] = options;
    json["seats"] = record.seats;
    json["startSeat"] = record.startSeat;
    if (record.seed)
        json["seed"] = *record.seed;
    if (!record.setup.is_null())
        json["setup"] = record.setup;
    json["moves"] = record.moves;
    return json;
}

Record recordOf(const Match& match, const MatchConfig& config, const std::vector<std::string>& seatNames)
{
    const Game& game = match.game();
    Record record;
    record.game = std::string(game.id());
    record.version = game.version();
    for (const auto& spec : game.optionSpecs())
        record.options[spec.name] = optionValueText(spec, match.options().get(spec.name));
    record.seats = seatNames;
    for (auto i = record.seats.size(); i < static_cast<std::size_t>(match.seatCount()); ++i)
        record.seats.push_back("Seat " + std::to_string(i + 1));
    record.startSeat = match.startSeat();
    if (config.setup.is_null())
        record.seed = config.seed;
    else
        record.setup = config.setup;
    for (const auto& move : match.history())
        record.moves.push_back(game.moveToText(move));
    return record;
}

Error configOf(const Registry& registry, const Record& record, const Game*& game, MatchConfig& config)
{
    game = registry.find(record.game);
    if (!game)
        return Error::withDetail("record.unknown-game", record.game);
    if (record.version != 0 && record.version > game->version())
        return Error::make("record.newer-version", record.version, game->version());
    config = MatchConfig {};
    if (Error error = resolveOptions(game->optionSpecs(), record.options, config.options))
        return error;
    config.seats = static_cast<int>(record.seats.size());
    config.startSeat = record.startSeat;
    config.seed = record.seed.value_or(0);
    config.setup = record.setup;
    return {};
}

Replay replay(const Registry& registry, const Record& record)
{
    Replay result;
    const Game* game = nullptr;
    MatchConfig config;
    if ((result.error = configOf(registry, record, game, config)))
        return result;
    result.match = game->newMatch(config, &result.error);
    if (!result.match)
        return result;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
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

} // namespace games::core
