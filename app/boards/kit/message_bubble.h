// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The board's message for a moment (a refusal's reason, a hint) in a bubble: a warning on warm yellow with a
// warning sign (a mark that does not rely on colour), a hint on pale green; a screen reader hears it as an alert.

#include <QString>

class QLabel;

namespace nobox::kit {

/// Shows `text` in `label` as a bubble with `pad` pixels of border and corner scale, `verticalPad` pixels above
/// and below the words and three `pad` beside them. The accessible name is the text without the sign.
void showBubble(QLabel* label, const QString& text, bool warning, int pad, int verticalPad);
/// The bubble gone: no words, no accessible name, hidden.
void hideBubble(QLabel* label);

} // namespace nobox::kit
