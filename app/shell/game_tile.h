// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One game on the start page: its drawn cover (the "cover" element of its SVG), its name, player range and a
// one-line description. A real button: focusable, Enter or Space chooses it, a screen reader reads it.

#include <QAbstractButton>
#include <QFont>
#include <QString>

namespace nobox {

class GameTile : public QAbstractButton {
    Q_OBJECT

public:
    struct Content {
        QString artFile; // the SVG holding the cover (without one: no picture)
        QString coverId; // its element
        QString title;
        QString players; // "3–7 players"
        QString tagline;
    };

    explicit GameTile(QWidget* parent = nullptr);
    void setContent(const Content& content);
    const Content& content() const { return m_content; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Fonts {
        QFont title;
        QFont small;
    };
    Fonts fontsFor(qreal frameWidth) const;
    bool hasCover() const;
    Content m_content;
    bool m_hovered = false;
};

} // namespace nobox
