// SPDX-License-Identifier: GPL-3.0-or-later
// nobox-icon-render: the app icon's PNG sizes, Windows .ico and macOS .icns from the one SVG, at build time and on
// every platform (no rsvg-convert, iconutil or ImageMagick needed).
//   nobox-icon-render png  <in.svg> <size> <out.png>
//   nobox-icon-render ico  <in.svg> <out.ico>
//   nobox-icon-render icns <in.svg> <out.icns>
#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QtEndian>

#include <cstdio>
#include <utility>
#include <vector>

namespace {

QByteArray renderPng(QSvgRenderer& svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

void appendU16(QByteArray& out, quint16 value)
{
    const quint16 le = qToLittleEndian(value);
    out.append(reinterpret_cast<const char*>(&le), 2);
}

void appendU32(QByteArray& out, quint32 value, bool bigEndian = false)
{
    const quint32 v = bigEndian ? qToBigEndian(value) : qToLittleEndian(value);
    out.append(reinterpret_cast<const char*>(&v), 4);
}

/// An .ico whose images are PNGs (Windows Vista and later read them).
QByteArray makeIco(QSvgRenderer& svg)
{
    const int sizes[] = {16, 24, 32, 48, 64, 128, 256};
    std::vector<QByteArray> images;
    for (int size : sizes)
        images.push_back(renderPng(svg, size));
    QByteArray out;
    appendU16(out, 0); // reserved
    appendU16(out, 1); // type: icon
    appendU16(out, static_cast<quint16>(images.size()));
    quint32 offset = 6 + 16 * static_cast<quint32>(images.size());
    for (std::size_t i = 0; i < images.size(); ++i) {
        const char side = static_cast<char>(sizes[i] >= 256 ? 0 : sizes[i]); // 0 means 256
        out.append(side).append(side).append('\0').append('\0'); // width, height, palette, reserved
        appendU16(out, 1); // colour planes
        appendU16(out, 32); // bits per pixel
        appendU32(out, static_cast<quint32>(images[i].size()));
        appendU32(out, offset);
        offset += static_cast<quint32>(images[i].size());
    }
    for (const QByteArray& image : images)
        out.append(image);
    return out;
}

/// An .icns of PNG entries (the types macOS 10.7 and later read).
QByteArray makeIcns(QSvgRenderer& svg)
{
    const std::pair<const char*, int> entries[]
        = {{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}};
    QByteArray body;
    for (const auto& [type, size] : entries) {
        const QByteArray png = renderPng(svg, size);
        body.append(type, 4);
        appendU32(body, static_cast<quint32>(png.size() + 8), true);
        body.append(png);
    }
    QByteArray out("icns");
    appendU32(out, static_cast<quint32>(body.size() + 8), true);
    return out + body;
}

int fail(const char* message)
{
    std::fprintf(stderr, "nobox-icon-render: %s\n", message);
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // the icon has no text: no fonts, no platform plugin needed
    const QStringList args = app.arguments();
    const QString mode = args.value(1);
    const bool png = mode == QLatin1String("png");
    if (!(png && args.size() == 5)
        && !((mode == QLatin1String("ico") || mode == QLatin1String("icns")) && args.size() == 4))
        return fail("usage: png <in.svg> <size> <out.png> | ico <in.svg> <out.ico> | icns <in.svg> <out.icns>");
    QSvgRenderer svg(args[2]);
    if (!svg.isValid())
        return fail(qPrintable(QStringLiteral("cannot read the SVG file %1").arg(args[2])));

    QByteArray data;
    if (png) {
        bool ok = false;
        const int size = args[3].toInt(&ok);
        if (!ok || size < 1 || size > 4096)
            return fail(qPrintable(QStringLiteral("the size must be a number from 1 to 4096, not %1").arg(args[3])));
        data = renderPng(svg, size);
    } else {
        data = mode == QLatin1String("ico") ? makeIco(svg) : makeIcns(svg);
    }
    QFile out(args.last());
    if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size())
        return fail(qPrintable(QStringLiteral("cannot write %1").arg(args.last())));
    return 0;
}
