#pragma once

#include "catalog/region.h"
#include "catalog/serviceform.h"
#include "catalog/userquote.h"
#include "text/localizedtext.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Atlas {

struct ServiceFormInfo
{
    ServiceForm form = ServiceForm::Container;
    LocalizedText name;
    Billing billing = Billing::Hourly;
    LocalizedText description;
    LocalizedText use;
    LocalizedText pros;
    LocalizedText cons;
    QString source;
};

// A number with the reason it is what it is.
struct Assumption
{
    double value = 0;
    LocalizedText basis;
    Verification verified = Verification::Unverified;
    std::optional<double> low;
    std::optional<double> high;
};

struct Rate
{
    double value = 0;
    std::optional<double> low;
    std::optional<double> high;
    LocalizedText basis;
    QString date;
    Verification verified = Verification::Unverified;
    PriceOrigin origin = PriceOrigin::Catalog; // Quote: the user's (Catalog::withQuotes)
};

struct RateOverride
{
    QString acceleratorId;
    std::optional<Rate> containerPerHour;
    std::optional<Rate> cloudPerMonth;
    std::optional<Rate> bareMetalPerMonth; // per 8-GPU machine
    std::optional<Rate> purchase;
    QString sourceFile;
    int sourceLine = 0;

    // The rate of a form (read from its ServiceFormTraits::rateKey); nullptr for a form whose
    // rate is not per accelerator (the CPU server's is a default).
    std::optional<Rate> *forForm(ServiceForm form)
    {
        switch (form) {
        case ServiceForm::Container:
            return &containerPerHour;
        case ServiceForm::CloudMonthly:
            return &cloudPerMonth;
        case ServiceForm::BareMetal:
            return &bareMetalPerMonth;
        case ServiceForm::Purchase:
            return &purchase;
        case ServiceForm::CpuServer:
            break;
        }
        return nullptr;
    }
};

struct PricingDefaults
{
    Assumption cloudMonthlyFactor{1.0, {}, Verification::Unverified, {}, {}};
    Assumption bareMetalFactor{0.85, {}, Verification::Unverified, {}, {}};
    Assumption amortisationYears{3.0, {}, Verification::Unverified, {}, {}};
    Assumption hostingCnyPerKwMonth{0.0, {}, Verification::Unverified, {}, {}};
    Assumption operationsFraction{0.0, {}, Verification::Unverified, {}, {}};
    Assumption utilisation{0.8, {}, Verification::Unverified, {}, {}};
    Assumption hostOverheadFraction{0.5, {}, Verification::Unverified, {}, {}};
    Assumption cpuServerCnyPerHour{0.0, {}, Verification::Unverified, {}, {}};
    Assumption greenShare{0.0, {}, Verification::Unverified, {}, {}};
    // A plan without a region uses the national picture.
    Assumption nationalTariff{0.63, {}, Verification::Partial, {}, {}};
    Assumption nationalPue{1.42, {}, Verification::Partial, {}, {}};
    Assumption nationalGridFactor{0.5306, {}, Verification::Verified, {}, {}};
};

struct PricingCatalog
{
    QString currency = QStringLiteral("CNY");
    Assumption usdCny{7.2, {}, Verification::Unverified, {}, {}};
    QString usdCnyDate;
    double hoursPerMonth = 730;
    QList<ServiceFormInfo> serviceForms;
    PricingDefaults defaults;
    QHash<QString, RateOverride> rates; // by accelerator id

    const ServiceFormInfo *serviceForm(ServiceForm form) const;
};

} // namespace Atlas
