// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Lifts the hot-seat cover as the next person does: waits out its grace time, then clicks "I am <name>" through
// the window (the real dispatch of a click, not a call).

#include "shell/hotseat_cover.h"
#include "shell/main_window.h"

#include <QApplication>
#include <QPushButton>
#include <QtTest>

namespace shell_test {

/// False when no cover is up or the click does not lift it.
inline bool liftCover(nobox::MainWindow& window)
{
    nobox::HotseatCover* cover = window.cover();
    if (!window.session().coverFor() || !cover->isVisible())
        return false;
    if (!QTest::qWaitFor([cover] { return cover->button()->isVisible(); }, 5000))
        return false;
    QWidget* button = cover->button();
    QApplication::setActiveWindow(&window); // a click on a window activates it (the offscreen platform does not)
    QTest::mouseClick(
        window.windowHandle(), Qt::LeftButton, Qt::NoModifier, button->mapTo(&window, button->rect().center()));
    return !window.session().coverFor();
}

} // namespace shell_test
