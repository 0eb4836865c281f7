#include "catalog/serviceform.h"

#include <array>

namespace Atlas {

namespace {

constexpr const char *Context = "Atlas::ServiceForm";

// One row per ServiceForm, in the enum's order. Colours from Okabe and Ito's colour-blind-safe
// set: container blue, cloud monthly sky blue, bare metal bluish green, purchase orange, CPU
// server grey; darker and fully saturated with high contrast (projectors wash colours out).
const std::array<ServiceFormTraits, ServiceFormCount> Forms = {{
    {ServiceForm::Container,
     u"container",
     Billing::Hourly,
     true,
     false,
     false,
     1,
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "%1 per card-hour"),
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "one hour"),
     "container_cny_per_hour",
     0x0072b2,
     0x004c99},
    {ServiceForm::CloudMonthly,
     u"cloud-monthly",
     Billing::Monthly,
     true,
     false,
     true,
     1,
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "%1 per card-month"),
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "one month, the smallest billing unit"),
     "cloud_cny_per_month",
     0x56b4e9,
     0x0099dd},
    {ServiceForm::BareMetal,
     u"bare-metal",
     Billing::MonthlyMachine,
     true,
     false,
     true,
     8,
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "%1 per 8-card machine-month"),
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "one month of whole 8-card machines"),
     "bare_metal_cny_per_month",
     0x009e73,
     0x00734f},
    {ServiceForm::Purchase,
     u"purchase",
     Billing::Capex,
     true,
     true,
     false,
     1,
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "%1 per card"),
     QT_TRANSLATE_NOOP("Atlas::ServiceForm",
                       "the cards' price: a cash outlay, not the cost of an hour"),
     "purchase_cny",
     0xe69f00,
     0xd55e00},
    {ServiceForm::CpuServer,
     u"cpu-server",
     Billing::Hourly,
     false,
     false,
     false,
     1,
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "%1 per server-hour"),
     QT_TRANSLATE_NOOP("Atlas::ServiceForm", "one hour"),
     nullptr,
     0x999999,
     0x555555},
}};

constexpr std::array<const char16_t *, 4> BillingKeys = {u"hourly",
                                                         u"monthly",
                                                         u"monthly-machine",
                                                         u"capex"};

QList<ServiceForm> makeOffered()
{
    QList<ServiceForm> forms;
    for (const ServiceFormTraits &t : Forms) {
        if (t.offered)
            forms.append(t.form);
    }
    return forms;
}

} // namespace

const ServiceFormTraits &formTraits(ServiceForm form)
{
    return Forms[size_t(form)];
}

const QList<ServiceForm> &offeredForms()
{
    static const QList<ServiceForm> forms = makeOffered();
    return forms;
}

QString serviceFormKey(ServiceForm form)
{
    return QString::fromUtf16(formTraits(form).key);
}

QStringList serviceFormKeys()
{
    QStringList keys;
    for (const ServiceFormTraits &t : Forms)
        keys.append(QString::fromUtf16(t.key));
    return keys;
}

QStringList offeredFormKeys()
{
    QStringList keys;
    for (ServiceForm form : offeredForms())
        keys.append(serviceFormKey(form));
    return keys;
}

std::optional<ServiceForm> serviceFormFromKey(QStringView key)
{
    for (const ServiceFormTraits &t : Forms) {
        if (key == QStringView(t.key))
            return t.form;
    }
    return std::nullopt;
}

QString billingKey(Billing billing)
{
    return QString::fromUtf16(BillingKeys[size_t(billing)]);
}

QStringList billingKeys()
{
    QStringList keys;
    for (const char16_t *key : BillingKeys)
        keys.append(QString::fromUtf16(key));
    return keys;
}

TrText priceUnitText(ServiceForm form, const QString &amount)
{
    return TrText(Context, formTraits(form).priceUnit).arg(amount);
}

TrText trialUnitText(ServiceForm form)
{
    return TrText(Context, formTraits(form).trialUnit);
}

} // namespace Atlas
