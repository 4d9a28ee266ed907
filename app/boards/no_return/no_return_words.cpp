// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_words.h"

#include <QStringList>

namespace nobox::noreturn {

namespace {

// In the order of nr::Colour.
constexpr const char* kColours[] {QT_TRANSLATE_NOOP("NoReturn", "red"), QT_TRANSLATE_NOOP("NoReturn", "yellow"),
    QT_TRANSLATE_NOOP("NoReturn", "green"), QT_TRANSLATE_NOOP("NoReturn", "blue"),
    QT_TRANSLATE_NOOP("NoReturn", "purple"), QT_TRANSLATE_NOOP("NoReturn", "pink")};

} // namespace

QString colourWord(int colour)
{
    return kit::wordAt("NoReturn", kColours, colour);
}

QString counterWords(nr::Counter counter)
{
    if (!nr::isCounter(counter))
        return QStringLiteral("?");
    //: a counter: %1 its colour, %2 its value ("red 11")
    return NoReturn::tr("%1 %2").arg(colourWord(nr::colourOf(counter))).arg(nr::valueOf(counter));
}

namespace {

QString joinWords(const QStringList& parts)
{
    if (parts.isEmpty())
        return {};
    if (parts.size() == 1)
        return parts.front();
    //: the last two items of a list: "red 11, 9 and 2"
    return NoReturn::tr("%1 and %2").arg(parts.mid(0, parts.size() - 1).join(NoReturn::tr(", ")), parts.back());
}

} // namespace

QString valuesWords(std::span<const nr::Counter> counters)
{
    QStringList parts;
    for (nr::Counter c : counters)
        parts << QString::number(nr::valueOf(c));
    return parts.join(NoReturn::tr(", "));
}

QString countersWords(std::span<const nr::Counter> counters)
{
    if (counters.empty())
        return {};
    bool oneColour = true;
    for (nr::Counter c : counters)
        oneColour = oneColour && nr::colourOf(c) == nr::colourOf(counters.front());
    QStringList parts;
    for (std::size_t i = 0; i < counters.size(); ++i) {
        if (oneColour && i > 0)
            parts << QString::number(nr::valueOf(counters[i]));
        else
            parts << counterWords(counters[i]);
    }
    return joinWords(parts);
}

} // namespace nobox::noreturn
