#include "catalog/region.h"

#include <cmath>
#include <numbers>

namespace Atlas {

QString verificationKey(Verification verification)
{
    switch (verification) {
    case Verification::Verified:
        return QStringLiteral("verified");
    case Verification::Partial:
        return QStringLiteral("partial");
    case Verification::Unverified:
        return QStringLiteral("unverified");
    }
    return {};
}

QString sideKey(Side side)
{
    return side == Side::East ? QStringLiteral("east") : QStringLiteral("west");
}

QString roleKey(Role role)
{
    return role == Role::Realtime ? QStringLiteral("realtime") : QStringLiteral("non-realtime");
}

double greatCircleKm(double lat1, double lon1, double lat2, double lon2)
{
    constexpr double earthRadiusKm = 6371.0;
    const double toRad = std::numbers::pi / 180.0;
    const double dLat = (lat2 - lat1) * toRad;
    const double dLon = (lon2 - lon1) * toRad;
    const double s = std::sin(dLat / 2) * std::sin(dLat / 2)
                     + std::cos(lat1 * toRad) * std::cos(lat2 * toRad) * std::sin(dLon / 2)
                           * std::sin(dLon / 2);
    return 2 * earthRadiusKm * std::asin(std::min(1.0, std::sqrt(s)));
}

double fibreLatencyFloorMs(double km)
{
    return km * FibreMicrosecondsPerKm / 1000.0;
}

bool insideChina(double lat, double lon)
{
    return lat >= 3.0 && lat <= 54.0 && lon >= 73.0 && lon <= 136.0;
}

} // namespace Atlas
