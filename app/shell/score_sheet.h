// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The end of a game: every seat's score as the engine counted it (each line of its breakdown in words, the total,
// the place) and the winner or winners by the game's tie-breaks; Play again (same seats, a fresh deal) or a new
// game.

#include <QDialog>
#include <QStringList>

#include <vector>

namespace games::core {
struct SeatScore;
}

class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QPushButton;

namespace nobox {

class GameTexts;

class ScoreSheet : public QDialog {
    Q_OBJECT

public:
    explicit ScoreSheet(QWidget* parent = nullptr);
    ~ScoreSheet() override; // where SeatScore is complete (moc cannot read core/score.h)

    /// `texts` must outlive the sheet (the board factory's words, which live as long as the window): a language
    /// switch words the scores again.
    void showScores(
        const std::vector<games::core::SeatScore>& scores, const QStringList& names, const GameTexts& texts);

    QPushButton* playAgainButton() const { return m_playAgain; }
    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* reviewButton() const { return m_review; }
    QString winnerText() const;

signals:
    void playAgain();
    void newGame();
    /// Review this game (review_page.h).
    void reviewRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillTable();
    void fitToScores();

    std::vector<games::core::SeatScore> m_scores;
    QStringList m_names;
    const GameTexts* m_texts = nullptr;

    QLabel* m_winner = nullptr;
    QWidget* m_table = nullptr;
    QGridLayout* m_grid = nullptr;
    QPushButton* m_playAgain = nullptr;
    QPushButton* m_newGame = nullptr;
    QPushButton* m_review = nullptr;
    QPushButton* m_close = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

/// "1st", "2nd" ... in the user's language.
QString placeText(int place);
/// "Ada", "Ada and Bo", "Ada, Bo and Cy".
QString joinedNames(const QStringList& names);
/// Points with a real minus sign ("−12", "+3", "0").
QString pointsText(int points);

} // namespace nobox
