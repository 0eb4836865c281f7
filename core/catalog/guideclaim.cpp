#include "catalog/guideclaim.h"

#include <array>

namespace Atlas {

namespace {

constexpr std::array<const char16_t *, 7> kindNames = {u"budget-card",
                                                       u"training-cost",
                                                       u"workstation",
                                                       u"seed-table",
                                                       u"provider-offers",
                                                       u"provider-prices",
                                                       u"cheapest"};
constexpr std::array<const char16_t *, 3> useNames = {u"inference", u"fine-tuning", u"general"};

template<size_t N>
QStringList keyList(const std::array<const char16_t *, N> &names)
{
    QStringList keys;
    for (const char16_t *n : names)
        keys.append(QString::fromUtf16(n));
    return keys;
}

} // namespace

QString claimKindKey(ClaimKind kind)
{
    return QString::fromUtf16(kindNames[size_t(kind)]);
}

QStringList claimKindKeys()
{
    return keyList(kindNames);
}

QString claimUseKey(ClaimUse use)
{
    return QString::fromUtf16(useNames[size_t(use)]);
}

QStringList claimUseKeys()
{
    return keyList(useNames);
}

} // namespace Atlas
