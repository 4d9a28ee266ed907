// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/seat_editor.h"

#include "shell/table_settings.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>

namespace nobox {

namespace {
constexpr int kMaxNameLength = 20; // fits a seat's panel on the board
}

SeatEditor::SeatEditor(int seat, QWidget* parent)
    : QWidget(parent)
    , m_seat(seat)
{
    setObjectName(QStringLiteral("seat%1").arg(seat));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_number = new QLabel(QString::number(seat + 1), this);
    m_number->setMinimumWidth(m_number->fontMetrics().horizontalAdvance(QStringLiteral("00")));
    m_number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("seatName%1").arg(seat));
    m_name->setMaxLength(kMaxNameLength);
    m_name->setClearButtonEnabled(true);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("seatKind%1").arg(seat));
    m_kind->addItem(QString(), true);
    m_kind->addItem(QString(), false);
    m_level = new QComboBox(this);
    m_level->setObjectName(QStringLiteral("seatLevel%1").arg(seat));
    for (const QString& level : computerLevels())
        m_level->addItem(QString(), level);
    m_level->setCurrentIndex(1);
    // As wide as their longest entry in the language in use, so that no word is cut and the rows line up.
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_level->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    QSizePolicy keep = m_level->sizePolicy();
    keep.setRetainSizeWhenHidden(true); // the rows stay aligned when a level box hides
    m_level->setSizePolicy(keep);
    m_number->setBuddy(m_name);

    layout->addWidget(m_number);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_kind);
    layout->addWidget(m_level);

    connect(m_name, &QLineEdit::textChanged, this, &SeatEditor::changed);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &SeatEditor::kindChanged);
    connect(m_level, &QComboBox::currentIndexChanged, this, &SeatEditor::changed);
    retranslate();
    kindChanged();
}

void SeatEditor::retranslate()
{
    m_name->setAccessibleName(tr("Name of player %1").arg(m_seat + 1));
    //: Who plays this seat: a person at the table (as opposed to the computer).
    m_kind->setItemText(0, tr("Person"));
    m_kind->setItemText(1, tr("Computer"));
    m_kind->setAccessibleName(tr("Player %1 is a person or a computer").arg(m_seat + 1));
    for (int index = 0; index < m_level->count(); ++index)
        m_level->setItemText(index, levelLabel(m_level->itemData(index).toString()));
    m_level->setAccessibleName(tr("Level of computer player %1").arg(m_seat + 1));
    m_level->setToolTip(tr("Easy makes mistakes, Normal plays sensibly, Hard thinks ahead."));
    m_name->setPlaceholderText(defaultSeatName(m_seat, m_kind->currentData().toBool()));
    // A name nobody typed speaks the new language ("Computer 2" → "コンピューター2"); a typed one stays.
    const QString reworded = rewordedSeatName(m_name->text(), m_seat);
    if (reworded != m_name->text())
        m_name->setText(reworded);
    // Room for the longest entry of each box and the longest default name with the clear button, in whatever
    // script: a combo box's own measure comes short for Japanese ("コンピュー…").
    for (QComboBox* box : {m_kind, m_level}) {
        int widest = 0;
        for (int index = 0; index < box->count(); ++index)
            widest = std::max(widest, box->fontMetrics().horizontalAdvance(box->itemText(index)));
        QStyleOptionComboBox option;
        option.initFrom(box);
        box->setMinimumWidth(
            box->style()
                ->sizeFromContents(QStyle::CT_ComboBox, &option, QSize(widest, box->fontMetrics().height()), box)
                .width()
            + 12);
    }
    const QFontMetrics metrics(m_name->font());
    m_name->setMinimumWidth(metrics.horizontalAdvance(defaultSeatName(6, false) + QStringLiteral("  ")) + 48);
}

void SeatEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SeatEditor::kindChanged()
{
    const bool human = m_kind->currentData().toBool();
    m_level->setVisible(!human);
    // A name nobody typed follows the kind: "Player 2" becomes "Computer 2".
    if (isDefaultSeatName(m_name->text(), m_seat))
        m_name->setText(defaultSeatName(m_seat, human));
    m_name->setPlaceholderText(defaultSeatName(m_seat, human));
    emit changed();
}

SeatConfig SeatEditor::config() const
{
    SeatConfig config;
    config.human = m_kind->currentData().toBool();
    config.name = m_name->text().simplified();
    if (config.name.isEmpty())
        config.name = defaultSeatName(m_seat, config.human);
    config.level = m_level->currentData().toString();
    return config;
}

void SeatEditor::setConfig(const SeatConfig& config)
{
    m_kind->setCurrentIndex(config.human ? 0 : 1);
    const int level = m_level->findData(config.level);
    m_level->setCurrentIndex(level >= 0 ? level : 1);
    m_name->setText(rewordedSeatName(config.name, m_seat)); // a default name in the language in use
}

QString SeatEditor::shownName() const
{
    return config().name;
}

} // namespace nobox
