#pragma once

#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QPainter;
class QRectF;
QT_END_NAMESPACE

namespace Atlas {

using PlotFunction = std::function<void(QPainter *, const QRectF &)>;

// A view's plot() into a PNG (raster, white background) or SVG (vector), written atomically.
bool exportPng(const PlotFunction &plot,
               const QString &path,
               int width,
               int height,
               QString *error,
               qreal devicePixelRatio = 1.0);
bool exportSvg(const PlotFunction &plot,
               const QString &path,
               int width,
               int height,
               const QString &title,
               QString *error);

} // namespace Atlas
