// SPDX-License-Identifier: GPL-3.0-or-later
#include "motion_layer.h"

#include <QEasingCurve>
#include <QPainter>

#include <algorithm>

namespace nobox::nothanks {

MotionLayer::MotionLayer(const CardPainter& painter, QWidget* parent)
    : QWidget(parent)
    , m_painter(painter)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_t = value.toReal();
        if (m_index < m_steps.size() && m_steps[m_index].progress)
            m_steps[m_index].progress(m_t);
        update();
    });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        if (m_index < m_steps.size() && m_steps[m_index].progress)
            m_steps[m_index].progress(1.0);
        ++m_index;
        startStep();
    });
    hide();
}

void MotionLayer::play(std::vector<MotionStep> steps, double scale)
{
    finish();
    if (steps.empty())
        return;
    if (scale <= 0) { // instant: every step jumps to its end
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
    show();
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
    m_steps.clear();
    m_index = 0;
    hide();
    emit finished();
}

void MotionLayer::startStep()
{
    if (m_index >= m_steps.size()) {
        m_steps.clear();
        m_index = 0;
        hide();
        emit finished();
        return;
    }
    m_t = 0;
    if (m_steps[m_index].progress)
        m_steps[m_index].progress(0.0);
    m_animation.setDuration(std::max(1, int(m_steps[m_index].milliseconds * m_scale)));
    m_animation.start();
    update();
}

void MotionLayer::paintEvent(QPaintEvent*)
{
    if (m_index >= m_steps.size())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const auto& sprite : m_steps[m_index].sprites) {
        const qreal span = std::max<qreal>(0.05, 1.0 - sprite.delay);
        const qreal t = std::clamp((m_t - sprite.delay) / span, 0.0, 1.0);
        const QRectF r(sprite.from.topLeft() + (sprite.to.topLeft() - sprite.from.topLeft()) * t,
            sprite.from.size() + (sprite.to.size() - sprite.from.size()) * t);
        if (sprite.kind == Sprite::Kind::Chip) {
            m_painter.chip(painter, r.center(), r.width() / 2);
        } else {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0, 0, 0, 70));
            painter.drawRoundedRect(r.translated(r.width() * 0.05, r.width() * 0.07), r.width() * 0.1, r.width() * 0.1);
            m_painter.face(painter, r, sprite.card);
        }
    }
}

} // namespace nobox::nothanks
