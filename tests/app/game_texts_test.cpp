// SPDX-License-Identifier: GPL-3.0-or-later
// Every registered game has a board, and words in every language of the app: each error code it declares, each
// entry of its public log, each move and each item of its score sheet read as a sentence in English, German and
// Japanese (none left as the English source, no placeholder, no engine code). The games come from the registry,
// so a new game is checked by its registration alone.

#include "app_fixture.h"

#include "shell/game_texts.h"

#include "ai/hard_level.h"
#include "shell/language.h"

#include "core/match.h"
#include "core/match_config.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <string>

using namespace shell_test;
namespace core = games::core;

namespace {

const QStringList kLanguages {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
const QStringList kNames {"Anna", "Ben", "Cleo", "Dev", "Emma", "Finn", "Gus", "Hana"};

/// A sentence a person may read: not empty, no placeholder or plural marker left, no engine code of `game`.
bool readable(const QString& text, const core::Game& game)
{
    static const QRegularExpression placeholder(QStringLiteral("%[0-9n]"));
    return !text.trimmed().isEmpty() && !placeholder.match(text).hasMatch() && !text.contains(QLatin1String("(s)"))
        && !text.contains(QString::fromStdString(std::string(game.id()) + "."));
}

/// An argument value the game's notation names (a real card, a real colour), for an error of that kind.
int namedValue(const core::Game& game, core::ArgKind kind)
{
    if (kind != core::ArgKind::Card && kind != core::ArgKind::Colour)
        return kind == core::ArgKind::Seat ? 1 : 2;
    for (int value = 0; value < 256; ++value) {
        const std::string text = game.argToText(kind, value);
        if (text != std::to_string(value) && text != "?")
            return value;
    }
    return 1;
}

/// What `words` gives in each language, English first: one list of texts per language.
template <typename Words> std::vector<QStringList> inEveryLanguage(nobox::LanguageSwitcher& switcher, Words words)
{
    std::vector<QStringList> texts;
    for (const QString& language : kLanguages) {
        switcher.switchTo(language);
        texts.push_back(words());
    }
    switcher.switchTo(QStringLiteral("en"));
    return texts;
}

/// What is wrong with the texts of every language (the same count, each readable, the translations not the
/// English source), with `names` saying what each text is for; empty when nothing is.
QString wrongIn(const std::vector<QStringList>& texts, const QStringList& names, const core::Game& game)
{
    for (std::size_t language = 0; language < texts.size(); ++language) {
        const QStringList& list = texts[language];
        if (list.size() != names.size())
            return QStringLiteral("%1: %2 texts for %3").arg(kLanguages[language]).arg(list.size()).arg(names.size());
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString where = names[i] + QStringLiteral(" in ") + kLanguages[language];
            if (!readable(list[i], game))
                return where + QStringLiteral(": “") + list[i] + QStringLiteral("”");
            if (language > 0 && list[i] == texts[0][i])
                return where + QStringLiteral(" is the English source: “") + list[i] + QStringLiteral("”");
        }
    }
    return {};
}

/// The finished random games the words are checked on: every table size, with the defaults and with every boolean
/// option on.
std::vector<std::unique_ptr<core::Match>> finishedGames(const core::Game& game)
{
    std::vector<std::unique_ptr<core::Match>> matches;
    core::Rng rng(5);
    core::MoveList legal;
    const bool hasBoolean = std::any_of(game.optionSpecs().begin(), game.optionSpecs().end(),
        [](const core::OptionSpec& spec) { return spec.type == core::OptionSpec::Type::Bool; });
    for (int seats = game.minSeats(); seats <= game.maxSeats(); ++seats)
        for (const bool options : {false, true}) {
            if (options && !hasBoolean)
                continue;
            core::MatchConfig config;
            config.seats = seats;
            config.seed = 100 + static_cast<std::uint64_t>(seats);
            core::RawOptions raw;
            for (const auto& spec : game.optionSpecs())
                if (options && spec.type == core::OptionSpec::Type::Bool)
                    raw[spec.name] = "true";
            if (core::resolveOptions(game.optionSpecs(), raw, config.options))
                continue;
            auto match = game.newMatch(config);
            while (match && !match->isOver()) {
                match->legalMoves(legal);
                (void)match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
            if (match)
                matches.push_back(std::move(match));
        }
    return matches;
}

/// One game's rules and words in the real app, and the switch between its languages.
struct GameWords {
    App app;
    nobox::LanguageSwitcher switcher;
    const core::Game* rules;
    const nobox::GameTexts* texts;

    explicit GameWords(const QString& game)
        : rules(app.registry.find(game.toStdString()))
        , texts(rules && app.boards.find(rules->id()) ? app.boards.find(rules->id())->texts.get() : nullptr)
    {
    }
    /// What is wrong with the texts `words` gives in every language, `names` saying what each text is for.
    template <typename Words> QString wrongIn(const QStringList& names, Words words)
    {
        return ::wrongIn(inEveryLanguage(switcher, words), names, *rules);
    }
};

} // namespace

class GameTextsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { nobox::applyIdentity(); }

    void everyGameHasABoardAndEveryBoardAGame()
    {
        App app;
        QVERIFY(!app.registry.games().empty());
        for (const auto& game : app.registry.games()) {
            const nobox::GameUi* ui = app.boards.find(game->id());
            QVERIFY2(ui,
                qPrintable(QStringLiteral("no board registered for %1 (app/shell/exe/builtin_boards.cpp)")
                               .arg(QString::fromStdString(std::string(game->id())))));
            QVERIFY(ui->texts);
            QVERIFY(ui->makeBoard);
            QVERIFY2(QFile::exists(ui->artFile), qPrintable(ui->artFile));
        }
        for (const auto& [id, ui] : app.boards.all())
            QVERIFY2(app.registry.find(id), qPrintable(QStringLiteral("a board for no game: %1").arg(id.c_str())));
    }

    void titleAndOptionsHaveWords_data() { addRowPerGame(); }
    void titleAndOptionsHaveWords()
    {
        QFETCH(QString, game);
        GameWords ui(game);
        QVERIFY(ui.texts);
        const core::Game& rules = *ui.rules;
        const nobox::GameTexts& texts = *ui.texts;
        QStringList names {QStringLiteral("tagline")};
        for (const auto& spec : rules.optionSpecs())
            names << QString::fromStdString(spec.name) << QString::fromStdString(spec.name + " help");
        const QString wrong = ui.wrongIn(names, [&] {
            QStringList words {texts.tagline()};
            for (const auto& spec : rules.optionSpecs())
                words << texts.optionLabel(spec.name) << texts.optionHelp(spec.name);
            return words;
        });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    void everyErrorCodeHasWords_data() { addRowPerGame(); }
    void everyErrorCodeHasWords()
    {
        QFETCH(QString, game);
        GameWords ui(game);
        QVERIFY(ui.texts);
        const core::Game& rules = *ui.rules;
        const nobox::GameTexts& texts = *ui.texts;
        QVERIFY(!rules.errorCodes().empty());
        std::vector<core::Error> errors;
        QStringList codes;
        for (const auto& info : rules.errorCodes()) {
            codes << QString::fromUtf8(info.code.data(), static_cast<qsizetype>(info.code.size()));
            QVERIFY2(texts.hasErrorText(info.code), qPrintable(codes.back()));
            errors.push_back(core::Error::make(info.code, namedValue(rules, info.args[0]),
                namedValue(rules, info.args[1]), namedValue(rules, info.args[2])));
            if (info.hasDetail)
                errors.back().detail = "x9";
        }
        const QString wrong = ui.wrongIn(codes, [&] {
            QStringList words;
            for (const auto& error : errors)
                words << texts.errorText(error);
            return words;
        });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    /// Every reason a review's mark can give (the game's hard level, HardLevel::reasonCodes) has its sentence.
    void everyReviewReasonHasWords_data() { addRowPerGame(); }
    void everyReviewReasonHasWords()
    {
        QFETCH(QString, game);
        GameWords ui(game);
        QVERIFY(ui.texts);
        const core::Game& rules = *ui.rules;
        std::vector<games::ai::Reason> reasons;
        QStringList codes;
        for (const auto& info : games::ai::hardLevelFor(rules)->reasonCodes()) {
            codes << QString::fromUtf8(info.code.data(), static_cast<qsizetype>(info.code.size()));
            reasons.push_back(games::ai::Reason::make(info.code, namedValue(rules, info.args[0]),
                namedValue(rules, info.args[1]), namedValue(rules, info.args[2]), namedValue(rules, info.args[3])));
        }
        const QStringList names {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cas")};
        const QString wrong = ui.wrongIn(codes, [&] {
            QStringList words;
            for (const auto& reason : reasons)
                words << ui.texts->reasonText(reason, names);
            return words;
        });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    void logAndScoresHaveWords_data() { addRowPerGame(); }
    void logAndScoresHaveWords()
    {
        QFETCH(QString, game);
        GameWords ui(game);
        QVERIFY(ui.texts);
        const core::Game& rules = *ui.rules;
        const nobox::GameTexts& texts = *ui.texts;
        int lines = 0;
        int items = 0;
        for (const auto& match : finishedGames(rules)) {
            const QStringList names = kNames.mid(0, match->config().seats);
            // The log as the first seat reads it: one sentence per entry.
            const auto seen = match->observe(0);
            QStringList entries;
            for (std::size_t entry = 0; entry < seen->publicLogSize(); ++entry)
                entries << QStringLiteral("log entry %1").arg(entry);
            const QString log = ui.wrongIn(entries, [&] { return texts.logLines(*seen, names); });
            QVERIFY2(log.isEmpty(), qPrintable(log));
            lines += static_cast<int>(entries.size());
            QStringList ids;
            std::vector<core::ScoreItem> scoreItems;
            for (const auto& score : match->score())
                for (const auto& item : score.items) {
                    ids << QString::fromStdString(item.id);
                    scoreItems.push_back(item);
                }
            const QString score = ui.wrongIn(ids, [&] {
                QStringList words;
                for (const auto& item : scoreItems)
                    words << texts.scoreItemText(item);
                return words;
            });
            QVERIFY2(score.isEmpty(), qPrintable(score));
            items += static_cast<int>(ids.size());
        }
        QVERIFY(lines > 0);
        QVERIFY(items > 0);
        qInfo("%s: %d log lines and %d score items in %lld languages", qPrintable(game), lines, items,
            static_cast<long long>(kLanguages.size()));
    }

    void hintMovesHaveWords_data() { addRowPerGame(); }
    void hintMovesHaveWords()
    {
        // The legal moves of every tenth position of a random game, as a hint names them.
        QFETCH(QString, game);
        GameWords ui(game);
        QVERIFY(ui.texts);
        const core::Game& rules = *ui.rules;
        const nobox::GameTexts& texts = *ui.texts;
        core::MatchConfig config;
        config.seats = rules.minSeats();
        config.seed = 3;
        QVERIFY(!core::resolveOptions(rules.optionSpecs(), {}, config.options));
        auto match = rules.newMatch(config);
        QVERIFY(match);
        core::Rng rng(3);
        core::MoveList legal;
        for (int position = 0; !match->isOver(); ++position) {
            match->legalMoves(legal);
            if (position % 10 == 0) {
                const auto seen = match->observe(match->toMove());
                QStringList moves;
                for (const auto& move : legal)
                    moves << QString::fromStdString(rules.moveToText(move));
                const QString wrong = ui.wrongIn(moves, [&] {
                    QStringList words;
                    for (const auto& move : legal)
                        words << texts.moveText(move, *seen);
                    return words;
                });
                QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            }
            QVERIFY(!match->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        }
    }
};

QTEST_MAIN(GameTextsTest)
#include "game_texts_test.moc"
