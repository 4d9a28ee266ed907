// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/side_panel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace nobox {

SidePanel::SidePanel(QAction* hint, QWidget* parent, QAction* undo)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sidePanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    QFont statusFont = m_status->font();
    statusFont.setBold(true);
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.25);
    m_status->setFont(statusFont);
    layout->addWidget(m_status);

    m_thinking = new QLabel(this);
    m_thinking->setObjectName(QStringLiteral("thinking"));
    m_thinking->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("thinkingProgress"));
    m_progress->setRange(0, 100);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(10);
    layout->addWidget(m_thinking);
    layout->addWidget(m_progress);
    m_thinking->hide();
    m_progress->hide();

    m_hintButton = new QToolButton(this);
    m_hintButton->setObjectName(QStringLiteral("hintButton"));
    m_hintButton->setDefaultAction(hint);
    m_hintButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_hintButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_hintButton->setMinimumHeight(36);
    layout->addWidget(m_hintButton);
    if (undo) {
        m_undoButton = new QToolButton(this);
        m_undoButton->setObjectName(QStringLiteral("undoButton"));
        m_undoButton->setDefaultAction(undo);
        m_undoButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_undoButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_undoButton->setMinimumHeight(36);
        layout->addWidget(m_undoButton);
    }
    m_endRow = new QWidget(this);
    m_endRow->setObjectName(QStringLiteral("endButtons"));
    auto* endLayout = new QHBoxLayout(m_endRow);
    endLayout->setContentsMargins(0, 0, 0, 0);
    m_endRow->hide();
    layout->addWidget(m_endRow);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hintText"));
    m_hint->setWordWrap(true);
    m_hint->hide();
    layout->addWidget(m_hint);

    m_logTitle = new QLabel(this);
    m_log = new QListWidget(this);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setWordWrap(true);
    m_log->setTextElideMode(Qt::ElideNone); // a long line wraps; it is never cut
    m_log->setFocusPolicy(Qt::StrongFocus);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_log->setUniformItemSizes(false);
    m_log->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // its width never changes how entries wrap
    m_log->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_log->viewport()->installEventFilter(this);
    m_logTitle->setBuddy(m_log);
    layout->addSpacing(6);
    layout->addWidget(m_logTitle);
    layout->addWidget(m_log, 1);
    retranslate();
}

QSize SidePanel::sizeHint() const
{
    return {300, 400};
}

void SidePanel::retranslate()
{
    m_logTitle->setText(tr("Moves &so far"));
    m_log->setAccessibleName(tr("Move log"));
    m_progress->setAccessibleName(tr("Thinking progress"));
}

void SidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SidePanel::setStatus(const QString& text)
{
    m_status->setText(text);
    m_status->setAccessibleName(text);
}

QString SidePanel::status() const
{
    return m_status->text();
}

void SidePanel::setThinking(const QString& text, double fraction)
{
    m_thinking->setText(text);
    m_thinking->setVisible(!text.isEmpty());
    m_progress->setVisible(!text.isEmpty());
    if (fraction < 0) {
        m_progress->setRange(0, 0); // busy
    } else {
        m_progress->setRange(0, 100);
        m_progress->setValue(static_cast<int>(fraction * 100));
    }
}

void SidePanel::setHint(const QString& text)
{
    m_hint->setText(text);
    m_hint->setAccessibleName(text);
    m_hint->setVisible(!text.isEmpty());
}

QString SidePanel::hint() const
{
    return m_hint->text();
}

void SidePanel::setEndActions(QAction* scores, QAction* playAgain)
{
    for (QAction* action : {scores, playAgain}) {
        auto* button = new QToolButton(m_endRow);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setMinimumHeight(36);
        m_endRow->layout()->addWidget(button);
    }
}

void SidePanel::setOver(bool over)
{
    m_endRow->setVisible(over);
    m_hintButton->setVisible(!over);
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_log->viewport() && event->type() == QEvent::Resize)
        fitLogEntries();
    return QWidget::eventFilter(watched, event);
}

void SidePanel::fitLogEntries()
{
    const int width = m_log->viewport()->width() - 2 * m_log->spacing() - 6; // the item's text margins
    if (width <= 0)
        return;
    const QFontMetrics metrics(m_log->font());
    for (int i = 0; i < m_log->count(); ++i) {
        QListWidgetItem* item = m_log->item(i);
        if (item->sizeHint().width() == width)
            continue; // measured at this width already
        // The text as it wraps at this width, in whatever fonts its characters need.
        const QRect box = metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, item->text());
        item->setSizeHint(QSize(width, box.height() + 6));
    }
    m_log->doItemsLayout();
    m_log->scrollToBottom();
}

void SidePanel::setLog(const QStringList& lines)
{
    // Appending keeps a screen reader's place; anything else (a new game, the cover's public view) starts over.
    bool extends = m_log->count() <= lines.size();
    for (int i = 0; extends && i < m_log->count(); ++i)
        extends = m_log->item(i)->text() == lines[i];
    if (!extends)
        m_log->clear();
    for (int i = m_log->count(); i < lines.size(); ++i)
        m_log->addItem(lines[i]);
    fitLogEntries();
}

} // namespace nobox
