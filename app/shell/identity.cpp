// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/identity.h"

#include "app_info.h"

#include <QApplication>
#include <QIcon>

namespace nobox {

void applyIdentity()
{
    QApplication::setOrganizationName(QString::fromLatin1(info::kOrganisation));
    QApplication::setApplicationName(QString::fromLatin1(info::kApplication));
    QApplication::setApplicationVersion(QString::fromLatin1(info::kVersion));
    QApplication::setDesktopFileName(QString::fromLatin1(info::kAppId));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/art/icons/org.nobox.NoBox.svg")));
}

} // namespace nobox
