// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/about.h"

#include "app_info.h"
#include "shell/board_factory.h"
#include "shell/game_texts.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QRegularExpression>

namespace nobox {

namespace {

/// "A, B and C" (as games.cmake writes several designers) in the reader's language.
QString designersText(const char* designers)
{
    QStringList names
        = QString::fromUtf8(designers).split(QRegularExpression(QStringLiteral(", | and ")), Qt::SkipEmptyParts);
    if (names.size() < 2)
        return names.value(0);
    const QString last = names.takeLast();
    //: Between designers' names but the last two ("A, B and C").
    const QString others = names.join(QCoreApplication::translate("About", ", "));
    //: Joins the last of several designers' names to the others ("Steffen and Florian Benndorf").
    return QCoreApplication::translate("About", "%1 and %2").arg(others, last);
}

QString creditLine(const info::GameCredit& credit, const BoardFactory& boards)
{
    const GameUi* ui = boards.find(credit.id);
    const QString name = ui && ui->texts ? ui->texts->title() : QString::fromUtf8(credit.name);
    const QString game = QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
    const QString designers = designersText(credit.designers).toHtmlEscaped();
    if (*credit.publisher == '\0')
        //: A game's credit in About: %1 the game's name (bold), %2 its designers.
        return QCoreApplication::translate("About", "%1 by %2").arg(game, designers);
    //: A game's credit in About: %1 the game's name (bold), %2 its designers, %3 its publisher.
    return QCoreApplication::translate("About", "%1 by %2, published by %3")
        .arg(game, designers, QString::fromUtf8(credit.publisher).toHtmlEscaped());
}

} // namespace

QString aboutHtml(const BoardFactory& boards)
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
    for (const info::GameCredit& credit : info::kGameCredits)
        html += QStringLiteral("<li>") + creditLine(credit, boards) + QStringLiteral("</li>");
    html += QStringLiteral("</ul><p>")
        + QCoreApplication::translate("About", "The rules in this program are told in our own words.")
        + QStringLiteral("</p>");
    html += QStringLiteral("<p>")
        + QCoreApplication::translate("About", "Licence: GNU General Public License, version 3 or later (%1).")
              .arg(QString::fromLatin1(info::kLicence))
        + QStringLiteral("</p>");
    return html;
}

void showAbout(QWidget* parent, const BoardFactory& boards)
{
    QMessageBox::about(parent, QCoreApplication::translate("About", "About NoBox"), aboutHtml(boards));
}

} // namespace nobox
