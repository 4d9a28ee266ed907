// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/about.h"

#include "app_info.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace nobox {

QString aboutHtml()
{
    QString html;
    html += QStringLiteral("<h2>NoBox %1</h2>").arg(QString::fromLatin1(info::kVersion));
    html += QStringLiteral("<p>") + QCoreApplication::translate("About", "Card and counter games for the family.")
        + QStringLiteral("</p>");
    html += QStringLiteral("<p>")
        + QCoreApplication::translate("About",
            "An unofficial fan implementation. The games belong to their authors "
            "and publishers:")
        + QStringLiteral("</p><ul>");
    html += QStringLiteral("<li>")
        + QCoreApplication::translate("About", "<b>No Thanks!</b> by Thorsten Gimmler, published by AMIGO")
        + QStringLiteral("</li>");
    html += QStringLiteral("<li>")
        + QCoreApplication::translate("About", "<b>No Return</b> by Marco Teubner, published by moses. Verlag")
        + QStringLiteral("</li>");
    html += QStringLiteral("<li>")
        + QCoreApplication::translate("About", "<b>No Idea</b> by Steffen and Florian Benndorf")
        + QStringLiteral("</li></ul>");
    html += QStringLiteral("<p>")
        + QCoreApplication::translate("About", "The rules in this program are told in our own words.")
        + QStringLiteral("</p>");
    html += QStringLiteral("<p>")
        + QCoreApplication::translate("About", "Licence: GNU General Public License, version 3 or later (%1).")
              .arg(QString::fromLatin1(info::kLicence))
        + QStringLiteral("</p>");
    return html;
}

void showAbout(QWidget* parent)
{
    QMessageBox::about(parent, QCoreApplication::translate("About", "About NoBox"), aboutHtml());
}

} // namespace nobox
