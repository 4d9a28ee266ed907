// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A computer thinking, as every board's seat header shows it: a small circle turning beside the name while it
// thinks, and under the header a thin bar of how far its search has come. The timer runs only while it thinks
// (no idle CPU); the panel paints the mark where its header has room.

#include <QColor>
#include <QObject>
#include <QRectF>
#include <QString>
#include <QTimer>

#include <functional>

class QPainter;

namespace nobox::kit {

class ThinkingMark : public QObject {
    Q_OBJECT

public:
    /// `changed` repaints the header (the mark turned, or the progress moved).
    explicit ThinkingMark(std::function<void()> changed, QObject* parent = nullptr);

    /// Starts or stops the turning; stopping forgets the progress.
    void setThinking(bool thinking);
    bool thinking() const { return m_timer.isActive(); }
    /// How far the search has come (0..1); negative: unknown, no bar.
    void setProgress(qreal fraction);
    /// The turning circle as a character (◐ ◓ ◑ ◒), empty while not thinking.
    QString glyph() const;
    /// The bar within `track` (as wide as the header, a few pixels high), only while thinking with a progress.
    void paintProgress(QPainter& painter, const QRectF& track, const QColor& colour) const;

private:
    std::function<void()> m_changed;
    QTimer m_timer;
    int m_phase = 0;
    qreal m_progress = -1;
};

} // namespace nobox::kit
