// SPDX-License-Identifier: GPL-3.0-or-later
#include "motion_layer.h"

#include <QEasingCurve>
#include <QPainter>

#include <algorithm>

namespace nobox::noreturn {

MotionLayer::MotionLayer(const CounterPainter& painter, QWidget* parent)
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
        update();
    });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        ++m_index;
        startStep();
    });
    hide();
}

void MotionLayer::play(std::vector<MotionStep> steps, double scale)
{
    finish();
    if (steps.empty() || scale <= 0)
        return;
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
    if (m_steps.empty())
        return;
    m_animation.blockSignals(true);
    m_animation.stop();
    m_animation.blockSignals(false);
    m_steps.clear();
    m_index = 0;
    hide();
}

void MotionLayer::startStep()
{
    if (m_index >= m_steps.size()) {
        m_steps.clear();
        m_index = 0;
        hide();
        return;
    }
    m_t = 0;
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
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 70));
        painter.drawRoundedRect(r.translated(r.width() * 0.06, r.width() * 0.08), r.width() * 0.17, r.width() * 0.17);
        if (nr::isCounter(sprite.counter))
            m_painter.counter(painter, r, sprite.counter);
        else
            m_painter.back(painter, r);
    }
}

} // namespace nobox::noreturn
