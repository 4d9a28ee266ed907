// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plays one lesson (lesson.h) at the table the window seated for it: after every position it asks the engine
// which topics matter to the learner now (Game::topicsAt on the learner's observation, since the last position
// seen) and shows each explanation the first time its topic comes up, once, in the lesson's order, with a ring on
// the board element it speaks of. It answers the guide's buttons: a suggestion with its reason, playing it, the
// next explanation, or playing on to it. While an explanation waits (Next), the board takes no move: the learner
// reads first what may be about the decision at hand. It decides no rule: topics come from the engine, refusals
// from it too.

#include "shell/anchor_highlight.h"
#include "shell/lesson.h"

#include "core/error.h"
#include "core/move.h"

#include <QObject>
#include <QPointer>

#include <cstddef>
#include <deque>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nobox {

class Board;
class GameSession;
class GameTexts;
class GuidePanel;

class LessonRunner : public QObject {
    Q_OBJECT

public:
    LessonRunner(std::string gameId, const Lesson& lesson, GameSession& session, const GameTexts& texts,
        GuidePanel& guide, Board* board, QObject* parent = nullptr);
    ~LessonRunner() override;

    const std::string& gameId() const { return m_gameId; }
    const Lesson& lesson() const { return m_lesson; }
    /// The explanations shown so far, by index into lesson().steps, in the order shown.
    const std::vector<std::size_t>& shown() const { return m_shown; }
    /// The explanation on screen (an index into lesson().steps), if any.
    std::optional<std::size_t> current() const { return m_current; }
    bool finished() const { return m_finished; }
    AnchorHighlight* highlight() const { return m_highlight.data(); }

    /// Reads the position the session is at now (also right after the lesson's game was seated).
    void catchUp();

signals:
    /// Explanation `step` was shown (once per step).
    void explained(std::size_t step);
    /// The lesson's game is over; it is remembered as done.
    void finishedLesson();

private:
    void onPosition();
    void onHint(const games::core::Move& move, double chance);
    void onRefused(const games::core::Error& error);
    void onGameOver();
    void showNext();
    void suggest();
    void playSuggestion();
    void next();
    void skipAhead();
    void updateButtons();
    /// A sentence saying why `move` is good here, from the hard level's reasons against the other choices.
    QString reasonFor(const games::core::Move& move) const;
    bool learnerDecides() const;
    void retranslate();
    bool eventFilter(QObject* watched, QEvent* event) override;

    std::string m_gameId;
    const Lesson& m_lesson;
    GameSession& m_session;
    const GameTexts& m_texts;
    GuidePanel& m_guide;
    QPointer<Board> m_board;
    QPointer<AnchorHighlight> m_highlight; // a child of the board, which may go first
    std::size_t m_logSize = 0; // the learner's public log read up to here
    std::size_t m_nextStep = 0; // the first explanation not yet due
    std::set<std::string> m_seen; // every topic the engine named so far
    std::deque<std::size_t> m_waiting; // due, not yet shown
    std::vector<std::size_t> m_shown;
    std::optional<std::size_t> m_current;
    std::optional<games::core::Move> m_suggested;
    int m_suggestedAt = -1; // the session's move count the suggestion is for
    bool m_asking = false; // a suggestion is being worked out
    bool m_skipping = false; // Play on: the learner's moves follow the suggestions until something new is said
    bool m_finished = false;
    bool m_unread = false; // the explanation came while the computers played: they wait until Next
    QString m_remark;
};

} // namespace nobox
