// SPDX-License-Identifier: GPL-3.0-or-later
#include "no_idea_texts.h"

#include "no_idea_words.h"

#include "no_idea/moves.h"
#include "no_idea/observation.h"

#include <algorithm>
#include <array>

namespace nobox::noidea {

namespace {

using games::core::Error;
using ni::EventType;

/// The card of an error's argument `index` (ArgKind::Card).
/// The card of argument `index`; `subject`: it starts the sentence (cardSubject).
QString argCard(const Error& error, int index = 0, bool subject = false)
{
    const int value = error.args[static_cast<std::size_t>(index)];
    if (value > 0 && value < 256 && ni::isCard(static_cast<ni::Card>(value)))
        return subject ? cardSubject(static_cast<ni::Card>(value)) : cardPhrase(static_cast<ni::Card>(value));
    return NoIdea::tr("“%1”").arg(value);
}

// Every code of NoIdeaGame::errorCodes(), and core.game-over and app.not-your-turn that a late click can meet.
constexpr std::array<std::string_view, 20> kErrorCodes {"no-idea.bad-notation", "no-idea.malformed-move",
    "no-idea.choose-pile-first", "no-idea.empty-position", "no-idea.no-pile-choice", "no-idea.no-such-pile",
    "no-idea.does-not-fit", "no-idea.too-many-to-declare", "no-idea.setup-not-object", "no-idea.setup-unknown-key",
    "no-idea.setup-bad-list", "no-idea.setup-unknown-card", "no-idea.setup-no-such-card",
    "no-idea.setup-too-many-copies", "no-idea.setup-missing-card", "no-idea.setup-trophy-count",
    "no-idea.setup-bad-trophy", "no-idea.setup-too-many-trophies", "core.game-over", "app.not-your-turn"};

// The refusals worded without the error's arguments (errorText words the others).
constexpr kit::ErrorWord kErrorWords[] {
    {"no-idea.bad-notation", QT_TRANSLATE_NOOP("NoIdea", "“%1” is not a No Idea move.")},
    {"no-idea.malformed-move", QT_TRANSLATE_NOOP("NoIdea", "That is not a No Idea move.")},
    {"no-idea.no-pile-choice",
        QT_TRANSLATE_NOOP("NoIdea", "No card is waiting for a pile now: reveal one of your cards.")},
    {"no-idea.setup-not-object", QT_TRANSLATE_NOOP("NoIdea", "A No Idea setup must be a JSON object, not %1.")},
    {"no-idea.setup-unknown-key",
        QT_TRANSLATE_NOOP("NoIdea", "The setup has a field “%1” that No Idea does not know.")},
    {"no-idea.setup-bad-list", QT_TRANSLATE_NOOP("NoIdea", "The setup's “%1” must be a list.")},
    {"no-idea.setup-unknown-card", QT_TRANSLATE_NOOP("NoIdea", "The setup names a card that does not exist: %1.")},
    {"no-idea.setup-bad-trophy", QT_TRANSLATE_NOOP("NoIdea", "A trophy of the setup is not 3, 4 or 5 stars (%1).")},
    {"core.game-over", QT_TRANSLATE_NOOP("NoIdea", "The game is over: no more moves.")},
    {"app.not-your-turn", QT_TRANSLATE_NOOP("NoIdea", "Please wait: it is not your turn.")}};

constexpr kit::OptionWords kOptions[] {{"memory-aid", QT_TRANSLATE_NOOP("NoIdea", "Memory aid"),
    QT_TRANSLATE_NOOP("NoIdea",
        "Known face-down cards show a small mark of what they are (normally you must remember "
        "them).")}};

constexpr kit::TextsData kData {"NoIdea", QT_TRANSLATE_NOOP("NoIdea", "No Idea"),
    QT_TRANSLATE_NOOP("NoIdea", "Get rid of the face-down cards in front of you, without knowing what they are."),
    kOptions, kErrorCodes, kErrorWords};

} // namespace

NoIdeaTexts::NoIdeaTexts()
    : BoardTexts(kData)
{
}

QString NoIdeaTexts::argumentError(const Error& error, std::string_view code, const QString& detail) const
{
    if (code == "no-idea.choose-pile-first")
        return NoIdea::tr("First choose the pile for %1.").arg(argCard(error));
    if (code == "no-idea.empty-position")
        return NoIdea::tr("There is no card at place %1.").arg(error.args[0]);
    if (code == "no-idea.no-such-pile")
        return NoIdea::tr("There is no pile %1.").arg(error.args[0]);
    if (code == "no-idea.does-not-fit")
        return NoIdea::tr("%1 does not fit pile %2: choose a lit pile.")
            .arg(argCard(error, 0, true))
            .arg(error.args[1]);
    if (code == "no-idea.too-many-to-declare")
        return pluralText(NoIdea::tr("“Nothing fits anymore!” needs %1 face-down cards or fewer; you have %n.", nullptr,
                              error.args[0]),
            error.args[0])
            .arg(ni::kDeclareLimit);
    if (code == "no-idea.setup-no-such-card")
        return NoIdea::tr("The box holds no such card as %1 (%2).").arg(argCard(error), detail);
    if (code == "no-idea.setup-too-many-copies")
        return NoIdea::tr("The setup has more copies of %1 than the box holds (%2).").arg(argCard(error), detail);
    if (code == "no-idea.setup-missing-card")
        return NoIdea::tr("The setup leaves out %1: every card of the box must be listed.").arg(argCard(error));
    if (code == "no-idea.setup-trophy-count")
        return NoIdea::tr("The setup lists %1 trophies; there must be %2.").arg(error.args[0]).arg(error.args[1]);
    if (code == "no-idea.setup-too-many-trophies")
        return NoIdea::tr("The setup has more trophies of %1 stars than the box holds (%2).")
            .arg(error.args[0])
            .arg(detail);
    return NoIdea::tr("This is not possible now (%1).").arg(QString::fromUtf8(code.data(), code.size()));
}

QString NoIdeaTexts::eventText(const ni::Event& event, const QStringList& seatNames)
{
    const QString who = seatName(seatNames, event.seat);
    const QString card = cardPhrase(event.card);
    const int n = event.n;
    switch (event.type) {
    case EventType::Turn:
        return NoIdea::tr("%1's turn.").arg(who);
    case EventType::Draw:
        if (event.flag == static_cast<int>(ni::Source::Plus))
            return NoIdea::tr("“+”: %1 turns up %2 from the draw pile.").arg(who, card);
        return NoIdea::tr("Opening card: %1 turns up %2.").arg(who, card);
    case EventType::Reveal:
        return NoIdea::tr("%1 reveals %2 at place %3.").arg(who, card).arg(event.position);
    case EventType::Play:
        if (event.flag)
            return NoIdea::tr("%1 fits no pile and starts pile %2.").arg(cardSubject(event.card)).arg(event.pile);
        return NoIdea::tr("%1 goes onto pile %2.").arg(cardSubject(event.card)).arg(event.pile);
    case EventType::NoFit:
        return NoIdea::tr("%1 fits no pile: it goes back face down at place %2, and the turn ends.")
            .arg(cardSubject(event.card))
            .arg(event.position);
    case EventType::Prize:
        return pluralText(NoIdea::tr("%1 gets a consolation prize of %n star(s); the turn ends.", nullptr, n), n)
            .arg(who);
    case EventType::RemovePiles:
        // The pile kept is the only one left, so the board numbers it 1 from now on: both numbers are said.
        return pluralText(
            NoIdea::tr("Every pile but pile %1 is set aside; it is pile 1 now. %n card(s) now lie aside.", nullptr, n),
            n)
            .arg(event.pile);
    case EventType::Refill:
        return pluralText(NoIdea::tr("Refill to 3: %1 draws %n card(s).", nullptr, n), n).arg(who);
    case EventType::Reshuffle:
        if (event.flag)
            return pluralText(
                NoIdea::tr(
                    "The draw pile is empty: the piles' lower %n card(s) are shuffled into a new one.", nullptr, n),
                n);
        return pluralText(
            NoIdea::tr("The draw pile is empty: the %n set-aside card(s) are shuffled into a new one.", nullptr, n), n);
    case EventType::NothingToDraw:
        return NoIdea::tr("There is no card left to draw.");
    case EventType::EmptyLayout:
        return NoIdea::tr("%1 has no card to reveal: the turn ends.").arg(who);
    case EventType::Declare:
        return NoIdea::tr("%1 declares “Nothing fits anymore!”").arg(who);
    case EventType::DeclareResult:
        if (event.flag)
            return NoIdea::tr("Right: none of %1's cards fits.").arg(who);
        if (ni::isPrize(event.card))
            return NoIdea::tr("Wrong: a consolation prize turned up. No trophy.");
        return NoIdea::tr("Wrong: %1 fits. No trophy.").arg(card);
    case EventType::Trophy:
        return NoIdea::tr("%1 takes a trophy.").arg(who);
    case EventType::NewCards:
        return pluralText(NoIdea::tr("%1 draws %n new card(s).", nullptr, n), n).arg(who);
    case EventType::GameOver:
        return NoIdea::tr("The last trophy is gone: the game is over.");
    }
    return {};
}

QStringList NoIdeaTexts::logLines(const games::core::Observation& observation, const QStringList& seatNames) const
{
    return kit::logLinesOf<ni::NoIdeaObservation>(
        observation, [&seatNames](const ni::NoIdeaView& view, std::size_t i) { return logText(view, i, seatNames); });
}

namespace {

/// Whether the card of log entry `index` (a reveal, or its return) lies face down in a layout again: the turn's
/// next card event after the reveal is its return (NoFit).
bool wentBack(const ni::NoIdeaView& view, std::size_t index)
{
    const auto& log = view.log;
    const ni::Event& event = log[index];
    if (event.type == EventType::NoFit)
        return true;
    if (event.type != EventType::Reveal)
        return false;
    if (event.flag) // a declaration's cards all turn face down when it is judged, but a prize (ND-7)
        return !ni::isPrize(event.card);
    for (std::size_t i = index + 1; i < log.size(); ++i) {
        switch (log[i].type) {
        case EventType::NoFit:
            return log[i].card == event.card;
        case EventType::Play:
        case EventType::Prize:
        case EventType::Turn:
        case EventType::Reveal:
            return false;
        default:
            break;
        }
    }
    return false; // face up still, waiting for its pile
}

} // namespace

QString NoIdeaTexts::logText(const ni::NoIdeaView& view, std::size_t index, const QStringList& seatNames)
{
    const ni::Event& event = view.log[index];
    const bool forget = !view.memoryAid && !view.revealed;
    if (forget && event.type == EventType::DeclareResult && !event.flag && !ni::isPrize(event.card))
        return NoIdea::tr("Wrong: one of the cards fits. No trophy.");
    if (!forget || !wentBack(view, index))
        return eventText(event, seatNames);
    if (event.type == EventType::Reveal)
        return NoIdea::tr("%1 reveals the card at place %2.").arg(seatName(seatNames, event.seat)).arg(event.position);
    return NoIdea::tr("It fits no pile and goes back face down; the turn ends.");
}

QString NoIdeaTexts::moveText(const games::core::Move& move, const games::core::Observation& observation) const
{
    const auto* view = dynamic_cast<const ni::NoIdeaObservation*>(&observation);
    const auto info = ni::decode(move);
    switch (info.kind) {
    case ni::MoveKind::Reveal:
        return NoIdea::tr("Reveal the card at place %1").arg(info.position);
    case ni::MoveKind::Pile:
        if (view && view->pending != ni::kNoCard)
            return NoIdea::tr("Put %1 on pile %2").arg(cardPhrase(view->pending)).arg(info.pile);
        return NoIdea::tr("Put the card on pile %1").arg(info.pile);
    case ni::MoveKind::NothingFits:
        return NoIdea::tr("Declare “Nothing fits anymore!”");
    }
    return NoIdea::tr("That is not a No Idea move.");
}

QString NoIdeaTexts::scoreItemText(const games::core::ScoreItem& item) const
{
    QStringList parts;
    for (int value : item.values)
        parts << QString::number(value);
    const int count = static_cast<int>(item.values.size());
    // One card: its stars with their plural; several: the unit first, so that no number stands before a plural
    // it may not take ("1 + 0 stars").
    if (item.id == "trophies") {
        if (count == 0)
            return NoIdea::tr("No trophies");
        if (count == 1)
            return pluralText(NoIdea::tr("One trophy (%n star(s))", nullptr, item.values[0]), item.values[0]);
        return NoIdea::tr("%1 trophies (stars: %2)").arg(count).arg(parts.join(QStringLiteral(" + ")));
    }
    if (item.id == "prizes") {
        if (count == 0)
            return NoIdea::tr("No consolation prizes");
        if (count == 1)
            return pluralText(
                NoIdea::tr("One consolation prize (%n star(s))", nullptr, item.values[0]), item.values[0]);
        return NoIdea::tr("%1 consolation prizes (stars: %2)").arg(count).arg(parts.join(QStringLiteral(" + ")));
    }
    return QString::fromStdString(item.id);
}

QString NoIdeaTexts::tieBreakText(const games::core::RankKey& key) const
{
    return NoIdea::tr("Trophies and prizes together: %1 (breaks a tie)").arg(key.tieBreak);
}

} // namespace nobox::noidea
