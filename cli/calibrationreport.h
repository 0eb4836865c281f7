#pragma once

// The calibration report (`calibration --markdown`, docs/CALIBRATION.md): the fits, their
// out-of-sample checks and every published run against them.

#include "catalog/catalog.h"
#include "engine/efficiency.h"
#include "engine/serving.h"

#include <QTextStream>

namespace Atlas::Cli {

struct CalibrationReport
{
    QList<CalibrationPoint> points; // every fitted run, with leave-one-out
    QList<ValidationPoint> bySource;
    QList<ValidationPoint> byFamily;
    QList<ValidationPoint> heldOut;
    QList<ServingCalibrationPoint> serving;
    QList<ServingCalibrationPoint> servingBySource;
    QList<ServingCalibrationPoint> servingHeldOut;
};

CalibrationReport calibrationReport(const Catalog &catalog);

// A fraction as a percentage with one decimal (0.195 -> "19.5%"), as the report prints errors.
QString percentText(double fraction);
void writeCalibrationMarkdown(QTextStream &out,
                              const Catalog &catalog,
                              const CalibrationReport &report);

} // namespace Atlas::Cli
