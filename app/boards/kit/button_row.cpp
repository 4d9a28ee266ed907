// SPDX-License-Identifier: GPL-3.0-or-later
#include "button_row.h"

#include <QBoxLayout>
#include <QToolButton>

namespace nobox::kit {

ButtonRow::ButtonRow(QWidget* keyOwner, const ActionButtonLook& look, bool standing, QWidget* parent)
    : QWidget(parent)
    , m_keyOwner(keyOwner)
    , m_look(look)
    , m_standing(standing)
    , m_layout(new QBoxLayout(standing ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight, this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    // Lying: stretch, the buttons, stretch, the rules button. Standing: the buttons, stretch, the rules button.
    if (!standing)
        m_layout->addStretch(1);
    m_layout->addStretch(1);
}

void ButtonRow::insert(QWidget* widget, int gap)
{
    const int at
        = m_layout->count() - (m_layout->count() > 0 && m_layout->itemAt(m_layout->count() - 1)->widget() ? 2 : 1);
    if (gap > 0)
        m_layout->insertSpacing(at, gap);
    m_layout->insertWidget(gap > 0 ? at + 1 : at, widget);
}

ActionButton* ButtonRow::add(
    const QColor& colour, const QString& objectName, std::function<void()> click, std::function<void()> key)
{
    auto* button = ActionButton::make(this, m_keyOwner, colour, m_look, objectName, std::move(click), std::move(key));
    insert(button, 0);
    m_buttons.push_back(button);
    return button;
}

ActionButton* ButtonRow::addPlain(const QColor& colour, const QString& objectName, int gap)
{
    auto* button = new ActionButton(colour, m_look, this);
    button->setObjectName(objectName);
    insert(button, gap);
    m_buttons.push_back(button);
    return button;
}

void ButtonRow::setRulesButton(QToolButton* rules)
{
    m_layout->addWidget(rules, 0, m_standing ? Qt::AlignRight | Qt::AlignBottom : Qt::AlignBottom);
}

void ButtonRow::setUnit(qreal unit)
{
    for (ActionButton* button : m_buttons)
        button->setUnit(unit);
    m_layout->setSpacing(int(10 * unit));
}

} // namespace nobox::kit
