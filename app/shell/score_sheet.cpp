// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/score_sheet.h"

#include "shell/game_texts.h"
#include "shell/plural_text.h"
#include "shell/table_settings.h"

#include "core/score.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace nobox {

QString placeText(int place)
{
    switch (place) {
    case 1:
        return ScoreSheet::tr("1st");
    case 2:
        return ScoreSheet::tr("2nd");
    case 3:
        return ScoreSheet::tr("3rd");
    default:
        return ScoreSheet::tr("%1th").arg(place);
    }
}

QString joinedNames(const QStringList& names)
{
    if (names.size() <= 1)
        return names.value(0);
    QString joined = names.front();
    for (qsizetype i = 1; i + 1 < names.size(); ++i)
        joined = ScoreSheet::tr("%1, %2", "a list of names").arg(joined, names[i]);
    return ScoreSheet::tr("%1 and %2", "the last two of a list of names").arg(joined, names.back());
}

QString pointsText(int points)
{
    if (points < 0)
        return QStringLiteral("\u2212%1").arg(-points);
    if (points > 0)
        return QStringLiteral("+%1").arg(points);
    return QStringLiteral("0");
}

ScoreSheet::ScoreSheet(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("scoreSheet"));
    // Read by the whole table, from a step away.
    QFont larger = font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    setFont(larger);
    auto* layout = new QVBoxLayout(this);
    m_winner = new QLabel(this);
    m_winner->setObjectName(QStringLiteral("winner"));
    m_winner->setWordWrap(true);
    m_winner->setAlignment(Qt::AlignCenter);
    QFont big = m_winner->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_winner->setFont(big);
    layout->addWidget(m_winner);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_table = new QWidget(scroll);
    m_grid = new QGridLayout(m_table);
    m_grid->setHorizontalSpacing(18);
    m_grid->setVerticalSpacing(8);
    scroll->setWidget(m_table);
    layout->addWidget(scroll, 1);

    auto* buttons = new QDialogButtonBox(this);
    m_buttons = buttons;
    m_playAgain = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_playAgain->setObjectName(QStringLiteral("playAgainButton"));
    m_playAgain->setDefault(true);
    m_newGame = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_review = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_review->setObjectName(QStringLiteral("reviewButton"));
    connect(m_review, &QPushButton::clicked, this, [this] {
        accept();
        emit reviewRequested();
    });
    m_close = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_close->setObjectName(QStringLiteral("closeButton"));
    layout->addWidget(buttons);
    connect(m_playAgain, &QPushButton::clicked, this, [this] {
        accept();
        emit playAgain();
    });
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        emit newGame();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    retranslate();
}

ScoreSheet::~ScoreSheet() = default;

void ScoreSheet::retranslate()
{
    setWindowTitle(tr("Final Scores"));
    m_playAgain->setText(tr("&Play Again"));
    m_playAgain->setAccessibleName(tr("Play again with the same players"));
    m_newGame->setText(tr("&New Game…"));
    m_newGame->setAccessibleName(tr("New game"));
    m_review->setText(tr("&Review This Game"));
    m_review->setAccessibleName(tr("Review every decision of this game with the hard level"));
    m_close->setText(tr("&Look at the Table"));
    m_close->setAccessibleName(tr("Close the scores and look at the table"));
    if (m_texts)
        fillTable(); // the scores in words again, and the sheet's size for them
    else
        fitToScores();
}

void ScoreSheet::changeEvent(QEvent* event)
{
    // Open or hidden (Game > Scores shows it again), the sheet speaks the language in use.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

QString ScoreSheet::winnerText() const
{
    return m_winner->text();
}

void ScoreSheet::showScores(
    const std::vector<games::core::SeatScore>& scores, const QStringList& names, const GameTexts& texts)
{
    m_scores = scores;
    m_names = names;
    m_texts = &texts;
    fillTable();
}

void ScoreSheet::fillTable()
{
    const std::vector<games::core::SeatScore>& scores = m_scores;
    const GameTexts& texts = *m_texts;
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    // A default name ("Computer 2") in the language in use, as the window words it.
    const auto name = [this](std::size_t seat) {
        const auto index = static_cast<qsizetype>(seat);
        return index < m_names.size() ? rewordedSeatName(m_names[index], static_cast<int>(index))
                                      : QString::number(seat + 1);
    };

    const std::vector<int> winners = games::core::winnersOf(scores);
    QStringList winnerNames;
    for (int seat : winners)
        winnerNames << name(static_cast<std::size_t>(seat));
    if (winnerNames.size() == 1)
        m_winner->setText(tr("%1 wins!").arg(winnerNames.front()));
    else
        m_winner->setText(tr("%1 share the victory!").arg(joinedNames(winnerNames)));
    m_winner->setAccessibleName(m_winner->text());

    // Best place first; equal keys share a place.
    const std::vector<int> places = games::core::placesOf(scores);
    std::vector<std::size_t> order(scores.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(
        order.begin(), order.end(), [&places](std::size_t a, std::size_t b) { return places[a] < places[b]; });

    const auto header = [this](const QString& text, int column) {
        auto* label = new QLabel(text, m_table);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        m_grid->addWidget(label, 0, column, column == 2 ? Qt::AlignLeft : Qt::AlignCenter);
    };
    //: Column head on the score sheet: the rank (1st, 2nd, ...), not a location.
    header(tr("Place"), 0);
    header(tr("Player"), 1);
    header(tr("Scoring"), 2);
    header(tr("Total"), 3);

    int row = 1;
    for (std::size_t index = 0; index < order.size(); ++index) {
        const std::size_t seat = order[index];
        const games::core::SeatScore& score = scores[seat];
        const bool winner = std::find(winners.begin(), winners.end(), static_cast<int>(seat)) != winners.end();

        auto* place = new QLabel(placeText(places[seat]), m_table);
        auto* who = new QLabel(name(seat), m_table);
        QFont strong = who->font();
        strong.setBold(winner);
        strong.setPointSizeF(strong.pointSizeF() * 1.2);
        place->setFont(strong);
        who->setFont(strong);

        // The breakdown as the engine gave it, each line in words with its points.
        QStringList lines;
        for (const auto& item : score.items)
            lines << QStringLiteral("%1: %2").arg(texts.scoreItemText(item), pointsText(item.points));
        // A tie-break only matters where another seat has the same total.
        const bool tied = std::count_if(scores.begin(), scores.end(), [&score](const games::core::SeatScore& other) {
            return other.total == score.total;
        }) > 1;
        const QString tieBreak = texts.tieBreakText(score.rankKey);
        if (tied && !tieBreak.isEmpty())
            lines << tieBreak;
        auto* breakdown = new QLabel(lines.join(QLatin1Char('\n')), m_table);
        breakdown->setWordWrap(true);
        breakdown->setMinimumWidth(breakdown->fontMetrics().averageCharWidth() * 46);
        breakdown->setTextInteractionFlags(Qt::TextSelectableByMouse);

        auto* total = new QLabel(pointsText(score.total), m_table);
        QFont totalFont = strong;
        totalFont.setBold(true);
        totalFont.setPointSizeF(totalFont.pointSizeF() * 1.3);
        total->setFont(totalFont);
        total->setObjectName(QStringLiteral("total%1").arg(seat));

        const QString summary = pluralText(tr("%1, %2 place, %3 point(s)", nullptr, score.total), score.total)
                                    .arg(name(seat), placeText(places[seat]), pointsText(score.total));
        for (QLabel* label : {place, who, total})
            label->setAccessibleName(summary);
        breakdown->setAccessibleName(tr("Scoring of %1").arg(name(seat)));
        breakdown->setAccessibleDescription(lines.join(QStringLiteral("; ")));

        m_grid->addWidget(place, row, 0, Qt::AlignCenter | Qt::AlignTop);
        m_grid->addWidget(who, row, 1, Qt::AlignLeft | Qt::AlignTop);
        // Without an alignment in the grid, so that the cell takes the wrapped text's full height.
        breakdown->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        m_grid->addWidget(breakdown, row, 2);
        m_grid->addWidget(total, row, 3, Qt::AlignRight | Qt::AlignTop);
        ++row;
        if (index + 1 < order.size()) {
            auto* line = new QFrame(m_table);
            line->setFrameShape(QFrame::HLine);
            line->setFrameShadow(QFrame::Sunken);
            m_grid->addWidget(line, row++, 0, 1, 4);
        }
    }
    m_grid->setColumnStretch(2, 1);
    m_grid->setRowStretch(row, 1);
    fitToScores();
}

void ScoreSheet::fitToScores()
{
    // As large as the scores need (two players' sheet is short), at most most of the window, centred on it.
    const QWidget* window = parentWidget() ? parentWidget()->window() : nullptr;
    const QSize room = window ? QSize(std::min(1100, window->width() * 3 / 4), std::min(900, window->height() * 4 / 5))
                              : QSize(900, 640);
    const QMargins margins = layout()->contentsMargins();
    const int spacing = std::max(0, layout()->spacing());
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const auto heightAt = [&](int width) {
        const int inner = width - margins.left() - margins.right();
        const int table = m_grid->hasHeightForWidth() ? m_grid->totalHeightForWidth(inner - scrollBar)
                                                      : m_table->sizeHint().height();
        return std::max(m_winner->heightForWidth(inner), m_winner->sizeHint().height()) + table
            + m_buttons->sizeHint().height() + 2 * spacing + margins.top() + margins.bottom() + 8;
    };
    int width = std::min(room.width(),
        std::max({m_table->sizeHint().width() + scrollBar, m_buttons->sizeHint().width(), 560}) + margins.left()
            + margins.right());
    if (heightAt(width) > room.height())
        width = room.width(); // many lines: wider, so that fewer of them wrap
    const int height = std::min(room.height(), heightAt(width));
    resize(width, height);
    if (window)
        move(window->geometry().center() - QPoint(width / 2, height / 2));
}

} // namespace nobox
