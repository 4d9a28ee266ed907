// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/option_editor.h"

#include "shell/game_texts.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nobox {

OptionEditor::OptionEditor(const games::core::OptionSpec& spec, const GameTexts& texts, QWidget* parent)
    : QWidget(parent)
    , m_spec(spec)
    , m_texts(texts)
{
    setObjectName(QStringLiteral("option-") + QString::fromStdString(spec.name));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    auto* layout = new QHBoxLayout;
    column->addLayout(layout);
    if (spec.type == games::core::OptionSpec::Type::Bool) {
        m_check = new QCheckBox(this);
        layout->addWidget(m_check);
        connect(m_check, &QCheckBox::toggled, this, &OptionEditor::changed);
    } else {
        m_label = new QLabel(this);
        m_spin = new QSpinBox(this);
        m_spin->setRange(spec.min, spec.max); // nothing outside the game's range can be entered
        m_label->setBuddy(m_spin);
        layout->addWidget(m_label);
        layout->addWidget(m_spin);
        connect(m_spin, &QSpinBox::valueChanged, this, &OptionEditor::changed);
    }
    layout->addStretch(1);
    m_help = new QLabel(this);
    m_help->setObjectName(QStringLiteral("optionHelp"));
    m_help->setWordWrap(true);
    m_help->setContentsMargins(m_check ? 26 : 0, 0, 0, 4); // under the check box's text
    QFont small = m_help->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_help->setFont(small);
    m_help->setForegroundRole(QPalette::PlaceholderText);
    column->addWidget(m_help);
    retranslate();
    setValue({});
}

void OptionEditor::retranslate()
{
    const QString label = m_texts.optionLabel(m_spec.name);
    const QString help = m_texts.optionHelp(m_spec.name);
    QWidget* control = m_check ? static_cast<QWidget*>(m_check) : m_spin;
    if (m_check)
        m_check->setText(label);
    else
        m_label->setText(label);
    control->setToolTip(help);
    m_help->setText(help);
    m_help->setVisible(!help.isEmpty());
    control->setAccessibleName(label);
    control->setAccessibleDescription(help);
}

void OptionEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

std::string OptionEditor::value() const
{
    const int value = m_check ? int(m_check->isChecked()) : m_spin->value();
    return games::core::optionValueText(m_spec, value);
}

void OptionEditor::setValue(const std::string& text)
{
    games::core::Options resolved;
    int value = m_spec.defaultValue;
    if (!text.empty() && !games::core::resolveOptions({m_spec}, {{m_spec.name, text}}, resolved))
        value = resolved.get(m_spec.name);
    if (m_check)
        m_check->setChecked(value != 0);
    else
        m_spin->setValue(value);
}

} // namespace nobox
