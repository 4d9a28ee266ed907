// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hot-seat cover: "Pass to <name>", shown instead of the board (the board is hidden, not overlaid) until that
// person says they are at the screen. It names the next person and nothing else.
//
// It cannot be clicked through: every click or key that began before it appeared, and any during a short grace
// time after, is ignored (a double click on a move, or its key pressed twice, would otherwise lift it at once and
// show the next hand to the one who just moved). Only then does the "I am <name>" button appear; it, or Enter or
// Space pressed afresh, lifts the cover.

#include <QTimer>
#include <QWidget>

class QPushButton;

namespace nobox {

class HotseatCover : public QWidget {
    Q_OBJECT

public:
    explicit HotseatCover(QWidget* parent = nullptr);

    /// Puts the cover up for `name` (again), with the game's picture (`artFile`'s element `artId`), and starts the
    /// grace time.
    void setPlayer(const QString& name, const QString& artFile = {}, const QString& artId = {});
    QString text() const; // "Pass to <name>"
    QPushButton* button() const { return m_button; } // "I am <name>", shown once the grace time is over
    /// Whether input counts now (the grace time is over).
    bool armed() const;

    /// How long input is ignored after the cover appears (700 ms; tests that only walk through covers shorten it).
    static int graceMs();
    static void setGraceMs(int ms);

    QSize sizeHint() const override { return {640, 480}; }

signals:
    /// The next person is at the screen.
    void confirmed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void arm();
    void retranslate();
    void placeButton();
    struct Layout {
        QRectF picture;
        QRectF pass; // "Pass to"
        QRectF name; // the name, large
        QRectF button;
    };
    Layout layout() const;

    QString m_name;
    QString m_artFile;
    QString m_artId;
    QPushButton* m_button = nullptr;
    QTimer m_grace; // from the moment the cover appears
    bool m_armed = false; // the grace time is over
};

} // namespace nobox
