#include "cost/priceage.h"

#include <QRegularExpression>

namespace Atlas {

QDate referenceDate()
{
    const QDate fixed = QDate::fromString(qEnvironmentVariable("COMPUTE_ATLAS_TODAY"), Qt::ISODate);
    return fixed.isValid() ? fixed : QDate::currentDate();
}

QDate lastDayOf(const QString &date)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?$"));
    const QRegularExpressionMatch m = pattern.match(date);
    if (!m.hasMatch())
        return {};
    const int year = m.captured(1).toInt();
    if (!m.hasCaptured(2))
        return QDate(year, 12, 31);
    const QDate first(year, m.captured(2).toInt(), 1);
    if (!first.isValid())
        return {};
    if (!m.hasCaptured(3))
        return QDate(year, first.month(), first.daysInMonth());
    return QDate(year, first.month(), m.captured(3).toInt());
}

std::optional<int> priceAgeMonths(const QString &date, QDate today)
{
    const QDate seen = lastDayOf(date);
    if (!seen.isValid() || !today.isValid())
        return std::nullopt;
    int months = (today.year() - seen.year()) * 12 + today.month() - seen.month();
    if (today.day() < seen.day() && today.day() < today.daysInMonth())
        --months; // not a whole month yet (the end of a shorter month counts as whole)
    return std::max(0, months);
}

bool isStalePrice(const QString &date, QDate today)
{
    const QDate seen = lastDayOf(date);
    return seen.isValid() && seen.addMonths(StalePriceMonths) < today;
}

TrText priceOriginText(PriceOrigin origin, bool derived, const QString &date)
{
    switch (origin) {
    case PriceOrigin::Typed:
        return ATLAS_TR("Atlas::PriceAge", "your price");
    case PriceOrigin::Quote:
        return derived ? ATLAS_TR("Atlas::PriceAge", "derived from your quote of %1").arg(date)
                       : ATLAS_TR("Atlas::PriceAge", "your quote of %1").arg(date);
    case PriceOrigin::Catalog:
        break;
    }
    if (date.isEmpty())
        return derived ? ATLAS_TR("Atlas::PriceAge", "derived from an undated catalog price")
                       : ATLAS_TR("Atlas::PriceAge", "catalog price, undated");
    return derived ? ATLAS_TR("Atlas::PriceAge", "derived from the catalog price of %1").arg(date)
                   : ATLAS_TR("Atlas::PriceAge", "catalog price of %1").arg(date);
}

TrText priceOriginText(const Quote &quote)
{
    return priceOriginText(quote.origin, quote.derived, quote.date);
}

Quote instanceRate(const Price &price, int cardsPerInstance, double cnyPerUnit)
{
    Quote q;
    q.value = price.amount * cnyPerUnit / std::max(1, cardsPerInstance);
    q.basis = {price.source, price.source};
    q.date = price.date;
    q.origin = price.origin;
    q.verified = price.confidence == Confidence::A   ? Verification::Verified
                 : price.confidence == Confidence::U ? Verification::Unverified
                                                     : Verification::Partial;
    return q;
}

} // namespace Atlas
