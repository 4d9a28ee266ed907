// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/unfinished_games.h"

#include "shell/score_sheet.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace nobox {

namespace {
enum Column { Game, Players, When, Moves, ColumnCount };
}

UnfinishedGames::UnfinishedGames(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("unfinishedGames"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("unfinishedTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);

    auto* row = new QHBoxLayout;
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("unfinishedList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(Players, QHeaderView::Stretch);
    m_title->setBuddy(m_list);
    row->addWidget(m_list, 1);

    auto* buttons = new QVBoxLayout;
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openUnfinishedButton"));
    m_delete = new QPushButton(this);
    m_delete->setObjectName(QStringLiteral("deleteUnfinishedButton"));
    buttons->addWidget(m_open);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    row->addLayout(buttons);
    layout->addLayout(row);

    connect(m_open, &QPushButton::clicked, this, [this] {
        if (!currentPath().isEmpty())
            emit openRequested(currentPath());
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        if (!currentPath().isEmpty())
            emit deleteRequested(currentPath());
    });
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_open->click(); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &UnfinishedGames::updateButtons);
    retranslate();
    hide();
}

void UnfinishedGames::setGames(const std::vector<UnfinishedGame>& games)
{
    m_games = games;
    fill();
    setVisible(!m_games.empty());
    emit listChanged();
}

void UnfinishedGames::fill()
{
    m_list->clear();
    const QLocale locale;
    for (const UnfinishedGame& game : m_games) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(Game, game.title);
        item->setText(Players, game.problem.isEmpty() ? joinedNames(game.players) : game.problem);
        item->setText(When, locale.toString(game.when, QLocale::ShortFormat));
        item->setText(Moves, QString::number(game.moves));
        item->setTextAlignment(Moves, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(Game, Qt::UserRole, game.path);
        item->setToolTip(Players, item->text(Players));
    }
    // Room for up to four games; more scroll.
    const int rows = std::min<int>(4, std::max<int>(1, static_cast<int>(m_games.size())));
    const int rowHeight = m_list->sizeHintForRow(0) > 0 ? m_list->sizeHintForRow(0) : fontMetrics().height() + 8;
    m_list->setFixedHeight(m_list->header()->sizeHint().height() + rows * rowHeight + 2 * m_list->frameWidth() + 2);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
}

QString UnfinishedGames::currentPath() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(Game, Qt::UserRole).toString() : QString();
}

void UnfinishedGames::updateButtons()
{
    const QString path = currentPath();
    bool openable = false;
    for (const UnfinishedGame& game : m_games)
        openable = openable || (game.path == path && game.problem.isEmpty());
    m_open->setEnabled(openable);
    m_delete->setEnabled(!path.isEmpty());
}

void UnfinishedGames::retranslate()
{
    m_title->setText(tr("&Unfinished games"));
    m_list->setAccessibleName(tr("Unfinished games"));
    m_list->setHeaderLabels({tr("Game"), tr("Players"), tr("Last played"), tr("Moves")});
    m_open->setText(tr("&Open"));
    m_open->setToolTip(tr("Go on with the chosen game"));
    m_delete->setText(tr("&Delete"));
    m_delete->setToolTip(tr("Delete the chosen game for good"));
    fill();
}

void UnfinishedGames::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fill(); // the rows' height
    QWidget::changeEvent(event);
}

} // namespace nobox
