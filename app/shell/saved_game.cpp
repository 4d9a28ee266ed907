// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/saved_game.h"

#include "shell/game_texts.h"
#include "shell/plural_text.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/registry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

namespace nobox {

using games::core::Error;
using nlohmann::json;

namespace {

const char* const kPerson = "person";
const char* const kComputer = "computer";

Error badField(const std::string& path)
{
    return Error::withDetail("app.bad-table-field", std::string(kTableField) + path);
}

} // namespace

json tableExtra(const TableConfig& table, bool practice)
{
    json seats = json::array();
    for (const SeatConfig& seat : table.seats) {
        json entry {{"kind", seat.human ? kPerson : kComputer}};
        if (!seat.human)
            entry["level"] = seat.level.toStdString();
        seats.push_back(std::move(entry));
    }
    return json {{"seats", std::move(seats)}, {"randomStart", table.startSeat < 0},
        {"hotseatHints", table.hotseatHints}, {"undo", table.hotseatUndo}, {"practice", practice}};
}

Error tableOfRecord(const games::core::Game& game, const games::core::Record& record, TableConfig& out)
{
    TableConfig table;
    table.gameId = record.game;
    table.seed = record.seed.value_or(0);
    table.startSeat = record.startSeat;
    table.options = record.options;
    for (std::size_t seat = 0; seat < record.seats.size(); ++seat) {
        QString name = QString::fromStdString(record.seats[seat]).simplified();
        table.seats.push_back({name, true, QStringLiteral("normal")});
    }
    const auto found = record.extra.find(kTableField);
    if (found != record.extra.end()) {
        const json& extra = *found;
        if (!extra.is_object())
            return badField("");
        if (auto seats = extra.find("seats"); seats != extra.end()) {
            if (!seats->is_array() || seats->size() != table.seats.size())
                return badField(".seats");
            for (std::size_t seat = 0; seat < seats->size(); ++seat) {
                const json& entry = (*seats)[seat];
                const std::string at = ".seats[" + std::to_string(seat) + "]";
                if (!entry.is_object())
                    return badField(at);
                const auto kind = entry.find("kind");
                if (kind == entry.end() || !kind->is_string()
                    || (kind->get<std::string>() != kPerson && kind->get<std::string>() != kComputer))
                    return badField(at + ".kind");
                SeatConfig& config = table.seats[seat];
                config.human = kind->get<std::string>() == kPerson;
                if (const auto level = entry.find("level"); level != entry.end()) {
                    if (!level->is_string()
                        || !computerLevels().contains(QString::fromStdString(level->get<std::string>())))
                        return badField(at + ".level");
                    config.level = QString::fromStdString(level->get<std::string>());
                }
            }
        }
        for (const char* flag : {"randomStart", "hotseatHints", "undo", "practice"}) {
            const auto value = extra.find(flag);
            if (value != extra.end() && !value->is_boolean())
                return badField(std::string(".") + flag);
        }
        if (extra.value("randomStart", false))
            table.startSeat = -1;
        table.hotseatHints = extra.value("hotseatHints", false);
        table.hotseatUndo = extra.value("undo", false);
    }
    for (int seat = 0; seat < static_cast<int>(table.seats.size()); ++seat) {
        SeatConfig& config = table.seats[static_cast<std::size_t>(seat)];
        if (config.name.isEmpty())
            config.name = defaultSeatName(seat, config.human);
    }
    (void)game;
    out = std::move(table);
    return {};
}

bool isPractice(const games::core::Record& record)
{
    const auto found = record.extra.find(kTableField);
    if (found == record.extra.end() || !found->is_object())
        return false;
    const auto practice = found->find("practice");
    return practice != found->end() && practice->is_boolean() && practice->get<bool>();
}

LoadedRecord loadRecordFile(const QString& path, const games::core::Registry& registry)
{
    LoadedRecord loaded;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        loaded.unreadable = true;
        return loaded;
    }
    // A huge file is refused by its size, before a byte of it is read.
    if (file.size() > static_cast<qint64>(games::core::kMaxRecordBytes)) {
        loaded.error = Error::make("record.too-large", static_cast<int>(games::core::kMaxRecordBytes >> 20));
        return loaded;
    }
    const QByteArray text = file.read(static_cast<qint64>(games::core::kMaxRecordBytes) + 1);
    if (file.error() != QFileDevice::NoError) {
        loaded.unreadable = true;
        return loaded;
    }
    if (Error error = games::core::parseRecordText(std::string_view(text.constData(), text.size()), loaded.record)) {
        loaded.error = error;
        return loaded;
    }
    const games::core::Game* game = nullptr;
    games::core::MatchConfig config;
    if (Error error = games::core::configOf(registry, loaded.record, game, config)) {
        loaded.error = error;
        return loaded;
    }
    const int seats = static_cast<int>(loaded.record.seats.size());
    if (seats < game->minSeats() || seats > game->maxSeats()) {
        loaded.error = Error::make("core.bad-seat-count", seats, game->minSeats(), game->maxSeats());
        return loaded;
    }
    TableConfig table;
    if (Error error = tableOfRecord(*game, loaded.record, table)) {
        loaded.error = error;
        return loaded;
    }
    const games::core::Replay replay = games::core::replay(registry, loaded.record);
    if (replay.error) {
        loaded.error = replay.error;
        loaded.failedMove = replay.failedMove;
    }
    return loaded;
}

bool saveRecordFile(const QString& path, const games::core::Record& record)
{
    const std::string text = games::core::toJson(record).dump(1) + '\n';
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

QString recordErrorText(const Error& error, const GameTexts* texts)
{
    const std::string_view code = error.code;
    const QString detail = QString::fromStdString(error.detail);
    if (code == "record.not-json")
        return QCoreApplication::translate(
            "SavedGame", "The file is not a saved game: it is damaged or cut short at line %1, column %2.")
            .arg(error.args[0])
            .arg(error.args[1]);
    if (code == "record.too-large")
        return QCoreApplication::translate("SavedGame", "The file is too large for a saved game (more than %1 MiB).")
            .arg(error.args[0]);
    if (code == "record.too-deep")
        return QCoreApplication::translate(
            "SavedGame", "The file nests its data deeper (more than %1 levels) than any saved game does.")
            .arg(error.args[0]);
    if (code == "record.not-an-object")
        return QCoreApplication::translate(
            "SavedGame", "The file is not a saved game: it holds a JSON %1 instead of an object.")
            .arg(detail);
    if (code == "record.bad-format")
        return QCoreApplication::translate("SavedGame", "The file is not a NoBox saved game (its format is “%1”).")
            .arg(detail);
    if (code == "record.missing-field")
        return QCoreApplication::translate("SavedGame", "The saved game lacks its “%1” field.").arg(detail);
    if (code == "record.bad-field" || code == "app.bad-table-field")
        return QCoreApplication::translate("SavedGame", "The saved game's “%1” field holds something it cannot hold.")
            .arg(detail);
    if (code == "record.unknown-game")
        return QCoreApplication::translate(
            "SavedGame", "The saved game is of a game this version of NoBox does not know: “%1”.")
            .arg(detail);
    if (code == "record.newer-version")
        return QCoreApplication::translate("SavedGame",
            "The saved game was written by a newer version of NoBox (rules version %1; this one knows up "
            "to %2). Update NoBox to open it.")
            .arg(error.args[0])
            .arg(error.args[1]);
    if (code == "record.not-over")
        return QCoreApplication::translate(
            "SavedGame", "The game is not over yet, so its hidden cards and counters stay hidden.");
    if (code == "core.bad-seat-count") {
        const int players = error.args[0];
        return pluralText(QCoreApplication::translate("SavedGame",
                              "The saved game has %n player(s); this game is for %1 to %2.", nullptr, players),
            players)
            .arg(error.args[1])
            .arg(error.args[2]);
    }
    if (code == "core.bad-start-seat")
        return QCoreApplication::translate("SavedGame", "The saved game's starting player (%1) is not at the table.")
            .arg(error.args[0] + 1);
    if (code == "core.unknown-option")
        return QCoreApplication::translate(
            "SavedGame", "The saved game uses an option this version does not know: “%1”.")
            .arg(detail);
    if (code == "core.bad-option-value")
        return QCoreApplication::translate("SavedGame", "The saved game has an impossible option value: “%1”.")
            .arg(detail);
    if (code == "core.game-over")
        return QCoreApplication::translate("SavedGame", "The game was already over.");
    if (texts && texts->hasErrorText(code))
        return texts->errorText(error);
    return QCoreApplication::translate("SavedGame", "The saved game cannot be used (%1).")
        .arg(QString::fromUtf8(code.data(), code.size()));
}

QString recordErrorText(const LoadedRecord& loaded, const GameTexts* texts)
{
    if (loaded.unreadable)
        return QCoreApplication::translate("SavedGame", "The file cannot be read.");
    const QString why = recordErrorText(loaded.error, texts);
    if (loaded.failedMove < 0)
        return why;
    const auto index = static_cast<std::size_t>(loaded.failedMove);
    const QString move
        = index < loaded.record.moves.size() ? QString::fromStdString(loaded.record.moves[index]) : QString();
    return QCoreApplication::translate("SavedGame", "Move %1 (“%2”) of the saved game cannot be played: %3")
        .arg(loaded.failedMove + 1)
        .arg(move, why);
}

} // namespace nobox
