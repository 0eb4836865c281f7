#include "catalog/pricing.h"

#include <array>

namespace Atlas {

namespace {
constexpr std::array<const char16_t *, 5> formNames = {u"container",
                                                       u"cloud-monthly",
                                                       u"bare-metal",
                                                       u"purchase",
                                                       u"cpu-server"};
constexpr std::array<const char16_t *, 4> billingNames = {u"hourly",
                                                          u"monthly",
                                                          u"monthly-machine",
                                                          u"capex"};
} // namespace

QString serviceFormKey(ServiceForm form)
{
    return QString::fromUtf16(formNames[size_t(form)]);
}

QStringList serviceFormKeys()
{
    QStringList keys;
    for (const char16_t *n : formNames)
        keys.append(QString::fromUtf16(n));
    return keys;
}

std::optional<ServiceForm> serviceFormFromKey(QStringView key)
{
    for (size_t i = 0; i < formNames.size(); ++i) {
        if (key == QStringView(formNames[i]))
            return ServiceForm(i);
    }
    return std::nullopt;
}

QString billingKey(Billing billing)
{
    return QString::fromUtf16(billingNames[size_t(billing)]);
}

QStringList billingKeys()
{
    QStringList keys;
    for (const char16_t *n : billingNames)
        keys.append(QString::fromUtf16(n));
    return keys;
}

const ServiceFormInfo *PricingCatalog::serviceForm(ServiceForm form) const
{
    for (const ServiceFormInfo &info : serviceForms) {
        if (info.form == form)
            return &info;
    }
    return nullptr;
}

} // namespace Atlas
