// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/plural_text.h"

namespace nobox {

QString pluralText(QString text, int n)
{
    return text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

} // namespace nobox
