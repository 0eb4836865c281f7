#pragma once

#include "catalog/percardform.h"
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

// The catalogued CNY rates of one accelerator (pricing.yaml `rates`), each read from its form's
// ServiceFormTraits::rateKey.
struct RateOverride : PerCardForm<Rate>
{
    QString acceleratorId;
    QString sourceFile;
    int sourceLine = 0;
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
