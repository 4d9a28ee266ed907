// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help -> About: the version, the licence and the credits of the games' authors and publishers.

#include <QString>

class QWidget;

namespace nobox {

/// The About text as rich text (version, licence, credits).
QString aboutHtml();
void showAbout(QWidget* parent);

} // namespace nobox
