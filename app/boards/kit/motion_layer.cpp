// SPDX-License-Identifier: GPL-3.0-or-later
#include "motion_layer.h"

#include "shell/art.h"

#include <QEasingCurve>
#include <QPainter>

#include <algorithm>

namespace nobox::kit {

QRectF Sprite::at(qreal stepTime) const
{
    const qreal span = std::max<qreal>(0.05, 1.0 - delay);
    const qreal t = std::clamp((stepTime - delay) / span, 0.0, 1.0);
    return {from.topLeft() + (to.topLeft() - from.topLeft()) * t, from.size() + (to.size() - from.size()) * t};
}

MotionLayer::MotionLayer(SpritePainter painter, QWidget* parent)
    : QWidget(parent)
    , m_paint(std::move(painter))
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        if (m_index < m_steps.size() && m_steps[m_index].progress)
            m_steps[m_index].progress(value.toReal());
        setTime(value.toReal());
    });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        if (m_index < m_steps.size() && m_steps[m_index].progress)
            m_steps[m_index].progress(1.0);
        ++m_index;
        startStep();
    });
    // Always shown while its board is: showing and hiding a layer the size of the board would repaint all of it.
}

void MotionLayer::play(std::vector<MotionStep> steps, double scale)
{
    finish();
    if (steps.empty())
        return;
    if (scale <= 0) {
        for (auto& step : steps)
            if (step.progress)
                step.progress(1.0);
        return;
    }
    m_steps = std::move(steps);
    m_index = 0;
    m_scale = scale;
    setGeometry(parentWidget()->rect());
    raise();
    startStep();
}

void MotionLayer::finish()
{
    if (!running() && m_steps.empty())
        return;
    m_animation.blockSignals(true);
    m_animation.stop();
    m_animation.blockSignals(false);
    for (std::size_t i = m_index; i < m_steps.size(); ++i)
        if (m_steps[i].progress)
            m_steps[i].progress(1.0);
    endSteps();
}

void MotionLayer::startStep()
{
    if (m_index >= m_steps.size()) {
        endSteps();
        return;
    }
    if (m_steps[m_index].progress)
        m_steps[m_index].progress(0.0);
    m_animation.setDuration(std::max(1, int(m_steps[m_index].milliseconds * m_scale)));
    setTime(0);
    m_animation.start();
}

void MotionLayer::endSteps()
{
    m_steps.clear();
    m_index = 0;
    update(m_painted);
    m_painted = {};
    emit finished();
}

void MotionLayer::setTime(qreal t)
{
    m_t = t;
    const QRect now = spritesRect();
    update(m_painted.united(now));
    m_painted = now;
}

QRect MotionLayer::spritesRect() const
{
    QRectF bounds;
    if (m_index < m_steps.size())
        for (const Sprite& sprite : m_steps[m_index].sprites) {
            const QRectF r = sprite.at(m_t);
            // Room for the shadow a sprite casts and for antialiasing.
            const qreal margin = 0.12 * std::max(r.width(), r.height()) + 2;
            bounds = bounds.united(r.adjusted(-margin, -margin, margin, margin));
        }
    return bounds.toAlignedRect();
}

void MotionLayer::paintEvent(QPaintEvent*)
{
    if (m_index >= m_steps.size())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const ArtInMotion inMotion; // each frame's sizes are drawn once: kept apart from the board's
    for (const Sprite& sprite : m_steps[m_index].sprites)
        m_paint(painter, sprite, sprite.at(m_t));
}

} // namespace nobox::kit
