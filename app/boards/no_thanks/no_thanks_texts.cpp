// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_texts.h"

#include "no_thanks_words.h"

#include "no_thanks/moves.h"
#include "no_thanks/observation.h"

#include <algorithm>
#include <array>

namespace nobox::nothanks {

namespace {

using games::core::Error;
using nt::Card;
using nt::EventType;

/// The card of an error whose first argument is a card (ArgKind::Card).
QString argCard(const Error& error)
{
    const int card = error.args[0];
    return card >= 0 && card < nt::kCardIds && nt::isValidCard(static_cast<Card>(card))
        ? cardPhrase(static_cast<Card>(card))
        : NoThanks::tr("“%1”").arg(card);
}

// Every code of NoThanksGame::errorCodes(), and core.game-over that a late click can meet.
constexpr std::array<std::string_view, 25> kErrorCodes {"no-thanks.bad-notation", "no-thanks.malformed-move",
    "no-thanks.must-take", "no-thanks.must-decline", "no-thanks.auction-running", "no-thanks.no-auction",
    "no-thanks.choice-pending", "no-thanks.no-choice-pending", "no-thanks.wrong-choice", "no-thanks.not-your-card",
    "no-thanks.no-skip-card", "no-thanks.no-look-card", "no-thanks.skip-last-participant", "no-thanks.setup-not-object",
    "no-thanks.setup-unknown-key", "no-thanks.setup-bad-list", "no-thanks.setup-too-many", "no-thanks.setup-empty-deck",
    "no-thanks.setup-unknown-card", "no-thanks.setup-card-not-in-game", "no-thanks.setup-duplicate-card",
    "no-thanks.setup-green-set-aside", "no-thanks.setup-not-green", "core.game-over", "app.not-your-turn"};

// The refusals worded without the error's arguments (errorText words the others).
constexpr kit::ErrorWord kErrorWords[] {
    {"no-thanks.bad-notation", QT_TRANSLATE_NOOP("NoThanks", "“%1” is not a No Thanks! move.")},
    {"no-thanks.malformed-move", QT_TRANSLATE_NOOP("NoThanks", "That is not a No Thanks! move.")},
    {"no-thanks.must-take",
        QT_TRANSLATE_NOOP("NoThanks", "You have no chips left, so you cannot say No thanks!: you must take the card.")},
    {"no-thanks.must-decline", QT_TRANSLATE_NOOP("NoThanks", "You have no chips left to bid: you must decline.")},
    {"no-thanks.auction-running",
        QT_TRANSLATE_NOOP("NoThanks", "A green card is up for auction: bid a chip for it or decline.")},
    {"no-thanks.no-auction",
        QT_TRANSLATE_NOOP("NoThanks", "There is no auction now: take the card, or say “No thanks!”")},
    {"no-thanks.choice-pending", QT_TRANSLATE_NOOP("NoThanks", "First choose the card to give away or to remove.")},
    {"no-thanks.no-choice-pending", QT_TRANSLATE_NOOP("NoThanks", "There is no card to give away or to remove now.")},
    {"no-thanks.wrong-choice",
        QT_TRANSLATE_NOOP("NoThanks",
            "Your special card asks for the other choice: give a card instead of removing one, or "
            "the other way round.")},
    {"no-thanks.no-skip-card", QT_TRANSLATE_NOOP("NoThanks", "You have no Skip card to play.")},
    {"no-thanks.no-look-card", QT_TRANSLATE_NOOP("NoThanks", "You have no Look card to play.")},
    {"no-thanks.skip-last-participant",
        QT_TRANSLATE_NOOP("NoThanks", "You cannot skip this card: nobody else is still in on it.")},
    {"no-thanks.setup-not-object", QT_TRANSLATE_NOOP("NoThanks", "A No Thanks! setup must be a JSON object, not %1.")},
    {"no-thanks.setup-unknown-key",
        QT_TRANSLATE_NOOP("NoThanks", "The setup has a field “%1” that No Thanks! does not know.")},
    {"no-thanks.setup-bad-list", QT_TRANSLATE_NOOP("NoThanks", "The setup's “%1” must be a list of card names.")},
    {"no-thanks.setup-empty-deck", QT_TRANSLATE_NOOP("NoThanks", "The setup's deck holds no cards.")},
    {"no-thanks.setup-unknown-card", QT_TRANSLATE_NOOP("NoThanks", "The setup names a card that does not exist: %1.")},
    {"core.game-over", QT_TRANSLATE_NOOP("NoThanks", "The game is over: no more moves.")},
    {"app.not-your-turn", QT_TRANSLATE_NOOP("NoThanks", "Please wait: it is not your turn.")}};

constexpr kit::OptionWords kOptions[] {
    {"expansion", QT_TRANSLATE_NOOP("NoThanks", "Special cards"),
        QT_TRANSLATE_NOOP("NoThanks",
            "Adds the 22 green and pink special cards: green ones are auctioned, pink ones spoil "
            "a score.")},
    {"open-counters", QT_TRANSLATE_NOOP("NoThanks", "Open chips"),
        QT_TRANSLATE_NOOP("NoThanks",
            "Everybody sees how many chips each player has. Off, as the rules say, chips are "
            "secret: with several people at the screen each sees their own by holding “Show my "
            "chips”.")}};

constexpr kit::TextsData kData {"NoThanks", QT_TRANSLATE_NOOP("NoThanks", "No Thanks!"),
    QT_TRANSLATE_NOOP("NoThanks",
        "Pay a chip to refuse a card, or take it with all its chips: runs cost only their lowest "
        "card."),
    kOptions, kErrorCodes, kErrorWords};

} // namespace

NoThanksTexts::NoThanksTexts()
    : BoardTexts(kData)
{
}

QString NoThanksTexts::argumentError(const Error& error, std::string_view code, const QString& detail) const
{
    if (code == "no-thanks.not-your-card")
        return NoThanks::tr("%1 is not in your display.").arg(capitalised(argCard(error)));
    if (code == "no-thanks.setup-too-many")
        return pluralText(
            NoThanks::tr("The setup's “%1” holds more than %n card(s).", nullptr, error.args[0]), error.args[0])
            .arg(detail);
    if (code == "no-thanks.setup-card-not-in-game")
        return NoThanks::tr("The setup uses %1, which is only played with the special cards (%2).")
            .arg(argCard(error), detail);
    if (code == "no-thanks.setup-duplicate-card")
        return NoThanks::tr("The setup has more copies of %1 than the box holds (%2).").arg(argCard(error), detail);
    if (code == "no-thanks.setup-green-set-aside")
        return NoThanks::tr("%1 is green and cannot be among the set-aside cards (%2).")
            .arg(capitalised(argCard(error)), detail);
    if (code == "no-thanks.setup-not-green")
        return NoThanks::tr("%1 is not green, so it cannot be an unused green card (%2).")
            .arg(capitalised(argCard(error)), detail);
    return NoThanks::tr("This is not possible now (%1).").arg(QString::fromUtf8(code.data(), code.size()));
}

QString NoThanksTexts::eventText(const nt::Event& event, const QStringList& seatNames)
{
    const QString who = seatName(seatNames, event.seat);
    const QString card = cardPhrase(event.card);
    const int n = event.n;
    switch (event.type) {
    case EventType::Reveal:
        if (nt::isGreen(event.card))
            return NoThanks::tr("%1 turns up %2, a green card: the auction begins.").arg(who, card);
        return NoThanks::tr("%1 turns up %2.").arg(who, card);
    case EventType::Take:
        if (n == 0)
            return NoThanks::tr("%1 takes %2.").arg(who, card);
        return pluralText(NoThanks::tr("%1 takes %2 with %n chip(s).", nullptr, n), n).arg(who, card);
    case EventType::Refuse:
        return NoThanks::tr("%1 says No thanks! to %2.").arg(who, card);
    case EventType::Bid:
        return NoThanks::tr("%1 bids a chip on %2.").arg(who, card);
    case EventType::Decline:
        if (n == 0)
            return NoThanks::tr("%1 declines %2.").arg(who, card);
        return pluralText(NoThanks::tr("%1 declines %2 and collects %n chip(s).", nullptr, n), n).arg(who, card);
    case EventType::Receive:
        return NoThanks::tr("%1 gets %2.").arg(who, card);
    case EventType::Skip:
        return NoThanks::tr("%1 plays Skip and sits out %2.").arg(who, card);
    case EventType::Look:
        return NoThanks::tr("%1 plays Look and sees the set-aside cards.").arg(who);
    case EventType::Give: // n: the receiver
        return NoThanks::tr("%1 gives %2 to %3.").arg(who, card, seatName(seatNames, n));
    case EventType::Remove:
        return NoThanks::tr("%1 removes %2 from their display.").arg(who, card);
    case EventType::FetchDeck:
        if (n == 0)
            return NoThanks::tr("%1's Pink X fetches %2 from the deck.").arg(who, card);
        return pluralText(
            NoThanks::tr("%1's Pink X fetches %2 from the deck, passing over %n green card(s).", nullptr, n), n)
            .arg(who, card);
    case EventType::FetchSetAside:
        return NoThanks::tr("%1's Pink X fetches %2 from the set-aside cards.").arg(who, card);
    case EventType::FetchNone:
        return NoThanks::tr("%1's Pink X finds no card to fetch.").arg(who);
    case EventType::NothingToChoose:
        return NoThanks::tr("%1 has no card for %2, so it does nothing.").arg(who, card);
    }
    return {};
}

QStringList NoThanksTexts::logLines(const games::core::Observation& observation, const QStringList& seatNames) const
{
    return kit::logLinesOf<nt::NoThanksObservation>(
        observation, [&seatNames](const auto& view, std::size_t i) { return eventText(view.log[i], seatNames); });
}

QString NoThanksTexts::moveText(const games::core::Move& move, const games::core::Observation& observation) const
{
    const auto* view = dynamic_cast<const nt::NoThanksObservation*>(&observation);
    const Card middle = view ? view->middle : nt::kNoCard;
    const int onCard = view ? view->middleChips : 0;
    const auto info = nt::decode(move);
    switch (info.kind) {
    case nt::MoveKind::Take:
        if (onCard == 0)
            return NoThanks::tr("Take %1").arg(cardPhrase(middle));
        return pluralText(NoThanks::tr("Take %1 with its %n chip(s)", nullptr, onCard), onCard).arg(cardPhrase(middle));
    case nt::MoveKind::Refuse:
        return NoThanks::tr("Say No thanks! to %1 (pay a chip)").arg(cardPhrase(middle));
    case nt::MoveKind::Bid:
        return NoThanks::tr("Bid a chip on %1").arg(cardPhrase(middle));
    case nt::MoveKind::Decline:
        if (onCard == 0)
            return NoThanks::tr("Decline %1").arg(cardPhrase(middle));
        return pluralText(NoThanks::tr("Decline %1 and collect its %n chip(s)", nullptr, onCard), onCard)
            .arg(cardPhrase(middle));
    case nt::MoveKind::Skip:
        return NoThanks::tr("Play Skip and sit out %1").arg(cardPhrase(middle));
    case nt::MoveKind::Look:
        return NoThanks::tr("Play Look to see the set-aside cards");
    case nt::MoveKind::Give:
        return NoThanks::tr("Give %1 to the player on your left").arg(cardPhrase(info.card));
    case nt::MoveKind::Remove:
        return NoThanks::tr("Remove %1 from your display").arg(cardPhrase(info.card));
    }
    return NoThanks::tr("An unknown move");
}

QString NoThanksTexts::scoreItemText(const games::core::ScoreItem& item) const
{
    const auto list = [&item](const QString& separator) {
        QStringList parts;
        for (int value : item.values)
            parts << QString::number(value);
        return parts.join(separator);
    };
    if (item.id == "cards") {
        if (item.values.empty())
            return NoThanks::tr("No cards");
        return NoThanks::tr("Cards, each run at its lowest (%1)").arg(list(QStringLiteral(" + ")));
    }
    if (item.id == "counters")
        return pluralText(NoThanks::tr("%n chip(s) left", nullptr, item.points), item.points);
    if (item.id == "special.highest-double")
        return NoThanks::tr("Highest counts double (%1 once more)").arg(list(QStringLiteral(", ")));
    if (item.id == "special.wild")
        return NoThanks::tr("Wild card counted as %1").arg(list(QStringLiteral(", ")));
    // The engine names the chips a modifier acted on, and none when the other cancelled it (NT-12).
    if (item.id == "special.double")
        return item.values.empty() ? NoThanks::tr("Double chips (cancelled by Half chips)")
                                   : NoThanks::tr("Double chips");
    if (item.id == "special.halve")
        return item.values.empty() ? NoThanks::tr("Half chips (cancelled by Double chips)")
                                   : NoThanks::tr("Half chips (rounded down)");
    if (item.id == "special.negative")
        return NoThanks::tr("Minus chips (they count against you)");
    if (item.id == "special.per-card-plus") {
        const int cards = item.values.empty() ? item.points : item.values.front();
        return pluralText(NoThanks::tr("+1 per card (%n card(s))", nullptr, cards), cards);
    }
    if (item.id == "special.per-card-minus") {
        const int cards = item.values.empty() ? -item.points : item.values.front();
        return pluralText(NoThanks::tr("−1 per card (%n card(s))", nullptr, cards), cards);
    }
    if (item.id == "special.bonus") {
        QStringList parts;
        for (int value : item.values)
            parts << QStringLiteral("+%1").arg(value);
        return NoThanks::tr("Bonus cards (%1)").arg(parts.join(QStringLiteral(", ")));
    }
    return QString::fromStdString(item.id);
}

QString NoThanksTexts::tieBreakText(const games::core::RankKey&) const
{
    return {}; // equal totals share the victory (NT-5)
}

} // namespace nobox::nothanks
