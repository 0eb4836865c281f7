#pragma once

#include "catalog/accelerator.h"
#include "common/plotstyle.h"

namespace Atlas {

// The matrix's colours: cells by card count (one card green, a few yellow to orange, many red,
// "does not fit" grey), header bands by tier, the seed overlay's corner marks. Shared by the
// table on screen (through the model's roles) and plot() (screenshots and the report).
struct MatrixStyle : PlotStyle
{
    static MatrixStyle make(const PlotContext &context);

    QColor cellColor(int gpus) const; // FitMatrix::NotApplicable, DoesNotFit or a count
    // The time and cost modes: a day, a week, a month, half a year; ¥1k, 10k, 100k, 1M.
    QColor timeColor(double hours) const;
    QColor costColor(double cny) const;
    static const QList<double> &timeSteps(); // hours, the upper ends of the colour bands
    static const QList<double> &costSteps(); // CNY
    QColor tierColor(Tier tier) const;
    QColor seedColor(bool contradicts) const;

    QColor cellText = Qt::black;
    QColor unknownCell = QColor(0xf4, 0xf4, 0xf4); // no time or no price: said in words
    QColor highlight = QColor(0x1f, 0x4e, 0x99);   // the scenario's row and column
    QColor highlightHeader = QColor(0xff, 0xd5, 0x4f);
    double highlightWidth = 2;
    QColor cellGrid = Qt::white;
    double rowHeightShare = 0.72; // of the target, before the header and caption take theirs
    double maxRowHeight = 30;
    double textShare = 0.5;      // of the row height
    double labelShare = 0.3;     // of the width, at most, for the row labels
    double headerShare = 0.35;   // of the height, at most, for the upright headers
    double seedMarkShare = 0.42; // of the cell's smaller side
};

} // namespace Atlas
