// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A big button for one decision ("Place", "Exchange", "Clear", ...) with its key painted on it. A button whose
// move the engine would refuse now stays clickable but looks unavailable (grey with stripes), so that a click
// says why instead of doing nothing.

#include <QPushButton>

namespace nobox::noreturn {

class ActionButton : public QPushButton {
    Q_OBJECT

public:
    ActionButton(const QColor& colour, QWidget* parent = nullptr);

    void setKeyText(const QString& key);
    void setAvailable(bool available);
    bool isAvailable() const { return m_available; }
    void setHinted(bool hinted);
    bool isHinted() const { return m_hinted; }
    void setUnit(qreal unit);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor m_colour;
    QString m_key;
    bool m_available = true;
    bool m_hinted = false;
    qreal m_unit = 1.0;
};

} // namespace nobox::noreturn
