// SPDX-License-Identifier: GPL-3.0-or-later
// No Thanks! in words: every error code has a sentence, every log event and score item reads as English (no
// placeholder left, no "(s)"), and the privacy flag follows the table options.

#include "boards/no_thanks/display_groups.h"
#include "boards/no_thanks/no_thanks_texts.h"

#include "builtin_games.h"
#include "core/game.h"
#include "core/match.h"
#include "core/match_config.h"
#include "core/registry.h"
#include "core/rng.h"
#include "no_thanks/moves.h"
#include "no_thanks/observation.h"

#include <QRegularExpression>
#include <QtTest>

#include <set>

using namespace nobox::nothanks;
namespace core = games::core;

namespace {

const core::Game& noThanks()
{
    static core::Registry registry = [] {
        core::Registry r;
        games::registerBuiltinGames(r);
        return r;
    }();
    return *registry.find("no-thanks");
}

std::unique_ptr<core::Match> newMatch(int seats, std::uint64_t seed, bool expansion, bool open)
{
    core::MatchConfig config;
    config.seats = seats;
    config.seed = seed;
    core::RawOptions raw {{"expansion", expansion ? "true" : "false"}, {"open-counters", open ? "true" : "false"}};
    core::resolveOptions(noThanks().optionSpecs(), raw, config.options);
    return noThanks().newMatch(config);
}

/// A sentence a person may read: not empty, no placeholder or plural marker left, no engine notation.
void checkSentence(const QString& text, const QString& what)
{
    QVERIFY2(!text.trimmed().isEmpty(), qPrintable(what + ": empty"));
    static const QRegularExpression placeholder(QStringLiteral("%[0-9n]"));
    QVERIFY2(!placeholder.match(text).hasMatch(), qPrintable(what + ": " + text));
    QVERIFY2(!text.contains(QLatin1String("(s)")), qPrintable(what + ": " + text));
    QVERIFY2(!text.contains(QLatin1String("no-thanks.")), qPrintable(what + ": " + text));
}

} // namespace

class NoThanksTextsTest : public QObject {
    Q_OBJECT

private slots:
    void everyErrorCodeHasASentence()
    {
        NoThanksTexts texts;
        QVERIFY(!noThanks().errorCodes().empty());
        for (const auto& info : noThanks().errorCodes()) {
            const QString code = QString::fromUtf8(info.code.data(), qsizetype(info.code.size()));
            QVERIFY2(texts.hasErrorText(info.code), qPrintable(code));
            core::Error error = core::Error::make(info.code, 9, 2, 1);
            if (info.hasDetail)
                error.detail = "17";
            const QString sentence = texts.errorText(error);
            checkSentence(sentence, code);
            QVERIFY2(!sentence.contains(QLatin1String("not possible now")), qPrintable(code)); // not the fallback
        }
        // Cards in details are named in words: "The 17", "the Wild card".
        QVERIFY(texts.errorText(core::Error::make("no-thanks.not-your-card", 17)).startsWith("The 17"));
        QVERIFY(texts.errorText(core::Error::make("no-thanks.not-your-card", games::no_thanks::kWild))
                    .contains("Wild card"));
        QCOMPARE(texts.errorText(core::Error::make("no-thanks.must-take")),
            QStringLiteral("You have no chips left, so you cannot say No thanks!: you must take the card."));
    }

    void optionsHaveLabelsAndHelp()
    {
        NoThanksTexts texts;
        for (const auto& spec : noThanks().optionSpecs()) {
            checkSentence(texts.optionLabel(spec.name), QString::fromStdString(spec.name));
            checkSentence(texts.optionHelp(spec.name), QString::fromStdString(spec.name));
        }
        QCOMPARE(texts.optionLabel("expansion"), QStringLiteral("Special cards"));
        QCOMPARE(texts.optionLabel("open-counters"), QStringLiteral("Open chips"));
        checkSentence(texts.title(), "title");
        checkSentence(texts.tagline(), "tagline");
    }

    void logMovesAndScoresReadWell()
    {
        // Many random games with and without special cards: every event type, move and score item comes up.
        NoThanksTexts texts;
        std::set<int> eventTypes;
        std::set<std::string> scoreItems;
        const QStringList names {"Anna", "Ben", "Cleo", "Dev", "Emma", "Finn", "Gus"};
        core::Rng rng(5);
        core::MoveList legal;
        for (int game = 0; game < 160; ++game) {
            const int seats = 3 + game % 5;
            auto match = newMatch(seats, 1000 + game, game % 4 != 0, game % 3 == 0);
            while (!match->isOver()) {
                match->legalMoves(legal);
                const auto observation = match->observe(match->toMove());
                for (const auto& move : legal)
                    checkSentence(texts.moveText(move, *observation), "move");
                match->apply(legal[rng.below(std::uint32_t(legal.size()))]);
            }
            const auto observation = match->observe(0);
            const auto& view = dynamic_cast<const games::no_thanks::NoThanksObservation&>(*observation);
            const QStringList lines = texts.logLines(view, names.mid(0, seats));
            QCOMPARE(lines.size(), qsizetype(view.log.size()));
            for (std::size_t i = 0; i < view.log.size(); ++i) {
                eventTypes.insert(int(view.log[i].type));
                checkSentence(lines[qsizetype(i)], QStringLiteral("event %1").arg(int(view.log[i].type)));
                QVERIFY2(lines[qsizetype(i)].contains(names[view.log[i].seat]), qPrintable(lines[qsizetype(i)]));
            }
            for (const auto& score : match->score())
                for (const auto& item : score.items) {
                    scoreItems.insert(item.id);
                    const QString text = texts.scoreItemText(item);
                    checkSentence(text, QString::fromStdString(item.id));
                    QVERIFY2(text != QString::fromStdString(item.id), item.id.c_str());
                }
        }
        // Every event type of the log appeared at least once except the two that need rare or impossible cards.
        for (int type = 0; type <= int(games::no_thanks::EventType::NothingToChoose); ++type) {
            const auto event = games::no_thanks::Event {games::no_thanks::EventType(type), 1, 17, 2};
            checkSentence(NoThanksTexts::eventText(event, names.mid(0, 3)), QStringLiteral("type %1").arg(type));
        }
        QVERIFY(eventTypes.size() >= 11);
        QVERIFY(scoreItems.count("cards") && scoreItems.count("counters") && scoreItems.count("special.bonus"));
        QCOMPARE(texts.tieBreakText({}), QString());
    }

    void pluralsInEnglish()
    {
        NoThanksTexts texts;
        const QStringList names {"Anna", "Ben", "Cleo"};
        using games::no_thanks::Event;
        using games::no_thanks::EventType;
        QCOMPARE(NoThanksTexts::eventText(Event {EventType::Take, 0, 17, 1}, names),
            QStringLiteral("Anna takes the 17 with 1 chip."));
        QCOMPARE(NoThanksTexts::eventText(Event {EventType::Take, 0, 17, 4}, names),
            QStringLiteral("Anna takes the 17 with 4 chips."));
        QCOMPARE(NoThanksTexts::eventText(Event {EventType::Refuse, 1, 17, 0}, names),
            QStringLiteral("Ben says No thanks! to the 17."));
        QCOMPARE(NoThanksTexts::eventText(Event {EventType::Give, 2, games::no_thanks::kSkip, 0 /* to Anna */}, names),
            QStringLiteral("Cleo gives the Skip card to Anna."));
        QCOMPARE(texts.scoreItemText({"counters", 1, {}}), QStringLiteral("1 chip left"));
        QCOMPARE(
            texts.scoreItemText({"cards", -30, {3, 27}}), QStringLiteral("Cards, each run at its lowest (3 + 27)"));
    }

    void runsAreGroupedForTheEye()
    {
        using namespace games::no_thanks;
        const auto groups = groupDisplay({kSkip, 27, 5, 26, kForty, 6, 7, 30, kBonus5, kBonus5, 35});
        QCOMPARE(groups.size(), std::size_t(7));
        QCOMPARE(groups[0].cards, (std::vector<Card> {5, 6, 7}));
        QCOMPARE(groups[0].cost(), 5);
        QCOMPARE(groups[1].cards, (std::vector<Card> {26, 27}));
        QCOMPARE(groups[2].cards, (std::vector<Card> {30}));
        QCOMPARE(groups[3].cards, (std::vector<Card> {35}));
        QCOMPARE(groups[4].cards, (std::vector<Card> {kForty})); // never joins the 35
        QCOMPARE(groups[4].cost(), 40);
        QCOMPARE(groups[5].cards, (std::vector<Card> {kBonus5, kBonus5}));
        QCOMPARE(groups[5].cost(), 0);
        QCOMPARE(groups[6].cards, (std::vector<Card> {kSkip}));
        QVERIFY(groupDisplay({}).empty());
    }
};

QTEST_MAIN(NoThanksTextsTest)
#include "no_thanks_texts_test.moc"
