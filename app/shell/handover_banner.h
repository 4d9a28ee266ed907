// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The name of the person whose turn it now is, large over the board for a moment after a change of person in
// hot-seat: where no cover comes between two people, this is how the next one sees at a glance that it is
// their turn (and the one before that it no longer is). It lets every click through and fades out by itself.

#include <QVariantAnimation>
#include <QWidget>

namespace nobox {

class HandoverBanner : public QWidget {
    Q_OBJECT

public:
    explicit HandoverBanner(QWidget* parent);

    /// Shows `name` low over the parent (where the person whose turn it is sits) for about a second.
    void showFor(const QString& name);
    QString name() const { return m_name; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Fonts {
        QFont big; // the name
        QFont small; // "Your turn"
    };
    Fonts fonts() const;
    void place();
    QString line() const; // "Your turn"

    QString m_name;
    QVariantAnimation m_fade; // the opacity: held, then down to nothing
    qreal m_opacity = 0;
};

} // namespace nobox
