// The text output's number formats and closing block, one place for every verb.

#include "cli/commands.h"

namespace Atlas::Cli {

QString formatGiB(double bytes)
{
    return QString::number(bytes / GiB, 'f', 2) + QStringLiteral(" GiB");
}

QString formatCount(double count)
{
    const std::pair<double, char> units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const auto &[scale, suffix] : units) {
        if (std::abs(count) >= scale)
            return QString::number(count / scale, 'f', 2) + QLatin1Char(suffix);
    }
    return QString::number(count, 'f', 0);
}

QString cards(int count)
{
    return count == 1 ? QStringLiteral("1 card") : QStringLiteral("%1 cards").arg(count);
}

QString money(std::optional<double> cny)
{
    return cny ? QString::number(*cny, 'f', 2) + QStringLiteral(" CNY") : QStringLiteral("unknown");
}

void printAssumptions(QTextStream &out, const QList<TrText> &assumptions)
{
    out << "Assumptions:\n";
    for (const TrText &a : assumptions)
        out << "  - " << a.toString(nullptr) << '\n';
}

} // namespace Atlas::Cli
