// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hot-seat cover: "Pass to <name>", shown instead of the board (the board is hidden, not overlaid) until that
// person clicks it or presses a key. It names the next person and nothing else.

#include <QAbstractButton>

namespace nobox {

class HotseatCover : public QAbstractButton {
    Q_OBJECT

public:
    explicit HotseatCover(QWidget* parent = nullptr);
    void setPlayer(const QString& name);

    QSize sizeHint() const override { return {640, 480}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;

private:
    QString m_name;
};

} // namespace nobox
