// SPDX-License-Identifier: GPL-3.0-or-later
// Each game's error codes are worded once in English: the CLI's text of a code (app/cli/messages_<game>.cpp) is
// the app's English sentence for it, word for word, with only the arguments written differently (the CLI in the
// game's notation, the app in words). Checked on the app's real output for every code and variant.

#include "messages.h"

#include "builtin_games.h"
#include "core/registry.h"
#include "shell/board_factory.h"
#include "shell/game_texts.h"

#include <QRegularExpression>
#include <QTest>

namespace core = games::core;

namespace {

/// The sentences `text` stands for: its placeholders any words, %n a number, "(s)" the English plural; the first
/// letter either case (the app capitalises a card that opens the sentence).
QRegularExpression sentencesOf(const nobox::cli::MessageText& message)
{
    const QString text = QString::fromUtf8(message.text.data(), qsizetype(message.text.size()));
    static const QRegularExpression marks(QStringLiteral(R"(%[1-3]|%n|\(s\))"));
    QString pattern;
    qsizetype at = 0;
    for (auto it = marks.globalMatch(text); it.hasNext();) {
        const auto mark = it.next();
        pattern += QRegularExpression::escape(text.mid(at, mark.capturedStart() - at));
        const QString found = mark.captured();
        if (found == QLatin1String("%n"))
            pattern += QLatin1String("\\d+");
        else if (found == QLatin1String("(s)"))
            pattern += message.plural >= 0 ? QStringLiteral("s?") : QRegularExpression::escape(found);
        else
            pattern += QLatin1String(".+");
        at = mark.capturedEnd();
    }
    pattern += QRegularExpression::escape(text.mid(at));
    if (!text.isEmpty() && text[0].isLetter())
        pattern = QStringLiteral("[%1%2]").arg(text[0].toLower(), text[0].toUpper()) + pattern.mid(1);
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern));
}

} // namespace

class ErrorWordsTest : public QObject {
    Q_OBJECT

private slots:
    void theCliSaysWhatTheAppSays()
    {
        core::Registry registry;
        games::registerBuiltinGames(registry);
        nobox::BoardFactory boards;
        nobox::registerBuiltinBoards(boards);
        int checked = 0;
        for (const auto& game : registry.games()) {
            const nobox::GameUi* ui = boards.find(game->id());
            QVERIFY2(ui && ui->texts, game->id().data());
            const std::string prefix = std::string(game->id()) + ".";
            for (auto table : nobox::cli::messageTables())
                for (const auto& message : table) {
                    if (!message.code.starts_with(prefix))
                        continue;
                    const core::ErrorInfo* info = nobox::cli::findErrorInfo(message.code, registry);
                    QVERIFY2(info, message.code.data());
                    core::Error error = core::Error::make(message.code, 9, 2, 1);
                    if (message.whenZero >= 0)
                        error.args[std::size_t(message.whenZero)] = 0;
                    if (info->hasDetail)
                        error.detail = "17";
                    QCOMPARE(nobox::cli::findMessage(error), &message); // the CLI's own choice of variant
                    const QString app = ui->texts->errorText(error);
                    QVERIFY2(sentencesOf(message).match(app).hasMatch(),
                        qPrintable(QStringLiteral("%1: the app says “%2”, the CLI “%3”")
                                       .arg(QString::fromUtf8(message.code.data(), qsizetype(message.code.size())), app,
                                           QString::fromUtf8(message.text.data(), qsizetype(message.text.size())))));
                    ++checked;
                }
        }
        QVERIFY(checked > 50);
    }
};

QTEST_MAIN(ErrorWordsTest)
#include "error_words_test.moc"
