#pragma once

// Helpers shared by the test programs: the embedded catalog and tolerance checks that say what
// a published figure allows.

#include "catalog/catalog.h"

#include <QTest>

#include <cmath>
#include <csignal>
#include <sys/resource.h>

namespace AtlasTest {

// A full disk, simulated: while `action` runs, every write past `bytes` fails with EFBIG (the
// file-size limit, with SIGXFSZ ignored so the write returns an error instead of killing us).
template<typename Action>
auto withFileSizeLimit(rlim_t bytes, Action action)
{
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    getrlimit(RLIMIT_FSIZE, &saved);
    rlimit limited = saved;
    limited.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &limited);
    const auto result = action();
    setrlimit(RLIMIT_FSIZE, &saved);
    return result;
}

inline std::shared_ptr<const Atlas::Catalog> catalog()
{
    return Atlas::embeddedCatalog();
}

// True when `actual` matches a published figure: within `relative` (1 % by default), or, for a
// figure printed with few digits, within half a unit of its last printed digit (a source that
// prints "0.12" cannot be held to better than ±0.005).
inline bool matchesPublished(double actual,
                             double published,
                             int printedDecimals = -1,
                             double relative = 0.01)
{
    if (std::abs(actual - published) <= relative * std::abs(published))
        return true;
    if (printedDecimals >= 0)
        return std::abs(actual - published) <= 0.5 * std::pow(10.0, -printedDecimals) + 1e-12;
    return false;
}

} // namespace AtlasTest

#define ATLAS_VERIFY_PUBLISHED(actual, published, decimals) \
    QVERIFY2(AtlasTest::matchesPublished((actual), (published), (decimals)), \
             qPrintable(QStringLiteral("engine %1, published %2") \
                            .arg((actual), 0, 'g', 10) \
                            .arg((published))))
