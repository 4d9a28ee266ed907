// SPDX-License-Identifier: GPL-3.0-or-later
// lesson-demo: a lesson in the real window, played by following the guide, saved as pictures at the moments asked
// for (scripts/screenshots/lessons.sh):
//   lesson-demo --game no-thanks --lesson no-thanks.base --lang de --size 1280x720 --at 1,4,end --out dir/name
//               [--suggest]
// writes dir/name-1.png when the first explanation shows, dir/name-4.png at the fourth, dir/name-end.png at the
// end (the score sheet closed, the guide's last words shown), and dir/name-start.png for "start" (the start page).
// A picture taken while the score sheet shows has it drawn in where it lies.
#include "demo_window.h"

#include "shell/guide_panel.h"
#include "shell/lesson_runner.h"
#include "shell/score_sheet.h"
#include "shell/speed.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QTimer>

#include <set>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{"game", "The game.", "id", "no-thanks"}, {"lesson", "The lesson.", "id", "no-thanks.base"},
        {"lang", "The app's language (en, de, ja).", "code", "en"}, {"size", "The window's size.", "WxH", "1280x720"},
        {"at", "When to take pictures: explanation numbers, start, end.", "list", "1,end"},
        {"out", "The pictures' path without the ending.", "path", "lesson"},
        {"suggest", "Ask the guide for its suggestion before each picture, when it can give one."}});
    parser.process(app);
    DemoWindow demo(parser.value("lang"), parser.value("size"));
    nobox::MainWindow& window = demo.window;
    const QString out = parser.value("out");
    std::set<QString> at;
    for (const QString& moment : parser.value("at").split(QLatin1Char(',')))
        at.insert(moment);
    const auto save = [&](const QString& moment) {
        QApplication::processEvents();
        QPixmap picture = window.grab();
        // The score sheet is a window of its own over the main one: into the picture where it lies.
        if (nobox::ScoreSheet* sheet = window.scoreSheet(); sheet && sheet->isVisible()) {
            QPainter painter(&picture);
            painter.drawPixmap(sheet->geometry().topLeft() - window.geometry().topLeft(), sheet->grab());
        }
        picture.save(out + QLatin1Char('-') + moment + QStringLiteral(".png"));
    };
    if (at.count(QStringLiteral("start")))
        QTimer::singleShot(800, [&] { save(QStringLiteral("start")); });
    window.setSpeed(nobox::Speed::Instant);
    std::size_t pictured = 0; // explanations pictured or passed
    bool busy = false;
    QTimer step;
    QTimer::singleShot(at.count(QStringLiteral("start")) ? 1200 : 300, [&] {
        if (!window.startLesson(parser.value("game").toStdString(), parser.value("lesson").toStdString()))
            QApplication::exit(1);
        step.start(400);
    });
    QObject::connect(&step, &QTimer::timeout, [&] {
        nobox::LessonRunner* runner = window.lessonRunner();
        nobox::GuidePanel* guide = window.guidePanel();
        if (!runner || busy)
            return;
        if (runner->shown().size() > pictured) { // pictured on the next tick, the board's movements done
            QString moment; // the last one asked for among those shown since the last tick
            while (pictured < runner->shown().size())
                if (at.count(QString::number(++pictured)))
                    moment = QString::number(pictured);
            busy = !moment.isEmpty();
            if (busy && parser.isSet("suggest") && guide->suggestButton()->isEnabled())
                guide->suggestButton()->click();
            if (busy)
                QTimer::singleShot(700, [&, moment] {
                    save(moment);
                    busy = false;
                });
            return;
        }
        if (runner->finished()) {
            if (guide->nextButton()->isVisible() && guide->nextButton()->isEnabled()) {
                guide->nextButton()->click();
                return;
            }
            if (window.scoreSheet())
                window.scoreSheet()->hide();
            if (at.count(QStringLiteral("end")))
                save(QStringLiteral("end"));
            QApplication::exit(0);
            return;
        }
        if (guide->nextButton()->isEnabled() && guide->nextButton()->isVisible()) {
            guide->nextButton()->click();
            return;
        }
        if (guide->playButton()->isEnabled())
            guide->playButton()->click();
        else if (guide->suggestButton()->isEnabled())
            guide->suggestButton()->click();
    });
    return app.exec();
}
