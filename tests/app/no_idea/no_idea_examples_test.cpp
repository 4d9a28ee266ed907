// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook's examples, each dealt from an explicit setup (a record opened from a file, as a person opens a saved
// game) and played through the board: Clemens' turn (a card on a chosen pile, a miss turned back), Simon's "+"
// chain, removing the other piles, and both "Nothing fits anymore!" examples. At each step the board offers
// exactly the moves the engine lists: the lit places, the lit piles, the declaration's button.

#include "no_idea_driver.h"

#include "core/record.h"
#include "no_idea/cards.h"

#include "boards/kit/motion_layer.h"

#include <QFile>
#include <QTemporaryDir>

using namespace ni_ui;
namespace core = games::core;

namespace {

/// The 108 cards in deal order: `front` first (seat 0's positions 1-6, seat 1's, then the draw pile top first), then
/// the rest of the box in its canonical order.
std::vector<std::string> deal(const std::vector<std::string>& front)
{
    std::vector<std::string> rest;
    for (ni::Card card : ni::boxCards())
        rest.push_back(ni::cardName(card));
    for (const auto& name : front) {
        const auto it = std::find(rest.begin(), rest.end(), name);
        if (it != rest.end())
            rest.erase(it);
    }
    std::vector<std::string> out = front;
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

/// Opens a 2-person game dealt by `front`, seat `start` first, with `moves` already played; with `level`, Simon (seat
/// 1) is a computer of that level.
bool open(App& app, QTemporaryDir& dir, const std::vector<std::string>& front, int start,
    const std::vector<std::string>& moves = {}, const std::string& level = {})
{
    core::Record record;
    record.game = "no-idea";
    record.version = app.registry.find("no-idea")->version();
    record.options = {{"memory-aid", "false"}};
    record.seats = {"Clemens", "Simon"};
    record.startSeat = start;
    record.seed = 5;
    record.setup = {{"cards", deal(front)}, {"trophies", {5, 3, 4, 5, 3, 4, 3, 5, 4, 3, 4, 3}}};
    record.moves = moves;
    if (!level.empty())
        record.extra["table"] = {{"seats", {{{"kind", "person"}}, {{"kind", "computer"}, {"level", level}}}}};
    const QString path = dir.filePath(QStringLiteral("example.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QByteArray::fromStdString(core::toJson(record).dump()));
    file.close();
    app.session().setSpeed(nobox::Speed::Instant);
    if (!app.window->openGameFrom(path).isEmpty())
        return false;
    if (app.session().coverFor())
        app.session().confirmCover();
    if (app.board())
        app.board()->setAnimationScale(0);
    return app.board() != nullptr;
}

/// The board offers exactly the engine's moves now.
void offersExactly(App& app)
{
    const core::MoveList legal = app.session().humanMoves();
    NoIdeaBoard* board = app.board();
    const auto has
        = [&legal](const core::Move& move) { return std::find(legal.begin(), legal.end(), move) != legal.end(); };
    for (int position = 1; position <= 6; ++position)
        QCOMPARE(board->place(position)->isLit(), has(ni::moves::reveal(position)));
    for (std::size_t pile = 0; pile < board->piles().size(); ++pile)
        QCOMPARE(board->piles()[pile]->isLit(), has(ni::moves::pile(int(pile) + 1)));
    QCOMPARE(board->nothingFitsButton()->isEnabled(), has(ni::moves::nothingFits()));
}

QStringList tops(NoIdeaBoard* board)
{
    QStringList out;
    for (auto* pile : board->piles())
        out << QString::fromStdString(ni::cardName(pile->card()));
    return out;
}

void play(App& app, const core::Move& move, Way way = Way::Click)
{
    if (app.session().coverFor())
        app.session().confirmCover();
    offersExactly(app);
    const int before = app.session().moveCount();
    QVERIFY(operate(app.board(), move, way));
    QCOMPARE(app.session().moveCount(), before + 1);
    if (app.session().coverFor())
        app.session().confirmCover();
}

/// The top of the deal for the rulebook's first example (Clemens' turn), Simon to start.
const std::vector<std::string> kClemensTurn {"grey5", "red3", "yellow4-plus", "grey1", "green2", "purple5", "green1",
    "blue6", "blue4", "purple2", "grey4", "green5", "red5", "blue3"};

/// Every log entry as the steps on the table say it (the card named while it is face up).
QStringList eventTexts(const ni::NoIdeaObservation& view, const QStringList& names)
{
    QStringList texts;
    for (const auto& event : view.log)
        texts << nobox::noidea::NoIdeaTexts::eventText(event, names);
    return texts;
}

} // namespace

class NoIdeaExamplesTest : public QObject {
    Q_OBJECT

private slots:
    void clemensTurn()
    {
        // Simon starts: his opening red 5 starts pile 1, his green 1 misses. Then Clemens: the opening blue 3 starts
        // pile 2; his red 3 fits both piles, he puts it on the red 5; his yellow 4 (with "+") fits neither.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir, kClemensTurn, 1));
        play(app, ni::moves::reveal(1)); // Simon's green 1: no pile fits
        QCOMPARE(app.session().toMove(), 0);
        QCOMPARE(tops(app.board()), QStringList({"red5", "blue3"}));
        play(app, ni::moves::reveal(2), Way::Key); // the red 3: two piles light up
        QVERIFY(app.board()->pendingCard()->isVisible());
        QVERIFY(app.board()->piles()[0]->isLit() && app.board()->piles()[1]->isLit());
        QVERIFY(!app.board()->nothingFitsButton()->isVisible());
        play(app, ni::moves::pile(1), Way::Drag);
        QCOMPARE(tops(app.board()), QStringList({"red3", "blue3"}));
        play(app, ni::moves::reveal(3)); // the yellow 4: back face down, the turn ends
        QCOMPARE(app.session().toMove(), 1);
        QCOMPARE(app.view().seats[0].layout[2], ni::numberCard(ni::Yellow, 4, ni::Function::Plus)); // known to all
        // The step on the table says what happened while the card is face up; once it is face down again the log
        // (the memory aid off) says neither which card it was nor that it lies at place 3 (ND-10).
        const QStringList steps = eventTexts(app.view(), {"Clemens", "Simon"});
        QVERIFY(steps.contains(QStringLiteral(
            "The yellow 4 with “+” fits no pile: it goes back face down at place 3, and the turn ends.")));
        const QStringList log
            = nobox::noidea::NoIdeaTexts().logLines(*app.session().observation(), {"Clemens", "Simon"});
        QVERIFY(log.contains(QStringLiteral("Clemens reveals the card at place 3.")));
        QVERIFY(log.contains(QStringLiteral("It fits no pile and goes back face down; the turn ends.")));
        QVERIFY(!log.join(QLatin1Char('\n')).contains(QLatin1String("yellow 4")));
    }

    void pileChoiceByKeyboard()
    {
        // Clemens' red 3 fits both piles. Once the reveal has been shown the focus is on the first lit pile; the
        // arrow keys and Tab move it among the lit piles (round the end), each named as fitting, and Enter plays
        // the one with the focus.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir, kClemensTurn, 1));
        play(app, ni::moves::reveal(1));
        NoIdeaBoard* board = app.board();
        board->setAnimationScale(1.0); // the choice waits for the reveal's steps
        QTest::keyClick(app.window.get(), '2');
        QVERIFY(board->pendingCard()->isVisible());
        auto* motion = board->findChild<nobox::kit::MotionLayer*>();
        QVERIFY(motion);
        QTRY_VERIFY_WITH_TIMEOUT(!motion->running(), 30000);
        CardButton* first = board->piles()[0];
        CardButton* second = board->piles()[1];
        QTRY_COMPARE(QApplication::focusWidget(), first);
        for (auto* pile : {first, second}) {
            QVERIFY(pile->isLit());
            QVERIFY(pile->accessibleName().contains(QLatin1String("(fits)")));
            QCOMPARE(pile->focusPolicy(), Qt::StrongFocus);
        }
        QTest::keyClick(first, Qt::Key_Right);
        QCOMPARE(QApplication::focusWidget(), second);
        QTest::keyClick(second, Qt::Key_Down);
        QCOMPARE(QApplication::focusWidget(), first); // round the end
        QTest::keyClick(first, Qt::Key_Left);
        QCOMPARE(QApplication::focusWidget(), second);
        QTest::keyClick(second, Qt::Key_Up);
        QCOMPARE(QApplication::focusWidget(), first);
        QTest::keyClick(first, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), second);
        const int before = app.session().moveCount();
        QTest::keyClick(second, Qt::Key_Return);
        QCOMPARE(app.session().moveCount(), before + 1);
        QTRY_VERIFY_WITH_TIMEOUT(!motion->running(), 30000);
        QCOMPARE(tops(board), QStringList({"red5", "red3"}));
        // The reveal goes on from the keyboard too: the focus is on a lit place, Space turns it up.
        auto* place = qobject_cast<CardButton*>(QApplication::focusWidget());
        QVERIFY(place && place->isLit());
        QTest::keyClick(place, Qt::Key_Space);
        QCOMPARE(app.session().moveCount(), before + 2);
    }

    void statusFollowsTheDeclaration()
    {
        // Clemens declares against Simon, a computer. While the declaration's steps are shown the status says so and
        // never that Simon thinks (though he may already); once they are shown, it says whose turn it is or that
        // Simon thinks.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir,
            {"purple5", "purple1", "grey1", "grey6", "yellow2", "red4", "green5", "blue2", "blue4", "green4", "yellow1",
                "blue5", "purple3"},
            0, {}, "normal"));
        for (int position = 1; position <= 4; ++position)
            play(app, ni::moves::reveal(position));
        NoIdeaBoard* board = app.board();
        auto* motion = board->findChild<nobox::kit::MotionLayer*>();
        app.session().setSpeed(nobox::Speed::Normal);
        board->setAnimationScale(1.0);
        QVERIFY(operate(board, ni::moves::nothingFits(), Way::Click));
        QVERIFY(motion->running());
        bool declarationShown = false;
        bool simonThought = false; // the case that matters: the computer thinks while the steps are shown
        for (int i = 0; i < 60000 && motion->running(); i += 5) {
            const QString status = board->statusText();
            QVERIFY2(!status.contains(QLatin1String("thinking")), qPrintable(status));
            simonThought = simonThought || app.session().thinkingSeat() == 1;
            declarationShown = declarationShown
                || status == QStringLiteral("Clemens declared “Nothing fits anymore!”: the cards turn up one by one");
            QTest::qWait(5);
        }
        QVERIFY(!motion->running());
        QVERIFY(declarationShown);
        QVERIFY(simonThought);
        QCOMPARE(app.view().seats[0].trophyCount, 1);
        // After the steps: Simon thinking (he moves after his pause), or Clemens' turn again.
        QTRY_VERIFY_WITH_TIMEOUT(board->statusText() == QStringLiteral("Simon is thinking…")
                || (app.session().toMove() == 0 && board->statusText().startsWith(QLatin1String("Clemens"))),
            60000);
    }

    void simonsPlusChain()
    {
        // Clemens starts with a blue 1 and misses; Simon's opening red 5 with "+" starts pile 2 and its "+" turns up
        // a yellow 2, which starts pile 3; then Simon reveals as usual.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir,
            {"green6", "grey3", "grey4", "grey5", "green4", "green5", "purple6", "purple5", "purple3", "grey6",
                "green3", "red6", "blue1", "red5-plus", "yellow2"},
            0));
        play(app, ni::moves::reveal(1)); // Clemens' green 6 misses the blue 1
        QCOMPARE(app.session().toMove(), 1);
        QCOMPARE(tops(app.board()), QStringList({"blue1", "red5-plus", "yellow2"}));
        offersExactly(app);
        const QStringList log
            = nobox::noidea::NoIdeaTexts().logLines(*app.session().observation(), {"Clemens", "Simon"});
        QVERIFY(log.join(QLatin1Char('\n')).contains(QStringLiteral("“+”: Simon turns up the yellow 2")));
    }

    void removingTheOtherPiles()
    {
        // Simon's opening grey 3 starts pile 1 and his blue 4 misses. Clemens' opening red 5 with "+" starts pile 2,
        // its "+" a green 1 pile 3. His blue 3 that removes the other piles fits only the grey 3: played there, and
        // the red and the green pile are set aside.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir,
            {"blue3-remove", "grey5", "grey6", "green2", "purple4", "purple5", "blue4", "yellow4", "yellow5", "yellow6",
                "purple1", "red4", "grey3", "red5-plus", "green1"},
            1, {"reveal 1"}));
        QCOMPARE(app.session().toMove(), 0);
        QCOMPARE(tops(app.board()), QStringList({"grey3", "red5-plus", "green1"}));
        play(app, ni::moves::reveal(1));
        QCOMPARE(tops(app.board()), QStringList({"blue3-remove"}));
        QCOMPARE(app.view().setAside.size(), std::size_t(2));
        QCOMPARE(app.session().toMove(), 0); // Clemens goes on revealing
        offersExactly(app);
    }

    void nothingFitsRight()
    {
        // Clemens plays four cards on the purple pile, then declares with two left (yellow 2, red 4) against the
        // grey 6 on top: neither fits, a trophy.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir,
            {"purple5", "purple1", "grey1", "grey6", "yellow2", "red4", "green5", "blue2", "blue4", "green4", "yellow1",
                "blue5", "purple3"},
            0));
        for (int position = 1; position <= 4; ++position)
            play(app, ni::moves::reveal(position), position % 2 ? Way::Click : Way::Key);
        QVERIFY(app.board()->nothingFitsButton()->isEnabled());
        // The gamble in words, wrapped to a readable width (rich text wraps; a plain tooltip is one long line), and
        // with what ends it: a card that fits, or a consolation prize.
        const QString gamble = app.board()->nothingFitsButton()->toolTip();
        QVERIFY(Qt::mightBeRichText(gamble));
        QVERIFY(gamble.contains(QLatin1String("consolation prize")));
        play(app, ni::moves::nothingFits());
        QCOMPARE(app.view().seats[0].trophyCount, 1);
        QCOMPARE(app.view().seats[0].cardCount(), 6);
        QCOMPARE(app.session().toMove(), 1);
    }

    void nothingFitsWrong()
    {
        // One pile (purple 5 on top); Clemens declares with green 1, red 3, purple 2 left: the purple 2 fits.
        App app;
        QTemporaryDir dir;
        QVERIFY(open(app, dir,
            {"purple4", "purple6", "purple5", "green1", "red3", "purple2", "green5", "blue2", "blue4", "green4",
                "yellow1", "blue5", "purple3"},
            0));
        for (int position = 1; position <= 3; ++position)
            play(app, ni::moves::reveal(position));
        QCOMPARE(tops(app.board()), QStringList({"purple5"}));
        play(app, ni::moves::nothingFits(), Way::Key);
        QCOMPARE(app.view().seats[0].trophyCount, 0);
        QCOMPARE(app.view().seats[0].cardCount(), 6);
        QVERIFY(eventTexts(app.view(), {"Clemens", "Simon"})
                    .contains(QLatin1String("Wrong: the purple 2 fits. No trophy.")));
        // The declared cards lie face down again: the log names none of them (the memory aid is off).
        const QStringList log
            = nobox::noidea::NoIdeaTexts().logLines(*app.session().observation(), {"Clemens", "Simon"});
        QVERIFY(log.contains(QLatin1String("Wrong: one of the cards fits. No trophy.")));
        QVERIFY(!log.join(QLatin1Char('\n')).contains(QLatin1String("purple 2")));
    }
};

QTEST_MAIN(NoIdeaExamplesTest)
#include "no_idea_examples_test.moc"
