// SPDX-License-Identifier: GPL-3.0-or-later
// NoIdeaBoard, its animations: the new steps of the log played one after the other, cards turning up and down (the
// class: no_idea_board.h).
#include "no_idea_board.h"

#include "card_button.h"
#include "no_idea_painter.h"
#include "no_idea_words.h"
#include "pile_steps.h"
#include "seat_panel.h"

#include "boards/kit/motion_layer.h"

#include <QLabel>
#include <QPainter>
#include <QRegion>

#include <algorithm>
#include <cmath>

namespace nobox::noidea {

namespace {

using kit::MotionStep;
using kit::Sprite;
using ni::Card;
using ni::EventType;

// Sprite faces: a card byte (face up), or one of these.
constexpr int kBackFace = 1000;
constexpr int kTrophyBackFace = 1001;
// More steps than this waiting behind the ones being played: jump to the present instead.
constexpr std::size_t kMaxQueuedSteps = 60;
// Sprite kinds: how the face shows over the step.
constexpr int kStill = 0;
constexpr int kFlipUp = 1; // back, turning to the face
constexpr int kFlipDown = 2; // face, turning to the back

} // namespace

void NoIdeaBoard::animateNewEvents(std::size_t from)
{
    const auto& v = *m_view;
    if (from >= v.log.size() || animationScale() <= 0)
        return;
    PileTracker tracker;
    int actor = -1; // whose turn the step belongs to
    bool declaring = false; // between a declaration and its verdict
    for (std::size_t i = 0; i < from; ++i) {
        tracker.apply(v.log[i]);
        if (v.log[i].type == EventType::Turn)
            actor = v.log[i].seat;
    }

    std::vector<MotionStep> steps;
    QRectF source = m_drawRect; // where the card being resolved lies now
    const auto snapshot = [this, &actor, &declaring](std::vector<std::vector<Card>> piles, QString text) {
        return [this, piles = std::move(piles), text = std::move(text), actor, declaring](qreal t) {
            if (t <= 0) {
                m_stepText = text;
                const bool newActor = m_stepActor != actor;
                m_stepActor = actor;
                m_stepDeclaring = declaring;
                updateTexts();
                if (newActor) { // the panels and the window's status mark whose turn is shown
                    updatePanels(covered());
                    emit shownTurnChanged(); // the turn before is over: the next person may sit down (GameBoard)
                }
            }
            if (t >= 1) {
                m_stepPiles = piles;
                updatePiles();
            }
        };
    };
    const auto flipper = [this](std::function<void(qreal)> then) {
        return [this, then = std::move(then)](qreal t) {
            m_flip = t;
            then(t);
        };
    };
    const PileTracker::Piles start = tracker.piles();
    std::vector<Sprite> declared; // the cards a declaration has turned up so far
    int firstActor = -2; // whose turn the first step shows (-2: no step yet)
    for (std::size_t i = from; i < v.log.size(); ++i) {
        const ni::Event& e = v.log[i];
        const QString text = NoIdeaTexts::eventText(e, m_names);
        if (e.type == EventType::Turn || e.type == EventType::Draw || e.type == EventType::Reveal
            || e.type == EventType::Declare)
            actor = e.seat;
        if (e.type == EventType::Declare)
            declaring = true;
        if (e.type == EventType::GameOver)
            actor = -1; // the status says the game is over
        if (firstActor == -2 && e.type != EventType::Turn)
            firstActor = actor;
        const int before = int(tracker.piles().size());
        tracker.apply(e);
        MotionStep step;
        step.milliseconds = 420;
        switch (e.type) {
        case EventType::Draw:
            source = m_drawRect;
            step.sprites.push_back({e.card, source, source, 0, kFlipUp});
            step.progress = flipper(snapshot(tracker.piles(), text));
            break;
        case EventType::Reveal:
            source = placeRect(e.seat, e.position);
            step.sprites.push_back({e.card, source, source, 0, kFlipUp});
            step.progress = flipper(snapshot(tracker.piles(), text));
            break;
        case EventType::Play: {
            const int count = std::max(before + (e.flag ? 1 : 0), int(tracker.piles().size()));
            const QRectF target = fitted(pileRect(e.pile - 1, count).adjusted(4, 20, -4, -12), kCardAspect);
            step.sprites.push_back({e.card, source, target, 0, kStill});
            step.progress = snapshot(tracker.piles(), text);
            source = target;
            break;
        }
        case EventType::NoFit: {
            MotionStep hold;
            // Long enough for everyone at the table to see it before it turns back: remembering it is the game.
            hold.milliseconds = 1100;
            hold.sprites.push_back({e.card, source, source, 0, kStill});
            hold.progress = snapshot(tracker.piles(), text);
            steps.push_back(std::move(hold));
            step.sprites.push_back({e.card, source, source, 0, kFlipDown});
            step.progress = flipper([](qreal) {});
            step.milliseconds = 300;
            break;
        }
        case EventType::Prize:
            step.sprites.push_back({e.card, source, prizeRect(e.seat), 0, kStill});
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::RemovePiles: {
            const auto& removed = tracker.lastRemoved();
            int k = 0;
            for (std::size_t p = 0; p < removed.size(); ++p) {
                if (removed[p].empty())
                    continue;
                const QRectF from = fitted(pileRect(int(p), int(removed.size())).adjusted(4, 20, -4, -12), kCardAspect);
                step.sprites.push_back({removed[p].back(), from, m_setAsideRect, 0.1 * k++, kStill});
            }
            step.milliseconds = 600;
            step.progress = snapshot(tracker.piles(), text);
            break;
        }
        case EventType::Refill:
        case EventType::NewCards:
            for (int k = 0; k < e.n; ++k)
                step.sprites.push_back({kBackFace, m_drawRect, placeRect(e.seat, k + 1), 0.12 * k, kStill});
            step.milliseconds = 300 + 80 * e.n;
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Trophy:
            step.sprites.push_back({kTrophyBackFace, m_trophyRect, trophyRect(e.seat), 0, kStill});
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Reshuffle:
            for (int k = 0; k < std::min<int>(e.n, 6); ++k)
                step.sprites.push_back(
                    {kBackFace, e.flag ? pileRect(0, 1) : m_setAsideRect, m_drawRect, 0.08 * k, kStill});
            step.milliseconds = 500;
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Declare:
        case EventType::DeclareResult:
        case EventType::EmptyLayout:
        case EventType::NothingToDraw:
        case EventType::GameOver:
            step.milliseconds = 700; // a moment to read the sentence
            step.progress = snapshot(tracker.piles(), text);
            break;
        case EventType::Turn:
            continue;
        }
        // "Nothing fits anymore!": the cards turned up stay up, one beside the other, until the verdict is read.
        step.sprites.insert(step.sprites.begin(), declared.begin(), declared.end());
        if (e.type == EventType::Reveal && e.flag)
            declared.push_back({e.card, source, source, 0, kStill});
        if (e.type == EventType::DeclareResult) {
            declared.clear();
            declaring = false;
        }
        steps.push_back(std::move(step));
    }
    if (m_motion->running() && m_queued.size() + steps.size() < kMaxQueuedSteps) {
        m_queued.insert(m_queued.end(), std::make_move_iterator(steps.begin()), std::make_move_iterator(steps.end()));
        return;
    }
    stopMotion();
    if (steps.empty())
        return;
    m_stepPiles = start;
    updatePiles();
    // Whose turn is shown is known from the first moment, not only from the first frame on.
    m_stepActor = firstActor;
    m_motion->play(std::move(steps), animationScale());
    emit shownTurnChanged();
}

void NoIdeaBoard::stopMotion()
{
    m_queued.clear();
    m_motion->finish();
}

void NoIdeaBoard::paintSprite(QPainter& painter, const Sprite& sprite, const QRectF& at) const
{
    QRectF r = at;
    bool face = true;
    if (sprite.kind == kFlipUp || sprite.kind == kFlipDown) {
        const qreal t = sprite.kind == kFlipUp ? m_flip : 1.0 - m_flip;
        face = t >= 0.5;
        const qreal scale = std::abs(2 * t - 1);
        r = QRectF(at.center().x() - at.width() * scale / 2, at.top(), at.width() * scale, at.height());
    }
    painter.save();
    // A card on its way between a place at the top and the middle passes under the status lines: their words
    // stay readable.
    painter.setClipRegion(motionRoom());
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(r.translated(3, 4), r.width() * 0.09, r.width() * 0.09);
    painter.restore();
    if (sprite.face == kTrophyBackFace)
        m_painter.trophy(painter, r, 0);
    else if (sprite.face == kBackFace || !face)
        m_painter.back(painter, r);
    else
        m_painter.card(painter, r, static_cast<Card>(sprite.face));
    painter.restore();
}

QRegion NoIdeaBoard::motionRoom() const
{
    QRegion room(rect());
    room -= m_status->geometry().united(m_detail->geometry());
    if (m_message->isVisible())
        room -= m_message->geometry();
    return room;
}

} // namespace nobox::noidea
