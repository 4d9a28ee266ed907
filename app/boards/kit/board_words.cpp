// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_words.h"

namespace nobox::kit {

QString seatName(const QStringList& names, int seat)
{
    if (seat >= 0 && seat < names.size() && !names[seat].isEmpty())
        return names[seat];
    return BoardKit::tr("Player %1").arg(seat + 1);
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString errorWordOf(const char* context, std::span<const ErrorWord> table, const games::core::Error& error)
{
    for (const ErrorWord& word : table) {
        if (word.code != error.code)
            continue;
        const QString text = QCoreApplication::translate(context, word.text);
        const bool withDetail = std::string_view(word.text).find("%1") != std::string_view::npos;
        return withDetail ? text.arg(QString::fromStdString(error.detail)) : text;
    }
    return {};
}

} // namespace nobox::kit
