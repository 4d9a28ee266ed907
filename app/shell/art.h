// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Our SVG art, drawn by element id (the ids are listed in resources/README.md). One renderer per file; pixmaps are
// cached by element and size in device pixels, so drawing is cheap and crisp at any size and device pixel ratio
// (the KGameRenderer idea of KDE's libkdegames).

#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QString>

#include <memory>

class QPainter;
class QSvgRenderer;

namespace nobox {

class Art {
public:
    /// The art of one SVG file (a resource path such as ":/art/no_thanks/no_thanks.svg"), shared app-wide.
    static const Art& of(const QString& file);

    explicit Art(const QString& file);
    ~Art();

    bool isValid() const;
    bool has(const QString& id) const;
    /// The element's own box in the file's units: its aspect ratio.
    QRectF bounds(const QString& id) const;
    /// The element rendered to exactly `devicePixels` (transparent around it when the aspect differs); null when
    /// the element does not exist.
    QPixmap pixmap(const QString& id, QSize devicePixels) const;
    /// Draws the element into `target` (logical coordinates of `painter`) at the painter's device pixel ratio.
    void paint(QPainter& painter, const QString& id, const QRectF& target) const;

private:
    std::unique_ptr<QSvgRenderer> m_renderer;
    mutable QHash<QString, QPixmap> m_cache;
};

} // namespace nobox
