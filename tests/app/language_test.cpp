// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language in the middle of a game: every text of the window, the new-game dialog, the board, the
// rules and the score sheet follows at once (none is left as the English source), and nothing of the game, its
// log or a choice in progress is lost.
#include "app_fixture.h"

#include "shell/language.h"
#include "shell/new_game_dialog.h"
#include "shell/rules_dialog.h"
#include "shell/score_sheet.h"
#include "shell/seat_editor.h"
#include "shell/side_panel.h"
#include "shell/table_settings.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace shell_test;

namespace {

/// The English sources that a language translates differently: as they are, and as patterns with their
/// placeholders (%1, %n) open, for texts built with arguments.
struct Sources {
    std::set<QString> exact;
    std::vector<QRegularExpression> patterns;
};

Sources translatedSources(const QString& tsFile)
{
    Sources sources;
    QFile file(tsFile);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(tsFile));
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (translation.trimmed().isEmpty() || translation == source)
                continue;
            sources.exact.insert(source);
            static const QRegularExpression placeholder(QStringLiteral("%(L?\\d+|n)"));
            if (!source.contains(placeholder))
                continue;
            const QStringList literals = source.split(placeholder);
            if (literals.join(QString()).trimmed().size() < 8) // too little of its own to be recognised
                continue;
            QStringList escaped;
            for (const QString& literal : literals)
                escaped << QRegularExpression::escape(literal);
            sources.patterns.emplace_back(QRegularExpression::anchoredPattern(escaped.join(QStringLiteral(".+"))),
                QRegularExpression::DotMatchesEverythingOption);
        }
    }
    return sources;
}

/// The texts under `roots` that are still the English source of a translated string. Names are the players'
/// (typed, or the defaults a person may keep), not the app's words: they stay as they are.
QStringList untranslated(const Sources& english, const QList<QWidget*>& roots, const QStringList& names)
{
    QStringList found;
    for (QWidget* root : roots)
        for (const QString& text : allTexts(root)) {
            if (names.contains(text))
                continue;
            bool isEnglish = english.exact.count(text) > 0;
            for (const auto& pattern : english.patterns)
                isEnglish = isEnglish || pattern.match(text).hasMatch();
            if (isEnglish)
                found << text;
        }
    found.removeDuplicates();
    return found;
}

} // namespace

class LanguageSwitchTest : public QObject {
    Q_OBJECT

    static void switchTo(App& app, const QString& language)
    {
        QVERIFY(app.window->language().switchTo(language));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }

    /// No text under `roots` is still the English source of a string `language` translates.
    static void checkTranslated(App& app, const QString& language, const QList<QWidget*>& roots)
    {
        const Sources english = translatedSources(QStringLiteral(NOBOX_TS_DIR "/nobox_%1.ts").arg(language));
        QVERIFY(!english.exact.empty());
        QStringList names = app.session().seatNames();
        if (app.window->newGameDialog())
            for (auto* edit : app.window->newGameDialog()->findChildren<QLineEdit*>())
                names << edit->text();
        const QStringList left = untranslated(english, roots, names);
        QVERIFY2(left.isEmpty(),
            qPrintable(QStringLiteral("still English in %1: ").arg(language) + left.join(QStringLiteral("\n"))));
    }

    /// The score sheet's title and its four buttons, word for word in `language`.
    static void checkScoreSheetWords(nobox::ScoreSheet* sheet, const QString& language)
    {
        struct Words {
            const char* title;
            const char* playAgain;
            const char* newGame;
            const char* review;
            const char* close;
        };
        static const std::map<QString, Words> words {
            {QStringLiteral("en"),
                {"Final Scores", "&Play Again", "&New Game…", "&Review This Game", "&Look at the Table"}},
            {QStringLiteral("de"),
                {"Endwertung", "Noch&mal spielen", "&Neues Spiel…", "Partie &analysieren", "&Tisch ansehen"}},
            {QStringLiteral("ja"),
                {"最終結果", "もう一度遊ぶ(&P)", "新しいゲーム(&N)…", "このゲームを振り返る(&R)",
                    "テーブルを見る(&L)"}},
        };
        const Words& want = words.at(language);
        QCOMPARE(sheet->windowTitle(), QString::fromUtf8(want.title));
        QCOMPARE(sheet->playAgainButton()->text(), QString::fromUtf8(want.playAgain));
        QCOMPARE(sheet->newGameButton()->text(), QString::fromUtf8(want.newGame));
        QCOMPARE(sheet->reviewButton()->text(), QString::fromUtf8(want.review));
        QCOMPARE(sheet->findChild<QPushButton*>(QStringLiteral("closeButton"))->text(), QString::fromUtf8(want.close));
    }

private slots:
    void everyTextFollowsTheSwitchMidGame_data() { addRowPerGame(); }

    /// German, then Japanese, then back to English and German again, all in one game.
    void everyTextFollowsTheSwitchMidGame()
    {
        QFETCH(QString, game);
        App app;
        app.open();
        app.session().setSpeed(nobox::Speed::Instant);
        const games::core::Game* rules = app.registry.find(game.toStdString());
        QVERIFY(rules);
        const nobox::TableConfig chosen
            = tableWithEveryOption(*rules, {QString(), QStringLiteral("normal"), QStringLiteral("easy")}, 1);
        QVERIFY(app.window->startGame(chosen));
        games::core::Rng rng(7);
        for (int move = 0; move < 6 && app.waitForHumanOrEnd(); ++move)
            QVERIFY(app.playHuman(rng));
        QVERIFY(app.waitForHumanOrEnd());
        app.window->openNewGameDialog();
        app.window->showRules(QStringLiteral("turn"));

        const int moves = app.session().moveCount();
        const int logLines = app.window->sidePanel()->log()->count();
        QWidget* board = app.window->board();
        for (const QString language : {"de", "ja", "en", "de"}) {
            switchTo(app, language);
            if (language != QLatin1String("en"))
                checkTranslated(
                    app, language, {app.window.get(), app.window->newGameDialog(), app.window->rulesDialog()});
            QCOMPARE(app.window->rulesDialog()->browser()->source().fileName(),
                QString(game).replace(QLatin1Char('-'), QLatin1Char('_')) + QLatin1Char('.') + language
                    + QStringLiteral(".html"));
            // The game goes on where it was.
            QCOMPARE(app.session().moveCount(), moves);
            QCOMPARE(app.window->sidePanel()->log()->count(), logLines);
            QCOMPARE(app.window->board(), board);
        }

        // To the end, and the score sheet follows the language too.
        while (!app.session().isOver()) {
            QVERIFY(app.waitForHumanOrEnd());
            if (!app.session().isOver())
                QVERIFY(app.playHuman(rng));
        }
        QVERIFY(QTest::qWaitFor([&app] { return app.window->scoreSheet() && app.window->scoreSheet()->isVisible(); }));
        nobox::ScoreSheet* sheet = app.window->scoreSheet();
        for (const QString language : {"ja", "de"}) {
            switchTo(app, language);
            checkTranslated(app, language, {sheet});
            checkScoreSheetWords(sheet, language);
        }
        // Closed, switched, shown again from the menu: the sheet made in German now speaks Japanese.
        QTest::mouseClick(sheet->findChild<QPushButton*>(QStringLiteral("closeButton")), Qt::LeftButton);
        QVERIFY(!sheet->isVisible());
        switchTo(app, QStringLiteral("ja"));
        app.window->findChild<QAction*>(QStringLiteral("scores"))->trigger();
        QVERIFY(QTest::qWaitFor([sheet] { return sheet->isVisible(); }));
        QCOMPARE(app.window->scoreSheet(), sheet);
        checkTranslated(app, QStringLiteral("ja"), {sheet});
        checkScoreSheetWords(sheet, QStringLiteral("ja"));
        switchTo(app, QStringLiteral("en"));
        checkScoreSheetWords(sheet, QStringLiteral("en"));
    }

    void theChoiceIsRememberedAndTheMenuShowsIt()
    {
        App app;
        app.open();
        QAction* german = app.window->findChild<QAction*>(QStringLiteral("language-de"));
        QVERIFY(german);
        QCOMPARE(german->text(), QStringLiteral("Deutsch"));
        german->trigger();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(app.window->language().current(), QStringLiteral("de"));
        QVERIFY(german->isChecked());
        QCOMPARE(nobox::LanguageSwitcher::startLanguage({}), QStringLiteral("de"));
        QCOMPARE(nobox::LanguageSwitcher::startLanguage(QStringLiteral("ja_JP")), QStringLiteral("ja"));
        QCOMPARE(nobox::supportedLanguage(QStringLiteral("de-AT")), QStringLiteral("de"));
        QVERIFY(nobox::supportedLanguage(QStringLiteral("fr")).isEmpty());
        QVERIFY(!app.window->language().switchTo(QStringLiteral("fr")));
        app.window->language().switchTo(QStringLiteral("en"));
    }

    /// "Computer 2" becomes "コンピューター2" and back; a name a person typed stays as typed. The log keeps every
    /// entry whole (two lines where a Japanese name needs them) and shows the newest.
    void defaultNamesFollowTheLanguageAndTheLogStaysWhole()
    {
        App app;
        app.open(1024, 600);
        app.session().setSpeed(nobox::Speed::Instant);
        nobox::TableConfig chosen = table({QString(), QStringLiteral("easy"), QStringLiteral("easy")});
        chosen.seats[0].name = QStringLiteral("山田花子さんと田中太郎くん");
        chosen.seats[1].name = nobox::defaultSeatName(1, false);
        chosen.seats[2].name = QStringLiteral("Computer");
        QVERIFY(app.window->startGame(chosen));
        games::core::Rng rng(11);
        for (int move = 0; move < 12 && app.waitForHumanOrEnd() && !app.session().isOver(); ++move)
            QVERIFY(app.playHuman(rng));
        QVERIFY(app.waitForHumanOrEnd());
        QListWidget* log = app.window->sidePanel()->log();
        const auto logIsWhole = [log] {
            QCoreApplication::processEvents();
            for (int row = 0; row < log->count(); ++row) {
                const QFontMetrics metrics(log->font());
                const QRect needed
                    = metrics.boundingRect(QRect(0, 0, log->visualItemRect(log->item(row)).width() - 8, 100000),
                        Qt::TextWordWrap, log->item(row)->text());
                if (log->visualItemRect(log->item(row)).height() < needed.height())
                    return false;
            }
            const QRect last = log->visualItemRect(log->item(log->count() - 1));
            return log->viewport()->rect().contains(last);
        };
        QVERIFY(log->count() > 5);
        QVERIFY(logIsWhole());

        switchTo(app, QStringLiteral("ja"));
        const QString japanese = nobox::defaultSeatName(1, false);
        QCOMPARE(japanese, QStringLiteral("コンピューター2"));
        bool named = false;
        for (int row = 0; row < log->count(); ++row)
            named = named || log->item(row)->text().contains(japanese);
        QVERIFY(named);
        QVERIFY(logIsWhole());
        // The new-game dialog re-words its default names too; "Computer" was typed and stays.
        nobox::NewGameDialog* dialog = app.window->openNewGameDialog();
        dialog->setTable(chosen);
        QCOMPARE(dialog->seat(1)->config().name, japanese);
        QCOMPARE(dialog->seat(2)->config().name, QStringLiteral("Computer"));
        switchTo(app, QStringLiteral("en"));
        QCOMPARE(dialog->seat(1)->config().name, QStringLiteral("Computer 2"));
        dialog->reject();
    }

    /// In Japanese the new-game dialog's names and levels are whole and the seats' columns line up.
    void theJapaneseNewGameDialogFitsItsWords()
    {
        App app;
        app.open();
        switchTo(app, QStringLiteral("ja"));
        nobox::NewGameDialog* dialog = app.window->openNewGameDialog("no-thanks");
        nobox::TableConfig chosen = table({QString(), QStringLiteral("hard"), QStringLiteral("easy"), QString()});
        for (int seat = 0; seat < 4; ++seat)
            chosen.seats[static_cast<std::size_t>(seat)].name = nobox::defaultSeatName(seat, seat % 3 == 0);
        dialog->setTable(chosen);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        std::set<int> kindColumns;
        for (int seat = 0; seat < 4; ++seat) {
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("seatName%1").arg(seat));
            auto* kind = dialog->findChild<QComboBox*>(QStringLiteral("seatKind%1").arg(seat));
            auto* level = dialog->findChild<QComboBox*>(QStringLiteral("seatLevel%1").arg(seat));
            QVERIFY(name->width() >= name->fontMetrics().horizontalAdvance(name->text()) + 24);
            // The longest entry and the arrow fit.
            QVERIFY(kind->width() >= kind->fontMetrics().horizontalAdvance(nobox::SeatEditor::tr("Computer")) + 30);
            QVERIFY(level->width() >= level->fontMetrics().horizontalAdvance(level->currentText()) + 30);
            kindColumns.insert(kind->mapTo(dialog, QPoint()).x());
        }
        QCOMPARE(kindColumns.size(), std::size_t(1));
        dialog->reject();
        switchTo(app, QStringLiteral("en"));
    }

    // Qt's own buttons come from its "qt" catalogue, the name windeployqt ships (qt_de.qm) and on Debian a
    // meta-catalogue of qtbase and the other modules (qt6-translations-l10n).
    void qtsOwnButtonsFollowTheSwitch()
    {
        App app;
        app.open();
        const auto cancel = [] { return QCoreApplication::translate("QPlatformTheme", "Cancel"); };
        switchTo(app, QStringLiteral("de"));
        QCOMPARE(cancel(), QStringLiteral("Abbrechen"));
        switchTo(app, QStringLiteral("ja"));
        QCOMPARE(cancel(), QStringLiteral("キャンセル"));
        switchTo(app, QStringLiteral("en"));
        QCOMPARE(cancel(), QStringLiteral("Cancel"));
    }
};

QTEST_MAIN(LanguageSwitchTest)
#include "language_test.moc"
