// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// English plurals for "%n ...(s)" texts. English is the source language and has no translation file of its own,
// so tr() leaves "(s)" in place; German and Japanese supply their own numerus forms and pass through unchanged.
// The shell and every board use this one function.

#include <QString>

namespace nobox {

/// A "%n point(s)" text after tr(): the English plural where no translation supplied the numerus forms.
QString pluralText(QString text, int n);

} // namespace nobox
