// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/new_game_dialog.h"

#include "shell/board_factory.h"
#include "shell/game_texts.h"
#include "shell/option_editor.h"
#include "shell/seat_editor.h"
#include "shell/table_settings.h"

#include "core/game.h"
#include "core/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace nobox {

NewGameDialog::NewGameDialog(const games::core::Registry& registry, const BoardFactory& boards, QWidget* parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_boards(boards)
{
    setObjectName(QStringLiteral("newGameDialog"));
    // Read at the table, often from a step away: larger than the desktop's dialog text.
    QFont larger = font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    setFont(larger);
    auto* layout = new QVBoxLayout(this);
    // Always exactly as large as what it shows: fewer seats (No Return's four after No Thanks!'s seven) leave no
    // blank gaps.
    layout->setSizeConstraint(QLayout::SetFixedSize);

    auto* top = new QFormLayout;
    m_game = new QComboBox(this);
    m_game->setObjectName(QStringLiteral("gameBox"));
    int mostSeats = 1;
    for (const auto& game : registry.games()) {
        const GameUi* ui = boards.find(game->id());
        if (!ui)
            continue;
        m_game->addItem(QString(), QString::fromUtf8(game->id().data(), game->id().size()));
        mostSeats = std::max(mostSeats, game->maxSeats());
    }
    m_gameLabel = new QLabel(this);
    m_gameLabel->setBuddy(m_game);
    top->addRow(m_gameLabel, m_game);

    auto* count = new QHBoxLayout;
    m_seatCount = new QSpinBox(this);
    m_seatCount->setObjectName(QStringLiteral("seatCountBox"));
    m_seatRange = new QLabel(this);
    count->addWidget(m_seatCount);
    count->addWidget(m_seatRange, 1);
    m_countLabel = new QLabel(this);
    m_countLabel->setBuddy(m_seatCount);
    top->addRow(m_countLabel, count);
    layout->addLayout(top);

    m_seatBox = new QGroupBox(this);
    QGroupBox* seatBox = m_seatBox;
    auto* seatLayout = new QVBoxLayout(seatBox);
    for (int seat = 0; seat < mostSeats; ++seat) {
        auto* editor = new SeatEditor(seat, seatBox);
        seatLayout->addWidget(editor);
        connect(editor, &SeatEditor::changed, this, &NewGameDialog::seatsChanged);
        m_seats.push_back(editor);
    }
    layout->addWidget(seatBox);

    auto* table = new QFormLayout;
    m_startSeat = new QComboBox(this);
    m_startSeat->setObjectName(QStringLiteral("startSeatBox"));
    m_startLabel = new QLabel(this);
    m_startLabel->setBuddy(m_startSeat);
    table->addRow(m_startLabel, m_startSeat);
    layout->addLayout(table);

    m_optionBox = new QGroupBox(this);
    m_optionLayout = new QVBoxLayout(m_optionBox);
    layout->addWidget(m_optionBox);

    m_hotseatHints = new QCheckBox(this);
    m_hotseatHints->setObjectName(QStringLiteral("hotseatHintsBox"));
    m_optionLayout->addWidget(m_hotseatHints);
    m_hotseatUndo = new QCheckBox(this);
    m_hotseatUndo->setObjectName(QStringLiteral("hotseatUndoBox"));
    m_optionLayout->addWidget(m_hotseatUndo);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setDefault(true);
    m_cancel = buttons->button(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_loading)
            setGame(currentGame());
    });
    connect(m_seatCount, &QSpinBox::valueChanged, this, &NewGameDialog::seatsChanged);
    retranslate();

    std::string first = loadLastGame();
    if (m_game->findData(QString::fromStdString(first)) < 0)
        first = currentGame();
    if (!first.empty())
        setGame(first);
}

void NewGameDialog::retranslate()
{
    setWindowTitle(tr("New Game"));
    m_game->setAccessibleName(tr("Game"));
    for (int index = 0; index < m_game->count(); ++index)
        if (const GameUi* ui = m_boards.find(m_game->itemData(index).toString().toStdString()))
            m_game->setItemText(index, ui->texts->title());
    m_gameLabel->setText(tr("&Game:"));
    m_seatCount->setAccessibleName(tr("Number of players"));
    m_countLabel->setText(tr("&Players:"));
    updateSeatRange();
    m_seatBox->setTitle(tr("Seats, in playing order"));
    m_startSeat->setAccessibleName(tr("Start player"));
    m_startSeat->setToolTip(tr("The rules leave the first player to the table: pick one, or let chance decide."));
    m_startLabel->setText(tr("&Starts:"));
    if (m_startSeat->count() > 0)
        m_startSeat->setItemText(0, randomStartText());
    m_optionBox->setTitle(tr("Options"));
    m_hotseatHints->setText(tr("Allow hints when several people play"));
    m_hotseatHints->setAccessibleName(m_hotseatHints->text());
    m_hotseatHints->setToolTip(tr("With one person at the table, hints are always there. With several, everybody "
                                  "has to agree: it is off unless you tick it."));
    m_hotseatUndo->setText(tr("Allow undo when several people play"));
    m_hotseatUndo->setAccessibleName(m_hotseatUndo->text());
    m_hotseatUndo->setToolTip(tr("Against the computer you may always take back your last decision. With several "
                                 "people it is off unless you tick it. A game with undo counts as practice."));
    m_start->setText(tr("&Deal"));
    m_start->setAccessibleName(tr("Deal and start the game"));
    m_cancel->setAccessibleName(tr("Cancel"));
}

QString NewGameDialog::randomStartText()
{
    //: Who starts: chosen by chance.
    return tr("Random");
}

void NewGameDialog::updateSeatRange()
{
    if (const games::core::Game* game = m_registry.find(currentGame()))
        m_seatRange->setText(tr("(%1 to %2)").arg(game->minSeats()).arg(game->maxSeats()));
}

void NewGameDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

std::string NewGameDialog::currentGame() const
{
    return m_game->currentData().toString().toStdString();
}

SeatEditor* NewGameDialog::seat(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_seats.size()) ? m_seats[static_cast<std::size_t>(seat)] : nullptr;
}

void NewGameDialog::setGame(const std::string& gameId)
{
    if (const games::core::Game* game = m_registry.find(gameId))
        setTable(loadTable(*game));
}

void NewGameDialog::setTable(const TableConfig& raw)
{
    const games::core::Game* game = m_registry.find(raw.gameId);
    if (!game || m_game->findData(QString::fromStdString(raw.gameId)) < 0)
        return;
    const TableConfig table = sanitizedTable(*game, raw);
    m_loading = true;
    m_game->setCurrentIndex(m_game->findData(QString::fromStdString(table.gameId)));
    {
        const QSignalBlocker block(m_seatCount);
        m_seatCount->setRange(game->minSeats(), game->maxSeats());
        m_seatCount->setValue(static_cast<int>(table.seats.size()));
    }
    updateSeatRange();
    for (int seat = 0; seat < static_cast<int>(m_seats.size()); ++seat) {
        // Seats beyond the table keep a sensible default, for when the count goes up.
        const bool shown = seat < static_cast<int>(table.seats.size());
        m_seats[static_cast<std::size_t>(seat)]->setConfig(shown
                ? table.seats[static_cast<std::size_t>(seat)]
                : SeatConfig {defaultSeatName(seat, false), false, QStringLiteral("normal")});
    }
    rebuildOptions(table.gameId);
    for (OptionEditor* editor : m_options) {
        auto it = table.options.find(editor->name());
        editor->setValue(it != table.options.end() ? it->second : std::string());
    }
    m_hotseatHints->setChecked(table.hotseatHints);
    m_hotseatUndo->setChecked(table.hotseatUndo);
    m_loading = false;
    seatsChanged();
    m_startSeat->setCurrentIndex(table.startSeat + 1);
}

void NewGameDialog::rebuildOptions(const std::string& gameId)
{
    for (OptionEditor* editor : m_options)
        delete editor;
    m_options.clear();
    const games::core::Game* game = m_registry.find(gameId);
    const GameUi* ui = m_boards.find(gameId);
    if (!game || !ui)
        return;
    int index = 0;
    for (const auto& spec : game->optionSpecs()) {
        auto* editor = new OptionEditor(spec, *ui->texts, m_optionBox);
        m_optionLayout->insertWidget(index++, editor);
        m_options.push_back(editor);
    }
}

void NewGameDialog::seatsChanged()
{
    if (m_loading)
        return;
    const int count = m_seatCount->value();
    int humans = 0;
    for (int seat = 0; seat < static_cast<int>(m_seats.size()); ++seat) {
        SeatEditor* editor = m_seats[static_cast<std::size_t>(seat)];
        editor->setVisible(seat < count);
        if (seat < count)
            humans += editor->config().human;
    }
    // Hints at a table of several people only when they agree on it; alone, they are always there.
    m_hotseatHints->setEnabled(humans > 1);
    m_hotseatUndo->setEnabled(humans > 1);
    updateStartSeats();
    adjustSize();
}

void NewGameDialog::updateStartSeats()
{
    const int chosen = m_startSeat->currentIndex();
    const QSignalBlocker block(m_startSeat);
    m_startSeat->clear();
    m_startSeat->addItem(randomStartText(), -1);
    for (int seat = 0; seat < m_seatCount->value(); ++seat)
        m_startSeat->addItem(m_seats[static_cast<std::size_t>(seat)]->shownName(), seat);
    m_startSeat->setCurrentIndex(chosen >= 0 && chosen < m_startSeat->count() ? chosen : 0);
}

TableConfig NewGameDialog::table() const
{
    TableConfig table;
    table.gameId = currentGame();
    for (int seat = 0; seat < m_seatCount->value(); ++seat)
        table.seats.push_back(m_seats[static_cast<std::size_t>(seat)]->config());
    table.startSeat = m_startSeat->currentData().toInt();
    for (OptionEditor* editor : m_options)
        table.options[editor->name()] = editor->value();
    table.hotseatHints = m_hotseatHints->isChecked();
    table.hotseatUndo = m_hotseatUndo->isChecked();
    return table;
}

void NewGameDialog::accept()
{
    const TableConfig chosen = table();
    saveTable(chosen);
    saveLastGame(chosen.gameId);
    QDialog::accept();
}

} // namespace nobox
