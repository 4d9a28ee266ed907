// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game dialog: options made from each game's OptionSpecs (never per game), seats within the game's range,
// a level for every computer, hints for several people off by default, and the last choices remembered.

#include "app_fixture.h"
#include "fake_texts.h"

#include "shell/game_texts.h"
#include "shell/new_game_dialog.h"
#include "shell/option_editor.h"
#include "shell/seat_editor.h"
#include "shell/start_page.h"
#include "shell/table_settings.h"

#include "core/game.h"

#include <QCheckBox>
#include <QSettings>

using namespace shell_test;
using nobox::NewGameDialog;

class NewGameDialogTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QSettings().clear(); // every case starts with nothing remembered
    }

    void optionsComeFromTheSpecs()
    {
        App app;
        NewGameDialog dialog(app.registry, app.boards);
        for (const auto& [id, ui] : app.boards.all()) {
            dialog.setGame(id);
            const auto& specs = app.registry.find(id)->optionSpecs();
            QCOMPARE(dialog.optionEditors().size(), specs.size());
            for (std::size_t i = 0; i < specs.size(); ++i) {
                const nobox::OptionEditor* editor = dialog.optionEditors()[i];
                QCOMPARE(editor->name(), specs[i].name);
                QCOMPARE(editor->value(), games::core::optionValueText(specs[i], specs[i].defaultValue));
                auto* check = editor->findChild<QCheckBox*>();
                QVERIFY(check); // No Thanks! has only yes/no options
                QCOMPARE(check->text(), ui.texts->optionLabel(specs[i].name));
                QCOMPARE(check->toolTip(), ui.texts->optionHelp(specs[i].name));
                QCOMPARE(check->accessibleName(), ui.texts->optionLabel(specs[i].name));
            }
        }
    }

    void numberOptionsAreBounded()
    {
        const FakeTexts texts;
        const games::core::OptionSpec spec {"rounds", games::core::OptionSpec::Type::Int, 3, 1, 5};
        nobox::OptionEditor editor(spec, texts);
        auto* spin = editor.findChild<QSpinBox*>();
        QVERIFY(spin);
        QCOMPARE(spin->minimum(), 1);
        QCOMPARE(spin->maximum(), 5);
        QCOMPARE(editor.value(), std::string("3"));
        QCOMPARE(spin->accessibleName(), QStringLiteral("Label of rounds"));
        editor.setValue("9"); // not a value of the option: its default
        QCOMPARE(editor.value(), std::string("3"));
        editor.setValue("4");
        QCOMPARE(editor.value(), std::string("4"));
        spin->setValue(12);
        QCOMPARE(editor.value(), std::string("5"));
    }

    void seatCountStaysInTheGamesRange()
    {
        App app;
        NewGameDialog dialog(app.registry, app.boards);
        dialog.setGame("no-thanks");
        dialog.show();
        const auto* game = app.registry.find("no-thanks");
        QCOMPARE(dialog.seatCountBox()->minimum(), game->minSeats());
        QCOMPARE(dialog.seatCountBox()->maximum(), game->maxSeats());
        dialog.seatCountBox()->setValue(99);
        QCOMPARE(dialog.seatCountBox()->value(), game->maxSeats());
        dialog.seatCountBox()->setValue(0);
        QCOMPARE(dialog.seatCountBox()->value(), game->minSeats());
        QCOMPARE(static_cast<int>(dialog.table().seats.size()), game->minSeats());
        for (int seat = 0; seat < game->maxSeats(); ++seat)
            QCOMPARE(dialog.seat(seat)->isVisible(), seat < game->minSeats());
        // The keyboard reaches the count too.
        dialog.seatCountBox()->setFocus();
        QTest::keyClick(dialog.seatCountBox(), Qt::Key_Up);
        QCOMPARE(dialog.seatCountBox()->value(), game->minSeats() + 1);
        QCOMPARE(static_cast<int>(dialog.table().seats.size()), game->minSeats() + 1);
    }

    void aComputerAlwaysHasALevel()
    {
        App app;
        NewGameDialog dialog(app.registry, app.boards);
        dialog.setGame("no-thanks");
        dialog.show();
        nobox::SeatEditor* seat = dialog.seat(1);
        seat->kindBox()->setCurrentIndex(0); // a person: no level to choose
        QVERIFY(!seat->levelBox()->isVisible());
        QVERIFY(seat->config().human);
        seat->kindBox()->setCurrentIndex(1);
        QVERIFY(seat->levelBox()->isVisible());
        QVERIFY(nobox::computerLevels().contains(seat->config().level));
        seat->levelBox()->setCurrentIndex(2);
        QCOMPARE(seat->config().level, QStringLiteral("hard"));
        QCOMPARE(seat->levelBox()->count(), 3); // easy, normal, hard: nothing else can be picked
        // A name nobody typed follows the kind; an empty name gets one.
        QCOMPARE(seat->config().name, nobox::defaultSeatName(1, false));
        seat->nameEdit()->clear();
        QCOMPARE(seat->config().name, nobox::defaultSeatName(1, false));
        // The engine accepts whatever the dialog gives.
        App window;
        window.open();
        QVERIFY(window.window->startGame(dialog.table()));
    }

    void startPlayerListFollowsTheNames()
    {
        App app;
        NewGameDialog dialog(app.registry, app.boards);
        dialog.setGame("no-thanks");
        dialog.seat(0)->nameEdit()->setText(QStringLiteral("Oma"));
        QCOMPARE(dialog.startSeatBox()->count(), 1 + dialog.seatCountBox()->value());
        QCOMPARE(dialog.startSeatBox()->itemText(0), QStringLiteral("Random"));
        QCOMPARE(dialog.startSeatBox()->itemText(1), QStringLiteral("Oma"));
        QCOMPARE(dialog.table().startSeat, -1); // random unless chosen (the rulebooks leave it to the players)
        dialog.startSeatBox()->setCurrentIndex(2);
        QCOMPARE(dialog.table().startSeat, 1);
    }

    void hintsForSeveralPeopleAreOffByDefault()
    {
        App app;
        NewGameDialog dialog(app.registry, app.boards);
        dialog.setGame("no-thanks");
        QVERIFY(!dialog.hotseatHintsBox()->isChecked());
        QVERIFY(!dialog.table().hotseatHints);
        QVERIFY(!dialog.hotseatHintsBox()->isEnabled()); // one person: hints are there anyway
        dialog.seat(1)->kindBox()->setCurrentIndex(0);
        QVERIFY(dialog.hotseatHintsBox()->isEnabled());
        dialog.hotseatHintsBox()->setChecked(true);
        QVERIFY(dialog.table().hotseatHints);
    }

    void choicesAreRemembered()
    {
        {
            App app;
            app.open();
            NewGameDialog* dialog = app.window->openNewGameDialog("no-thanks");
            QVERIFY(dialog->isVisible());
            QCOMPARE(dialog->objectName(), QStringLiteral("newGameDialog"));
            dialog->seatCountBox()->setValue(5);
            dialog->seat(0)->nameEdit()->setText(QStringLiteral("Anna"));
            dialog->seat(1)->kindBox()->setCurrentIndex(0);
            dialog->seat(1)->nameEdit()->setText(QStringLiteral("Ben"));
            dialog->seat(4)->kindBox()->setCurrentIndex(1);
            dialog->seat(4)->levelBox()->setCurrentIndex(2);
            dialog->startSeatBox()->setCurrentIndex(3);
            for (nobox::OptionEditor* editor : dialog->optionEditors())
                if (editor->name() == "expansion")
                    editor->findChild<QCheckBox*>()->setChecked(true);
            dialog->hotseatHintsBox()->setChecked(true);
            QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
            QVERIFY(!dialog->isVisible());
            QVERIFY(app.session().running() || app.session().isOver());
            QCOMPARE(app.session().seatCount(), 5);
            QCOMPARE(app.session().seatNames().front(), QStringLiteral("Anna"));
            QCOMPARE(app.session().table().startSeat, 2);
            QCOMPARE(app.session().table().options.at("expansion"), std::string("true"));
        }
        App again; // a new run of the app
        again.open();
        NewGameDialog* dialog = again.window->openNewGameDialog();
        const nobox::TableConfig table = dialog->table();
        QCOMPARE(table.gameId, std::string("no-thanks"));
        QCOMPARE(static_cast<int>(table.seats.size()), 5);
        QCOMPARE(table.seats[0].name, QStringLiteral("Anna"));
        QVERIFY(table.seats[1].human);
        QCOMPARE(table.seats[1].name, QStringLiteral("Ben"));
        QVERIFY(!table.seats[4].human);
        QCOMPARE(table.seats[4].level, QStringLiteral("hard"));
        QCOMPARE(table.startSeat, 2);
        QCOMPARE(table.options.at("expansion"), std::string("true"));
        QCOMPARE(table.options.at("open-counters"), std::string("false"));
        QVERIFY(table.hotseatHints);
        dialog->reject();
    }

    void brokenSettingsGiveAValidTable()
    {
        QSettings settings;
        settings.setValue("tables/no-thanks/startSeat", 42);
        settings.beginWriteArray("tables/no-thanks/seats", 12);
        for (int seat = 0; seat < 12; ++seat) {
            settings.setArrayIndex(seat);
            settings.setValue("human", false);
            settings.setValue("level", "grandmaster");
        }
        settings.endArray();
        settings.setValue("tables/no-thanks/options/expansion", "perhaps");
        settings.setValue("tables/no-thanks/options/colour", "blue");
        settings.sync();
        App app;
        const auto* game = app.registry.find("no-thanks");
        const nobox::TableConfig table = nobox::loadTable(*game);
        QCOMPARE(static_cast<int>(table.seats.size()), game->maxSeats());
        QCOMPARE(table.startSeat, -1);
        for (const auto& seat : table.seats)
            QCOMPARE(seat.level, QStringLiteral("normal"));
        QCOMPARE(table.options.at("expansion"), std::string("false"));
        QVERIFY(!table.options.count("colour"));
        app.open();
        QVERIFY(app.window->startGame(table));
    }

    void openedByKeyboardAndByTile()
    {
        App app;
        app.open();
        QTest::keyClick(app.window.get(), Qt::Key_N, Qt::ControlModifier);
        QVERIFY(app.window->newGameDialog() && app.window->newGameDialog()->isVisible());
        QTest::keyClick(app.window->newGameDialog(), Qt::Key_Escape);
        QVERIFY(!app.window->newGameDialog()->isVisible());
        auto* tile = app.window->findChild<QAbstractButton*>(QStringLiteral("tile-no-thanks"));
        QVERIFY(tile);
        tile->setFocus();
        QTest::keyClick(tile, Qt::Key_Space);
        QVERIFY(app.window->newGameDialog()->isVisible());
        QCOMPARE(app.window->newGameDialog()->table().gameId, std::string("no-thanks"));
        // Enter deals: the keyboard alone starts a game.
        QTest::keyClick(app.window->newGameDialog(), Qt::Key_Return);
        QVERIFY(!app.window->newGameDialog()->isVisible());
        QVERIFY(app.session().running());
    }
};

QTEST_MAIN(NewGameDialogTest)
#include "new_game_dialog_test.moc"
