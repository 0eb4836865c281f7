#include "catalog/guideclaim.h"

#include "text/enumkeys.h"

namespace Atlas {

namespace {

constexpr EnumKeys<ClaimKind, 7> claimKindNames{{u"budget-card",
                                                 u"training-cost",
                                                 u"workstation",
                                                 u"seed-table",
                                                 u"provider-offers",
                                                 u"provider-prices",
                                                 u"cheapest"}};
constexpr EnumKeys<ClaimUse, 3> useNames{{u"inference", u"fine-tuning", u"general"}};

} // namespace

QString claimKindKey(ClaimKind kind)
{
    return claimKindNames.key(kind);
}

QStringList claimKindKeys()
{
    return claimKindNames.keys();
}

QString claimUseKey(ClaimUse use)
{
    return useNames.key(use);
}

QStringList claimUseKeys()
{
    return useNames.keys();
}

} // namespace Atlas
