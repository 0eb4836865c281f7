#include "views/map/albersprojection.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace Atlas {

namespace {

constexpr double DegToRad = std::numbers::pi / 180.0;

// Wraps an angle in radians into [-pi, pi).
double wrapPi(double angle)
{
    const double twoPi = 2 * std::numbers::pi;
    angle = std::fmod(angle + std::numbers::pi, twoPi);
    if (angle < 0)
        angle += twoPi;
    return angle - std::numbers::pi;
}

} // namespace

AlbersProjection::AlbersProjection(double standardParallel1,
                                   double standardParallel2,
                                   double centralMeridian,
                                   double originLatitude,
                                   double radius)
    : m_radius(radius)
    , m_lambda0Deg(centralMeridian)
{
    const double phi1 = standardParallel1 * DegToRad;
    const double phi2 = standardParallel2 * DegToRad;
    m_n = (std::sin(phi1) + std::sin(phi2)) / 2;
    m_c = std::cos(phi1) * std::cos(phi1) + 2 * m_n * std::sin(phi1);
    m_rho0 = rho(originLatitude * DegToRad);
}

double AlbersProjection::rho(double phi) const
{
    // C - 2n sin(phi) >= (1 - sin(phi1))^2 >= 0 for any phi, so the root is always real.
    return m_radius * std::sqrt(m_c - 2 * m_n * std::sin(phi)) / m_n;
}

QPointF AlbersProjection::project(double lon, double lat) const
{
    const double theta = m_n * wrapPi((lon - m_lambda0Deg) * DegToRad);
    const double r = rho(lat * DegToRad);
    return {r * std::sin(theta), m_rho0 - r * std::cos(theta)};
}

std::optional<QPointF> AlbersProjection::inverse(QPointF projected) const
{
    const double x = projected.x();
    const double dy = m_rho0 - projected.y();
    if (!std::isfinite(x) || !std::isfinite(dy))
        return std::nullopt;
    // With n > 0 (both parallels north) rho is positive; for a southern cone it is negative and
    // the signs of x and dy flip (Snyder 14-10 and 14-11).
    const double sign = m_n < 0 ? -1.0 : 1.0;
    const double r = sign * std::hypot(x, dy);
    const double theta = std::atan2(sign * x, sign * dy);
    if (std::abs(theta) > std::abs(m_n) * std::numbers::pi)
        return std::nullopt; // in the wedge cut out opposite the central meridian
    const double q = r * m_n / m_radius;
    const double sinPhi = (m_c - q * q) / (2 * m_n);
    constexpr double Slack = 1e-12; // rounding at the poles
    if (sinPhi > 1 + Slack || sinPhi < -1 - Slack)
        return std::nullopt;
    const double phi = std::asin(std::clamp(sinPhi, -1.0, 1.0));
    const double lambda = theta / m_n;
    return QPointF(m_lambda0Deg + lambda / DegToRad, phi / DegToRad);
}

double AlbersProjection::parallelScale(double lat) const
{
    const double phi = lat * DegToRad;
    return rho(phi) * m_n / (m_radius * std::cos(phi));
}

} // namespace Atlas
