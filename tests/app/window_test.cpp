// SPDX-License-Identifier: GPL-3.0-or-later
// The window around the boards: the start page's tiles, menus with the platform's shortcuts, every control
// named for screen readers and reachable by keyboard, rules and about, speed remembered, the score sheet's
// places and winners, and the art cache.

#include "app_fixture.h"

#include "shell/about.h"
#include "shell/art.h"
#include "shell/art_cache.h"
#include "shell/board_factory.h"
#include "shell/game_actions.h"
#include "shell/game_texts.h"
#include "shell/game_tile.h"
#include "shell/identity.h"
#include "shell/new_game_dialog.h"
#include "shell/rules_dialog.h"
#include "shell/score_sheet.h"
#include "shell/side_panel.h"
#include "shell/speed.h"
#include "shell/start_page.h"
#include "shell/table_settings.h"

#include "app_info.h"
#include "core/game.h"

#include <QCheckBox>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTextBrowser>

#include <iterator>

using namespace shell_test;
namespace core = games::core;

namespace {

/// Widgets a person operates, visible now, that have neither an accessible name nor a text a screen reader
/// would read instead.
QStringList unnamedControls(QWidget* root)
{
    QStringList unnamed;
    for (auto* widget : root->findChildren<QWidget*>()) {
        if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus)
            continue;
        // The line edit inside a spin box or a combo box is read as part of its owner.
        if (qobject_cast<QAbstractSpinBox*>(widget->parentWidget()) || qobject_cast<QComboBox*>(widget->parentWidget()))
            continue;
        QString name = widget->accessibleName();
        if (auto* button = qobject_cast<QAbstractButton*>(widget); button && name.isEmpty())
            name = button->text();
        const bool control = qobject_cast<QAbstractButton*>(widget) || qobject_cast<QComboBox*>(widget)
            || qobject_cast<QLineEdit*>(widget) || qobject_cast<QAbstractSpinBox*>(widget)
            || qobject_cast<QListWidget*>(widget) || qobject_cast<QTextEdit*>(widget);
        if (control && name.remove(QLatin1Char('&')).trimmed().isEmpty())
            unnamed << QStringLiteral("%1 \"%2\"").arg(widget->metaObject()->className(), widget->objectName());
    }
    return unnamed;
}

QAction* actionWithShortcut(QWidget* window, const QKeySequence& key)
{
    for (auto* action : window->findChildren<QAction*>())
        if (action->shortcuts().contains(key))
            return action;
    return nullptr;
}

} // namespace

class WindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { nobox::applyIdentity(); }
    void init() { QSettings().clear(); }

    void startPageShowsEveryGame()
    {
        App app;
        app.open();
        const auto& tiles = app.window->startPage()->tiles();
        QCOMPARE(tiles.size(), app.boards.all().size()); // every game with a board, and only those
        const auto* noThanks = app.window->findChild<nobox::GameTile*>(QStringLiteral("tile-no-thanks"));
        QVERIFY(noThanks && noThanks->isEnabled() && noThanks->isVisible());
        QCOMPARE(noThanks->content().title, QStringLiteral("No Thanks!"));
        QCOMPARE(noThanks->content().players, QStringLiteral("3–7 players"));
        QVERIFY(!noThanks->content().tagline.isEmpty());
        QVERIFY(noThanks->accessibleName().contains(QStringLiteral("3–7 players")));
        for (const auto& [id, ui] : app.boards.all()) { // each with the cover its board provides
            const auto* tile
                = app.window->findChild<nobox::GameTile*>(QStringLiteral("tile-") + QString::fromStdString(id));
            QVERIFY(tile && tile->isEnabled());
            QCOMPARE(tile->content().artFile, ui.artFile);
            QCOMPARE(tile->content().coverId, QStringLiteral("cover"));
            QCOMPARE(tile->content().title, ui.texts->title());
        }
        const auto* noIdea = app.window->findChild<nobox::GameTile*>(QStringLiteral("tile-no-idea"));
        QVERIFY(noIdea && noIdea->isEnabled());
        QCOMPARE(noIdea->content().players, QStringLiteral("2–5 players"));
        QVERIFY(!app.window->startPage()->continueButton()->isVisible()); // arrives with saved games
        QCOMPARE(app.window->windowTitle(), QStringLiteral("NoBox"));
        for (auto* tile : tiles) // the tiles never overlap
            for (auto* other : tiles)
                QVERIFY(tile == other || !tile->geometry().intersects(other->geometry()));
    }

    void everyControlHasAName()
    {
        App app;
        app.open();
        QCOMPARE(unnamedControls(app.window.get()), QStringList());
        auto* dialog = app.window->openNewGameDialog("no-thanks");
        QCOMPARE(unnamedControls(dialog), QStringList());
        dialog->accept();
        QVERIFY(app.window->board());
        QCOMPARE(unnamedControls(app.window.get()), QStringList());
    }

    void theKeyboardReachesEverything()
    {
        App app;
        app.open();
        // Tab walks the start page: the game tile, New game, Quit.
        QSet<QWidget*> reached;
        app.window->startPage()->newGameButton()->setFocus();
        for (int i = 0; i < 12; ++i) {
            reached.insert(QApplication::focusWidget());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        QVERIFY(reached.contains(app.window->findChild<QWidget*>(QStringLiteral("tile-no-thanks"))));
        QVERIFY(reached.contains(app.window->startPage()->quitButton()));
        QVERIFY(reached.contains(app.window->startPage()->newGameButton()));
    }

    void menusHaveTheStandardShortcuts()
    {
        App app;
        app.open();
        const nobox::GameActions& actions = app.window->actions();
        QCOMPARE(actionWithShortcut(app.window.get(), QKeySequence(Qt::CTRL | Qt::Key_N)), actions.newGame);
        QCOMPARE(actionWithShortcut(app.window.get(), QKeySequence(Qt::CTRL | Qt::Key_Q)), actions.quit);
        QCOMPARE(actionWithShortcut(app.window.get(), QKeySequence(Qt::Key_F11)), actions.fullScreen);
        QVERIFY(actions.fullScreen->shortcuts().contains(QKeySequence(QKeySequence::FullScreen))
            || QKeySequence::keyBindings(QKeySequence::FullScreen).isEmpty());
        QCOMPARE(actionWithShortcut(app.window.get(), QKeySequence(Qt::Key_F1)), actions.rules);
        QCOMPARE(actions.rules->text(), QStringLiteral("&Rules of No Idea")); // no game chosen yet: the first by id
        // No plain letters: those are the boards'.
        for (auto* action : app.window->findChildren<QAction*>())
            for (const QKeySequence& key : action->shortcuts())
                QVERIFY2((key[0].keyboardModifiers() & (Qt::ControlModifier | Qt::AltModifier))
                        || key[0].key() >= Qt::Key_Escape,
                    qPrintable(key.toString()));
        QStringList menus;
        for (auto* action : app.window->menuBar()->actions())
            menus << action->text();
        QCOMPARE(menus, (QStringList {"&Game", "&View", "&Language", "&Help"}));
    }

    void speedIsAppliedAndRemembered()
    {
        {
            App app;
            app.open();
            app.window->actions().speeds.at(nobox::Speed::Fast)->trigger();
            QCOMPARE(app.session().speed(), nobox::Speed::Fast);
        }
        App again;
        again.open();
        QCOMPARE(again.session().speed(), nobox::Speed::Fast);
        QVERIFY(again.window->actions().speeds.at(nobox::Speed::Fast)->isChecked());
        for (nobox::Speed speed : nobox::kAllSpeeds)
            QCOMPARE(nobox::speedFromName(nobox::speedName(speed)), std::optional<nobox::Speed>(speed));
        QVERIFY(!nobox::speedFromName(QStringLiteral("warp")));
    }

    void fullScreenToggles()
    {
        App app;
        app.open();
        app.window->actions().fullScreen->trigger();
        QVERIFY(QTest::qWaitFor([&app] { return app.window->isFullScreen(); }, 2000));
        app.window->actions().fullScreen->trigger();
        QVERIFY(QTest::qWaitFor([&app] { return !app.window->isFullScreen(); }, 2000));
    }

    void rulesAndAbout()
    {
        App app;
        app.open();
        app.window->actions().rules->trigger();
        auto* rules = app.window->findChild<nobox::RulesDialog*>();
        QVERIFY(rules && rules->isVisible());
        QCOMPARE(rules->windowTitle(), QStringLiteral("Rules of No Idea")); // no game chosen yet: the first by id
        QVERIFY(rules->browser()->toPlainText().length() > 200);
        const QString about = nobox::aboutHtml(app.boards);
        QVERIFY(about.contains(QString::fromLatin1(nobox::info::kVersion)));
        QVERIFY(about.contains(QLatin1String("GPL-3.0-or-later")));
        QVERIFY(about.contains(QLatin1String("<b>No Thanks!</b> by Thorsten Gimmler, published by AMIGO")));
        QVERIFY(about.contains(QLatin1String("<b>No Return</b> by Marco Teubner, published by moses. Verlag")));
        QVERIFY(about.contains(QLatin1String("<b>No Idea</b> by Steffen and Florian Benndorf</li>")));
        QVERIFY(about.contains(QLatin1String("unofficial fan implementation")));
        // Every registered game is credited (libgames/games.cmake), by its board's title.
        QCOMPARE(std::size(nobox::info::kGameCredits), app.registry.games().size());
        for (const auto& game : app.registry.games())
            QVERIFY(about.contains(app.boards.find(game->id())->texts->title()));
        QCOMPARE(QCoreApplication::organizationName(), QStringLiteral("NoBox"));
        QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("NoBox"));
        QCOMPARE(QGuiApplication::desktopFileName(), QStringLiteral("org.nobox.NoBox"));
        QCOMPARE(QCoreApplication::applicationVersion(), QString::fromLatin1(nobox::info::kVersion));
    }

    void scoreSheetPlacesAndWinners()
    {
        // Two seats share the first place, the third is third (placesOf), and both winners are named.
        const std::vector<core::SeatScore> scores {
            {-20, {-20, 0}, {{"cards", -25, {25}}, {"counters", 5, {}}}},
            {-20, {-20, 0}, {{"cards", -20, {20}}}},
            {-31, {-31, 0}, {{"cards", -31, {31}}}},
        };
        auto texts = nobox::BoardFactory();
        nobox::registerBuiltinBoards(texts);
        nobox::ScoreSheet sheet;
        sheet.showScores(scores, {"Ada", "Bo", "Cy"}, *texts.find("no-thanks")->texts);
        QCOMPARE(sheet.winnerText(), QStringLiteral("Ada and Bo share the victory!"));
        QCOMPARE(sheet.findChild<QLabel*>(QStringLiteral("total2"))->text(), QStringLiteral("\u221231"));
        const QStringList all = allTexts(&sheet);
        QVERIFY(all.contains(QStringLiteral("3rd")));
        QCOMPARE(all.count(QStringLiteral("1st")), 2);
        QVERIFY(all.join('\n').contains(QStringLiteral("\u221225"))); // the breakdown's points
        QCOMPARE(nobox::placeText(1), QStringLiteral("1st"));
        QCOMPARE(nobox::pointsText(-3), QStringLiteral("\u22123"));
    }

    void scoreSheetPluralsTakeTheirNumber()
    {
        // One star, one point: no "1 stars", in the lines and in what a screen reader says.
        const std::vector<core::SeatScore> scores {
            {4, {4, 2}, {{"trophies", 3, {3}}, {"prizes", 1, {1}}}},
            {1, {1, 2}, {{"trophies", 0, {}}, {"prizes", 1, {1, 0}}}},
            {1, {1, 1}, {{"trophies", 0, {}}, {"prizes", 1, {1}}}},
        };
        auto texts = nobox::BoardFactory();
        nobox::registerBuiltinBoards(texts);
        nobox::ScoreSheet sheet;
        sheet.showScores(scores, {"Ada", "Bo", "Cy"}, *texts.find("no-idea")->texts);
        const QString all = allTexts(&sheet).join('\n');
        QVERIFY2(all.contains(QStringLiteral("One trophy (3 stars): +3")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("One consolation prize (1 star): +1")));
        QVERIFY(all.contains(QStringLiteral("2 consolation prizes (stars: 1 + 0): +1")));
        QVERIFY(all.contains(QStringLiteral("Trophies and prizes together: 2 (breaks a tie)")));
        QVERIFY(all.contains(QStringLiteral("Bo, 2nd place, +1 point")));
        QVERIFY(all.contains(QStringLiteral("Ada, 1st place, +4 points")));
        QVERIFY2(
            !all.contains(QStringLiteral("1 stars")) && !all.contains(QStringLiteral("1 points")), qPrintable(all));
    }

    void windowTitleNamesTheGame()
    {
        App app;
        app.open();
        QVERIFY(app.window->startGame(table({"", "easy", "easy"})));
        QCOMPARE(app.window->windowTitle(), QStringLiteral("No Thanks! — NoBox"));
        app.window->showStartPage();
        QCOMPARE(app.window->windowTitle(), QStringLiteral("NoBox"));
        QVERIFY(!app.session().running());
    }

    void aSmallWindowLeavesTheRoomToTheBoard()
    {
        App app;
        app.open(1024, 600);
        QVERIFY(app.window->startGame(table({"", "easy", "easy", "easy", "easy", "easy", "easy"})));
        QApplication::processEvents();
        const int side = app.window->sidePanel()->width();
        QVERIFY2(side <= app.window->width() / 4, qPrintable(QString::number(side)));
        QVERIFY(app.window->board()->width() >= app.window->width() * 7 / 10);
    }

    void theDialogSaysWhatOpenChipsChange()
    {
        App app;
        app.open();
        nobox::NewGameDialog* dialog = app.window->openNewGameDialog("no-thanks");
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto* option = dialog->findChild<QWidget*>(QStringLiteral("option-open-counters"));
        QVERIFY(option);
        auto* help = option->findChild<QLabel*>(QStringLiteral("optionHelp"));
        QVERIFY(help && help->isVisible());
        QVERIFY2(help->text().contains(QLatin1String("Show my chips")), qPrintable(help->text()));
        dialog->reject();
    }

    void artIsCachedBySizeAndPixelRatio()
    {
        const nobox::Art& art = nobox::Art::of(QStringLiteral(":/art/no_thanks/no_thanks.svg"));
        if (!art.isValid())
            QSKIP("the No Thanks! art is not built in");
        QVERIFY(art.has(QStringLiteral("cover")));
        const QPixmap one = art.pixmap(QStringLiteral("cover"), QSizeF(200, 100), 1.0);
        const QPixmap two = art.pixmap(QStringLiteral("cover"), QSizeF(200, 100), 2.0);
        QCOMPARE(one.deviceIndependentSize().toSize(), QSize(200, 100));
        QCOMPARE(two.size(), QSize(400, 200)); // rendered at size x ratio: crisp on a high-density screen
        QCOMPARE(two.devicePixelRatio(), 2.0);
        const int cached = art.cachedCount();
        const QPixmap again = art.pixmap(QStringLiteral("cover"), QSizeF(200, 100), 2.0);
        QCOMPARE(art.cachedCount(), cached);
        QCOMPARE(again.cacheKey(), two.cacheKey()); // the same pixmap, not a new rendering
        QVERIFY(art.pixmap(QStringLiteral("no-such-element"), QSizeF(10, 10), 1.0).isNull());
        const nobox::Art& missing = nobox::Art::of(QStringLiteral(":/art/none.svg"));
        QVERIFY(!missing.isValid() && !missing.has(QStringLiteral("cover")));
    }

    void artCacheKeepsToItsBudget()
    {
        QPixmap square(10, 10); // 400 bytes of pixels
        square.fill(Qt::red);
        nobox::ArtCache cache(1200);
        cache.insert(QStringLiteral("a"), square);
        cache.insert(QStringLiteral("b"), square);
        cache.insert(QStringLiteral("c"), square);
        QVERIFY(!cache.find(QStringLiteral("a")).isNull()); // "a" is now the most recently drawn
        cache.insert(QStringLiteral("d"), square);
        QCOMPARE(cache.count(), 3);
        QCOMPARE(cache.bytes(), qint64(1200));
        QVERIFY(cache.find(QStringLiteral("b")).isNull()); // the least recently drawn went
        QVERIFY(!cache.find(QStringLiteral("a")).isNull());
        QPixmap large(20, 20); // more than the whole budget: not kept, and nothing else goes for it
        large.fill(Qt::blue);
        cache.insert(QStringLiteral("e"), large);
        QVERIFY(cache.find(QStringLiteral("e")).isNull());
        QCOMPARE(cache.count(), 3);
    }

    void artDrawnInMotionLeavesTheBoardsPictures()
    {
        const nobox::Art& art = nobox::Art::of(QStringLiteral(":/art/no_thanks/no_thanks.svg"));
        if (!art.isValid())
            QSKIP("the No Thanks! art is not built in");
        const QPixmap steady = art.pixmap(QStringLiteral("cover"), QSizeF(120, 80), 1.0);
        const qint64 before = nobox::Art::cachedBytes();
        {
            // A card turning over: a new width every frame, each seen once.
            const nobox::ArtInMotion inMotion;
            for (int width = 2; width < 240; width += 2)
                QVERIFY(!art.pixmap(QStringLiteral("cover"), QSizeF(width, 160), 1.0).isNull());
        }
        QVERIFY2(nobox::Art::cachedBytes() <= before + 1024 * 1024,
            qPrintable(QStringLiteral("%1 bytes kept").arg(nobox::Art::cachedBytes() - before)));
        QCOMPARE(art.pixmap(QStringLiteral("cover"), QSizeF(120, 80), 1.0).cacheKey(), steady.cacheKey());
    }
};

QTEST_MAIN(WindowTest)
#include "window_test.moc"
