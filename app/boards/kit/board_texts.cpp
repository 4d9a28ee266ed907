// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_texts.h"

#include <QCoreApplication>

#include <algorithm>

namespace nobox::kit {

QString BoardTexts::title() const
{
    return QCoreApplication::translate(m_data.context, m_data.title);
}

QString BoardTexts::tagline() const
{
    return QCoreApplication::translate(m_data.context, m_data.tagline);
}

const OptionWords* BoardTexts::findOption(std::string_view option) const
{
    const auto it = std::find_if(m_data.options.begin(), m_data.options.end(),
        [option](const OptionWords& words) { return words.option == option; });
    return it == m_data.options.end() ? nullptr : &*it;
}

QString BoardTexts::optionLabel(std::string_view option) const
{
    if (const OptionWords* words = findOption(option))
        return QCoreApplication::translate(m_data.context, words->label);
    return QString::fromUtf8(option.data(), static_cast<qsizetype>(option.size()));
}

QString BoardTexts::optionHelp(std::string_view option) const
{
    const OptionWords* words = findOption(option);
    return words && words->help ? QCoreApplication::translate(m_data.context, words->help) : QString();
}

QString BoardTexts::errorText(const games::core::Error& error) const
{
    const QString text = errorWordOf(m_data.context, m_data.errorWords, error);
    return text.isEmpty() ? argumentError(error, error.code, QString::fromStdString(error.detail)) : text;
}

bool BoardTexts::hasErrorText(std::string_view code) const
{
    return std::find(m_data.errorCodes.begin(), m_data.errorCodes.end(), code) != m_data.errorCodes.end();
}

} // namespace nobox::kit
