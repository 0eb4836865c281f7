#include "views/matrix/matrixstyle.h"

#include "engine/fitmatrix.h"

namespace Atlas {

MatrixStyle MatrixStyle::make(const PlotContext &context)
{
    MatrixStyle s;
    s.apply(context);
    s.text = Qt::black;
    s.mutedText = QColor(0x55, 0x55, 0x55);
    if (s.highContrast) {
        s.highlight = Qt::black;
        s.highlightWidth = 3;
    }
    return s;
}

QColor MatrixStyle::cellColor(int gpus) const
{
    if (gpus == FitMatrix::NotApplicable)
        return QColor(0xee, 0xee, 0xee);
    if (gpus == FitMatrix::DoesNotFit)
        return QColor(0xbd, 0xbd, 0xbd);
    if (gpus == 1)
        return QColor(0xa6, 0xdb, 0xa0);
    if (gpus <= 2)
        return QColor(0xd9, 0xf0, 0xa3);
    if (gpus <= 8)
        return QColor(0xfe, 0xe0, 0x8b);
    if (gpus <= 64)
        return QColor(0xfd, 0xae, 0x61);
    return QColor(0xf4, 0x6d, 0x43);
}

namespace {

// The card-count scale's colours, green to red, reused for time and cost.
const QColor Scale[] = {QColor(0xa6, 0xdb, 0xa0),
                        QColor(0xd9, 0xf0, 0xa3),
                        QColor(0xfe, 0xe0, 0x8b),
                        QColor(0xfd, 0xae, 0x61),
                        QColor(0xf4, 0x6d, 0x43)};

QColor onScale(double value, const QList<double> &steps)
{
    for (qsizetype i = 0; i < steps.size(); ++i)
        if (value < steps.at(i))
            return Scale[i];
    return Scale[std::size(Scale) - 1];
}

} // namespace

const QList<double> &MatrixStyle::timeSteps()
{
    static const QList<double> steps{24, 24 * 7, 730, 730 * 6};
    return steps;
}

const QList<double> &MatrixStyle::costSteps()
{
    static const QList<double> steps{1e3, 1e4, 1e5, 1e6};
    return steps;
}

QColor MatrixStyle::timeColor(double hours) const
{
    return onScale(hours, timeSteps());
}

QColor MatrixStyle::costColor(double cny) const
{
    return onScale(cny, costSteps());
}

QColor MatrixStyle::tierColor(Tier tier) const
{
    switch (tier) {
    case Tier::Flagship:
        return QColor(0xde, 0xeb, 0xf7);
    case Tier::Value:
        return QColor(0xe5, 0xf5, 0xe0);
    case Tier::Edge:
        return QColor(0xf2, 0xf0, 0xf7);
    }
    return Qt::white;
}

QColor MatrixStyle::seedColor(bool contradicts) const
{
    return contradicts ? QColor(0xc0, 0x10, 0x30) : PlotColors::fits();
}

} // namespace Atlas
