// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/start_page.h"

#include "shell/board_factory.h"
#include "shell/game_texts.h"
#include "shell/game_tile.h"
#include "shell/lesson.h"
#include "shell/unfinished_games.h"

#include "core/game.h"
#include "core/registry.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nobox {

namespace {

QString playerRange(int min, int max)
{
    return min == max ? StartPage::tr("%1 players").arg(min) : StartPage::tr("%1–%2 players").arg(min).arg(max);
}

} // namespace

StartPage::StartPage(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_boards(boards)
{
    setObjectName(QStringLiteral("startPage"));
    // It asks the window for no height of its own: its tiles fit whatever height it has (layoutTiles), also while
    // another page shows and the window's status bar comes and goes.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(32, 24, 32, 24);

    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setObjectName(QStringLiteral("startTitle"));
    m_subtitle = new QLabel(this);
    m_subtitle->setAlignment(Qt::AlignCenter);
    m_subtitle->setWordWrap(true);
    page->addStretch(1);
    page->addWidget(m_title);
    page->addWidget(m_subtitle);
    page->addSpacing(16);

    m_tileRow = new QWidget(this);
    // The tiles in a row, and under each its two ways in: a game, or a first game with the guide.
    auto* row = new QGridLayout(m_tileRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setHorizontalSpacing(28);
    row->setColumnStretch(0, 1);
    int column = 1;
    for (const auto& game : registry.games()) {
        if (!boards.find(game->id()))
            continue; // a game without a board yet is not offered
        const QString idText = QString::fromUtf8(game->id().data(), static_cast<qsizetype>(game->id().size()));
        auto* tile = new GameTile(m_tileRow);
        tile->setObjectName(QStringLiteral("tile-") + idText);
        const std::string id(game->id());
        connect(tile, &GameTile::clicked, this, [this, id] { emit gameChosen(id); });
        auto* ways = new QHBoxLayout;
        auto* play = new QPushButton(m_tileRow);
        play->setObjectName(QStringLiteral("newGame-") + idText);
        connect(play, &QPushButton::clicked, this, [this, id] { emit gameChosen(id); });
        auto* learn = new QPushButton(m_tileRow);
        learn->setObjectName(QStringLiteral("learn-") + idText);
        const std::vector<Lesson>& lessons = boards.find(id)->lessons;
        if (lessons.size() > 1) { // a menu of them, each marked when done
            auto* menu = new QMenu(learn);
            menu->setObjectName(QStringLiteral("lessons-") + idText);
            for (const Lesson& lesson : lessons) {
                QAction* action = menu->addAction(QString());
                action->setObjectName(QStringLiteral("lesson-%1-%2").arg(idText, QString::fromStdString(lesson.id)));
                connect(action, &QAction::triggered, this,
                    [this, id, lessonId = lesson.id] { emit lessonChosen(id, lessonId); });
            }
            learn->setMenu(menu);
        } else if (lessons.size() == 1) {
            connect(learn, &QPushButton::clicked, this,
                [this, id, lessonId = lessons.front().id] { emit lessonChosen(id, lessonId); });
        }
        learn->setVisible(!lessons.empty());
        ways->addWidget(play);
        ways->addWidget(learn);
        row->addWidget(tile, 0, column, Qt::AlignTop);
        row->addLayout(ways, 1, column++);
        m_tiles.push_back(tile);
        m_tileGames.push_back(id);
        m_playButtons.push_back(play);
        m_learnButtons.push_back(learn);
    }
    row->setColumnStretch(column, 1);
    page->addWidget(m_tileRow);
    page->addSpacing(24);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_newGame->setDefault(true);
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_continue->hide(); // until there is a game to continue
    m_statistics = new QPushButton(this);
    m_statistics->setObjectName(QStringLiteral("statisticsButton"));
    m_quit = new QPushButton(this);
    m_quit->setObjectName(QStringLiteral("quitButton"));
    for (QPushButton* button : {m_continue, m_newGame, m_statistics, m_quit}) {
        button->setMinimumHeight(44);
        button->setMinimumWidth(160);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    page->addLayout(buttons);
    m_continueInfo = new QLabel(this);
    m_continueInfo->setObjectName(QStringLiteral("continueInfo"));
    m_continueInfo->setAlignment(Qt::AlignCenter);
    m_continueInfo->setWordWrap(true);
    m_continueInfo->hide();
    page->addWidget(m_continueInfo);
    page->addSpacing(12);
    m_unfinished = new UnfinishedGames(this);
    connect(m_unfinished, &UnfinishedGames::listChanged, this, &StartPage::layoutTiles);
    auto* unfinishedRow = new QHBoxLayout; // as wide as the buttons' row, centred
    unfinishedRow->addStretch(1);
    unfinishedRow->addWidget(m_unfinished, 4);
    unfinishedRow->addStretch(1);
    page->addLayout(unfinishedRow);
    page->addStretch(2);

    connect(m_newGame, &QPushButton::clicked, this, &StartPage::newGameRequested);
    connect(m_quit, &QPushButton::clicked, this, &StartPage::quitRequested);
    connect(m_continue, &QPushButton::clicked, this, &StartPage::continueRequested);
    connect(m_statistics, &QPushButton::clicked, this, &StartPage::statisticsRequested);
    retranslate();
}

void StartPage::retranslate()
{
    m_title->setText(tr("NoBox"));
    m_title->setAccessibleName(tr("NoBox"));
    m_subtitle->setText(tr("Card and counter games for the family: at one screen together, or against the computer."));
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        const games::core::Game* game = m_registry.find(m_tileGames[i]);
        const GameUi* ui = m_boards.find(m_tileGames[i]);
        m_tiles[i]->setContent({ui->artFile, QStringLiteral("cover"), ui->texts->title(),
            playerRange(game->minSeats(), game->maxSeats()), ui->texts->tagline()});
    }
    m_newGame->setText(tr("&New Game…"));
    m_newGame->setAccessibleName(tr("New game"));
    m_continue->setText(tr("&Continue"));
    m_continue->setAccessibleName(tr("Continue the saved game"));
    m_statistics->setText(tr("&Statistics"));
    m_statistics->setAccessibleName(tr("Statistics of past games"));
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        const QString title = m_boards.find(m_tileGames[i])->texts->title();
        m_playButtons[i]->setText(tr("New game"));
        m_playButtons[i]->setAccessibleName(tr("New game of %1").arg(title));
    }
    refreshLessons();
    m_quit->setText(tr("&Quit"));
    m_quit->setAccessibleName(tr("Quit NoBox"));
    layoutTiles();
}

void StartPage::refreshLessons()
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        const std::string& id = m_tileGames[i];
        const std::vector<Lesson>& lessons = m_boards.find(id)->lessons;
        const bool allDone = !lessons.empty()
            && std::all_of(lessons.begin(), lessons.end(), [&](const Lesson& l) { return lessonDone(id, l.id); });
        const QString title = m_boards.find(id)->texts->title();
        QPushButton* learn = m_learnButtons[i];
        // The mark says the lessons are done; they can be played again all the same.
        learn->setText(allDone ? tr("Learn to play ✓") : tr("Learn to play"));
        learn->setAccessibleName(
            allDone ? tr("Learn to play %1 (lessons done)").arg(title) : tr("Learn to play %1").arg(title));
        learn->setToolTip(tr("A first game with a guide who explains each rule when it comes up."));
        if (QMenu* menu = learn->menu()) {
            const QList<QAction*> actions = menu->actions();
            for (std::size_t l = 0; l < lessons.size() && l < static_cast<std::size_t>(actions.size()); ++l) {
                const bool done = lessonDone(id, lessons[l].id);
                actions[static_cast<qsizetype>(l)]->setText(
                    done ? tr("%1 ✓").arg(lessons[l].titleText()) : lessons[l].titleText());
            }
        }
    }
}

void StartPage::setContinueOffer(const QString& summary)
{
    m_continue->setVisible(!summary.isEmpty());
    m_continueInfo->setVisible(!summary.isEmpty());
    m_continueInfo->setText(summary);
    m_continue->setToolTip(summary);
    m_continue->setDefault(!summary.isEmpty());
    m_newGame->setDefault(summary.isEmpty());
}

void StartPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        layoutTiles(); // the tiles' words need another height
    }
    QWidget::changeEvent(event);
}

void StartPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    layoutTiles();
}

void StartPage::layoutTiles()
{
    // Tiles and words grow with the window, so that the page reads from a distance on a large screen too.
    const int count = std::max<int>(1, static_cast<int>(m_tiles.size()));
    const int available = width() - 64 - 28 * (count - 1);
    // Smaller tiles while the games put aside are listed under the buttons: everything stays on the page.
    const int share = m_unfinished->games().empty() ? 55 : 40;
    int tileWidth = std::clamp(available / count, 220, std::max(220, std::min(560, height() * share / 100)));

    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPixelSize(std::clamp(height() / 14, 30, 84));
    m_title->setFont(titleFont);
    QFont subtitleFont = font();
    subtitleFont.setPixelSize(std::clamp(height() / 40, 15, 32));
    m_subtitle->setFont(subtitleFont);
    m_continueInfo->setFont(subtitleFont);
    QFont buttonFont = font();
    buttonFont.setPixelSize(std::clamp(height() / 48, 14, 26));
    m_unfinished->setFont(buttonFont); // read from where the family sits, like the buttons
    for (QPushButton* button : {m_newGame, m_continue, m_statistics, m_quit}) {
        button->setFont(buttonFont);
        button->setMinimumHeight(std::clamp(height() / 16, 40, 72));
    }
    for (std::vector<QPushButton*>* row : {&m_playButtons, &m_learnButtons})
        for (QPushButton* button : *row) {
            button->setFont(buttonFont);
            button->setMinimumHeight(std::clamp(height() / 20, 34, 60));
        }

    const auto tileHeight = [this](int width) { // one height for all, so that the row is even
        int tallest = 0;
        for (GameTile* tile : m_tiles)
            tallest = std::max(tallest, tile->heightForWidth(width));
        return tallest;
    };
    const auto setTiles = [this](int width, int height) {
        for (GameTile* tile : m_tiles)
            tile->setFixedSize(width, height);
        m_tileRow->updateGeometry();
    };
    const int tallest = tileHeight(tileWidth);
    setTiles(tileWidth, tallest);
    // The page is never taller than the window: where the words of a language take more lines (a Japanese
    // tagline), the tiles get narrower and so lower, rather than the window taller than the screen (the start page
    // is the tallest of the window's pages, and sets its least height).
    const int over = layout()->totalMinimumSize().height() - height();
    if (over > 0) {
        while (tileWidth > 220 && tileHeight(tileWidth) > tallest - over)
            tileWidth = std::max(220, tileWidth - 8);
        setTiles(tileWidth, tileHeight(tileWidth));
    }
}

} // namespace nobox
