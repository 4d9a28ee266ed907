// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Beside the board: whose turn it is, who is thinking (with the search's progress), the hint, and the move log.

#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QProgressBar;
class QToolButton;

namespace nobox {

class SidePanel : public QWidget {
    Q_OBJECT

public:
    /// `undo` may be null (no undo button).
    SidePanel(QAction* hint, QWidget* parent = nullptr, QAction* undo = nullptr);

    void setStatus(const QString& text);
    /// Shows the thinking line with `fraction` done (0..1; negative: busy, no amount known); empty text hides it.
    void setThinking(const QString& text, double fraction);
    void setHint(const QString& text);
    /// The log, oldest first; new lines are appended and the newest shown, every entry whole.
    void setLog(const QStringList& lines);
    /// The buttons of a finished game (the score sheet again, the same table dealt again), shown by setOver().
    void setEndActions(QAction* scores, QAction* playAgain);
    void setOver(bool over);

    QString status() const;
    QString hint() const;
    QListWidget* log() const { return m_log; }
    QProgressBar* progress() const { return m_progress; }
    QToolButton* undoButton() const { return m_undoButton; }

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    /// Gives every log entry the height its wrapped text needs at the log's width (a word-wrapped list view
    /// guesses, and cuts a second line in another script's font), then shows the newest.
    void fitLogEntries();

    QLabel* m_status = nullptr;
    QLabel* m_thinking = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_hintButton = nullptr;
    QToolButton* m_undoButton = nullptr;
    QLabel* m_hint = nullptr;
    QWidget* m_endRow = nullptr;
    QLabel* m_logTitle = nullptr;
    QListWidget* m_log = nullptr;
};

} // namespace nobox
