// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook's examples on the board, built from an explicit bag (docs/rules-notes.md, "The rulebook examples,
// as positions"; tests/no_return/examples_test.cpp plays the same scripts against the engine alone). The board
// shows a match of the test's own and takes its reasons from that match's check(): it must offer exactly the
// moves the rulebook names as possible and refuse, with the reason in words, the ones it names as impossible.

#include "boards/no_return/no_return_texts.h"
#include "boards/no_return/no_return_ui.h"
#include "no_return_driver.h"
#include "shell/board_factory.h"

#include "core/game.h"
#include "core/match.h"
#include "core/match_config.h"

#include <QSignalSpy>

#include <set>
#include <sstream>

using namespace nr_ui;
namespace core = games::core;

namespace {

std::vector<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

/// A 2-seat match from an explicit bag, with `script` (moves separated by ';') played.
std::unique_ptr<core::Match> scenario(const core::Registry& registry, const std::string& bag, const std::string& script)
{
    const core::Game& game = *registry.find("no-return");
    core::MatchConfig config;
    config.seats = 2;
    config.setup = {{"bag", words(bag)}};
    core::Error error;
    auto match = game.newMatch(config, &error);
    if (!match)
        return nullptr;
    std::stringstream in(script);
    for (std::string text; std::getline(in, text, ';');) {
        if (words(text).empty())
            continue;
        core::Move move;
        if (game.parseMove(text, move) || match->apply(move))
            return nullptr;
    }
    return match;
}

// The same positions as tests/no_return/examples_test.cpp.
std::unique_ptr<core::Match> christian(const core::Registry& registry)
{
    return scenario(registry,
        "red10 red7 green9 green7 purple6 purple4 yellow8 yellow3 blue1 blue3 blue4 blue5 blue6 blue7 blue8 blue10 "
        "pink11 pink6 yellow1 blue11 blue9 yellow2 blue9 blue2 yellow4 red2 green7 yellow5 purple5 red8 yellow6 "
        "pink1 pink2 pink3 pink4 pink5",
        "keep; keep; arrange red 10 7; exchange blue1; arrange green 9 7; exchange blue3; arrange purple 6 4;"
        "exchange blue4; arrange yellow 8 3; exchange blue5; arrange pink 11 6; exchange blue6");
}

std::unique_ptr<core::Match> anna(const core::Registry& registry)
{
    return scenario(registry,
        "yellow10 yellow5 yellow2 yellow1 yellow1 pink8 pink5 pink5 blue1 blue3 blue4 blue5 blue6 blue7 blue8 blue10 "
        "purple8 purple7 purple3 red7 red2 blue2 green11 green11 blue11 blue9 pink1 pink2 pink3 red1 "
        "pink4 pink6 red3 pink7 red4 red5 red6 red9 red10 red11 yellow7 yellow8 yellow9 yellow11 purple1",
        "keep; keep; arrange yellow 10 5 2 1 1; exchange blue1; arrange pink 8 5 5; exchange blue3;"
        "arrange purple 8 7 3; exchange blue4; arrange red 7 2; exchange blue5; arrange green 11; exchange blue6;"
        "switch");
}

/// A board on its own showing `match` to seat 0, with its reasons from the match.
struct Stage {
    games::core::Registry& registry;
    core::Match& match;
    nobox::GameSession session {registry};
    std::unique_ptr<NoReturnBoard> board;
    std::unique_ptr<core::Observation> observation;
    core::MoveList legal;

    Stage(games::core::Registry& r, core::Match& m)
        : registry(r)
        , match(m)
    {
        board.reset(static_cast<NoReturnBoard*>(nobox::noReturnUi().makeBoard(session, nullptr)));
        board->setChecker([this](const core::Move& move) { return match.check(move); });
        board->setAnimationScale(0);
        board->resize(1000, 700);
        board->show();
        (void)QTest::qWaitForWindowExposed(board.get());
        show();
    }
    void show()
    {
        observation = match.observe(0);
        match.legalMoves(legal);
        nobox::BoardView view;
        view.observation = observation.get();
        view.legal = legal;
        view.seatNames = {"Anna", "Ben"};
        view.human = {true, false};
        board->showPosition(view);
    }
};

} // namespace

class NoReturnExamplesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        games::registerBuiltinGames(m_registry);
    }

    void christianArrangesExactlyTheRulebooksOptions()
    {
        auto match = christian(m_registry);
        QVERIFY(match);
        Stage stage(m_registry, *match);
        NoReturnBoard* board = stage.board.get();
        const nobox::noreturn::NoReturnTexts texts;
        // The hand: blue 11, 9, 9, 2, red 2, green 7 marked as placeable; purple 5 and red 8 dimmed with the reason.
        std::multiset<std::string> placeable;
        std::map<std::string, QString> blocked;
        for (auto* b : board->hand()->buttons()) {
            const QString name = b->accessibleName();
            if (b->mark() == CounterButton::Mark::Placeable)
                placeable.insert(name.toStdString());
            else if (b->mark() == CounterButton::Mark::Blocked)
                blocked[name.toStdString()] = b->reason();
        }
        QCOMPARE(placeable, (std::multiset<std::string> {"blue 11", "blue 9", "blue 9", "blue 2", "red 2", "green 7"}));
        QCOMPARE(blocked.size(), std::size_t(2));
        QCOMPARE(
            blocked["purple 5"], QStringLiteral("The lowest purple is 4: only 4 or lower can go below it, not 5."));
        QCOMPARE(blocked["red 8"], QStringLiteral("The lowest red is 7: only 7 or lower can go below it, not 8."));

        // Every choice of counters of one colour, tried on the board: the Place button is available for exactly the
        // rulebook's options (all of 11-9-9-2 or any part, the red 2, the green 7), and the rest say why not.
        const auto& buttons = board->hand()->buttons();
        std::set<std::string> offered;
        int refusals = 0;
        for (unsigned mask = 1; mask < (1u << buttons.size()); ++mask) {
            std::vector<nr::Counter> chosen;
            for (std::size_t i = 0; i < buttons.size(); ++i)
                if (mask & (1u << i))
                    chosen.push_back(buttons[i]->counter());
            bool oneColour = true;
            for (auto c : chosen)
                oneColour = oneColour && nr::colourOf(c) == nr::colourOf(chosen.front());
            if (!oneColour)
                continue;
            std::vector<int> indices;
            for (std::size_t i = 0; i < buttons.size(); ++i)
                if (mask & (1u << i))
                    indices.push_back(int(i));
            board->hand()->setChosen(indices);
            const auto move = board->candidate(Action::Place);
            QVERIFY(move);
            if (board->button(Action::Place)->isAvailable()) {
                offered.insert(m_registry.find("no-return")->moveToText(*move));
                QVERIFY(board->infoText().contains(QLatin1String("Place:")));
            } else {
                ++refusals;
                QVERIFY2(board->infoText().contains(QLatin1String("Cannot place")), qPrintable(board->infoText()));
            }
        }
        const std::set<std::string> expected {"arrange blue 11", "arrange blue 9", "arrange blue 2",
            "arrange blue 11 9", "arrange blue 11 2", "arrange blue 9 9", "arrange blue 9 2", "arrange blue 11 9 9",
            "arrange blue 11 9 2", "arrange blue 9 9 2", "arrange blue 11 9 9 2", "arrange red 2", "arrange green 7"};
        QCOMPARE(offered, expected);
        QVERIFY(refusals > 0);

        // The purple 5 by a click, then Place by a click: refused with the reason, nothing requested.
        QSignalSpy requested(board, &NoReturnBoard::moveRequested);
        board->hand()->clearChoice();
        QVERIFY(chooseCounters(board, std::vector<nr::Counter> {nr::makeCounter(nr::Purple, 5)}, false));
        QTest::mouseClick(board->button(Action::Place), Qt::LeftButton);
        QCOMPARE(requested.count(), 0);
        QCOMPARE(board->messageText(), texts.errorText(match->check(nr::moves::arrange(nr::Purple, {5}))));
        // The red 8 with the red 2 (as the rulebook says, the 8 cannot go anywhere): refused for the 8.
        QVERIFY(chooseCounters(
            board, std::vector<nr::Counter> {nr::makeCounter(nr::Red, 8), nr::makeCounter(nr::Red, 2)}, true));
        QTest::keyClick(board->window(), 'P');
        QCOMPARE(requested.count(), 0);
        QVERIFY(board->messageText().contains(QLatin1String("The lowest red is 7")));

        // All four blue counters at once, by the keyboard: a new blue column, four counters drawn.
        const std::vector<nr::Counter> blues {nr::makeCounter(nr::Blue, 11), nr::makeCounter(nr::Blue, 9),
            nr::makeCounter(nr::Blue, 9), nr::makeCounter(nr::Blue, 2)};
        QVERIFY(chooseCounters(board, blues, true));
        QVERIFY(board->infoText().contains(QLatin1String("start your blue column")));
        QVERIFY(board->infoText().contains(QLatin1String("draw 4")));
        QCOMPARE(board->seatView(0)->choice().placeColour, int(nr::Blue));
        QTest::keyClick(board->window(), 'P');
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.last().at(0).value<core::Move>(), nr::moves::arrange(nr::Blue, {11, 9, 9, 2}));
    }

    void annaClearsAsTheRulebookSays()
    {
        const nobox::noreturn::NoReturnTexts texts;
        struct Outcome {
            nr::Colour colour;
            int count;
            int worth;
        };
        // The rulebook's five ways to spend the green 11: the green 11; 5 + 5 of pink; 1 + 1 + 2 + 5 of yellow;
        // 2 + 7 of red; 3 + 7 of purple.
        const std::vector<Outcome> outcomes {
            {nr::Green, 1, 11}, {nr::Pink, 2, 10}, {nr::Yellow, 4, 9}, {nr::Red, 2, 9}, {nr::Purple, 2, 10}};
        const nr::Counter green11 = nr::makeCounter(nr::Green, 11);
        for (std::size_t i = 0; i < outcomes.size(); ++i) {
            const auto& outcome = outcomes[i];
            auto match = anna(m_registry);
            QVERIFY(match);
            Stage stage(m_registry, *match);
            NoReturnBoard* board = stage.board.get();
            QVERIFY(board->button(Action::Clear)->isVisible());
            QVERIFY(!board->button(Action::Place)->isVisible());
            QSignalSpy requested(board, &NoReturnBoard::moveRequested);
            const bool keyboard = i % 2 == 1;
            QVERIFY(chooseClear(board, 0, outcome.colour, outcome.count, keyboard));
            QVERIFY(chooseCounters(board, std::vector<nr::Counter> {green11}, keyboard));
            // The live sums: what the counters are worth and what is paid.
            QVERIFY2(board->infoText().contains(QStringLiteral("worth %1").arg(outcome.worth)),
                qPrintable(board->infoText()));
            QVERIFY2(board->infoText().contains(QLatin1String("paid 11")), qPrintable(board->infoText()));
            QVERIFY2(board->infoText().contains(QStringLiteral("✓")), qPrintable(board->infoText()));
            QVERIFY(board->button(Action::Clear)->isAvailable());
            QVERIFY(press(board, Action::Clear, keyboard));
            QCOMPARE(requested.count(), 1);
            QCOMPARE(requested.last().at(0).value<core::Move>(),
                nr::moves::clear(outcome.colour, outcome.count, nr::Green, {11}));
        }

        // Not the yellow 10 first: choosing it takes all five yellow counters, 19 against the 11 paid.
        auto match = anna(m_registry);
        Stage stage(m_registry, *match);
        NoReturnBoard* board = stage.board.get();
        QSignalSpy requested(board, &NoReturnBoard::moveRequested);
        QVERIFY(chooseClear(board, 0, nr::Yellow, 5, false));
        QVERIFY(chooseCounters(board, std::vector<nr::Counter> {green11}, false));
        QVERIFY(board->infoText().contains(QLatin1String("worth 19")));
        QVERIFY(!board->button(Action::Clear)->isAvailable());
        const QString reason = texts.errorText(match->check(nr::moves::clear(nr::Yellow, 5, nr::Green, {11})));
        QCOMPARE(reason,
            QStringLiteral("You pay 11 but the counters to clear add up to 19: pay at least 19 with one colour."));
        QVERIFY2(board->infoText().contains(reason), qPrintable(board->infoText()));
        QTest::mouseClick(board->button(Action::Clear), Qt::LeftButton);
        QCOMPARE(requested.count(), 0);
        QCOMPARE(board->messageText(), reason);
        // Paying with two colours is refused too (the colour rule), with its reason.
        QVERIFY(chooseClear(board, 0, nr::Red, 1, false));
        QVERIFY(chooseCounters(board, std::vector<nr::Counter> {green11, nr::makeCounter(nr::Blue, 11)}, false));
        QVERIFY(!board->button(Action::Clear)->isAvailable());
        QTest::mouseClick(board->button(Action::Clear), Qt::LeftButton);
        QCOMPARE(requested.count(), 0);
        QCOMPARE(board->messageText(), QStringLiteral("One colour only: you chose green and blue counters."));
        // NR-9: the purple 8 / 7 / 3 with the 11 keeps the 8.
        QVERIFY(chooseClear(board, 0, nr::Purple, 3, false));
        QVERIFY(chooseCounters(board, std::vector<nr::Counter> {green11}, false));
        QVERIFY(!board->button(Action::Clear)->isAvailable());
        QVERIFY(chooseClear(board, 0, nr::Purple, 2, false));
        QVERIFY(board->button(Action::Clear)->isAvailable());
        // A second click on the same counter takes the choice back.
        SeatPanel* own = board->seatView(0);
        const QRectF r = own->counterRect(nr::Purple, 1);
        QTest::mouseClick(own, Qt::LeftButton, Qt::NoModifier, QPoint(int(r.center().x()), int(r.top() + 3)));
        QCOMPARE(board->clearColour(), -1);
    }

private:
    games::core::Registry m_registry;
};

QTEST_MAIN(NoReturnExamplesTest)
#include "no_return_examples_test.moc"
