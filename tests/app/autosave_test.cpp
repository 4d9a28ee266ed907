// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and resume: at many points of random games of both games, the saved record replays to the same whole
// truth (core::stateJson) and a session resumed from it shows every seat the same observation, with the same seat
// to move and the same table; in the real window the autosave follows every move, the start page offers Continue,
// which goes on exactly there (the cover up when the next person is one of several, a computer thinking again),
// and the autosave goes when the game ends.

#include "app_fixture.h"
#include "json_compare.h"

#include "shell/autosave.h"
#include "shell/hotseat_cover.h"
#include "shell/saved_game.h"
#include "shell/start_page.h"

#include "core/debug.h"
#include "core/game.h"
#include "core/match_config.h"
#include "core/record.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using namespace shell_test;
namespace core = games::core;

namespace {

void clearData()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

/// A table of people only (the test plays every seat), or with computers where `computers` says.
nobox::TableConfig peopleTable(const core::Game& game, int seats, std::uint64_t seed, core::Rng& rng)
{
    nobox::TableConfig table;
    table.gameId = std::string(game.id());
    for (int seat = 0; seat < seats; ++seat)
        table.seats.push_back({QStringLiteral("P%1").arg(seat), true, QStringLiteral("normal")});
    table.startSeat = static_cast<int>(rng.below(static_cast<std::uint32_t>(seats)));
    table.seed = seed;
    // Each boolean option on or off at random (the others at their defaults): the record keeps every one.
    for (const auto& spec : game.optionSpecs()) {
        const bool flip = spec.type == core::OptionSpec::Type::Bool && rng.below(2);
        table.options[spec.name] = core::optionValueText(spec, flip ? 1 - spec.defaultValue : spec.defaultValue);
    }
    return table;
}

/// Compares everything a resumed session shows with the truth of the game it came from.
void compareResumed(nobox::GameSession& resumed, const core::Match& truth)
{
    QCOMPARE(resumed.toMove(), truth.toMove());
    QCOMPARE(resumed.moveCount(), static_cast<int>(truth.history().size()));
    QCOMPARE(resumed.isOver(), truth.isOver());
    QVERIFY(resumed.publicObservation()->equals(*truth.observe(core::kSpectator)));
    const auto seen = resumed.observation();
    QVERIFY(seen->equals(*truth.observe(resumed.viewer())));
    core::MoveList legal;
    truth.legalMoves(legal);
    if (!truth.isOver())
        QCOMPARE(resumed.humanMoves(), legal);
}

} // namespace

class AutosaveTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QVERIFY(qEnvironmentVariableIsSet("XDG_DATA_HOME")); // never the user's own data
    }
    void init() { clearData(); }

    void AutosaveRoundTripsEveryGame_data() { addRowPerGame(); }

    /// Random games played through the session; at random points the record goes to disk, comes back, replays
    /// to the same truth and resumes in a second session that shows the same.
    void AutosaveRoundTripsEveryGame()
    {
        QFETCH(QString, game);
        App app;
        const core::Game* rules = app.registry.find(game.toStdString());
        QVERIFY(rules);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        int checks = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            core::Rng rng(seed * 77);
            const int seats = rules->minSeats()
                + static_cast<int>(rng.below(static_cast<std::uint32_t>(rules->maxSeats() - rules->minSeats() + 1)));
            const nobox::TableConfig table = peopleTable(*rules, seats, seed, rng);
            nobox::GameSession session(app.registry);
            QVERIFY(!session.start(table));
            // The truth beside it: the same deal and the same moves.
            core::MatchConfig config;
            config.seats = seats;
            config.startSeat = table.startSeat;
            config.seed = table.seed;
            QVERIFY(!core::resolveOptions(rules->optionSpecs(), table.options, config.options));
            auto truth = rules->newMatch(config);
            QVERIFY(truth);
            while (!session.isOver()) {
                if (rng.below(4) == 0 || session.moveCount() == 0) {
                    const core::Record record = session.record();
                    QVERIFY(nobox::saveRecordFile(path, record));
                    const nobox::LoadedRecord loaded = nobox::loadRecordFile(path, app.registry);
                    QVERIFY2(loaded.ok(), loaded.error.code.data());
                    QCOMPARE(core::toJson(loaded.record), core::toJson(record));
                    const core::Replay replay = core::replay(app.registry, loaded.record);
                    QVERIFY(!replay.error);
                    QCOMPARE(core::stateJson(*replay.match), core::stateJson(*truth));
                    nobox::GameSession resumed(app.registry);
                    QVERIFY(!resumed.resume(loaded.record));
                    compareResumed(resumed, *truth);
                    QCOMPARE(resumed.seatNames(), session.seatNames());
                    QCOMPARE(core::toJson(resumed.record()), core::toJson(record));
                    ++checks;
                }
                if (session.coverFor()) // hot-seat: the next person is at the screen
                    session.confirmCover();
                const auto& legal = session.humanMoves();
                QVERIFY(!legal.empty());
                const core::Move move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                session.requestMove(move);
                QVERIFY(!truth->apply(move));
            }
            QCOMPARE(core::stateJson(*core::replay(app.registry, session.record()).match), core::stateJson(*truth));
        }
        QVERIFY(checks > 50);
    }

    /// The table travels with the record: kinds, levels, the drawn start, hints; a record without a table (from
    /// nobox-cli) seats people.
    void AutosaveKeepsTheTable()
    {
        App app;
        nobox::TableConfig chosen = table({"", "hard", "easy", ""}, true, false, 12, -1);
        chosen.hotseatHints = true;
        nobox::GameSession session(app.registry);
        session.setSpeed(nobox::Speed::Slow);
        QVERIFY(!session.start(chosen));
        const core::Record record = session.record();
        nobox::TableConfig back;
        QVERIFY(!nobox::tableOfRecord(session.game(), record, back));
        QCOMPARE(back.seats.size(), chosen.seats.size());
        for (std::size_t seat = 0; seat < chosen.seats.size(); ++seat) {
            QCOMPARE(back.seats[seat].name, chosen.seats[seat].name);
            QCOMPARE(back.seats[seat].human, chosen.seats[seat].human);
            if (!chosen.seats[seat].human)
                QCOMPARE(back.seats[seat].level, chosen.seats[seat].level);
        }
        QCOMPARE(back.startSeat, -1); // drawn: Play again draws again
        QVERIFY(back.hotseatHints);
        QCOMPARE(back.options, chosen.options);

        core::Record bare = record;
        bare.extra = nlohmann::json::object();
        bare.seats.assign(bare.seats.size(), std::string());
        QVERIFY(!nobox::tableOfRecord(session.game(), bare, back));
        for (const auto& seat : back.seats)
            QVERIFY(seat.human && !seat.name.isEmpty());
    }

    /// In the window: every move is on disk at once; Continue after closing goes on with the person to play.
    void ResumeWhenAPersonIsNext()
    {
        App app;
        core::Rng rng(5);
        std::vector<std::string> moves;
        {
            app.open();
            app.session().setSpeed(nobox::Speed::Instant);
            QSignalSpy saved(app.window.get(), &nobox::MainWindow::autosaved);
            QVERIFY(app.window->startGame(table({"", "easy", "normal"}, true, false, 21, 1)));
            QVERIFY(nobox::hasAutosave());
            for (int turn = 0; turn < 6; ++turn) {
                QVERIFY(app.waitForHumanOrEnd());
                QVERIFY(!app.session().isOver());
                const nobox::LoadedRecord now = nobox::readAutosave(app.registry);
                QVERIFY(now.ok());
                QCOMPARE(static_cast<int>(now.record.moves.size()), app.session().moveCount());
                QVERIFY(app.playHuman(rng));
            }
            QVERIFY(app.waitForHumanOrEnd());
            QVERIFY(saved.count() >= app.session().moveCount());
            moves = app.session().record().moves;
            app.window->close();
            app.window.reset();
        }
        app.open();
        nobox::StartPage* start = app.window->startPage();
        QVERIFY(start->continueButton()->isVisible());
        QVERIFY(start->findChild<QLabel*>(QStringLiteral("continueInfo"))->text().contains(QStringLiteral("Seat1")));
        QTest::mouseClick(start->continueButton(), Qt::LeftButton);
        QCOMPARE(app.session().record().moves, moves);
        QCOMPARE(app.session().toMove(), 0);
        QVERIFY(!app.session().coverFor()); // one person: nothing to hide from anybody
        QVERIFY(!app.session().humanMoves().empty());
        QCOMPARE(app.session().seatNames(), (QStringList {"Seat0", "Seat1", "Seat2"}));
        QVERIFY(!app.session().isHuman(1) && app.session().table().seats[2].level == QStringLiteral("normal"));
        // To the end: the autosave goes, Continue with it.
        app.session().setSpeed(nobox::Speed::Instant);
        while (!app.session().isOver()) {
            QVERIFY(app.waitForHumanOrEnd());
            if (!app.session().isOver())
                QVERIFY(app.playHuman(rng));
        }
        QVERIFY(!nobox::hasAutosave());
        app.window->showStartPage();
        QVERIFY(!start->continueButton()->isVisible());
    }

    /// A new game does not lose the unfinished one: it is put aside as a record that opens again where it was.
    void AutosaveUnfinishedGameIsPutAsideNotLost()
    {
        App app;
        core::Rng rng(9);
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->startGame(table({"", "easy", "normal"}, true, false, 33, 0)));
        for (int turn = 0; turn < 4; ++turn) {
            QVERIFY(app.waitForHumanOrEnd());
            QVERIFY(app.playHuman(rng));
        }
        QVERIFY(app.waitForHumanOrEnd());
        const core::Record first = app.session().record();
        QCOMPARE(nobox::readAutosave(app.registry).record.moves, first.moves);

        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, false, false, 34, 0)));
        const QStringList kept = QDir(nobox::setAsideFolder()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QVERIFY(kept.front().startsWith(QStringLiteral("no-thanks-")));
        QVERIFY(app.window->statusBar()->currentMessage().contains(QLatin1String("Unfinished games")));
        const QString path = nobox::setAsideFolder() + QLatin1Char('/') + kept.front();
        const nobox::LoadedRecord loaded = nobox::loadRecordFile(path, app.registry);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.record.moves, first.moves);
        QCOMPARE(loaded.record.seed, first.seed);
        // Opened again, it goes on where it stopped.
        QVERIFY(app.window->openGameFrom(path).isEmpty());
        QCOMPARE(app.session().record().moves, first.moves);
        // Going on with the unfinished game itself puts nothing aside.
        app.window->close();
        app.window.reset();
        app.open();
        QVERIFY(app.window->continueGame());
        QCOMPARE(QDir(nobox::setAsideFolder()).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 2);
    }

    /// Hot-seat: the next person's view waits behind the cover after Continue, whoever sat there before.
    void ResumeBehindTheCover()
    {
        App app;
        core::Rng rng(8);
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        // No Return: each person's hand is private (No Thanks! needs no cover for its secret chips).
        QVERIFY(app.window->startGame(tableOf("no-return", {"", "", "easy"}, 33, 0)));
        for (int turn = 0; turn < 5; ++turn) {
            QVERIFY(app.waitForHumanOrEnd());
            QVERIFY(app.playHuman(rng));
        }
        QVERIFY(app.waitForHumanOrEnd());
        if (app.session().coverFor())
            app.session().confirmCover();
        const core::Seat next = app.session().toMove();
        QVERIFY(app.session().isHuman(next));
        app.window->showStartPage(); // Close game: the game waits
        QVERIFY(app.window->startPage()->continueButton()->isVisible());
        QVERIFY(app.window->continueGame());
        QCOMPARE(app.session().toMove(), next);
        QCOMPARE(app.session().coverFor(), std::optional<core::Seat>(next));
        QVERIFY(app.window->cover()->isVisible());
        QVERIFY(!app.window->board()->isVisible());
        app.session().confirmCover();
        QVERIFY(!app.session().humanMoves().empty());
    }

    /// Computers only: after Continue the seat to move thinks again from the same position and the game ends.
    void ResumeComputersThinkAgain()
    {
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Fast);
        QSignalSpy applied(&app.session(), &nobox::GameSession::moveApplied);
        QVERIFY(app.window->startGame(table({"easy", "normal", "easy"}, false, false, 44, 2)));
        QVERIFY(QTest::qWaitFor([&applied] { return applied.count() >= 3; }, 20000));
        const core::Record before = nobox::readAutosave(app.registry).record;
        app.window.reset(); // the app goes away mid-thought
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        QVERIFY(app.window->continueGame());
        QCOMPARE(app.session().record().moves, before.moves);
        QCOMPARE(app.session().thinkingSeat(), app.session().toMove());
        QSignalSpy over(&app.session(), &nobox::GameSession::gameOver);
        QVERIFY(over.wait(120000));
        QVERIFY(!nobox::hasAutosave());
    }
};

QTEST_MAIN(AutosaveTest)
#include "autosave_test.moc"
