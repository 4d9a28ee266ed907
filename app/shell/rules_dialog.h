// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help -> Rules of <game>: the game's rules in our own words (GameTexts::rulesHtml) in a simple browser.

#include <QDialog>

class QTextBrowser;

namespace nobox {

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(QWidget* parent = nullptr);
    void showRules(const QString& title, const QString& html);
    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser = nullptr;
};

} // namespace nobox
