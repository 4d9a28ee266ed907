// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_return_texts.h"

#include "no_return_words.h"

#include "no_return/moves.h"
#include "no_return/notation.h"

#include <algorithm>
#include <array>

namespace nobox::noreturn {

namespace {

using games::core::Error;
using nr::EventType;

// Every code of NoReturnGame::errorCodes(), and the two a late click can meet.
constexpr std::array<std::string_view, 20> kErrorCodes {"no-return.bad-notation", "no-return.bad-setup",
    "no-return.bad-counter", "no-return.too-many-copies", "no-return.malformed-move", "no-return.setup-only",
    "no-return.setup-exchange-first", "no-return.not-in-hand", "no-return.exchange-count", "no-return.nothing-chosen",
    "no-return.phase1-only", "no-return.phase2-only", "no-return.switch-not-first", "no-return.mixed-colours",
    "no-return.too-high-for-column", "no-return.no-column", "no-return.clear-count", "no-return.payment-too-low",
    "core.game-over", "app.not-your-turn"};

/// What `who` drew after the move, as a sentence of its own, after `text`: with a space between the two sentences,
/// except after a Japanese full stop, which needs none.
QString withDrawn(const QString& text, const QString& who, int drawn)
{
    const QString drawnText = drawn == 0
        ? NoReturn::tr("The bag was empty: %1 draws nothing.").arg(who)
        : pluralText(NoReturn::tr("%1 draws %n counter(s) from the bag.", nullptr, drawn), drawn).arg(who);
    return text.endsWith(QChar(0x3002)) ? text + drawnText : text + QLatin1Char(' ') + drawnText;
}

// The refusals worded without the error's arguments (errorText words the others).
constexpr kit::ErrorWord kErrorWords[] {
    {"no-return.bad-notation", QT_TRANSLATE_NOOP("NoReturn", "“%1” is not a No Return move.")},
    {"no-return.bad-setup",
        QT_TRANSLATE_NOOP(
            "NoReturn", "The setup's field “%1” is wrong: it needs a list of counter names such as “red11”.")},
    {"no-return.malformed-move", QT_TRANSLATE_NOOP("NoReturn", "That is not a No Return move.")},
    {"no-return.setup-only",
        QT_TRANSLATE_NOOP("NoReturn",
            "Counters go back into the bag only at the start: now an exchange puts them into the "
            "lid.")},
    {"no-return.setup-exchange-first",
        QT_TRANSLATE_NOOP(
            "NoReturn", "First everybody decides on the setup exchange: keep your counters or lay some aside.")},
    {"no-return.nothing-chosen", QT_TRANSLATE_NOOP("NoReturn", "Choose the hand counters to place first.")},
    {"no-return.phase1-only",
        QT_TRANSLATE_NOOP("NoReturn", "You are in Phase 2: there is no way back to placing counters.")},
    {"no-return.phase2-only",
        QT_TRANSLATE_NOOP("NoReturn", "Clearing comes in Phase 2: switch to Phase 2 at the start of a turn first.")},
    {"no-return.switch-not-first",
        QT_TRANSLATE_NOOP("NoReturn", "You have switched to Phase 2 already: now exchange or clear.")},
    {"core.game-over", QT_TRANSLATE_NOOP("NoReturn", "The game is over: no more moves.")},
    {"app.not-your-turn", QT_TRANSLATE_NOOP("NoReturn", "Please wait: it is not your turn.")}};

constexpr kit::TextsData kData {"NoReturn", QT_TRANSLATE_NOOP("NoReturn", "No Return"),
    QT_TRANSLATE_NOOP("NoReturn",
        "Lay out counters in falling columns, then switch for good to clearing them into points: "
        "switch too late and what is left counts against you."),
    {}, kErrorCodes, kErrorWords};

} // namespace

NoReturnTexts::NoReturnTexts()
    : BoardTexts(kData)
{
}

QString NoReturnTexts::argumentError(const Error& error, std::string_view code, const QString& detail) const
{
    const auto& a = error.args;
    if (code == "no-return.bad-counter")
        return NoReturn::tr("The setup's %1 is not a counter (a colour and a value 1 to %2, such as “red%2”).")
            .arg(detail, QString::number(nr::kMaxValue));
    if (code == "no-return.too-many-copies")
        return NoReturn::tr("The setup has a third %1 at %2: the box holds two of each counter.")
            .arg(counterWords(static_cast<nr::Counter>(a[0])), detail);
    if (code == "no-return.not-in-hand") {
        const QString counter = counterWords(static_cast<nr::Counter>(a[0]));
        if (a[2] == 0)
            return NoReturn::tr("You have no %1 in your hand.").arg(counter);
        return pluralText(NoReturn::tr("You have only %n %1 in your hand.", nullptr, a[2]), a[2]).arg(counter);
    }
    if (code == "no-return.exchange-count") {
        if (a[0] == 0)
            return NoReturn::tr("Choose %1 to %2 hand counters to exchange.")
                .arg(nr::kMinExchange)
                .arg(nr::kMaxExchange);
        return pluralText(NoReturn::tr("You chose %n counter(s): an exchange takes %1 to %2.", nullptr, a[0]), a[0])
            .arg(nr::kMinExchange)
            .arg(nr::kMaxExchange);
    }
    if (code == "no-return.mixed-colours")
        return NoReturn::tr("One colour only: you chose %1 and %2 counters.").arg(colourWord(a[0]), colourWord(a[1]));
    if (code == "no-return.too-high-for-column")
        return NoReturn::tr("The lowest %1 is %2: only %2 or lower can go below it, not %3.")
            .arg(colourWord(a[2]))
            .arg(a[1])
            .arg(a[0]);
    if (code == "no-return.no-column")
        return NoReturn::tr("You have no %1 column to clear.").arg(colourWord(a[0]));
    if (code == "no-return.clear-count")
        return pluralText(
            NoReturn::tr("Your %1 column holds %n counter(s): clear 1 to that many.", nullptr, a[1]), a[1])
            .arg(colourWord(a[2]));
    if (code == "no-return.payment-too-low")
        return NoReturn::tr("You pay %1 but the counters to clear add up to %2: pay at least %2 with one colour.")
            .arg(a[0])
            .arg(a[1]);
    return NoReturn::tr("This is not possible now (%1).").arg(QString::fromUtf8(code.data(), code.size()));
}

QString NoReturnTexts::entryText(const nr::Event& e, const QStringList& seatNames, games::core::Seat viewer)
{
    const QString who = seatName(seatNames, e.seat);
    const int n = e.count;
    QString text;
    switch (e.event) {
    case EventType::Keep:
        text = NoReturn::tr("%1 keeps all %2 counters.").arg(who, QString::number(nr::kHandSize));
        break;
    case EventType::SetAside:
        if (e.facesHidden() || e.seat != viewer)
            text = pluralText(NoReturn::tr("%1 lays %n counter(s) aside for the bag.", nullptr, n), n).arg(who);
        else
            text = NoReturn::tr("%1 lays %2 aside for the bag.").arg(who, countersWords(e.counters));
        text = withDrawn(text, who, e.drawn);
        break;
    case EventType::Exchange:
        if (e.facesHidden() || e.seat != viewer)
            text = pluralText(NoReturn::tr("%1 exchanges %n counter(s) face down into the lid.", nullptr, n), n)
                       .arg(who);
        else
            text = NoReturn::tr("%1 exchanges %2 face down into the lid.").arg(who, countersWords(e.counters));
        text = withDrawn(text, who, e.drawn);
        break;
    case EventType::Arrange:
        text = withDrawn(
            NoReturn::tr("%1 places %2 in the %3 column.").arg(who, countersWords(e.counters), colourWord(e.colour)),
            who, e.drawn);
        break;
    case EventType::Switch:
        text = NoReturn::tr("%1 switches to Phase 2.").arg(who);
        break;
    case EventType::Clear: {
        const int points = nr::valueSum(e.cleared);
        text = withDrawn(pluralText(NoReturn::tr("%1 clears %n %2 counter(s) (%3) for %4 points, paying %5.", nullptr,
                                        int(e.cleared.size())),
                             int(e.cleared.size()))
                             .arg(who, colourWord(e.colour), valuesWords(e.cleared))
                             .arg(points)
                             .arg(countersWords(e.counters)),
            who, e.drawn);
        break;
    }
    case EventType::Passed:
        text = NoReturn::tr("%1 has no counters and is passed over.").arg(who);
        break;
    }
    if (e.tookLastCounter)
        text += QLatin1Char(' ') + NoReturn::tr("That was the last counter in the bag: the last round is on.");
    return text;
}

QStringList NoReturnTexts::logLines(const games::core::Observation& observation, const QStringList& seatNames) const
{
    return kit::logLinesOf<nr::NoReturnObservation>(observation,
        [&seatNames](const auto& view, std::size_t i) { return entryText(view.log[i], seatNames, view.viewerSeat); });
}

QString NoReturnTexts::moveText(const games::core::Move& move, const games::core::Observation& observation) const
{
    const auto* view = dynamic_cast<const nr::NoReturnObservation*>(&observation);
    const auto info = nr::decode(move);
    const int n = int(info.counters.size());
    switch (info.kind) {
    case nr::MoveKind::SetAside:
        if (info.isKeep())
            return NoReturn::tr("Keep all your counters");
        return NoReturn::tr("Lay %1 aside and draw as many").arg(countersWords(info.counters));
    case nr::MoveKind::Exchange:
        return NoReturn::tr("Exchange %1 into the lid").arg(countersWords(info.counters));
    case nr::MoveKind::Arrange: {
        const bool newColumn = view && view->viewerSeat >= 0 && view->viewerSeat < int(view->seats.size())
            && view->seats[std::size_t(view->viewerSeat)].columns[info.colour].empty();
        if (newColumn)
            return NoReturn::tr("Start a %1 column with %2").arg(colourWord(info.colour), countersWords(info.counters));
        return NoReturn::tr("Place %1 below your %2 column").arg(countersWords(info.counters), colourWord(info.colour));
    }
    case nr::MoveKind::Switch:
        return NoReturn::tr("Switch to Phase 2");
    case nr::MoveKind::Clear:
        (void)n;
        return pluralText(NoReturn::tr("Clear the %n lowest %1 counter(s), paying %2", nullptr, info.count), info.count)
            .arg(colourWord(info.colour), countersWords(info.counters));
    }
    return NoReturn::tr("An unknown move");
}

QString NoReturnTexts::scoreItemText(const games::core::ScoreItem& item) const
{
    QStringList values;
    for (int value : item.values)
        values << QString::number(value);
    if (item.id == "points-pile") {
        const int n = int(item.values.size());
        return pluralText(NoReturn::tr("Points pile, %n counter(s)", nullptr, n), n);
    }
    if (item.id == "display") {
        if (item.values.empty())
            return NoReturn::tr("Nothing left in the display");
        return NoReturn::tr("Left in the display (%1), minus").arg(values.join(QStringLiteral(" + ")));
    }
    return QString::fromStdString(item.id);
}

QString NoReturnTexts::tieBreakText(const games::core::RankKey& key) const
{
    const int minus = -key.tieBreak;
    return pluralText(NoReturn::tr("Tie-break: %n minus point(s); fewer wins", nullptr, minus), minus);
}

} // namespace nobox::noreturn
