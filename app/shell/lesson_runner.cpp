// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/lesson_runner.h"

#include "shell/anchor_highlight.h"
#include "shell/board.h"
#include "shell/game_session.h"
#include "shell/game_texts.h"
#include "shell/guide_panel.h"

#include "ai/hard_level.h"
#include "core/game.h"

#include <QEvent>
#include <QPushButton>

#include <algorithm>

namespace nobox {

using games::core::Move;

LessonRunner::LessonRunner(std::string gameId, const Lesson& lesson, GameSession& session, const GameTexts& texts,
    GuidePanel& guide, Board* board, QObject* parent)
    : QObject(parent)
    , m_gameId(std::move(gameId))
    , m_lesson(lesson)
    , m_session(session)
    , m_texts(texts)
    , m_guide(guide)
    , m_board(board)
{
    if (board)
        m_highlight = new AnchorHighlight(board);
    m_guide.setFinished(false);
    m_guide.setRemark({});
    m_guide.setExplanation({}, 0, 0, false, false);
    connect(&session, &GameSession::positionChanged, this, &LessonRunner::onPosition);
    connect(&session, &GameSession::hintReady, this, &LessonRunner::onHint);
    connect(&session, &GameSession::moveRefused, this, &LessonRunner::onRefused);
    connect(&session, &GameSession::gameOver, this, &LessonRunner::onGameOver);
    connect(&session, &GameSession::thinkingChanged, this, &LessonRunner::updateButtons);
    connect(&guide, &GuidePanel::suggestRequested, this, &LessonRunner::suggest);
    connect(&guide, &GuidePanel::playRequested, this, &LessonRunner::playSuggestion);
    connect(&guide, &GuidePanel::nextRequested, this, &LessonRunner::next);
    connect(&guide, &GuidePanel::skipRequested, this, &LessonRunner::skipAhead);
    guide.installEventFilter(this); // its language changes: the explanation is said again in the new one
    retranslate();
}

LessonRunner::~LessonRunner()
{
    m_session.holdComputers(false); // the session may go on without the guide (Leave, Play a real game)
    if (m_board)
        m_board->setEnabled(true);
    delete m_highlight; // the board may outlive the lesson (Play a real game seats another)
}

void LessonRunner::catchUp()
{
    onPosition();
    if (m_session.isOver())
        onGameOver();
}

bool LessonRunner::learnerDecides() const
{
    return !m_session.isOver() && m_session.toMove() == 0 && m_session.isHuman(0) && !m_session.humanMoves().empty();
}

void LessonRunner::onPosition()
{
    const auto observation = m_session.observation();
    if (!observation)
        return;
    const games::core::Game& game = m_session.game();
    const std::size_t before = m_nextStep;
    // The learner has not read on yet: what comes now waits too.
    const bool hadWaiting = !m_waiting.empty() || m_unread;
    for (std::string_view topic : game.topicsAt(*observation, m_logSize))
        m_seen.insert(std::string(topic));
    // In the lesson's order: one whose topic came up before its turn follows right after the one before it. A
    // learner who played their own way may never meet a topic: at the end nothing waits for it any more, and what
    // the end brings (the scoring) is still said.
    const bool over = m_session.isOver();
    for (; m_nextStep < m_lesson.steps.size(); ++m_nextStep) {
        if (m_seen.count(std::string(m_lesson.steps[m_nextStep].topic)))
            m_waiting.push_back(m_nextStep);
        else if (!over)
            break;
    }
    m_logSize = observation->publicLogSize();
    if (m_suggestedAt != m_session.moveCount()) {
        m_suggested.reset(); // it was for a position that is gone
        if (!m_remark.isEmpty()) {
            m_remark.clear();
            m_guide.setRemark({});
        }
    }
    const bool news = m_nextStep > before;
    if (news)
        m_skipping = false; // something new to read: skipping ahead stops here
    if (news && !hadWaiting)
        showNext();
    else if (news)
        retranslate(); // "Next" now
    updateButtons();
    if (m_skipping && learnerDecides())
        suggest();
}

void LessonRunner::showNext()
{
    if (m_waiting.empty())
        return;
    m_current = m_waiting.front();
    m_waiting.pop_front();
    m_shown.push_back(*m_current);
    // Said while the computers play, it would be gone with their next move: the game waits until it is read.
    // Said at the learner's own decision, their move is the sign it was read.
    m_unread = !learnerDecides() && !m_session.isOver();
    retranslate();
    emit explained(*m_current);
}

void LessonRunner::next()
{
    if (!m_waiting.empty())
        showNext();
    else if (m_unread)
        m_unread = false;
    else
        return;
    retranslate();
    updateButtons();
}

void LessonRunner::skipAhead()
{
    // Only with nothing left to read: the guide plays the learner's suggested moves until it has something new
    // to say.
    if (!m_waiting.empty() || m_finished)
        return;
    m_skipping = true;
    updateButtons();
    if (learnerDecides())
        suggest();
}

void LessonRunner::suggest()
{
    if (!learnerDecides() || m_asking)
        return;
    if (m_suggested && m_suggestedAt == m_session.moveCount()) {
        if (m_skipping)
            playSuggestion();
        return;
    }
    m_asking = true;
    m_session.requestHint();
    updateButtons();
}

void LessonRunner::onHint(const Move& move, double chance)
{
    (void)chance;
    m_asking = false;
    if (!learnerDecides())
        return;
    m_suggested = move;
    m_suggestedAt = m_session.moveCount();
    const auto observation = m_session.observation();
    if (observation) {
        m_remark = tr("Suggestion: %1.").arg(m_texts.moveText(move, *observation));
        const QString why = reasonFor(move);
        if (!why.isEmpty())
            m_remark += QLatin1Char(' ') + why;
        m_guide.setRemark(m_remark);
    }
    updateButtons();
    if (m_skipping)
        playSuggestion();
}

QString LessonRunner::reasonFor(const Move& move) const
{
    const auto observation = m_session.observation();
    if (!observation)
        return {};
    const std::unique_ptr<games::ai::HardLevel> hard = games::ai::hardLevelFor(m_session.game());
    if (!hard)
        return {};
    for (const Move& other : m_session.humanMoves()) {
        if (other == move)
            continue;
        const games::ai::Reason reason = hard->whyBetter(*observation, other, move);
        if (!reason.empty())
            return m_texts.reasonText(reason, m_session.seatNames());
    }
    return {};
}

void LessonRunner::playSuggestion()
{
    if (!m_suggested || m_suggestedAt != m_session.moveCount() || !learnerDecides())
        return;
    const Move move = *m_suggested;
    m_suggested.reset();
    m_session.requestMove(move);
}

void LessonRunner::onRefused(const games::core::Error& error)
{
    // A try that breaks a rule is explained in the engine's terms, never just refused.
    m_skipping = false;
    m_remark = tr("That is not allowed here: %1").arg(m_texts.errorText(error));
    m_guide.setRemark(m_remark);
}

void LessonRunner::onGameOver()
{
    if (m_finished)
        return;
    m_skipping = false;
    m_finished = true;
    if (!m_current)
        showNext();
    m_unread = false;
    saveLessonDone(m_gameId, m_lesson.id);
    m_remark = tr("The lesson is over: well done! The score sheet shows how the game ended; its Review looks back at "
                  "your decisions.");
    m_guide.setRemark(m_remark);
    m_guide.setFinished(true);
    retranslate();
    updateButtons();
    emit finishedLesson();
}

void LessonRunner::updateButtons()
{
    const bool decides = learnerDecides();
    const bool read = m_waiting.empty() && !m_unread; // what the guide has to say first
    m_guide.setSuggestEnabled(decides && read && !m_asking);
    m_guide.setPlayEnabled(decides && read && m_suggested && m_suggestedAt == m_session.moveCount());
    m_guide.nextButton()->setEnabled(!read);
    m_guide.skipButton()->setEnabled(read && !m_finished && !m_skipping);
    // Nothing happens on the board while the guide has something unread to say.
    m_session.holdComputers(!read && !m_finished);
    // An explanation waiting is read before the learner moves: it may be the one about this very decision.
    if (m_board)
        m_board->setEnabled(read || m_finished);
}

void LessonRunner::retranslate()
{
    m_guide.setTitle(tr("Lesson: %1").arg(m_lesson.titleText()));
    if (m_current)
        m_guide.setExplanation(m_lesson.stepText(*m_current), static_cast<int>(*m_current) + 1,
            static_cast<int>(m_lesson.steps.size()), !m_waiting.empty(), m_unread);
    else
        m_guide.setExplanation(tr("Play as you like: the guide speaks up when a rule comes into play. Suggest names "
                                  "a good move."),
            0, 0, !m_waiting.empty(), false);
    if (m_highlight) {
        const char* anchor = m_current ? m_lesson.steps[*m_current].anchor : nullptr;
        m_highlight->setAnchor(anchor ? QString::fromLatin1(anchor) : QString());
    }
}

bool LessonRunner::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_guide && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace nobox
