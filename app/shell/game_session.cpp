// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/game_session.h"

#include "shell/saved_game.h"
#include "shell/speed.h"
#include "shell/worker_thread.h"

#include "ai/agent.h"
#include "ai/hint.h"
#include "core/game.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/record.h"
#include "core/registry.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>

namespace nobox {

namespace games_ai = games::ai;
using games::core::Error;
using games::core::kNoSeat;
using games::core::Move;
using games::core::Seat;

namespace {

std::uint64_t freshSeed()
{
    return QRandomGenerator::global()->generate64();
}

/// One agent per computer seat (null for people), each its own stream derived from the deal: the same table
/// plays the same way again.
Error makeAgents(const TableConfig& table, const games::core::Game& game, std::uint64_t dealSeed,
    std::vector<std::shared_ptr<games_ai::Agent>>& agents)
{
    agents.clear();
    for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
        if (table.seats[seat].human) {
            agents.push_back(nullptr);
            continue;
        }
        const std::uint64_t seed = games_ai::seatAgentSeed(dealSeed, static_cast<games::core::Seat>(seat));
        Error error;
        auto agent = games_ai::makeAgent(table.seats[seat].level.toStdString(), game, seed, &error);
        if (!agent)
            return error;
        agents.push_back(std::move(agent));
    }
    return {};
}

} // namespace

/// A search reports its progress often, from its own threads; the UI thread hears of it a few times a second.
class ProgressThrottle {
public:
    ProgressThrottle() { m_clock.start(); }
    bool due()
    {
        const qint64 now = m_clock.elapsed();
        qint64 last = m_last.load();
        return (last < 0 || now - last >= kIntervalMs) && m_last.compare_exchange_strong(last, now);
    }

private:
    static constexpr qint64 kIntervalMs = 150;
    QElapsedTimer m_clock;
    std::atomic<qint64> m_last {-1};
};

/// One question to a worker thread (a computer's decision or a hint): it carries the position it was asked
/// about, and its answer is dropped unless that position is still the current one.
struct Question {
    std::uint64_t generation = 0; // the match
    int moveCount = 0; // the position in it
};

struct GameSession::Private {
    GameSession* q;
    const games::core::Registry& registry;
    const games::core::Game* game = nullptr;
    TableConfig table;
    std::unique_ptr<games::core::Match> match;
    std::vector<std::shared_ptr<games_ai::Agent>> agents; // per seat; null for humans
    games::core::MoveList humanMoves;
    Seat lastHuman = kNoSeat;
    std::vector<Seat> movers; // who made each move of the history
    std::optional<Seat> cover;
    Speed speed = Speed::Normal;
    std::uint64_t generation = 0;
    bool randomStart = false; // the start seat was drawn (a record keeps that, for Play again)
    bool practice = false; // undo was used
    bool coverNextPerson = false; // just resumed: the next person's view waits behind the cover

    Seat thinking = kNoSeat;
    QElapsedTimer thinkClock;
    QTimer pace;
    std::optional<Move> pendingMove; // a computer's answer waiting for its pause
    bool held = false; // holdComputers: the answer waits beyond its pause

    // Last, so that they are joined before anything their work uses goes.
    WorkerThread thinker;
    WorkerThread hinter;

    Private(GameSession* session, const games::core::Registry& r)
        : q(session)
        , registry(r)
    {
        pace.setSingleShot(true);
    }

    Question now() const { return {generation, match ? static_cast<int>(match->history().size()) : 0}; }
    bool isCurrent(const Question& question) const
    {
        return match && question.generation == generation
            && question.moveCount == static_cast<int>(match->history().size());
    }

    /// Stops a computer's thinking or a hint in flight (the engine stops within one iteration; its answer, if one
    /// still comes, is for a position that is gone and is dropped).
    void cancelWork()
    {
        pace.stop();
        pendingMove.reset();
        thinker.retire();
        hinter.retire();
        if (thinking != kNoSeat) {
            const Seat was = thinking;
            thinking = kNoSeat;
            emit q->thinkingChanged(was, false);
        }
    }

    /// What a match made by start() or resume() still needs to be at the table.
    struct Seating {
        Seat lastHuman = kNoSeat; // the last person who decided: the viewer while a computer thinks
        std::vector<Seat> movers; // who made each move so far
        bool practice = false;
        bool coverNextPerson = false;
    };
    /// The set-up start() and resume() share: the seats' computer players made, then `newMatch` takes the table
    /// (the old game's work stopped first) and play goes on. Nothing changes when an agent cannot be made.
    Error seatMatch(const games::core::Game& newGame, const TableConfig& newTable,
        const games::core::MatchConfig& config, std::unique_ptr<games::core::Match> newMatch, Seating seating);

    void advance();
    void think(Seat seat);
    void applyComputerMove(Seat seat, const Move& move);
    void played(Seat seat, const Move& move);
};

GameSession::GameSession(const games::core::Registry& registry, QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, registry))
{
    connect(&d->pace, &QTimer::timeout, this, [this] {
        if (d->pendingMove && d->thinking != kNoSeat && !d->held) {
            const Seat seat = d->thinking;
            const Move move = *d->pendingMove;
            d->pendingMove.reset();
            d->applyComputerMove(seat, move);
        }
    });
}

GameSession::~GameSession()
{
    d->cancelWork();
    // A worker still running posts to this session: it must have ended before the session goes.
    d->thinker.joinAll();
    d->hinter.joinAll();
}

Error GameSession::start(const TableConfig& table)
{
    const games::core::Game* game = d->registry.find(table.gameId);
    if (!game)
        return Error::withDetail("record.unknown-game", table.gameId);
    games::core::MatchConfig config;
    config.seats = static_cast<int>(table.seats.size());
    config.seed = table.seed != 0 ? table.seed : freshSeed();
    config.startSeat = table.startSeat >= 0
        ? table.startSeat
        : static_cast<Seat>(QRandomGenerator::global()->bounded(std::max(1, config.seats)));
    if (Error error = games::core::resolveOptions(game->optionSpecs(), table.options, config.options))
        return error;
    Error error;
    auto match = game->newMatch(config, &error);
    if (!match)
        return error;
    return d->seatMatch(*game, table, config, std::move(match), {});
}

Error GameSession::resume(const games::core::Record& record, int* failedMove)
{
    if (failedMove)
        *failedMove = -1;
    const games::core::Game* game = nullptr;
    games::core::MatchConfig config;
    if (Error error = games::core::configOf(d->registry, record, game, config))
        return error;
    TableConfig table;
    if (Error error = tableOfRecord(*game, record, table))
        return error;
    // The start position, then every move by hand: the last person who decided is the viewer while a computer
    // thinks, as it was before.
    games::core::Replay replay = games::core::replay(d->registry, record, 0);
    if (replay.error)
        return replay.error;
    std::unique_ptr<games::core::Match> match = std::move(replay.match);
    Seat lastHuman = kNoSeat;
    std::vector<Seat> movers;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        Move move;
        Error error = game->parseMove(record.moves[i], move);
        const Seat seat = match->toMove();
        if (!error)
            error = match->apply(move);
        if (error) {
            if (failedMove)
                *failedMove = static_cast<int>(i);
            return error;
        }
        if (table.seats[static_cast<std::size_t>(seat)].human)
            lastHuman = seat;
        movers.push_back(seat);
    }
    // Whoever sits at the screen now, the next person's view waits for them.
    return d->seatMatch(*game, table, config, std::move(match),
        {.lastHuman = lastHuman,
            .movers = std::move(movers),
            .practice = nobox::isPractice(record),
            .coverNextPerson = true});
}

Error GameSession::Private::seatMatch(const games::core::Game& newGame, const TableConfig& newTable,
    const games::core::MatchConfig& config, std::unique_ptr<games::core::Match> newMatch, Seating seating)
{
    std::vector<std::shared_ptr<games_ai::Agent>> newAgents;
    if (Error error = makeAgents(newTable, newGame, config.seed, newAgents))
        return error;

    cancelWork();
    ++generation;
    held = false;
    game = &newGame;
    table = newTable;
    table.seed = config.seed;
    table.startSeat = config.startSeat;
    randomStart = newTable.startSeat < 0;
    match = std::move(newMatch);
    agents = std::move(newAgents);
    lastHuman = seating.lastHuman;
    movers = std::move(seating.movers);
    cover.reset();
    practice = seating.practice;
    coverNextPerson = seating.coverNextPerson;
    emit q->started();
    advance();
    return {};
}

games::core::Record GameSession::record() const
{
    if (!d->match)
        return {};
    std::vector<std::string> names;
    for (const auto& seat : d->table.seats)
        names.push_back(seat.name.toStdString());
    games::core::Record record = games::core::recordOf(*d->match, names);
    TableConfig asked = d->table;
    if (d->randomStart)
        asked.startSeat = -1;
    record.extra[kTableField] = tableExtra(asked, d->practice);
    return record;
}

bool GameSession::isPractice() const
{
    return d->practice;
}

void GameSession::stop()
{
    d->cancelWork();
    ++d->generation;
    d->match.reset();
    d->humanMoves.clear();
    d->cover.reset();
}

bool GameSession::running() const
{
    return d->match && !d->match->isOver();
}

const games::core::Game& GameSession::game() const
{
    return *d->game;
}

const TableConfig& GameSession::table() const
{
    return d->table;
}

int GameSession::seatCount() const
{
    return static_cast<int>(d->table.seats.size());
}

QStringList GameSession::seatNames() const
{
    QStringList names;
    for (const auto& seat : d->table.seats)
        names << seat.name;
    return names;
}

bool GameSession::isHuman(Seat seat) const
{
    return seat >= 0 && seat < seatCount() && d->table.seats[static_cast<std::size_t>(seat)].human;
}

int GameSession::humanCount() const
{
    int n = 0;
    for (const auto& seat : d->table.seats)
        n += seat.human;
    return n;
}

Seat GameSession::viewer() const
{
    if (!d->match || d->match->isOver())
        return games::core::kSpectator;
    const Seat seat = d->match->toMove();
    if (isHuman(seat))
        return seat;
    if (d->lastHuman != kNoSeat)
        return d->lastHuman;
    for (Seat s = 0; s < seatCount(); ++s)
        if (isHuman(s))
            return s;
    return games::core::kSpectator;
}

std::unique_ptr<games::core::Observation> GameSession::observation() const
{
    return d->match ? d->match->observe(viewer()) : nullptr;
}

std::unique_ptr<games::core::Observation> GameSession::publicObservation() const
{
    return d->match ? d->match->observe(games::core::kSpectator) : nullptr;
}

Seat GameSession::toMove() const
{
    return d->match ? d->match->toMove() : kNoSeat;
}

bool GameSession::isOver() const
{
    return d->match && d->match->isOver();
}

const games::core::MoveList& GameSession::humanMoves() const
{
    return d->humanMoves;
}

Error GameSession::check(const Move& move) const
{
    if (!d->match)
        return Error::make("core.game-over");
    return d->match->check(move);
}

std::vector<games::core::SeatScore> GameSession::finalScores() const
{
    if (!isOver())
        return {};
    return d->match->score();
}

int GameSession::moveCount() const
{
    return d->match ? static_cast<int>(d->match->history().size()) : 0;
}

Seat GameSession::thinkingSeat() const
{
    return d->thinking;
}

std::optional<Seat> GameSession::coverFor() const
{
    return d->cover;
}

void GameSession::confirmCover()
{
    if (!d->cover)
        return;
    d->cover.reset();
    emit coverChanged();
    emit positionChanged();
}

void GameSession::holdComputers(bool hold)
{
    d->held = hold;
    if (!hold && d->pendingMove && d->thinking != kNoSeat && !d->pace.isActive())
        d->pace.start(0); // its pause was spent while it waited
}

bool GameSession::computersHeld() const
{
    return d->held;
}

void GameSession::setSpeed(Speed speed)
{
    d->speed = speed;
}

Speed GameSession::speed() const
{
    return d->speed;
}

bool GameSession::hintAvailable() const
{
    return d->match && !d->match->isOver() && isHuman(d->match->toMove()) && !d->cover
        && (humanCount() <= 1 || d->table.hotseatHints);
}

void GameSession::requestMove(const Move& move)
{
    if (!d->match || d->match->isOver() || d->cover || !isHuman(d->match->toMove())) {
        emit moveRefused(
            d->match && d->match->isOver() ? Error::make("core.game-over") : Error::make("app.not-your-turn"));
        return;
    }
    const Seat seat = d->match->toMove();
    if (Error error = d->match->apply(move)) {
        emit moveRefused(error);
        return;
    }
    d->hinter.retire(); // the advice was for the position just left
    d->lastHuman = seat;
    d->played(seat, move);
}

bool GameSession::undoAvailable() const
{
    if (!running() || (humanCount() > 1 && !d->table.hotseatUndo) || d->lastHuman == kNoSeat)
        return false;
    return std::find(d->movers.begin(), d->movers.end(), d->lastHuman) != d->movers.end();
}

void GameSession::undo()
{
    if (!undoAvailable())
        return;
    const Seat person = d->lastHuman; // the person who decided last
    const auto last = std::find(d->movers.rbegin(), d->movers.rend(), person);
    const auto keep = static_cast<std::size_t>(std::distance(last, d->movers.rend()) - 1);
    // The deal is part of the state: replaying the same moves up to that decision gives the very same position.
    games::core::Replay replay = games::core::replay(d->registry, record(), keep);
    if (replay.error || !replay.match)
        return; // the game's own record always replays; nothing changes if it ever did not
    d->cancelWork();
    ++d->generation;
    d->match = std::move(replay.match);
    d->movers.resize(keep);
    d->lastHuman = person;
    d->cover.reset();
    // In hot-seat the next person may be at the screen already: the undoing person's view waits for them.
    d->coverNextPerson = humanCount() > 1;
    d->practice = true;
    emit undone();
    d->advance();
}

void GameSession::requestHint()
{
    if (!hintAvailable() || d->hinter.running())
        return;
    const Seat seat = d->match->toMove();
    std::shared_ptr<const games::core::Observation> seen = d->match->observe(seat);
    auto legal = std::make_shared<const games::core::MoveList>(d->humanMoves);
    const games::core::Game* game = d->game;
    const Question question = d->now();
    const std::uint64_t seed = d->table.hintSeed != 0 ? d->table.hintSeed : d->table.seed ^ 0x5EEDBEEFULL;
    const std::string level = d->table.hintLevel.toStdString();
    d->hinter.start([this, seen, legal, game, question, seed, level](games::core::StopToken stop) {
        games::core::Error error;
        auto advice = games_ai::hint(level, *game, *seen, *legal, seed, &error, {stop, {}});
        if (!advice || stop.stop_requested())
            return;
        double chance = -1.0;
        // Not searched (no visits: the search had nothing to choose), its value is no estimate: none is said.
        if (advice->estimated && !advice->values.empty() && advice->values.front().visits > 0)
            chance = advice->values.front().value;
        const Move move = advice->move;
        QMetaObject::invokeMethod(
            this,
            [this, question, move, chance] {
                // A stale answer's thread was retired when its position went; another may be running now.
                if (!d->isCurrent(question))
                    return;
                d->hinter.retire();
                emit hintReady(move, chance);
            },
            Qt::QueuedConnection);
    });
}

void GameSession::Private::played(Seat seat, const Move& move)
{
    movers.push_back(seat);
    emit q->moveApplied(seat, move);
    advance();
}

void GameSession::Private::advance()
{
    humanMoves.clear();
    if (match->isOver()) {
        emit q->positionChanged();
        emit q->gameOver();
        return;
    }
    const Seat seat = match->toMove();
    if (!q->isHuman(seat)) {
        emit q->positionChanged();
        think(seat);
        return;
    }
    match->legalMoves(humanMoves);
    // Hot-seat privacy: another person is about to see their own private view.
    const bool otherPerson = q->humanCount() > 1 && (seat != lastHuman || coverNextPerson);
    coverNextPerson = false;
    if (otherPerson && match->observe(seat)->showsPrivate()) {
        cover = seat;
        emit q->coverChanged();
    }
    emit q->positionChanged();
}

void GameSession::Private::think(Seat seat)
{
    auto agent = agents[static_cast<std::size_t>(seat)];
    std::shared_ptr<const games::core::Observation> seen = match->observe(seat);
    auto legal = std::make_shared<games::core::MoveList>();
    match->legalMoves(*legal);
    const Question question = now();
    thinking = seat;
    thinkClock.start();
    emit q->thinkingChanged(seat, true);
    auto throttle = std::make_shared<ProgressThrottle>();
    thinker.start([this, agent, seen, legal, question, seat, throttle](games::core::StopToken stop) {
        const auto report = [this, seat, question, throttle](const games_ai::SearchProgress& progress) {
            if (!throttle->due())
                return;
            const double fraction
                = progress.budget > 0 ? std::min(1.0, double(progress.iterations) / double(progress.budget)) : -1.0;
            QMetaObject::invokeMethod(
                q,
                [this, seat, question, fraction] {
                    if (isCurrent(question))
                        emit q->thinkingProgress(seat, fraction);
                },
                Qt::QueuedConnection);
        };
        const games_ai::DecisionControl control {stop, report};
        const Move move = agent->choose(*seen, *legal, control);
        if (stop.stop_requested())
            return;
        QMetaObject::invokeMethod(
            q,
            [this, question, move] {
                // A position that is gone: never applied (its thread was retired when it went; another may run now).
                if (!isCurrent(question))
                    return;
                thinker.retire();
                pendingMove = move;
                pace.start(std::max<qint64>(0, pauseMs(speed) - thinkClock.elapsed()));
            },
            Qt::QueuedConnection);
    });
}

void GameSession::Private::applyComputerMove(Seat seat, const Move& move)
{
    thinking = kNoSeat;
    emit q->thinkingChanged(seat, false);
    if (Error error = match->apply(move)) {
        // An agent only chooses among the legal moves: this would be a bug in the engine, never a person's fault.
        qWarning("computer move refused: %s", std::string(error.code).c_str());
        return;
    }
    played(seat, move);
}

} // namespace nobox
