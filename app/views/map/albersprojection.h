#pragma once

#include <QPointF>

#include <optional>

namespace Atlas {

// Albers equal-area conic projection on a sphere (Snyder, "Map Projections: A Working Manual",
// USGS PP 1395, eqs. 14-1 to 14-6 and 14-8 to 14-11). The defaults are the usual choice for
// China: standard parallels 25 N and 47 N, central meridian 105 E.
//
// Units: the sphere has radius R = 6371 km (the mean Earth radius the rest of the project uses
// for great-circle distances), so projected x and y are kilometres. x grows to the east, y to
// the north (a mathematical frame; the view flips y when it paints). The origin latitude is 0,
// so the point (105 E, 0 N) projects to (0, 0) and China lies at y of roughly 2000..6000 km.
//
// A sphere is accurate enough for a schematic map: the ellipsoidal form moves points by well
// under a pixel at any zoom the view allows.
class AlbersProjection
{
public:
    static constexpr double EarthRadiusKm = 6371.0;

    AlbersProjection(double standardParallel1 = 25.0,
                     double standardParallel2 = 47.0,
                     double centralMeridian = 105.0,
                     double originLatitude = 0.0,
                     double radius = EarthRadiusKm);

    // Degrees in, kilometres out. Longitudes are taken relative to the central meridian and
    // wrapped into [-180, 180), so 255 E and -105 E land on the same point.
    QPointF project(double lon, double lat) const;
    QPointF project(QPointF lonLat) const { return project(lonLat.x(), lonLat.y()); }

    // The (lon, lat) of a projected point, or nothing when the point lies outside the
    // projection's image (beyond the poles' arcs or the cut opposite the central meridian).
    std::optional<QPointF> inverse(QPointF projected) const;

    // The scale factor along a parallel, h = k^-1 along the meridian (equal area):
    // exactly 1 on the two standard parallels.
    double parallelScale(double lat) const;

    double radius() const { return m_radius; }
    double centralMeridian() const { return m_lambda0Deg; }

private:
    double rho(double phi) const;

    double m_radius;
    double m_lambda0Deg;
    double m_n = 0;    // cone constant
    double m_c = 0;    // Snyder's C
    double m_rho0 = 0; // radius of the origin parallel
};

} // namespace Atlas
