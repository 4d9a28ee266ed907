// SPDX-License-Identifier: GPL-3.0-or-later
// The No Return board in the real window: the hint, roles and names for a screen reader, a language change, and a
// layout without overlap from 1280x720 to 4K for 2 to 4 players, with the longest possible column (22 counters)
// inside its place.

#include "boards/no_return/no_return_texts.h"
#include "no_return_driver.h"

#include <QAccessible>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>

using namespace nr_ui;
namespace core = games::core;

namespace {

bool overlap(const QRect& a, const QRect& b)
{
    return a.intersected(b).width() > 1 && a.intersected(b).height() > 1;
}

} // namespace

class NoReturnBoardTest : public QObject {
    Q_OBJECT

private slots:
    void aHintIsShownAndMarked()
    {
        App app;
        QVERIFY(app.start({"", "easy"}, 3));
        QVERIFY(app.waitForHuman());
        QSignalSpy hints(&app.session(), &nobox::GameSession::hintReady);
        app.session().requestHint();
        QVERIFY(hints.wait(60000));
        NoReturnBoard* board = app.board();
        QVERIFY2(board->messageText().startsWith(QLatin1String("Hint: ")), qPrintable(board->messageText()));
        const auto move = hints.last().at(0).value<core::Move>();
        const auto info = nr::decode(move);
        int hinted = 0;
        for (auto* b : board->hand()->buttons())
            hinted += b->isHinted();
        QCOMPARE(hinted, int(info.counters.size()));
        if (info.isKeep())
            QVERIFY(board->button(Action::Keep)->isHinted());
    }

    void theLogSaysWhoDrewInWholeSentences()
    {
        App app;
        QVERIFY(app.start({"", "easy"}, 3));
        for (int turn = 0; turn < 4 && app.waitForHuman() && !app.session().isOver(); ++turn) {
            const auto legal = app.session().humanMoves();
            core::Move chosen = legal.back();
            for (const auto& move : legal)
                if (nr::decode(move).kind != nr::MoveKind::Switch && !nr::decode(move).isKeep())
                    chosen = move;
            app.session().requestMove(chosen);
        }
        QVERIFY(app.waitForHuman());
        const auto view = app.view();
        const QStringList lines = nobox::noreturn::NoReturnTexts().logLines(view, app.session().seatNames());
        QVERIFY(!lines.isEmpty());
        for (const QString& line : lines)
            QVERIFY2(!line.contains(QLatin1String("Drew")), qPrintable(line));
        bool drawn = false;
        for (const QString& line : lines)
            drawn = drawn
                || line.contains(QRegularExpression(QStringLiteral("(Anna|Ben) draws \\d+ counters? from the bag\\.")));
        QVERIFY(drawn);
    }

    void namesAndRolesForAScreenReader()
    {
        App app;
        QVERIFY(app.start({"", "easy", "easy"}, 4));
        QVERIFY(app.waitForHuman());
        NoReturnBoard* board = app.board();
        for (auto* button : board->findChildren<QAbstractButton*>()) {
            QAccessibleInterface* face = QAccessible::queryAccessibleInterface(button);
            QVERIFY(face);
            QVERIFY2(!face->text(QAccessible::Name).isEmpty(), qPrintable(button->objectName()));
        }
        // A hand counter says what it is; a place is a group named after its player, its columns described.
        const auto* first = board->hand()->buttons().front();
        QCOMPARE(first->accessibleName(), nobox::noreturn::counterWords(first->counter()));
        QAccessibleInterface* seat = QAccessible::queryAccessibleInterface(board->seatView(1));
        QCOMPARE(seat->role(), QAccessible::Grouping);
        QCOMPARE(seat->text(QAccessible::Name), QStringLiteral("Ben"));
        QVERIFY(seat->text(QAccessible::Description).contains(QLatin1String("Phase 1.")));
        QCOMPARE(QAccessible::queryAccessibleInterface(board->bag())->role(), QAccessible::Graphic);
        QVERIFY(board->bag()->accessibleDescription().contains(QLatin1String("in the bag")));
        // The keyboard starts on the hand.
        QVERIFY(qobject_cast<CounterButton*>(QApplication::focusWidget()));
    }

    void aLanguageChangeRedrawsEverything()
    {
        App app;
        QVERIFY(app.start({"", "easy"}, 5));
        QVERIFY(app.waitForHuman());
        NoReturnBoard* board = app.board();
        const QString status = board->statusText();
        const QString keep = board->button(Action::Keep)->text();
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(board, &change);
        QCOMPARE(board->statusText(), status);
        QCOMPARE(board->button(Action::Keep)->text(), keep);
    }

    void layoutHasNoOverlap_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QSize>("size");
        for (int seats = 2; seats <= 4; ++seats)
            for (QSize size : {QSize(1280, 720), QSize(1280, 800), QSize(1920, 1080), QSize(3840, 2160)})
                QTest::addRow("%d seats %dx%d", seats, size.width(), size.height()) << seats << size;
    }

    void layoutHasNoOverlap()
    {
        QFETCH(int, seats);
        QFETCH(QSize, size);
        App app(size.width(), size.height());
        QStringList levels {""};
        for (int seat = 1; seat < seats; ++seat)
            levels << "easy";
        QVERIFY(app.start(levels, 6));
        QVERIFY(app.waitForHuman());
        NoReturnBoard* board = app.board();
        QTest::qWait(50);
        std::vector<QWidget*> parts {board->bag(), board->lid(), board->hand(),
            board->findChild<QWidget*>(QStringLiteral("status")), board->findChild<QWidget*>(QStringLiteral("detail"))};
        for (int seat = 0; seat < seats; ++seat)
            parts.push_back(board->seatView(seat));
        for (auto* part : parts) {
            QVERIFY(part && part->isVisible());
            QVERIFY2(board->rect().contains(part->geometry()), qPrintable(part->objectName()));
            QVERIFY(part->width() > 40 && part->height() > 10);
        }
        for (std::size_t i = 0; i < parts.size(); ++i)
            for (std::size_t j = i + 1; j < parts.size(); ++j)
                QVERIFY2(!overlap(parts[i]->geometry(), parts[j]->geometry()),
                    qPrintable(parts[i]->objectName() + QStringLiteral(" / ") + parts[j]->objectName()));
        // The hand's counters stay inside the hand row and apart.
        for (auto* b : board->hand()->buttons())
            QVERIFY(board->hand()->rect().contains(b->geometry()));
        // The longest column there can be (22 counters of a colour) fits in every place, each counter showing a
        // band tall enough for its number.
        for (int seat = 0; seat < seats; ++seat) {
            SeatPanel* view = board->seatView(seat);
            auto info = view->info();
            info.view.columns[nr::Red].clear();
            for (int value = 11; value >= 1; --value)
                info.view.columns[nr::Red].insert(info.view.columns[nr::Red].end(), 2, std::uint8_t(value));
            view->setInfo(info);
            const QRectF last = view->counterRect(nr::Red, 21);
            QVERIFY2(last.bottom() <= view->height(), qPrintable(QString::number(last.bottom())));
            const qreal band = view->counterRect(nr::Red, 1).top() - view->counterRect(nr::Red, 0).top();
            QVERIFY2(band >= 8, qPrintable(QString::number(band)));
        }
    }
};

QTEST_MAIN(NoReturnBoardTest)
#include "no_return_board_test.moc"
