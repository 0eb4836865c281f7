#pragma once

#include <QSize>

namespace Atlas::Canvas {

// The logical sizes views are drawn at outside the window, shared by --screenshot, the PNG and
// SVG exports and the PDF report, so a page shows what an image shows.
inline constexpr QSize Window{1600, 1000};       // --screenshot resizes the window to this
inline constexpr QSize Image{1600, 1000};        // PNG and SVG of a view
inline constexpr QSize MatrixImage{1600, 900};   // the matrix has no radar or map beside it
inline constexpr QSize ReportView{1600, 1000};   // a view on a report page, scaled to fit
inline constexpr QSize ReportCompare{1500, 900}; // the comparison's table reads larger so

} // namespace Atlas::Canvas
