// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_thanks_words.h"

namespace nobox::nothanks {

QString cardName(nt::Card card)
{
    if (nt::isNumber(card))
        return QString::number(card);
    switch (card) {
    case nt::kBonus5:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("+5 bonus");
    case nt::kBonus10:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("+10 bonus");
    case nt::kBonus15:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("+15 bonus");
    case nt::kBonus20:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("+20 bonus");
    case nt::kWild:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Wild card");
    case nt::kPerCardPlus:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("+1 per card");
    case nt::kSkip:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Skip");
    case nt::kLook:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Look");
    case nt::kGive:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Give a card");
    case nt::kRemove:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Remove a card");
    case nt::kDouble:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Double chips");
    case nt::kPinkX:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Pink X");
    case nt::kNegative:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Minus chips");
    case nt::kHalve:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Half chips");
    case nt::kHighestDouble:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("Highest counts double");
    case nt::kForty:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("The 40");
    case nt::kPerCardMinus:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("−1 per card");
    default:
        //: A special card's name, in lists, tooltips and the log (the card game's own term).
        return NoThanks::tr("unknown card");
    }
}

QString cardPhrase(nt::Card card)
{
    if (nt::isNumber(card))
        return NoThanks::tr("the %1").arg(card);
    switch (card) {
    case nt::kBonus5:
        return NoThanks::tr("the +5 bonus card");
    case nt::kBonus10:
        return NoThanks::tr("the +10 bonus card");
    case nt::kBonus15:
        return NoThanks::tr("the +15 bonus card");
    case nt::kBonus20:
        return NoThanks::tr("the +20 bonus card");
    case nt::kWild:
        return NoThanks::tr("the Wild card");
    case nt::kPerCardPlus:
        return NoThanks::tr("the +1-per-card card");
    case nt::kSkip:
        return NoThanks::tr("the Skip card");
    case nt::kLook:
        return NoThanks::tr("the Look card");
    case nt::kGive:
        return NoThanks::tr("the Give-a-card card");
    case nt::kRemove:
        return NoThanks::tr("the Remove-a-card card");
    case nt::kDouble:
        return NoThanks::tr("the Double-chips card");
    case nt::kPinkX:
        return NoThanks::tr("the Pink X card");
    case nt::kNegative:
        return NoThanks::tr("the Minus-chips card");
    case nt::kHalve:
        return NoThanks::tr("the Half-chips card");
    case nt::kHighestDouble:
        return NoThanks::tr("the Highest-counts-double card");
    case nt::kForty:
        return NoThanks::tr("the 40");
    case nt::kPerCardMinus:
        return NoThanks::tr("the −1-per-card card");
    default:
        return NoThanks::tr("an unknown card");
    }
}

QString cardHelp(nt::Card card)
{
    if (nt::isNumber(card))
        return NoThanks::tr("Costs %1 points at the end, unless it is in a run: a run of consecutive numbers costs "
                            "only its lowest card.")
            .arg(card);
    switch (card) {
    case nt::kBonus5:
    case nt::kBonus10:
    case nt::kBonus15:
    case nt::kBonus20:
        return NoThanks::tr("Green card, kept to the end: it is worth %1 points then.").arg(nt::bonusPoints(card));
    case nt::kWild:
        return NoThanks::tr("Green card, kept to the end: it then counts as the one number from %1 to %2 that helps "
                            "you most, for example to join two runs.")
            .arg(nt::kLowestNumber)
            .arg(nt::kHighestNumber);
    case nt::kPerCardPlus:
        return NoThanks::tr("Green card, kept to the end: 1 point for every card in your display then, this one "
                            "and other special cards included.");
    case nt::kSkip:
        return NoThanks::tr("Green card, to play on your turn: you sit out the card in the middle (no chip to pay, "
                            "no bid, and you cannot get it). Used once.");
    case nt::kLook:
        return NoThanks::tr("Green card, to play on your turn: you alone see the set-aside cards. Used once.");
    case nt::kGive:
        return NoThanks::tr("Green card that acts at once: you pass one card of your display to the player on your "
                            "left.");
    case nt::kRemove:
        return NoThanks::tr("Green card that acts at once: you throw one card of your display away.");
    case nt::kDouble:
        return NoThanks::tr("Green card, kept to the end: each chip you have left is worth 2 points then.");
    case nt::kPinkX:
        return NoThanks::tr("Pink card that acts at once: you also get the first card of the deck without a green "
                            "back (if there is none, the top set-aside card).");
    case nt::kNegative:
        return NoThanks::tr("Pink card, kept to the end: your chips count as minus points then.");
    case nt::kHalve:
        return NoThanks::tr("Pink card, kept to the end: your chips are worth half then (rounded down).");
    case nt::kHighestDouble:
        return NoThanks::tr("Pink card, kept to the end: your highest number costs twice then; if it is in a run, "
                            "the run's lowest card costs twice instead.");
    case nt::kForty:
        return NoThanks::tr("Pink card that costs 40 points at the end. It never joins a run.");
    case nt::kPerCardMinus:
        return NoThanks::tr("Pink card, kept to the end: 1 minus point for every card in your display then, this "
                            "one included.");
    default:
        return {};
    }
}

QString cardBadge(nt::Card card)
{
    if (nt::isNumber(card))
        return QString::number(card);
    switch (card) {
    case nt::kBonus5:
        return QStringLiteral("+5");
    case nt::kBonus10:
        return QStringLiteral("+10");
    case nt::kBonus15:
        return QStringLiteral("+15");
    case nt::kBonus20:
        return QStringLiteral("+20");
    case nt::kWild:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Wild");
    case nt::kPerCardPlus:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("+1 each");
    case nt::kSkip:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Skip");
    case nt::kLook:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Look");
    case nt::kGive:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Give");
    case nt::kRemove:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Remove");
    case nt::kDouble:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Chips ×2");
    case nt::kPinkX:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Pink X"); // the same name as in the log and the rules
    case nt::kNegative:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Chips −");
    case nt::kHalve:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("Chips ½");
    case nt::kHighestDouble:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("High ×2");
    case nt::kForty:
        return QStringLiteral("40");
    case nt::kPerCardMinus:
        //: Printed on the small card itself: a very short label (at most about 8 letters).
        return NoThanks::tr("−1 each");
    default:
        return QStringLiteral("?");
    }
}

QString cardColourWord(nt::Card card)
{
    if (nt::isGreen(card))
        return NoThanks::tr("green");
    if (nt::isPink(card))
        return NoThanks::tr("pink");
    return {};
}

QString cardTimingWord(nt::Card card)
{
    if (!nt::isSpecial(card))
        return {};
    switch (nt::timingOf(card)) {
    case nt::Timing::EndOfGame:
        return NoThanks::tr("counts at the end");
    case nt::Timing::AnyTime:
        return NoThanks::tr("play it on your turn");
    case nt::Timing::Immediate:
        return NoThanks::tr("acts at once");
    }
    return {};
}

} // namespace nobox::nothanks
