#pragma once

#include "text/trtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// The ways a CTO can buy compute (seed 000 §1.2, plus purchase).
enum class ServiceForm { Container, CloudMonthly, BareMetal, Purchase, CpuServer };
inline constexpr int ServiceFormCount = int(ServiceForm::CpuServer) + 1;
enum class Billing { Hourly, Monthly, MonthlyMachine, Capex };

// A service form described once. The cost rules, the planner, the panel, the options, the
// comparison, the report, the quotes and the CLI read these traits instead of listing the forms
// or testing "is it a purchase?" by hand, so a new form is one row here plus its rate and its
// cost rule (docs/ARCHITECTURE.md, "Adding a service form"). Names in both languages come from
// pricing.yaml (ServiceFormInfo).
struct ServiceFormTraits
{
    ServiceForm form;
    const char16_t *key; // in YAML files and on the command line: "cloud-monthly"
    Billing billing;
    bool offered;     // a way to get GPUs: listed by the planner, the panel and the filters
    bool owned;       // bought: judged on its cash outlay, depreciated, hosted and powered by you
    bool wholeMonths; // billed 24×7 in whole months, whether the cards run or not
    int cardsPerUnit; // cards in what is billed: 1, or a whole 8-card machine
    const char *priceUnit; // "%1 per card-hour": the catalogued rate with its unit
    const char *trialUnit; // what the one-hour trial pays for in this form
    const char *rateKey;   // its catalogued rate in pricing.yaml's rates; nullptr: none
    // Its colour wherever options are drawn (0xRRGGBB; PlotPalette), and with high contrast.
    unsigned colour;
    unsigned strongColour;
};

const ServiceFormTraits &formTraits(ServiceForm form);
// The GPU forms in the order every list shows them: container, cloud monthly, bare metal,
// purchase.
const QList<ServiceForm> &offeredForms();

QString serviceFormKey(ServiceForm form); // "container", "cloud-monthly", …
QStringList serviceFormKeys();            // every form, the CPU server included
QStringList offeredFormKeys();
std::optional<ServiceForm> serviceFormFromKey(QStringView key);
QString billingKey(Billing billing);
QStringList billingKeys();

// The catalogued rate with its unit ("¥3.00 per card-hour"); `amount` is the formatted money.
TrText priceUnitText(ServiceForm form, const QString &amount);
TrText trialUnitText(ServiceForm form);

} // namespace Atlas
