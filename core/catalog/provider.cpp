#include "catalog/provider.h"

#include "text/enumkeys.h"

namespace Atlas {

namespace {

constexpr EnumKeys<ProviderKind, 3> providerKindNames{{u"cloud", u"rental", u"marketplace"}};
constexpr EnumKeys<BillingUnit, 5> unitNames{{u"second", u"minute", u"hour", u"day", u"month"}};
constexpr EnumKeys<PricePeriod, 2> periodNames{{u"hour", u"month"}};

template<typename T>
const T *findById(const QList<T> &list, QStringView id)
{
    for (const T &item : list) {
        if (item.id == id)
            return &item;
    }
    return nullptr;
}

} // namespace

QString providerKindKey(ProviderKind kind)
{
    return providerKindNames.key(kind);
}

QStringList providerKindKeys()
{
    return providerKindNames.keys();
}

QString billingUnitKey(BillingUnit unit)
{
    return unitNames.key(unit);
}

QStringList billingUnitKeys()
{
    return unitNames.keys();
}

double billingUnitSeconds(BillingUnit unit)
{
    switch (unit) {
    case BillingUnit::Second:
        return 1;
    case BillingUnit::Minute:
        return 60;
    case BillingUnit::Hour:
        return 3600;
    case BillingUnit::Day:
        return 86400;
    case BillingUnit::Month:
        return 730 * 3600.0;
    }
    return 3600;
}

QString pricePeriodKey(PricePeriod period)
{
    return periodNames.key(period);
}

QStringList pricePeriodKeys()
{
    return periodNames.keys();
}

TrText billingUnitText(BillingUnit unit)
{
    switch (unit) {
    case BillingUnit::Second:
        return ATLAS_TR("Atlas::ProviderCost", "second");
    case BillingUnit::Minute:
        return ATLAS_TR("Atlas::ProviderCost", "minute");
    case BillingUnit::Hour:
        return ATLAS_TR("Atlas::ProviderCost", "hour");
    case BillingUnit::Day:
        return ATLAS_TR("Atlas::ProviderCost", "day");
    case BillingUnit::Month:
        return ATLAS_TR("Atlas::ProviderCost", "month");
    }
    return {};
}

TrText pricePeriodText(PricePeriod period)
{
    return billingUnitText(period == PricePeriod::Month ? BillingUnit::Month : BillingUnit::Hour);
}

const ProviderRegion *Provider::region(QStringView id) const
{
    return findById(regions, id);
}

const Instance *Provider::instance(QStringView id) const
{
    return findById(instances, id);
}

} // namespace Atlas
