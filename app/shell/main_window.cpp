// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/main_window.h"

#include "shell/about.h"
#include "shell/allocator.h"
#include "shell/autosave.h"
#include "shell/board.h"
#include "shell/board_factory.h"
#include "shell/game_actions.h"
#include "shell/game_texts.h"
#include "shell/guide_panel.h"
#include "shell/handover_banner.h"
#include "shell/handover_guard.h"
#include "shell/history.h"
#include "shell/hotseat_cover.h"
#include "shell/language.h"
#include "shell/lesson_runner.h"
#include "shell/new_game_dialog.h"
#include "shell/replay_viewer.h"
#include "shell/review_page.h"
#include "shell/rules_dialog.h"
#include "shell/save_location.h"
#include "shell/saved_game.h"
#include "shell/saved_game_lifecycle.h"
#include "shell/score_sheet.h"
#include "shell/side_panel.h"
#include "shell/speed.h"
#include "shell/start_page.h"
#include "shell/statistics_page.h"
#include "shell/table_settings.h"
#include "shell/unfinished_games.h"

#include "core/game.h"
#include "core/record.h"
#include "core/registry.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace nobox {

using games::core::kNoSeat;
using games::core::Seat;

struct MainWindow::Private {
    const games::core::Registry& registry;
    const BoardFactory& boards;
    GameSession session;
    History history;
    GameActions* actions = nullptr;
    StatisticsPage* statistics = nullptr;
    ReplayViewer* replay = nullptr;
    QWidget* replayReturn = nullptr; // the page the replay goes back to
    ReviewPage* review = nullptr;
    QWidget* reviewReturn = nullptr; // the page the review goes back to

    QStackedWidget* pages = nullptr;
    StartPage* startPage = nullptr;
    QSplitter* tablePage = nullptr;
    QStackedWidget* boardStack = nullptr; // the board, or the hot-seat cover instead of it
    HotseatCover* cover = nullptr;
    HandoverGuard* guard = nullptr; // in hot-seat, no input of one person acts for the next
    HandoverBanner* banner = nullptr; // the next person's name, large, where no cover comes between
    Seat bannerFor = kNoSeat; // whose name the banner shows once the board shows their turn
    SidePanel* side = nullptr;
    GuidePanel* guide = nullptr; // beside the board during a lesson
    LessonRunner* lesson = nullptr; // the lesson at the table, if any
    bool seatingLesson = false; // a lesson's game is being seated (its runner comes right after)
    Board* board = nullptr;
    ScoreSheet* scoreSheet = nullptr;
    RulesDialog* rules = nullptr;
    NewGameDialog* newGame = nullptr;
    LanguageSwitcher* language = nullptr;

    QMenu* gameMenu = nullptr;
    QMenu* viewMenu = nullptr;
    QMenu* speedMenu = nullptr;
    QMenu* languageMenu = nullptr;
    QMenu* helpMenu = nullptr;

    const GameUi* ui = nullptr;
    TableConfig asked; // the table as chosen (random start, no seed): Play again deals it afresh
    std::string rulesGame; // whose rules Help shows: the game at the table, else the last one chosen
    QString rulesSection; // where the rules were last opened
    bool hintPending = false;
    int hintMoveCount = -1; // the position the hint shown is for
    SavedGameLifecycle saved; // how the game at the table came, and whether the unfinished game on disk is its own

    Private(const games::core::Registry& r, const BoardFactory& b)
        : registry(r)
        , boards(b)
        , session(r)
    {
    }
};

MainWindow::MainWindow(const games::core::Registry& registry, const BoardFactory& boards, LanguageSwitcher* language)
    : QMainWindow(nullptr)
    , d(std::make_unique<Private>(registry, boards))
{
    setObjectName(QStringLiteral("mainWindow"));
    d->actions = new GameActions(this);
    d->language = language ? language : new LanguageSwitcher(this);
    d->pages = new QStackedWidget(this);
    setCentralWidget(d->pages);

    d->startPage = new StartPage(registry, boards, d->pages);
    d->pages->addWidget(d->startPage);

    d->tablePage = new QSplitter(Qt::Horizontal, d->pages);
    d->tablePage->setObjectName(QStringLiteral("tablePage"));
    d->tablePage->setChildrenCollapsible(false);
    d->boardStack = new QStackedWidget(d->tablePage);
    d->boardStack->setObjectName(QStringLiteral("boardStack"));
    d->cover = new HotseatCover(d->boardStack);
    d->boardStack->addWidget(d->cover);
    d->guard = new HandoverGuard(this);
    d->banner = new HandoverBanner(d->boardStack);
    connect(d->guard, &HandoverGuard::handedOver, this, [this](Seat seat) {
        d->bannerFor = seat;
        showBannerWhenDue();
    });
    d->side = new SidePanel(d->actions->hint, d->tablePage, d->actions->undo);
    d->side->setEndActions(d->actions->scores, d->actions->playAgain);
    d->guide = new GuidePanel(d->tablePage);
    d->guide->hide(); // until a lesson
    d->tablePage->addWidget(d->boardStack);
    d->tablePage->addWidget(d->guide);
    d->tablePage->addWidget(d->side);
    d->tablePage->setStretchFactor(0, 1);
    d->tablePage->setStretchFactor(1, 0);
    d->tablePage->setStretchFactor(2, 0);
    connect(d->guide, &GuidePanel::leaveRequested, this, &MainWindow::showStartPage);
    connect(d->guide, &GuidePanel::restartRequested, this, [this] {
        if (d->lesson)
            (void)startLesson(std::string(d->lesson->gameId()), d->lesson->lesson().id);
    });
    connect(d->guide, &GuidePanel::realGameRequested, this, [this] {
        if (!d->lesson)
            return;
        if (d->scoreSheet)
            d->scoreSheet->hide(); // the lesson's scores are done with
        openNewGameDialog(d->lesson->gameId());
    });
    d->pages->addWidget(d->tablePage);

    d->history.open(); // whatever it finds, the app starts: the statistics page says what is wrong
    d->statistics = new StatisticsPage(d->history, registry, boards, d->pages);
    d->pages->addWidget(d->statistics);
    connect(d->statistics, &StatisticsPage::backRequested, this, &MainWindow::showStartPage);
    d->replay = new ReplayViewer(registry, boards, d->pages);
    d->pages->addWidget(d->replay);
    connect(d->replay, &ReplayViewer::closeRequested, this, [this] {
        d->pages->setCurrentWidget(d->replayReturn ? d->replayReturn : d->startPage);
        retranslate();
    });
    d->review = new ReviewPage(registry, boards, d->pages);
    d->review->setHistory(&d->history); // a finished review is kept with the game
    d->pages->addWidget(d->review);
    connect(d->review, &ReviewPage::closeRequested, this, [this] {
        d->pages->setCurrentWidget(d->reviewReturn ? d->reviewReturn : d->startPage);
        retranslate();
    });
    connect(d->review, &ReviewPage::decisionOpened, this, [this](int ply, Seat seat) {
        if (!showReplay(d->review->record()))
            return;
        d->replay->setRecall(true); // what that player knew, all of it (the table's aids aside)
        d->replay->setView(seat);
        d->replay->jumpTo(ply);
    });
    connect(d->replay, &ReplayViewer::reviewRequested, this, [this] {
        // Back from the replay the review is there already when the replay was opened from it.
        if (d->replayReturn == d->review && d->review->review())
            d->pages->setCurrentWidget(d->review);
        else
            (void)showReview(d->replay->record(), std::max(d->replay->view(), 0));
    });
    connect(d->statistics, &StatisticsPage::reviewRequested, this, [this](qint64 id) {
        const auto record = d->history.record(id);
        if (!record || !showReview(*record, 0))
            showProblem(tr("The game cannot be reviewed"), tr("This game of the history does not replay."));
    });
    connect(d->statistics, &StatisticsPage::replayRequested, this, [this](qint64 id) {
        const auto record = d->history.record(id);
        if (!record || !showReplay(*record))
            showProblem(tr("The game cannot be shown"), tr("This game of the history does not replay."));
    });

    const std::string last = loadLastGame();
    d->rulesGame = boards.find(last) ? last : (boards.all().empty() ? std::string() : boards.all().begin()->first);
    if (const auto speed = loadSpeed())
        d->session.setSpeed(*speed);
    d->actions->setSpeed(d->session.speed());

    buildMenus();

    connect(d->startPage, &StartPage::gameChosen, this, [this](const std::string& id) { openNewGameDialog(id); });
    connect(d->startPage, &StartPage::newGameRequested, this, [this] { openNewGameDialog(); });
    connect(d->startPage, &StartPage::lessonChosen, this,
        [this](const std::string& game, const std::string& lesson) { (void)startLesson(game, lesson); });
    connect(d->startPage, &StartPage::quitRequested, this, &QWidget::close);
    connect(d->startPage, &StartPage::continueRequested, this, &MainWindow::continueGame);
    connect(d->startPage, &StartPage::statisticsRequested, this, [this] { showStatistics(); });
    connect(d->startPage->unfinishedGames(), &UnfinishedGames::openRequested, this, &MainWindow::openUnfinished);
    connect(d->startPage->unfinishedGames(), &UnfinishedGames::deleteRequested, this,
        [this](const QString& path) { deleteUnfinished(path, true); });
    connect(d->cover, &HotseatCover::confirmed, &d->session, &GameSession::confirmCover);

    connect(&d->session, &GameSession::positionChanged, this, &MainWindow::refresh);
    connect(&d->session, &GameSession::coverChanged, this, &MainWindow::updateCover);
    connect(&d->session, &GameSession::moveRefused, this, [this](const games::core::Error& error) {
        if (d->board)
            d->board->showRefusal(error);
    });
    connect(&d->session, &GameSession::thinkingChanged, this, [this](Seat, bool) { updateStatus(); });
    connect(&d->session, &GameSession::thinkingProgress, this, [this](Seat seat, double fraction) {
        if (seat == d->session.thinkingSeat() && !(d->board && d->board->shownTurn() != kNoSeat))
            d->side->setThinking(tr("%1 is thinking…").arg(seatName(seat)), fraction);
    });
    connect(&d->session, &GameSession::hintReady, this, [this](const games::core::Move& move, double chance) {
        d->hintPending = false;
        d->hintMoveCount = d->session.moveCount();
        const auto observation = d->session.observation();
        if (!observation || !d->ui)
            return;
        QString text = tr("Hint: %1").arg(d->ui->texts->moveText(move, *observation));
        if (chance >= 0)
            text += QLatin1Char(' ') + tr("(about %1% chance to win)").arg(std::lround(chance * 100));
        d->side->setHint(text);
        if (d->board)
            d->board->showHint(move, chance);
        updateHintAction();
    });
    connect(&d->session, &GameSession::gameOver, this, &MainWindow::gameEnded);
    // Every position the game reaches is on disk before anything else happens: a crash costs at most the move
    // being made.
    connect(&d->session, &GameSession::started, this, &MainWindow::autosave);
    connect(&d->session, &GameSession::moveApplied, this, &MainWindow::autosave);
    connect(&d->session, &GameSession::undone, this, &MainWindow::autosave);

    d->pages->setCurrentWidget(d->startPage);
    retranslate();
    updateContinueOffer();
    // 1280×800, or less on a smaller screen: the whole window on it, even without a window manager to fit it.
    QSize size(1280, 800);
    if (const QScreen* screen = this->screen())
        size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
}

MainWindow::~MainWindow()
{
    d->session.stop();
    delete d->board; // before the session it refers to
    d->board = nullptr;
}

GameSession& MainWindow::session()
{
    return d->session;
}

StartPage* MainWindow::startPage() const
{
    return d->startPage;
}

SidePanel* MainWindow::sidePanel() const
{
    return d->side;
}

HotseatCover* MainWindow::cover() const
{
    return d->cover;
}

ScoreSheet* MainWindow::scoreSheet() const
{
    return d->scoreSheet;
}

NewGameDialog* MainWindow::newGameDialog() const
{
    return d->newGame;
}

LanguageSwitcher& MainWindow::language() const
{
    return *d->language;
}

RulesDialog* MainWindow::rulesDialog() const
{
    return d->rules;
}

GameActions& MainWindow::actions() const
{
    return *d->actions;
}

QWidget* MainWindow::board() const
{
    return d->board;
}

GuidePanel* MainWindow::guidePanel() const
{
    return d->guide;
}

LessonRunner* MainWindow::lessonRunner() const
{
    return d->lesson;
}

bool MainWindow::startLesson(const std::string& gameId, const std::string& lessonId)
{
    const GameUi* ui = d->boards.find(gameId);
    const games::core::Game* game = d->registry.find(gameId);
    if (!ui || !game)
        return false;
    const auto found = std::find_if(
        ui->lessons.begin(), ui->lessons.end(), [&](const Lesson& lesson) { return lesson.id == lessonId; });
    if (found == ui->lessons.end())
        return false;
    const Lesson& lesson = *found;
    // The learner at seat 0, computers at the lesson's level, the lesson's deal: the same game every time, in
    // which every rule the lesson explains comes up.
    TableConfig table;
    table.gameId = gameId;
    for (int seat = 0; seat < lesson.seats; ++seat)
        table.seats.push_back({defaultSeatName(seat, seat == 0), seat == 0, lesson.computerLevel});
    table.startSeat = 0;
    table.options = lesson.options;
    table.seed = lesson.seed;
    table.hintLevel = lesson.learnerLevel;
    table.hintSeed = lesson.hintSeed;
    QString why;
    d->seatingLesson = true;
    const bool seated = seatGame(table, nullptr, Arrival::New, &why);
    d->seatingLesson = false;
    if (!seated) {
        if (!why.isEmpty())
            QMessageBox::warning(this, tr("The lesson cannot start"), why);
        return false;
    }
    d->lesson = new LessonRunner(gameId, lesson, d->session, *ui->texts, *d->guide, d->board, this);
    d->guide->show();
    d->side->hide();
    resizeEvent(nullptr);
    d->lesson->catchUp();
    return true;
}

void MainWindow::endLesson()
{
    delete d->lesson;
    d->lesson = nullptr;
    d->guide->hide();
    d->side->show();
}

ReplayViewer* MainWindow::replayViewer() const
{
    return d->replay;
}

bool MainWindow::showReplay(const games::core::Record& record)
{
    const games::core::Replay whole = games::core::replay(d->registry, record);
    if (!whole.match || !whole.match->isOver())
        return false;
    std::vector<Seat> views {games::core::kSpectator, kEverythingOpen};
    for (Seat seat = 0; seat < whole.match->seatCount(); ++seat)
        views.push_back(seat);
    if (!d->replay->setRecord(record, views))
        return false;
    if (d->scoreSheet)
        d->scoreSheet->hide();
    QWidget* from = d->pages->currentWidget();
    d->replayReturn = from == d->replay ? d->replayReturn : from;
    d->pages->setCurrentWidget(d->replay);
    return true;
}

bool MainWindow::showReview(const games::core::Record& record, Seat seat)
{
    QWidget* from = d->pages->currentWidget();
    if (!d->review->start(record, seat))
        return false;
    if (d->scoreSheet)
        d->scoreSheet->hide();
    // From the replay opened by the review itself, back to where the review came from.
    if (from != d->review && !(from == d->replay && d->replayReturn == d->review))
        d->reviewReturn = from;
    d->pages->setCurrentWidget(d->review);
    return true;
}

ReviewPage* MainWindow::reviewPage() const
{
    return d->review;
}

StatisticsPage* MainWindow::statisticsPage() const
{
    return d->statistics;
}

History& MainWindow::history() const
{
    return d->history;
}

void MainWindow::showStatistics(const std::string& gameId, const QString& player)
{
    // The player at the table (or the first person) and the game last played, unless asked otherwise.
    std::string game = gameId;
    if (game.empty())
        game = d->session.running() || d->session.isOver() ? d->session.table().gameId : loadLastGame();
    QString name = player;
    if (name.isEmpty() && (d->session.running() || d->session.isOver()))
        for (int seat = 0; seat < d->session.seatCount() && name.isEmpty(); ++seat)
            if (d->session.isHuman(seat))
                name = seatName(seat);
    showStartPage();
    d->statistics->reload(game, name);
    d->pages->setCurrentWidget(d->statistics);
}

void MainWindow::buildMenus()
{
    GameActions& a = *d->actions;
    d->gameMenu = menuBar()->addMenu(QString());
    d->gameMenu->addAction(a.newGame);
    d->gameMenu->addAction(a.openGame);
    d->gameMenu->addAction(a.saveGame);
    d->gameMenu->addAction(a.closeGame);
    d->gameMenu->addSeparator();
    d->gameMenu->addAction(a.scores);
    d->gameMenu->addAction(a.playAgain);
    d->gameMenu->addAction(a.replay);
    d->gameMenu->addAction(a.statistics);
    d->gameMenu->addSeparator();
    d->gameMenu->addAction(a.undo);
    d->gameMenu->addAction(a.hint);
    d->gameMenu->addSeparator();
    d->gameMenu->addAction(a.quit);

    d->viewMenu = menuBar()->addMenu(QString());
    d->viewMenu->addAction(a.fullScreen);
    d->speedMenu = d->viewMenu->addMenu(QString());
    for (auto& [speed, action] : a.speeds)
        d->speedMenu->addAction(action);

    // Each language named in itself, so that anyone finds their own whatever the app speaks now.
    d->languageMenu = menuBar()->addMenu(QString());
    d->languageMenu->setObjectName(QStringLiteral("languageMenu"));
    auto* languages = new QActionGroup(d->languageMenu);
    const auto checkCurrent = [this, languages] {
        for (QAction* action : languages->actions())
            action->setChecked(action->data().toString() == d->language->current());
    };
    for (const AppLanguage& language : appLanguages()) {
        QAction* action = d->languageMenu->addAction(language.nativeName);
        action->setObjectName(QStringLiteral("language-") + language.code);
        action->setCheckable(true);
        action->setData(language.code);
        languages->addAction(action);
        connect(
            action, &QAction::triggered, this, [this, checkCurrent, code = language.code, name = language.nativeName] {
                if (hasFontFor(code)) {
                    d->language->switchTo(code);
                    return;
                }
                // Said in the language in use: the new one could not be read without the font.
                QMessageBox::warning(this, name,
                    tr("%1 needs a font this computer does not have (on Debian and Ubuntu: the package "
                       "fonts-noto-cjk). Without it every character would show as an empty box.")
                        .arg(name));
                checkCurrent(); // the menu shows the language still in use
            });
    }
    connect(d->language, &LanguageSwitcher::switched, this, checkCurrent);
    checkCurrent();

    d->helpMenu = menuBar()->addMenu(QString());
    d->helpMenu->addAction(a.rules);
    d->helpMenu->addSeparator();
    d->helpMenu->addAction(a.about);

    connect(a.newGame, &QAction::triggered, this, [this] { openNewGameDialog(); });
    connect(a.closeGame, &QAction::triggered, this, &MainWindow::showStartPage);
    connect(a.undo, &QAction::triggered, &d->session, &GameSession::undo);
    connect(a.statistics, &QAction::triggered, this, [this] { showStatistics(); });
    connect(a.scores, &QAction::triggered, this, [this] {
        if (d->board && d->session.isOver())
            showScoreSheet();
    });
    connect(a.playAgain, &QAction::triggered, this, [this] {
        if (d->board && d->session.isOver())
            playAgain();
    });
    connect(a.replay, &QAction::triggered, this, [this] {
        if (d->session.isOver())
            showReplay(d->session.record());
    });
    connect(a.saveGame, &QAction::triggered, this, [this] {
        if (!d->session.running() && !d->session.isOver())
            return;
        const QString suggested = QDir(saveFolder())
                                      .filePath(suggestedSaveName(
                                          d->ui ? d->ui->texts->title() : tr("Game"), QDateTime::currentDateTime()));
        const QString chosen = QFileDialog::getSaveFileName(
            this, tr("Save Game"), suggested, tr("NoBox games (*.nobox.json *.json);;All files (*)"));
        if (chosen.isEmpty())
            return;
        // The dialog asked about the name typed; the ending added may name another file that exists.
        const QString path = withRecordEnding(chosen);
        if (path != chosen && QFileInfo::exists(path)
            && QMessageBox::question(
                   this, tr("Save Game"), tr("“%1” exists already. Replace it?").arg(QDir::toNativeSeparators(path)))
                != QMessageBox::Yes)
            return;
        saveGameAs(path);
    });
    connect(a.openGame, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Game"), saveFolder(), tr("NoBox games (*.nobox.json *.json);;All files (*)"));
        if (path.isEmpty())
            return;
        rememberSaveFolder(path);
        openGameFrom(path);
    });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.hint, &QAction::triggered, this, [this] {
        if (!d->session.hintAvailable() || d->hintPending)
            return;
        d->hintPending = true;
        d->side->setHint(tr("Looking for a good move…"));
        updateHintAction();
        d->session.requestHint();
    });
    connect(a.fullScreen, &QAction::toggled, this, &MainWindow::toggleFullScreen);
    connect(&a, &GameActions::speedChosen, this, &MainWindow::setSpeed);
    connect(a.rules, &QAction::triggered, this, [this] { showRules(); });
    connect(a.about, &QAction::triggered, this, [this] { showAbout(this, d->boards); });
}

void MainWindow::retranslate()
{
    const GameUi* rulesUi = d->boards.find(d->rulesGame);
    d->actions->retranslate(rulesUi ? rulesUi->texts->title() : QString());
    d->gameMenu->setTitle(tr("&Game"));
    d->viewMenu->setTitle(tr("&View"));
    d->speedMenu->setTitle(tr("Computer &Speed"));
    //: The menu of the app's languages; its entries are each language's own name.
    d->languageMenu->setTitle(tr("&Language"));
    d->helpMenu->setTitle(tr("&Help"));
    if (d->rules && d->rules->isVisible()) // the open rules, again in the new language
        if (const GameUi* ui = d->boards.find(d->rules->gameId()))
            d->rules->showRules(d->rules->gameId(), ui->texts->title(), d->rulesSection);
    // The title names the game and never anything private.
    setWindowTitle(
        d->ui && d->pages->currentWidget() == d->tablePage ? tr("%1 — NoBox").arg(d->ui->texts->title()) : tr("NoBox"));
    if (d->session.running() || d->session.isOver())
        updateStatus();
    updateContinueOffer();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    if (event)
        QMainWindow::resizeEvent(event);
    // The side panel yields to the board on a small window: about a fifth of the width (227 px at 1024, 380 at
    // most), the rest for the board. Set again whenever the window's size changes (a person may drag it between).
    const int side = std::clamp(width() * 2 / 9, 200, 380);
    // During a lesson the guide takes the side panel's place: the board keeps its room, and the guide's Suggest
    // and Restart stand for the hint and undo.
    const bool lesson = d->guide->isVisibleTo(this);
    d->tablePage->setSizes({std::max(0, width() - side), lesson ? side : 0, lesson ? 0 : side});
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    if (event->type() == QEvent::WindowStateChange) {
        const QSignalBlocker block(d->actions->fullScreen);
        d->actions->fullScreen->setChecked(isFullScreen());
    }
    QMainWindow::changeEvent(event);
}

QStringList MainWindow::shownNames() const
{
    // A default name ("Computer 2") in the language in use; the record keeps the one the game started with.
    QStringList names = d->session.seatNames();
    for (int seat = 0; seat < names.size(); ++seat)
        names[seat] = rewordedSeatName(names[seat], seat);
    return names;
}

QString MainWindow::seatName(Seat seat) const
{
    const QStringList names = shownNames();
    return seat >= 0 && seat < names.size() ? names[seat] : QString();
}

NewGameDialog* MainWindow::openNewGameDialog(const std::string& gameId)
{
    if (!d->newGame) {
        d->newGame = new NewGameDialog(d->registry, d->boards, this);
        connect(d->newGame, &QDialog::accepted, this, [this] { startGame(d->newGame->table()); });
    }
    std::string game = gameId;
    if (game.empty())
        game = d->session.running() || d->session.isOver() ? d->session.table().gameId : loadLastGame();
    d->newGame->setGame(game);
    d->newGame->open();
    return d->newGame;
}

bool MainWindow::startGame(const TableConfig& table)
{
    QString why;
    if (seatGame(table, nullptr, Arrival::New, &why))
        return true;
    if (!why.isEmpty())
        QMessageBox::warning(this, tr("The game cannot start"), why);
    return false;
}

/// Seats a new game at `table`, or the game `record` holds (checked by loadRecordFile before: a refused record
/// never reaches this, so the game at the table and its autosave stay as they were). `how` says where it comes
/// from (SavedGameLifecycle).
bool MainWindow::seatGame(const TableConfig& table, const games::core::Record* record, Arrival how, QString* why)
{
    const std::string gameId = record ? record->game : table.gameId;
    const GameUi* ui = d->boards.find(gameId);
    if (!ui || !d->registry.find(gameId)) {
        if (record && why)
            *why = recordErrorText(games::core::Error::withDetail("record.unknown-game", gameId), nullptr);
        return false;
    }
    if (d->scoreSheet)
        d->scoreSheet->hide();
    endLesson(); // a lesson's guide stays with its own game only
    d->saved.seat(how);
    // The old game goes first, its computers stopped: nothing of it can reach the new one.
    d->session.stop();
    if (d->board) {
        d->boardStack->removeWidget(d->board);
        delete d->board;
        d->board = nullptr;
    }
    d->ui = ui;
    d->rulesGame = gameId;
    d->hintPending = false;
    d->hintMoveCount = -1;
    d->side->setHint({});
    d->board = ui->makeBoard(d->session, d->boardStack);
    d->board->setAnimationScale(animationScale(d->session.speed()));
    d->boardStack->addWidget(d->board);
    d->boardStack->setCurrentWidget(d->board);
    d->guard->setBoard(d->board);
    d->banner->hide();
    d->bannerFor = kNoSeat;
    connect(d->board, &Board::moveRequested, this, [this](const games::core::Move& move) {
        if (d->guard->allowsMove())
            d->session.requestMove(move);
    });
    connect(d->board, &Board::rulesRequested, this, &MainWindow::showRules);
    connect(d->board, &Board::shownTurnChanged, this, [this] {
        updateStatus();
        showBannerWhenDue();
    });
    d->pages->setCurrentWidget(d->tablePage);
    retranslate();

    const games::core::Error error = record ? d->session.resume(*record) : d->session.start(table);
    d->saved.arrived();
    if (error) {
        if (why)
            *why = record ? recordErrorText(error, ui->texts.get()) : ui->texts->errorText(error);
        showStartPage();
        return false;
    }
    d->asked = table;
    if (record)
        (void)tableOfRecord(d->session.game(), *record, d->asked); // it replayed: its table is sound
    d->asked.seed = 0;
    updateCover();
    return true;
}

bool MainWindow::continueGame()
{
    const LoadedRecord loaded = readAutosave(d->registry);
    if (!loaded.ok()) {
        const GameUi* ui = d->boards.find(loaded.record.game);
        showProblem(tr("The game cannot go on"), recordErrorText(loaded, ui ? ui->texts.get() : nullptr));
        updateContinueOffer();
        return false;
    }
    QString why;
    if (!seatGame({}, &loaded.record, Arrival::Continued, &why)) {
        showProblem(tr("The game cannot go on"), why);
        return false;
    }
    return true;
}

bool MainWindow::saveGameTo(const QString& path)
{
    if (!d->session.running() && !d->session.isOver())
        return false;
    if (!saveRecordFile(path, d->session.record())) {
        showProblem(tr("The game was not saved"), tr("NoBox cannot write “%1”.").arg(path));
        return false;
    }
    return true;
}

QString MainWindow::saveGameAs(const QString& chosen)
{
    const QString path = withRecordEnding(chosen);
    if (!saveGameTo(path))
        return {};
    rememberSaveFolder(path);
    showNote(tr("Game saved as “%1”.").arg(QDir::toNativeSeparators(path)));
    return path;
}

QString MainWindow::openGameFrom(const QString& path)
{
    const LoadedRecord loaded = loadRecordFile(path, d->registry);
    QString why;
    if (loaded.ok()) {
        if (seatGame({}, &loaded.record, Arrival::Opened, &why))
            return {};
    } else {
        const GameUi* ui = d->boards.find(loaded.record.game);
        why = recordErrorText(loaded, ui ? ui->texts.get() : nullptr);
    }
    showProblem(tr("The game cannot be opened"), tr("“%1” cannot be opened. %2").arg(path, why));
    return why;
}

void MainWindow::autosave()
{
    // A lesson is played again from the start page, never continued: it takes no unfinished game's place.
    if (d->session.isOver() || (!d->session.running()) || d->lesson || d->seatingLesson)
        return;
    if (!d->saved.ownsAutosave()) {
        // A saved copy of the very game on disk (opened again) replaces it; anything else is put aside.
        if (!autosaveIsEarlierOf(d->session.record(), d->registry))
            putAsideUnfinishedGame();
        d->saved.tookAutosave();
    }
    if (writeAutosave(d->session.record()))
        emit autosaved(d->session.moveCount());
}

void MainWindow::gameEnded()
{
    // A game opened from a file that was already over is shown, never counted again; any other game that ends
    // here leaves the unfinished-game slot.
    // A lesson's game is practice with a guide, not one for the statistics.
    if (d->saved.endCounts() && !d->lesson) {
        d->history.addGame(d->session.record(), d->session.finalScores());
        clearAutosave();
        emit autosaveCleared();
    }
    showScoreSheet();
    releaseFreeMemory(); // what the game, its searches and its movements freed
}

void MainWindow::updateContinueOffer()
{
    if (!d->startPage)
        return;
    d->startPage->refreshLessons();
    QString summary;
    if (hasAutosave()) {
        const LoadedRecord loaded = readAutosave(d->registry);
        const GameUi* ui = d->boards.find(loaded.record.game);
        if (loaded.ok() && ui) {
            QStringList names;
            for (const auto& name : loaded.record.seats)
                names << rewordedSeatName(QString::fromStdString(name), static_cast<int>(names.size()));
            summary = tr("%1 with %2 (moves played: %3)")
                          .arg(ui->texts->title(), joinedNames(names))
                          .arg(loaded.record.moves.size());
        } else if (!loaded.unreadable) {
            summary = tr("The saved game cannot be continued: %1")
                          .arg(recordErrorText(loaded, ui ? ui->texts.get() : nullptr));
        }
    }
    d->startPage->setContinueOffer(summary);

    std::vector<UnfinishedGame> games;
    for (const QString& path : setAsideFiles()) {
        const LoadedRecord loaded = loadRecordFile(path, d->registry);
        const GameUi* ui = d->boards.find(loaded.record.game);
        UnfinishedGame game;
        game.path = path;
        game.title = ui ? ui->texts->title() : QString::fromStdString(loaded.record.game);
        for (const auto& name : loaded.record.seats)
            game.players << rewordedSeatName(QString::fromStdString(name), static_cast<int>(game.players.size()));
        game.when = QFileInfo(path).lastModified();
        game.moves = static_cast<int>(loaded.record.moves.size());
        if (!loaded.ok())
            game.problem = recordErrorText(loaded, ui ? ui->texts.get() : nullptr);
        games.push_back(game);
    }
    d->startPage->unfinishedGames()->setGames(games);
}

bool MainWindow::openUnfinished(const QString& path)
{
    if (!openGameFrom(path).isEmpty())
        return false;
    // It is the game at the table now, kept as the unfinished game: the copy put aside goes.
    if (!d->session.isOver())
        QFile::remove(path);
    updateContinueOffer();
    return true;
}

void MainWindow::deleteUnfinished(const QString& path, bool ask)
{
    const auto remove = [this, path] {
        QFile::remove(path);
        updateContinueOffer();
    };
    if (!ask) {
        remove();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Delete the game"),
        tr("Delete this unfinished game for good? It cannot be opened again."), QMessageBox::Yes | QMessageBox::No,
        this);
    box->setObjectName(QStringLiteral("deleteQuestion"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [remove](int result) {
        if (result == QMessageBox::Yes)
            remove();
    });
    box->open();
}

void MainWindow::putAsideUnfinishedGame()
{
    // An unfinished game makes way for another without being lost: it is kept to be opened again.
    if (!hasAutosave())
        return;
    const LoadedRecord unfinished = readAutosave(d->registry);
    if (!setAsideAutosave(QString::fromStdString(unfinished.record.game)).isEmpty())
        showNote(tr("The unfinished game was put aside: the start page lists it under “Unfinished games”."));
}

void MainWindow::showNote(const QString& text)
{
    // In the status bar for a while, which is shown only then: the table keeps its room otherwise.
    QStatusBar* bar = statusBar();
    bar->show();
    bar->showMessage(text, 12000);
    QTimer::singleShot(12500, bar, [bar] {
        if (bar->currentMessage().isEmpty())
            bar->hide();
    });
}

void MainWindow::showProblem(const QString& title, const QString& text)
{
    // Not blocking: the message waits beside the window (and tests read it).
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("problemMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::playAgain()
{
    if (d->asked.gameId.empty())
        return false;
    return startGame(d->asked);
}

void MainWindow::showStartPage()
{
    endLesson();
    d->session.stop();
    if (d->scoreSheet)
        d->scoreSheet->hide();
    if (d->board) {
        d->boardStack->removeWidget(d->board);
        delete d->board;
        d->board = nullptr;
    }
    d->ui = nullptr;
    d->pages->setCurrentWidget(d->startPage);
    retranslate();
    updateHintAction();
    updateContinueOffer();
}

void MainWindow::setSpeed(Speed speed)
{
    d->session.setSpeed(speed);
    d->actions->setSpeed(speed);
    if (d->board)
        d->board->setAnimationScale(animationScale(speed));
    saveSpeed(speed);
}

void MainWindow::refresh()
{
    if (!d->board || !d->ui)
        return;
    // Behind the cover the board and the log get the public view only: nothing private sits in a hidden widget.
    const bool covered = d->session.coverFor().has_value();
    const auto observation = covered ? d->session.publicObservation() : d->session.observation();
    if (!observation)
        return;
    BoardView view;
    view.observation = observation.get();
    if (!covered)
        view.legal = d->session.humanMoves();
    view.seatNames = shownNames();
    for (Seat seat = 0; seat < d->session.seatCount(); ++seat)
        view.human.push_back(d->session.isHuman(seat));
    view.thinking = d->session.thinkingSeat();
    view.over = d->session.isOver();
    d->board->showPosition(view);
    d->guard->follow(d->session);
    d->side->setLog(d->ui->texts->logLines(*observation, view.seatNames));
    if (d->hintMoveCount != d->session.moveCount() && !d->hintPending)
        d->side->setHint({}); // the hint was for a position that is gone
    updateStatus();
}

void MainWindow::updateStatus()
{
    updateHintAction();
    if (!d->ui)
        return;
    // While the board still shows an earlier turn's steps, the status names that turn too (one source of truth
    // for whose turn is shown), and nobody is thinking yet for all to see.
    const Seat shown = d->board ? d->board->shownTurn() : kNoSeat;
    const Seat thinking = d->session.thinkingSeat();
    if (thinking != kNoSeat && shown == kNoSeat)
        d->side->setThinking(tr("%1 is thinking…").arg(seatName(thinking)), -1);
    else
        d->side->setThinking({}, 0);

    if (d->session.isOver()) {
        const auto winners = games::core::winnersOf(d->session.finalScores());
        QStringList names;
        for (int seat : winners)
            names << seatName(seat);
        d->side->setStatus(names.size() == 1 ? tr("Game over: %1 wins.").arg(names.front())
                                             : tr("Game over: %1 share the victory.").arg(joinedNames(names)));
    } else if (const auto cover = d->session.coverFor()) {
        d->side->setStatus(tr("Pass to %1").arg(seatName(*cover)));
    } else if (shown != kNoSeat) {
        d->side->setStatus(tr("%1's turn").arg(seatName(shown)));
    } else if (d->session.toMove() != kNoSeat) {
        d->side->setStatus(tr("%1 to play").arg(seatName(d->session.toMove())));
    }
}

void MainWindow::updateCover()
{
    if (!d->board)
        return;
    if (const auto seat = d->session.coverFor()) {
        d->cover->setPlayer(seatName(*seat), d->ui ? d->ui->artFile : QString(), QStringLiteral("cover"));
        d->boardStack->setCurrentWidget(d->cover);
        d->cover->setFocus(Qt::OtherFocusReason);
    } else {
        d->boardStack->setCurrentWidget(d->board);
    }
    d->guard->follow(d->session);
    updateStatus();
}

void MainWindow::showBannerWhenDue()
{
    // The name of the person whose turn it is, when the board shows their turn (not the steps of the one before),
    // and only while it is still theirs.
    if (d->bannerFor == kNoSeat || !d->board || d->board->shownTurn() != kNoSeat)
        return;
    if (d->session.toMove() == d->bannerFor && !d->session.coverFor())
        d->banner->showFor(seatName(d->bannerFor));
    d->bannerFor = kNoSeat;
}

void MainWindow::updateHintAction()
{
    d->actions->undo->setEnabled(d->board && d->session.undoAvailable());
    // The button only where the table allows undo at all (against computers, or hot-seat with the option).
    const bool undoAllowed = d->session.running() && (d->session.humanCount() == 1 || d->session.table().hotseatUndo);
    d->side->undoButton()->setVisible(undoAllowed);
    const bool finished = d->board && d->session.isOver();
    d->actions->replay->setEnabled(finished);
    d->actions->scores->setEnabled(finished);
    d->actions->playAgain->setEnabled(finished);
    d->side->setOver(finished);
    d->actions->saveGame->setEnabled(d->board != nullptr);
    d->actions->hint->setEnabled(d->board && d->session.hintAvailable() && !d->hintPending);
}

void MainWindow::showScoreSheet()
{
    if (!d->ui)
        return;
    if (!d->scoreSheet) {
        d->scoreSheet = new ScoreSheet(this);
        connect(d->scoreSheet, &ScoreSheet::playAgain, this, &MainWindow::playAgain);
        connect(d->scoreSheet, &ScoreSheet::newGame, this, [this] { openNewGameDialog(); });
        connect(d->scoreSheet, &ScoreSheet::reviewRequested, this, [this] {
            // The first person at the table: whose decisions a player most wants to see.
            Seat seat = 0;
            while (seat + 1 < d->session.seatCount() && !d->session.isHuman(seat))
                ++seat;
            if (!d->session.isHuman(seat))
                seat = 0;
            (void)showReview(d->session.record(), seat);
        });
    }
    d->scoreSheet->showScores(d->session.finalScores(), shownNames(), *d->ui->texts);
    if (d->lesson) {
        // The guide beside it still speaks and its buttons (Next, Play a real game) must answer: not modal.
        d->scoreSheet->setWindowModality(Qt::NonModal);
        d->scoreSheet->show();
        d->scoreSheet->raise();
    } else {
        d->scoreSheet->open();
    }
}

void MainWindow::showRules(const QString& section)
{
    const GameUi* ui = d->boards.find(d->rulesGame);
    if (!ui)
        return;
    if (!d->rules)
        d->rules = new RulesDialog(this);
    d->rulesSection = section;
    d->rules->showRules(d->rulesGame, ui->texts->title(), section);
    d->rules->show();
    d->rules->raise();
    d->rules->activateWindow();
}

void MainWindow::toggleFullScreen(bool on)
{
    if (on)
        showFullScreen();
    else
        showNormal();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    d->session.stop(); // a computer thinking stops now, never after the window is gone
    event->accept();
}

} // namespace nobox
