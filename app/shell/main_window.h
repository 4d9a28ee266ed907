// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the start page; the table with the current game's board (or the hot-seat cover instead of
// it), the side panel with whose turn it is, the hint and the log; the score sheet at the end; the menus.
// Everything it shows of a game comes from the session's observations; it never decides a rule.

#include "shell/game_session.h"

#include <QMainWindow>

#include <memory>
#include <string>

namespace games::core {
class Registry;
struct Record;
} // namespace games::core

namespace nobox {

enum class Arrival;
class BoardFactory;
class GameActions;
class History;
class ReplayViewer;
class ReviewPage;
class StatisticsPage;
class GuidePanel;
class HotseatCover;
class LessonRunner;
class LanguageSwitcher;
class NewGameDialog;
class RulesDialog;
class ScoreSheet;
class SidePanel;
class StartPage;
struct TableConfig;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// `language` is the switch the Language menu drives (the app's, installed before the command line is read);
    /// without one the window makes its own, starting in English.
    MainWindow(const games::core::Registry& registry, const BoardFactory& boards, LanguageSwitcher* language = nullptr);
    ~MainWindow() override;

    GameSession& session();
    /// Starts a game at `table` and shows it (a running game, and any computer thinking in it, is dropped).
    /// False when the engine refuses the table (then the reason is shown).
    bool startGame(const TableConfig& table);
    /// Starts lesson `lessonId` of `gameId` (lesson.h) with the guide beside the board. False when there is none
    /// such or the engine refuses its table (the reason shown).
    bool startLesson(const std::string& gameId, const std::string& lessonId);
    /// The same seats again with a fresh deal (the score sheet's Play again).
    bool playAgain();
    /// Resumes the autosaved unfinished game (the start page's Continue). False, with the reason shown, when
    /// there is none or it cannot be used; then nothing changes.
    bool continueGame();
    /// Writes the game at the table to `path` as a record. False (the reason shown) when it cannot.
    bool saveGameTo(const QString& path);
    /// Saves the game as Save Game does: `chosen` gets the ending Open looks for (save_location.h), the folder is
    /// remembered, the status bar says where it went. Returns the path written, empty when it could not be.
    QString saveGameAs(const QString& chosen);
    /// Opens the record in `path`: an unfinished game goes on, a finished one is shown at its end. Returns the
    /// reason it was refused (also shown), empty on success; a refused file changes nothing.
    QString openGameFrom(const QString& path);
    /// Opens a game the start page lists as put aside; once it is at the table its copy there goes (it is the
    /// unfinished game now). False when it cannot be opened (the reason shown).
    bool openUnfinished(const QString& path);
    /// Deletes a game put aside, after asking when `ask`.
    void deleteUnfinished(const QString& path, bool ask);
    /// Shows a finished game's record in the replay viewer (back to where it was opened from). False when it
    /// does not replay or is not over (an unfinished game would show what the seats have not seen).
    bool showReplay(const games::core::Record& record);
    /// Reviews a finished game's record (review_page.h), listing `seat`'s decisions first; back to where it was
    /// opened from. False when it does not replay or is not over.
    bool showReview(const games::core::Record& record, games::core::Seat seat = 0);
    /// Shows the statistics page (on `gameId` and `player` when given).
    void showStatistics(const std::string& gameId = {}, const QString& player = {});
    /// Opens the new-game dialog (window-modal, not blocking) on `gameId`'s remembered table, or on the last game
    /// played when empty. Accepting it starts the game.
    NewGameDialog* openNewGameDialog(const std::string& gameId = {});
    /// Leaves the game (a computer thinking stops) and shows the start page.
    void showStartPage();
    void setSpeed(Speed speed);
    /// Opens the rules of the game at the table (else the last chosen) at `section` (an anchor; empty: the top).
    void showRules(const QString& section = {});

    // The parts, for tests.
    StartPage* startPage() const;
    SidePanel* sidePanel() const;
    HotseatCover* cover() const;
    ScoreSheet* scoreSheet() const; // null until a game ended
    NewGameDialog* newGameDialog() const; // null until first opened
    GameActions& actions() const;
    LanguageSwitcher& language() const; // the Language menu's switch
    RulesDialog* rulesDialog() const; // null until first opened
    QWidget* board() const; // the current game's board, null on the start page
    GuidePanel* guidePanel() const; // shown during a lesson
    LessonRunner* lessonRunner() const; // null outside a lesson
    StatisticsPage* statisticsPage() const;
    ReplayViewer* replayViewer() const;
    ReviewPage* reviewPage() const;
    History& history() const;

signals:
    /// The unfinished game was saved with `moves` moves (after every move), or its file went (game over).
    void autosaved(int moves);
    void autosaveCleared();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildMenus();
    void retranslate();
    void refresh();
    void updateStatus();
    void updateCover();
    /// Shows the next person's name once the board shows their turn (handedOver may come while it still shows the
    /// turn before).
    void showBannerWhenDue();
    void updateHintAction();
    /// Forgets the lesson at the table, if any (its guide goes).
    void endLesson();
    void showScoreSheet();
    bool seatGame(const TableConfig& table, const games::core::Record* record, Arrival how, QString* why);
    void autosave();
    void gameEnded();
    void updateContinueOffer();
    void showProblem(const QString& title, const QString& text);
    /// A passing remark at the bottom of the window (nothing to confirm).
    void showNote(const QString& text);
    /// Moves the unfinished game on disk aside (autosave.h) before another game's autosave takes its place.
    void putAsideUnfinishedGame();
    void toggleFullScreen(bool on);
    QString seatName(games::core::Seat seat) const;
    QStringList shownNames() const;

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace nobox
