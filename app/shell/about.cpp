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

/// A game's name: its board's title in the reader's language, or games.cmake's English name without a board.
QString gameName(const info::GameCredit& credit, const BoardFactory& boards)
{
    const GameUi* ui = boards.find(credit.id);
    return ui && ui->texts ? ui->texts->title() : QString::fromUtf8(credit.name);
}

QString creditLine(const info::GameCredit& credit, const BoardFactory& boards)
{
    const QString game = QStringLiteral("<b>%1</b>").arg(gameName(credit, boards).toHtmlEscaped());
    // games.cmake writes several designers "A, B and C": said again in the reader's language.
    const QString designers = namesJoined(
        QString::fromUtf8(credit.designers).split(QRegularExpression(QStringLiteral(", | and ")), Qt::SkipEmptyParts))
                                  .toHtmlEscaped();
    if (*credit.publisher == '\0')
        //: A game's credit in About: %1 the game's name (bold), %2 its designers.
        return QCoreApplication::translate("About", "%1 by %2").arg(game, designers);
    //: A game's credit in About: %1 the game's name (bold), %2 its designers, %3 its publisher.
    return QCoreApplication::translate("About", "%1 by %2, published by %3")
        .arg(game, designers, QString::fromUtf8(credit.publisher).toHtmlEscaped());
}

} // namespace

QString namesJoined(QStringList names)
{
    if (names.size() < 2)
        return names.value(0);
    const QString last = names.takeLast();
    //: Between names in a list but the last two ("A, B and C"): the designers in About, the games in --help.
    const QString others = names.join(QCoreApplication::translate("About", ", "));
    //: Joins the last of several names to the others ("Steffen and Florian Benndorf", "No Return and No Idea").
    return QCoreApplication::translate("About", "%1 and %2").arg(others, last);
}

QString gameNames(const BoardFactory& boards)
{
    QStringList names;
    for (const info::GameCredit& credit : info::kGameCredits)
        names << gameName(credit, boards);
    return namesJoined(names);
}

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
