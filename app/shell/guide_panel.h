// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Beside the board during a lesson: the guide's explanation of the rule that matters now, its suggestion and
// why a try was refused, and the lesson's controls (Suggest, Play it, Next, Play on, Restart, Leave, and at the end
// Play a real game). Next and Play on sit apart, so that a double click on Next never plays on; the guide's keys
// are function keys, which no board uses in any language. It shows what the LessonRunner hands it and decides nothing;
// every text is read by a screen reader as it changes.

#include <QFrame>

class QLabel;
class QPushButton;
class QScrollArea;

namespace nobox {

class GuidePanel : public QFrame {
    Q_OBJECT

public:
    explicit GuidePanel(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    /// The explanation shown, with its place among the lesson's ("2 of 6"); `more`: another waits behind it (Next);
    /// `holding`: the game waits until it is read (Next).
    void setExplanation(const QString& text, int number, int count, bool more, bool holding);
    /// The guide's remark under the explanation: a suggestion and its reason, or why a try was refused.
    void setRemark(const QString& text);
    /// Whether a suggestion can be asked / played now.
    void setSuggestEnabled(bool enabled);
    void setPlayEnabled(bool enabled);
    /// The lesson is over: the closing words and Play a real game.
    void setFinished(bool finished);

    QString explanation() const;
    QString remark() const;
    QPushButton* suggestButton() const { return m_suggest; }
    QPushButton* playButton() const { return m_play; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* skipButton() const { return m_skip; }
    QPushButton* restartButton() const { return m_restart; }
    QPushButton* leaveButton() const { return m_leave; }
    QPushButton* realGameButton() const { return m_realGame; }

    QSize sizeHint() const override;

signals:
    void suggestRequested();
    void playRequested();
    void nextRequested(); // the next explanation waiting
    void skipRequested(); // play on to the next explanation, the guide playing the learner's moves
    void restartRequested();
    void leaveRequested();
    void realGameRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// Tells a screen reader that `label` now says something else.
    static void announce(QLabel* label);

    QLabel* m_title = nullptr;
    QLabel* m_progress = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_remark = nullptr;
    QScrollArea* m_words = nullptr; // the title and the words above the buttons
    QPushButton* m_suggest = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_skip = nullptr;
    QPushButton* m_restart = nullptr;
    QPushButton* m_leave = nullptr;
    QPushButton* m_realGame = nullptr;
    int m_number = 0;
    int m_count = 0;
    bool m_more = false;
    bool m_holding = false;
    bool m_finished = false;
};

} // namespace nobox
