// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help -> About: the version, the licence and the credits of the games' authors and publishers.

#include <QString>
#include <QStringList>

class QWidget;

namespace nobox {

class BoardFactory;

/// The About text as rich text (version, licence, credits). The credits are libgames/games.cmake's, one per game in
/// its order, each game named by its board's title in the reader's language.
QString aboutHtml(const BoardFactory& boards);
/// Every game, each named by its board's title in the reader's language, as a list ("A, B and C").
QString gameNames(const BoardFactory& boards);
/// "A, B and C" in the reader's language.
QString namesJoined(QStringList names);
void showAbout(QWidget* parent, const BoardFactory& boards);

} // namespace nobox
