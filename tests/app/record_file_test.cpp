// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Save game / Open game: a saved game opens again exactly (unfinished: it goes on; finished: shown at its
// end, never counted again); every kind of bad file (broken, truncated, huge, deeply nested, wrong types, a future
// version, an unknown game, a move that does not replay, a bad table) is refused with a message naming what is
// wrong, and neither the game at the table nor the autosave is touched. A corrupt autosave is reported on the
// start page and left as it is.

#include "app_fixture.h"
#include "json_compare.h"

#include "shell/autosave.h"
#include "shell/saved_game.h"
#include "shell/start_page.h"

#include "core/record.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using namespace shell_test;
namespace core = games::core;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

/// The message shown now (closed ones may wait for their deletion a moment).
QMessageBox* shownProblem(QWidget* window)
{
    for (auto* box : window->findChildren<QMessageBox*>(QStringLiteral("problemMessage")))
        if (box->isVisible())
            return box;
    return nullptr;
}

void closeProblems(QWidget* window)
{
    for (auto* box : window->findChildren<QMessageBox*>(QStringLiteral("problemMessage")))
        box->close();
}

} // namespace

class RecordFileTest : public QObject {
    Q_OBJECT

    App* m_app = nullptr;
    QTemporaryDir m_dir;
    QString m_good; // a saved unfinished game
    nlohmann::json m_goodJson;

    /// Plays a few moves of a person against computers and saves the game.
    void playSome(App& app, int humanMoves)
    {
        core::Rng rng(4);
        QVERIFY(app.window->startGame(table({"", "easy", "normal"}, true, false, 31, 0)));
        for (int i = 0; i < humanMoves; ++i) {
            QVERIFY(app.waitForHumanOrEnd());
            QVERIFY(app.playHuman(rng));
        }
        QVERIFY(app.waitForHumanOrEnd());
    }

private slots:
    void initTestCase()
    {
        nobox::applyIdentity();
        QVERIFY(qEnvironmentVariableIsSet("XDG_DATA_HOME"));
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        m_app = new App;
        m_app->open();
        m_app->session().setSpeed(nobox::Speed::Instant);
        playSome(*m_app, 4);
        m_good = m_dir.filePath(QStringLiteral("good.nobox.json"));
        QVERIFY(m_app->window->saveGameTo(m_good));
        m_goodJson = nlohmann::json::parse(readAll(m_good).toStdString());
    }
    void cleanupTestCase() { delete m_app; }

    void SaveAndOpenAgain()
    {
        App& app = *m_app;
        const core::Record saved = app.session().record();
        QCOMPARE(QString::fromStdString(m_goodJson["format"].get<std::string>()), QStringLiteral("nobox-record"));
        QCOMPARE(m_goodJson["table"]["seats"][1]["level"].get<std::string>(), std::string("easy"));
        // Another game at the table, then the saved one again: it goes on where it was.
        QVERIFY(app.window->startGame(table({"", "easy", "easy"}, false, false, 2, 1)));
        QCOMPARE(app.window->openGameFrom(m_good), QString());
        QCOMPARE(app.session().record().moves, saved.moves);
        QCOMPARE(app.session().toMove(), 0);
        QVERIFY(!app.session().humanMoves().empty());
        QCOMPARE(nobox::readAutosave(app.registry).record.moves, saved.moves); // it is the game at the table now
    }

    void OpenFinishedGameShowsItsEnd()
    {
        App& app = *m_app;
        core::Rng rng(9);
        while (!app.session().isOver()) {
            QVERIFY(app.waitForHumanOrEnd());
            if (!app.session().isOver())
                QVERIFY(app.playHuman(rng));
        }
        const QString finished = m_dir.filePath(QStringLiteral("finished.json"));
        QVERIFY(app.window->saveGameTo(finished));
        playSome(app, 1); // an unfinished game in the autosave
        const QByteArray autosave = readAll(nobox::autosavePath());
        QCOMPARE(app.window->openGameFrom(finished), QString());
        QVERIFY(app.session().isOver());
        QCOMPARE(readAll(nobox::autosavePath()), autosave); // an opened finished game takes nobody's place
    }

    void CorruptFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says"); // a part of the message that names the problem

        const std::string good = m_goodJson.dump(1);
        QTest::newRow("broken") << QByteArray("{\"game\": \"no-thanks\",\n \"moves\": [take]}") << "line 2, column";
        QTest::newRow("truncated") << QByteArray::fromStdString(good.substr(0, good.size() / 2)) << "cut short";
        QTest::newRow("empty") << QByteArray() << "line 1";
        QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0", 11) << "damaged";
        QTest::newRow("deeply nested") << QByteArray(200, '[') + QByteArray(200, ']') << "64 levels";
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << "array";
        auto with = [this](const char* key, const nlohmann::json& value) {
            nlohmann::json json = m_goodJson;
            json[key] = value;
            return QByteArray::fromStdString(json.dump());
        };
        auto without = [this](const char* key) {
            nlohmann::json json = m_goodJson;
            json.erase(key);
            return QByteArray::fromStdString(json.dump());
        };
        QTest::newRow("seats of a wrong type") << with("seats", "three") << "“seats”";
        QTest::newRow("moves of a wrong type") << with("moves", nlohmann::json::array({1, 2})) << "“moves[0]”";
        QTest::newRow("seed of a wrong type") << with("seed", -5) << "“seed”";
        QTest::newRow("version too big") << with("version", 1ULL << 40) << "“version”";
        QTest::newRow("no game") << without("game") << "“game”";
        QTest::newRow("future version") << with("version", 99) << "newer version";
        QTest::newRow("unknown game") << with("game", "chess") << "“chess”";
        QTest::newRow("other format") << with("format", "pgn") << "“pgn”";
        QTest::newRow("unknown option") << with("options", nlohmann::json {{"turbo", true}}) << "“turbo”";
        QTest::newRow("too many seats") << with("seats", 12) << "12 players";
        nlohmann::json badMove = m_goodJson;
        badMove["moves"][2] = "fly";
        QTest::newRow("a move that does not replay") << QByteArray::fromStdString(badMove.dump()) << "Move 3 (“fly”)";
        nlohmann::json badKind = m_goodJson;
        badKind["table"]["seats"][1]["kind"] = "robot";
        QTest::newRow("table: a seat of no kind")
            << QByteArray::fromStdString(badKind.dump()) << "“table.seats[1].kind”";
        nlohmann::json badLevel = m_goodJson;
        badLevel["table"]["seats"][2]["level"] = 7;
        QTest::newRow("table: a level of a wrong type")
            << QByteArray::fromStdString(badLevel.dump()) << "“table.seats[2].level”";
        QTest::newRow("table of a wrong type") << with("table", "yes") << "“table”";
        QTest::newRow("10,000 levels deep") << QByteArray(10000, '[') + QByteArray(10000, ']') << "64 levels";
        QTest::newRow("negative start seat") << with("startSeat", -1) << "“startSeat”";
        QTest::newRow("start seat out of range") << with("startSeat", 3) << "“startSeat”";
        // Impossible states: a deal no box holds.
        auto dealt = [this](const nlohmann::json& setup) {
            nlohmann::json json = m_goodJson;
            json.erase("seed");
            json["setup"] = setup;
            json["moves"] = nlohmann::json::array();
            return QByteArray::fromStdString(json.dump());
        };
        QTest::newRow("duplicate cards") << dealt({{"deck", {"20", "21", "20"}}}) << "more copies of the 20";
        QTest::newRow("a green card set aside")
            << dealt({{"deck", {"20"}}, {"setAside", {"look"}}}) << "cannot be among the set-aside";
        QTest::newRow("a card that does not exist") << dealt({{"deck", {"20", "99"}}}) << "99";
    }

    void CorruptFilesAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        App& app = *m_app;
        playSome(app, 2);
        const core::Record before = app.session().record();
        const QByteArray autosave = readAll(nobox::autosavePath());
        QVERIFY(!autosave.isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        write(path, bytes);

        const QString why = app.window->openGameFrom(path);
        QVERIFY2(why.contains(says), qPrintable(why));
        auto* box = shownProblem(app.window.get());
        QVERIFY(box);
        QVERIFY(box->text().contains(says));
        closeProblems(app.window.get());
        // Nothing touched: the game at the table, its autosave, the file.
        QCOMPARE(core::toJson(app.session().record()), core::toJson(before));
        QVERIFY(app.session().running());
        QCOMPARE(readAll(nobox::autosavePath()), autosave);
        QCOMPARE(readAll(path), bytes);
    }

    void CorruptHugeFileRefusedUnread()
    {
        App& app = *m_app;
        const QString path = m_dir.filePath(QStringLiteral("huge.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(qint64(17) << 20)); // sparse: 17 MiB of nothing
        }
        const core::Record before = app.session().record();
        const QString why = app.window->openGameFrom(path);
        QVERIFY2(why.contains(QStringLiteral("16 MiB")), qPrintable(why));
        closeProblems(app.window.get());
        QCOMPARE(core::toJson(app.session().record()), core::toJson(before));
        QVERIFY(app.window->openGameFrom(m_dir.filePath(QStringLiteral("missing.json"))).contains("cannot be read"));
        closeProblems(app.window.get());
    }

    void CorruptSaveTargetReported()
    {
        App& app = *m_app;
        QVERIFY(!app.window->saveGameTo(m_dir.filePath(QStringLiteral("no/such/folder/game.json"))));
        QVERIFY(shownProblem(app.window.get()));
        closeProblems(app.window.get());
    }

    /// A damaged autosave: the start page says so, Continue refuses with the reason, the file stays.
    void CorruptAutosaveKeptAndReported()
    {
        delete m_app;
        m_app = nullptr;
        const QByteArray broken("{\"format\": \"nobox-record\", \"game\": \"no-thanks\", \"seats\": 3, \"mo");
        write(nobox::autosavePath(), broken);
        App app;
        app.open();
        auto* info = app.window->startPage()->findChild<QLabel*>(QStringLiteral("continueInfo"));
        QVERIFY(info->text().contains(QStringLiteral("cannot be continued")));
        QVERIFY(!app.window->continueGame());
        auto* box = shownProblem(app.window.get());
        QVERIFY(box && box->text().contains(QStringLiteral("line 1")));
        QCOMPARE(readAll(nobox::autosavePath()), broken);
        QVERIFY(!app.session().running());
    }
};

QTEST_MAIN(RecordFileTest)
#include "record_file_test.moc"
