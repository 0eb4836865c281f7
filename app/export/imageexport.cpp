#include "export/imageexport.h"

#include "io/savefile.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace Atlas {

bool exportPng(const PlotFunction &plot,
               const QString &path,
               int width,
               int height,
               QString *error,
               qreal devicePixelRatio)
{
    QImage image(QSize(width, height) * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::white);
    QPainter painter;
    if (!painter.begin(&image)) {
        if (error)
            *error = QStringLiteral("cannot paint into an image of %1 × %2").arg(width).arg(height);
        return false;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    plot(&painter, QRectF(0, 0, width, height));
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = QStringLiteral("cannot encode the PNG");
        return false;
    }
    return saveFileAtomically(path, png, error);
}

bool exportSvg(const PlotFunction &plot,
               const QString &path,
               int width,
               int height,
               const QString &title,
               QString *error)
{
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(width, height));
    generator.setViewBox(QRect(0, 0, width, height));
    generator.setTitle(title);
    generator.setDescription(QStringLiteral("ComputeAtlas 算力产区图"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = QStringLiteral("cannot paint the SVG");
        return false;
    }
    painter.fillRect(QRectF(0, 0, width, height), Qt::white);
    plot(&painter, QRectF(0, 0, width, height));
    painter.end();
    return saveFileAtomically(path, svg, error);
}

} // namespace Atlas
