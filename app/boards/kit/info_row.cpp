// SPDX-License-Identifier: GPL-3.0-or-later
#include "info_row.h"

#include "message_bubble.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStackedLayout>

namespace nobox::kit {

InfoRow::InfoRow(QLabel* line, QLabel* message, Bubble bubble, QWidget* parent)
    : QWidget(parent)
    , m_stack(new QStackedLayout(this))
    , m_line(line)
    , m_message(message)
    , m_messagePage(message)
{
    m_stack->addWidget(line);
    if (bubble == Bubble::Centred) {
        m_messagePage = new QWidget(this);
        auto* centred = new QHBoxLayout(m_messagePage);
        centred->setContentsMargins(0, 0, 0, 0);
        centred->addStretch(1);
        centred->addWidget(message);
        centred->addStretch(1);
    }
    m_stack->addWidget(m_messagePage);
}

void InfoRow::showLine()
{
    hideBubble(m_message);
    m_stack->setCurrentWidget(m_line);
}

void InfoRow::showMessage()
{
    m_message->show();
    m_stack->setCurrentWidget(m_messagePage);
}

bool InfoRow::showsMessage() const
{
    return m_stack->currentWidget() == m_messagePage;
}

} // namespace nobox::kit
