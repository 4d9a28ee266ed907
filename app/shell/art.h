// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Our SVG art, drawn by element id (the ids are listed beside the art in resources/). One renderer per file;
// pixmaps are cached by (file, element, size, device pixel ratio) and rendered at size x device pixel ratio, so
// drawing is cheap and crisp at any size and on any screen (the KGameRenderer idea of KDE's libkdegames). The
// cache is shared by every file and bounded in bytes (art_cache.h). UI thread only.

#include <QPixmap>
#include <QRectF>
#include <QString>

#include <memory>

class QPainter;
class QSvgRenderer;

namespace nobox {

class Art {
public:
    /// The art of one SVG file (a resource path such as ":/art/no_thanks/no_thanks.svg"), shared app-wide. A
    /// missing or broken file gives an Art that has no element: callers then draw nothing (or their own fallback).
    static const Art& of(const QString& file);

    explicit Art(const QString& file);
    ~Art();

    const QString& file() const { return m_file; }
    bool isValid() const;
    bool has(const QString& id) const;
    /// The element's own box in the file's units: its aspect ratio.
    QRectF bounds(const QString& id) const;
    /// The element rendered to exactly `devicePixels` (transparent around it when the aspect differs, the element
    /// centred); null when the element does not exist. The pixmap's device pixel ratio is 1.
    QPixmap pixmap(const QString& id, QSize devicePixels) const;
    /// The element for `logicalSize` on a screen of `devicePixelRatio`: rendered at size x ratio, marked with the
    /// ratio so that QPainter draws it at the logical size.
    QPixmap pixmap(const QString& id, QSizeF logicalSize, qreal devicePixelRatio) const;
    /// Draws the element into `target` (logical coordinates of `painter`) at the painter's device pixel ratio.
    void paint(QPainter& painter, const QString& id, const QRectF& target) const;

    /// Pixmaps held now, of every file, and their pixels' bytes (for tests and memory figures).
    static int cachedCount();
    static qint64 cachedBytes();

private:
    QPixmap render(const QString& id, QSize devicePixels, qreal ratio) const;

    QString m_file;
    std::unique_ptr<QSvgRenderer> m_renderer;
};

/// While one lives, the art drawn is for one frame of a movement (a card in flight or half turned has a new size
/// every frame): it goes to a small cache of its own, so that a movement neither pushes the board's steady
/// pictures out nor fills the memory with sizes that are never seen again. The motion layer opens one.
class ArtInMotion {
public:
    ArtInMotion();
    ~ArtInMotion();
    ArtInMotion(const ArtInMotion&) = delete;
    ArtInMotion& operator=(const ArtInMotion&) = delete;
};

/// Draws `pixmap` (rendered for the device's pixels, its device pixel ratio set) unscaled with its corner on a
/// whole device pixel: crisp, and the same pixels whether the whole window is painted or only a part of it.
void drawCrisp(QPainter& painter, const QPointF& topLeft, const QPixmap& pixmap);

} // namespace nobox
