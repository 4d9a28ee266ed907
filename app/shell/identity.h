// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The app's identity, fixed before anything is saved: org.nobox.NoBox (organisation and application "NoBox", for
// QSettings and QStandardPaths), the version from CMake's project(), and its icon.

namespace nobox {

/// Sets the running QApplication's names, version, desktop file name and window icon.
void applyIdentity();

} // namespace nobox
