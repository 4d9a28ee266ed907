// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A big button for one decision ("Take", "Place", "No thanks!", ...) with its key painted on it as a key cap. A
// button whose move the engine would refuse now stays clickable but looks unavailable (grey with stripes), so that
// a click says why instead of doing nothing. A real button: focus, keyboard, accessible name and role.

#include <QColor>
#include <QPushButton>

#include <functional>

class QShortcut;

namespace nobox::kit {

/// What differs from board to board: the size at unit 1 and the colours of the states.
struct ActionButtonLook {
    qreal height = 46; // everything else on the button scales with it
    qreal fontPixels = 19;
    QColor unavailable {150, 150, 158};
    QColor hintGlow {255, 200, 40};
};

/// The ring round the control the keyboard is on: the kit's buttons and a board's own buttons beside them.
inline const QColor kFocusRing {255, 214, 64};

class ActionButton : public QPushButton {
    Q_OBJECT

public:
    ActionButton(const QColor& colour, const ActionButtonLook& look, QWidget* parent = nullptr);

    /// A button in `parent` named `objectName` that runs `click` when clicked and `key` when its key is pressed
    /// anywhere in `keyOwner`'s window (the board decides there whether the key may play now). ButtonRow::add.
    static ActionButton* make(QWidget* parent, QWidget* keyOwner, const QColor& colour, const ActionButtonLook& look,
        const QString& objectName, std::function<void()> click, std::function<void()> key);

    /// The key that plays it ("T"), painted as a key cap on the button, and the key of its shortcut if it has one.
    void setKeyText(const QString& key);
    /// False: the move is not legal now (dimmed, and a click shows the reason).
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
    ActionButtonLook m_look;
    QString m_key;
    QShortcut* m_shortcut = nullptr;
    bool m_available = true;
    bool m_hinted = false;
    qreal m_unit = 1.0;
};

} // namespace nobox::kit
