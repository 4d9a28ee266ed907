// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help -> Rules of <game>, and each board's "?": the game's rules in our own words, one HTML file per game and
// language (resources/rules/<game>.<lang>.html, embedded under :/rules; the game id with '_' for '-'), opened at a
// section (an anchor name, the same in every language) and shown again in the new language when it changes.

#include <QDialog>

#include <string>

class QPushButton;
class QTextBrowser;
class QUrl;

namespace nobox {

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(QWidget* parent = nullptr);
    /// Shows `gameId`'s rules in the current language (English when there is no file for it) at `section`.
    void showRules(const std::string& gameId, const QString& title, const QString& section = {});
    /// The rules file for `gameId` in `language`, or an empty URL when the app has none.
    static QUrl rulesUrl(const std::string& gameId, const QString& language);
    QTextBrowser* browser() const { return m_browser; }
    std::string gameId() const { return m_gameId; }

private:
    QTextBrowser* m_browser = nullptr;
    QPushButton* m_close = nullptr;
    std::string m_gameId;
};

} // namespace nobox
