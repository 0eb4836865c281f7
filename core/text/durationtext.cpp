#include "text/durationtext.h"

#include <cmath>

namespace Atlas {

TrText durationText(double hours)
{
    if (!std::isfinite(hours))
        return TrText::literal(QStringLiteral("—"));
    if (hours < 48)
        return ATLAS_TR("Atlas::Duration", "%1 h")
            .arg(QString::number(hours, 'f', hours < 10 ? 1 : 0));
    if (hours < 24 * 60)
        return ATLAS_TR("Atlas::Duration", "%1 days").arg(QString::number(hours / 24, 'f', 1));
    return ATLAS_TR("Atlas::Duration", "%1 months").arg(QString::number(hours / 730, 'f', 1));
}

} // namespace Atlas
