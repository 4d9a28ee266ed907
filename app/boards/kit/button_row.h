// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The row of a board's decision buttons with the "?" rules button at its end: the buttons centred (or, standing,
// on top), the rules button in the far corner. Every board's buttons are made here, so that they look, scale and
// answer their keys alike (GameBoard::makeButtonRow).

#include "action_button.h"

#include <QWidget>

#include <cstddef>
#include <functional>
#include <map>
#include <vector>

class QBoxLayout;
class QToolButton;

namespace nobox::kit {

/// A decision's button as a board lists them: what it stands for, its object name, the plain key that plays it
/// (untranslated: QT_TRANSLATE_NOOP in the board's context) and its colour.
template <class Id> struct ButtonSpec {
    Id id;
    const char* name;
    const char* key;
    QColor colour;
};

class ButtonRow : public QWidget {
    Q_OBJECT

public:
    /// `keyOwner`: where the buttons' keys work (the board). `standing`: one button under the other, the rules
    /// button at the bottom right.
    ButtonRow(QWidget* keyOwner, const ActionButtonLook& look, bool standing, QWidget* parent);

    /// A decision's button (ActionButton::add): `click` when clicked, `key` when its key is pressed.
    ActionButton* add(
        const QColor& colour, const QString& objectName, std::function<void()> click, std::function<void()> key);
    /// A button for each of `specs`, by its id: `click(id)` when clicked, `key(id)` when its key is pressed.
    template <class Id, std::size_t N>
    std::map<Id, ActionButton*> addAll(
        const ButtonSpec<Id> (&specs)[N], std::function<void(Id)> click, std::function<void(Id)> key)
    {
        std::map<Id, ActionButton*> buttons;
        for (const ButtonSpec<Id>& spec : specs) {
            const Id id = spec.id;
            buttons[id] = add(
                spec.colour, QString::fromLatin1(spec.name), [click, id] { click(id); }, [key, id] { key(id); });
        }
        return buttons;
    }
    /// A button without a key (held ones: "Show my chips"), after `gap` pixels.
    ActionButton* addPlain(const QColor& colour, const QString& objectName, int gap = 0);
    /// The rules button, at the row's end (GameBoard::makeRulesButton).
    void setRulesButton(QToolButton* rules);
    /// Scales every button of the row and the gaps between them (the board's unit, 1 at 1280x720).
    void setUnit(qreal unit);
    const std::vector<ActionButton*>& buttons() const { return m_buttons; }
    const ActionButtonLook& look() const { return m_look; }

private:
    void insert(QWidget* widget, int gap);

    QWidget* m_keyOwner;
    ActionButtonLook m_look;
    bool m_standing;
    QBoxLayout* m_layout;
    std::vector<ActionButton*> m_buttons;
};

} // namespace nobox::kit
