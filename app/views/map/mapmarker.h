#pragma once

#include "text/localizedtext.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

#include <cmath>
#include <limits>

namespace Atlas {

// One hub or cluster as the map shows it. The map computes nothing: the cost engine (or
// whoever owns the scenario) fills in the value, its formatted text and the tooltip.
struct MapMarker
{
    QString id;
    LocalizedText name;
    LocalizedText shortName; // the label next to the marker; name is used when empty
    double lat = 0;
    double lon = 0;
    bool hub = false;  // hubs are drawn larger than clusters
    bool west = false; // west (supply side) markers are diamonds, east ones circles
    double value = std::numeric_limits<double>::quiet_NaN(); // NaN: no value, drawn grey
    QString valueText;   // already formatted by the caller, e.g. "0.38"; may be empty
    bool dimmed = false; // outside the budget: faded, dashed outline
    bool selected = false;
    QString tooltip; // already formatted; may contain simple HTML

    // Equal when they draw the same (no value equals no value).
    friend bool operator==(const MapMarker &a, const MapMarker &b)
    {
        const bool sameValue = a.value == b.value || (std::isnan(a.value) && std::isnan(b.value));
        return sameValue && a.id == b.id && a.name == b.name && a.shortName == b.shortName
               && a.lat == b.lat && a.lon == b.lon && a.hub == b.hub && a.west == b.west
               && a.valueText == b.valueText && a.dimmed == b.dimmed && a.selected == b.selected
               && a.tooltip == b.tooltip;
    }
};

// A place with provider GPU regions (the provider layer), drawn as a square with the number of
// regions there, and a dashed line to each hub or cluster whose grid the regions are linked to.
// Its colour is not a value: the layer only says where capacity is.
struct MapSite
{
    QString id;
    double lat = 0;
    double lon = 0;
    int count = 0;         // provider regions at this place
    bool verified = false; // a source shows GPU capacity here (else a dashed outline)
    QList<QPointF> links;  // (lon, lat) of the linked hubs or clusters
    QString tooltip;       // already formatted; may contain simple HTML
    bool selected = false;

    friend bool operator==(const MapSite &, const MapSite &) = default;
};

// What the marker colours mean.
struct MapLegend
{
    // Sequential scales, listed from the best value to the worst. Viridis is perceptually
    // uniform and readable with the common colour-vision deficiencies; GreenAmberRed is the
    // familiar traffic-light reading for workshops.
    enum class Scale { Viridis, GreenAmberRed };

    QString title; // "Electricity tariff"
    QString unit;  // "CNY/kWh"
    // The value range of the colour bar. When either end is NaN (or min > max) the view uses
    // the range of the markers' values instead.
    double min = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();
    QString minText; // formatted ends of the bar; numbers are printed when empty
    QString maxText;
    bool higherIsBetter = false; // costs, PUE, CO2 and latency: lower is better
    Scale scale = Scale::Viridis;
    QList<QColor> colors; // at least two stops, best first, override `scale`
    // One colour for every marker: their values differ too little for colours to mean anything
    // (MapColorScale::anchoredRange). The bar is one swatch and `spreadText` says why.
    bool flat = false;
    // The markers' own range, marked on the bar when the bar is wider (NaN: not marked).
    double dataMin = std::numeric_limits<double>::quiet_NaN();
    double dataMax = std::numeric_limits<double>::quiet_NaN();
    QString spreadText; // "Regions 1.20–1.25 (+4%); full bar: twice the lowest"
    // A warning drawn over the map, e.g. that the plan does not fit and what is priced instead.
    QString notice;

    friend bool operator==(const MapLegend &a, const MapLegend &b)
    {
        const auto same = [](double x, double y) {
            return x == y || (std::isnan(x) && std::isnan(y));
        };
        return same(a.min, b.min) && same(a.max, b.max) && a.title == b.title && a.unit == b.unit
               && a.minText == b.minText && a.maxText == b.maxText
               && a.higherIsBetter == b.higherIsBetter && a.scale == b.scale && a.colors == b.colors
               && a.flat == b.flat && same(a.dataMin, b.dataMin) && same(a.dataMax, b.dataMax)
               && a.spreadText == b.spreadText && a.notice == b.notice;
    }
};

} // namespace Atlas
