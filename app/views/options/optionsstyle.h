#pragma once

#include "catalog/pricing.h"
#include "common/plotstyle.h"

namespace Atlas {

// How an option is bought, as the chart colours it: a service form, or a provider's instance.
struct OptionKind
{
    ServiceForm form = ServiceForm::Container;
    bool provider = false;
    friend bool operator==(const OptionKind &, const OptionKind &) = default;
};

// The options view's colours and sizes: one colour per way of buying (Okabe–Ito, readable with
// the common colour-vision deficiencies), the Pareto front's line and rings, the table's text.
struct OptionsStyle : PlotStyle
{
    static OptionsStyle make(const PlotContext &context);

    QColor kindColor(OptionKind kind) const;

    QColor axis;
    QColor front; // the Pareto step line and the rings of its points
    QColor headerBackground;
    QColor paretoBackground; // a Pareto option's row in the exported table
    qreal pointDiameter = 9;
    qreal paretoDiameter = 13;
    qreal frontWidth = 2;
    int titlePx = 16;
    int bodyPx = 13;
    int smallPx = 11;
};

} // namespace Atlas
