// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/main_window.h"

#include "shell/board.h"
#include "shell/board_factory.h"
#include "shell/game_session.h"
#include "shell/game_texts.h"

#include "core/game.h"
#include "core/registry.h"

#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace nobox {

struct MainWindow::Private {
    const games::core::Registry& registry;
    const BoardFactory& boards;
    GameSession session;
    QStackedWidget* pages = nullptr;
    QWidget* startPage = nullptr;
    QWidget* tablePage = nullptr;
    QHBoxLayout* tableLayout = nullptr;
    Board* board = nullptr;
    QLabel* status = nullptr;
    QListWidget* log = nullptr;
    const GameUi* ui = nullptr;

    Private(const games::core::Registry& r, const BoardFactory& b)
        : registry(r)
        , boards(b)
        , session(r)
    {
    }
};

MainWindow::MainWindow(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent)
    : QMainWindow(parent)
    , d(std::make_unique<Private>(registry, boards))
{
    setWindowTitle(tr("NoBox"));
    d->pages = new QStackedWidget(this);
    setCentralWidget(d->pages);

    d->startPage = new QWidget;
    auto* startLayout = new QVBoxLayout(d->startPage);
    for (const auto& game : registry.games()) {
        const GameUi* ui = boards.find(game->id());
        if (!ui)
            continue;
        auto* button = new QPushButton(ui->texts->title(), d->startPage);
        button->setAccessibleName(tr("Play %1").arg(ui->texts->title()));
        const std::string id(game->id());
        connect(button, &QPushButton::clicked, this, [this, id, &game] {
            TableConfig table;
            table.gameId = id;
            table.seats.push_back({tr("You"), true, {}});
            for (int seat = 1; seat < std::max(3, game->minSeats()); ++seat)
                table.seats.push_back({tr("Computer %1").arg(seat), false, QStringLiteral("normal")});
            startGame(table);
        });
        startLayout->addWidget(button);
    }
    d->pages->addWidget(d->startPage);

    d->tablePage = new QWidget;
    d->tableLayout = new QHBoxLayout(d->tablePage);
    auto* side = new QVBoxLayout;
    d->status = new QLabel(d->tablePage);
    d->log = new QListWidget(d->tablePage);
    d->log->setAccessibleName(tr("Move log"));
    side->addWidget(d->status);
    side->addWidget(d->log, 1);
    d->tableLayout->addLayout(side);
    d->pages->addWidget(d->tablePage);

    auto* gameMenu = menuBar()->addMenu(tr("&Game"));
    gameMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    auto refresh = [this] {
        if (!d->board || !d->session.observation())
            return;
        const auto observation = d->session.observation();
        BoardView view;
        view.observation = observation.get();
        view.legal = d->session.humanMoves();
        view.seatNames = d->session.seatNames();
        for (int seat = 0; seat < d->session.seatCount(); ++seat)
            view.human.push_back(d->session.isHuman(seat));
        view.thinking = d->session.thinkingSeat();
        view.over = d->session.isOver();
        d->board->showPosition(view);
        d->log->clear();
        d->log->addItems(d->ui->texts->logLines(*observation, view.seatNames));
        d->log->scrollToBottom();
    };
    connect(&d->session, &GameSession::positionChanged, this, refresh);
    connect(&d->session, &GameSession::moveRefused, this, [this](const games::core::Error& error) {
        if (d->board)
            d->board->showRefusal(error);
    });
}

MainWindow::~MainWindow() = default;

GameSession& MainWindow::session()
{
    return d->session;
}

bool MainWindow::startGame(const TableConfig& table)
{
    const GameUi* ui = d->boards.find(table.gameId);
    if (!ui)
        return false;
    if (d->board) {
        d->session.stop();
        delete d->board;
        d->board = nullptr;
    }
    d->ui = ui;
    d->board = ui->makeBoard(d->session, d->tablePage);
    d->tableLayout->insertWidget(0, d->board, 1);
    connect(d->board, &Board::moveRequested, &d->session, &GameSession::requestMove);
    d->pages->setCurrentWidget(d->tablePage);
    const games::core::Error error = d->session.start(table, ui->texts);
    if (error) {
        QMessageBox::warning(this, tr("NoBox"), ui->texts->errorText(error));
        return false;
    }
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    d->session.stop(); // a computer thinking stops now, never after the window is gone
    event->accept();
}

} // namespace nobox
