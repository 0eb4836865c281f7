#include "io/quotesfile.h"

#include "io/csvrecords.h"
#include "io/inputfile.h"
#include "loaders/catalogreader.h"
#include "scenario/limits.h"
#include "text/encoding.h"
#include "yaml/yamlreader.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>

namespace Atlas {

using namespace ScenarioLimits;

const QStringList &quoteColumns()
{
    static const QStringList columns{QStringLiteral("accelerator"),
                                     QStringLiteral("gpus"),
                                     QStringLiteral("form"),
                                     QStringLiteral("price_cny"),
                                     QStringLiteral("per"),
                                     QStringLiteral("provider"),
                                     QStringLiteral("instance"),
                                     QStringLiteral("date"),
                                     QStringLiteral("note")};
    return columns;
}

QuotePer quotePerOf(ServiceForm form)
{
    // A quote is in the unit the form is billed in.
    switch (formTraits(form).billing) {
    case Billing::Hourly:
        return QuotePer::Hour;
    case Billing::Monthly:
    case Billing::MonthlyMachine:
        return QuotePer::Month;
    case Billing::Capex:
        break;
    }
    return QuotePer::Card;
}

namespace {

void add(QList<QuoteProblem> &problems, const char *column, const TrText &message)
{
    problems.append({QString::fromLatin1(column), message});
}

void checkTexts(QList<QuoteProblem> &problems, const UserQuote &q)
{
    const std::pair<const char *, const QString *> ids[] = {{"accelerator", &q.acceleratorId},
                                                            {"provider", &q.providerId},
                                                            {"instance", &q.instanceId},
                                                            {"date", &q.date}};
    for (const auto &[column, text] : ids)
        if (const auto problem = textProblem(*text, MaxIdLength))
            add(problems, column, *problem);
    if (const auto problem = textProblem(q.note, MaxTextLength))
        add(problems, "note", *problem);
}

void checkAmounts(QList<QuoteProblem> &problems, const UserQuote &q)
{
    if (q.gpus < 1 || q.gpus > MaxGpus)
        add(problems,
            "gpus",
            ATLAS_TR("Atlas::Quotes", "expected a whole number of cards from 1 to %1, found %2")
                .arg(MaxGpus)
                .arg(q.gpus));
    if (!(q.priceCny > 0) || q.priceCny > MaxCny)
        add(problems,
            "price_cny",
            ATLAS_TR("Atlas::Quotes", "expected an amount above 0 and at most %1 CNY, found %2")
                .arg(MaxCny)
                .arg(q.priceCny));
    else if (q.per == QuotePer::Hour && q.gpus >= 1 && q.cardPrice() > MaxPricePerGpuHour)
        add(problems,
            "price_cny",
            ATLAS_TR("Atlas::Quotes",
                     "expected at most %1 CNY per card-hour, found %2 CNY for %3 cards")
                .arg(MaxPricePerGpuHour)
                .arg(q.priceCny)
                .arg(q.gpus));
}

// A purchase is quoted per card, a container per hour, monthly forms per month.
void checkForm(QList<QuoteProblem> &problems, const UserQuote &q)
{
    if (q.form == ServiceForm::CpuServer) {
        add(problems,
            "form",
            ATLAS_TR("Atlas::Quotes", "expected container, cloud-monthly, bare-metal or purchase"));
        return;
    }
    const QuotePer expected = quotePerOf(q.form);
    if (q.per != expected)
        add(problems,
            "per",
            ATLAS_TR("Atlas::Quotes", "%1 is quoted per %2, found per %3")
                .arg(serviceFormKey(q.form))
                .arg(quotePerKey(expected))
                .arg(quotePerKey(q.per)));
}

void checkDate(QList<QuoteProblem> &problems, const UserQuote &q, QDate today)
{
    if (q.date.isEmpty()) {
        add(problems,
            "date",
            ATLAS_TR("Atlas::Quotes",
                     "a quote needs the date it was made (YYYY-MM-DD), so that its age shows"));
        return;
    }
    if (!isValidDate(q.date)) {
        add(problems,
            "date",
            ATLAS_TR("Atlas::Quotes",
                     "expected a date as YYYY, YYYY-MM or YYYY-MM-DD that exists (from 1900), "
                     "found \"%1\"")
                .arg(elided(q.date)));
        return;
    }
    // The first day the date can mean: "2026" is not after 2026-12-03.
    const QDate first = QDate::fromString(q.date.size() == 4   ? q.date + QStringLiteral("-01-01")
                                          : q.date.size() == 7 ? q.date + QStringLiteral("-01")
                                                               : q.date,
                                          Qt::ISODate);
    if (today.isValid() && first > today)
        add(problems,
            "date",
            ATLAS_TR("Atlas::Quotes", "the date %1 is after today (%2)")
                .arg(q.date)
                .arg(today.toString(Qt::ISODate)));
}

// The provider's instance a quote names: it must exist, carry the quoted card (a catalog card,
// with a known count) and be rented by the hour or the month.
void checkInstance(QList<QuoteProblem> &problems, const UserQuote &q, const Catalog &catalog)
{
    if (q.providerId.isEmpty() != q.instanceId.isEmpty()) {
        add(problems,
            q.providerId.isEmpty() ? "provider" : "instance",
            ATLAS_TR("Atlas::Quotes",
                     "give both a provider and one of its instances, or neither (a quote for "
                     "the card in a service form)"));
        return;
    }
    if (q.providerId.isEmpty())
        return;
    const Provider *provider = catalog.provider(q.providerId);
    if (!provider) {
        add(problems,
            "provider",
            ATLAS_TR("Atlas::Quotes",
                     "unknown provider \"%1\" (compute-atlas-cli catalog list --kind providers)")
                .arg(elided(q.providerId)));
        return;
    }
    const Instance *instance = provider->instance(q.instanceId);
    if (!instance) {
        add(problems,
            "instance",
            ATLAS_TR("Atlas::Quotes",
                     "unknown instance \"%1\" of %2 (compute-atlas-cli catalog show %2)")
                .arg(elided(q.instanceId))
                .arg(provider->id));
        return;
    }
    if (instance->acceleratorId.isEmpty() || !instance->gpus)
        add(problems,
            "instance",
            ATLAS_TR("Atlas::Quotes",
                     "%1 carries %2, which is not in the catalog or not counted: it cannot be "
                     "priced")
                .arg(instance->id)
                .arg(instance->acceleratorName.isEmpty() ? instance->acceleratorId
                                                         : instance->acceleratorName));
    else if (!q.acceleratorId.isEmpty() && instance->acceleratorId != q.acceleratorId)
        add(problems,
            "accelerator",
            ATLAS_TR("Atlas::Quotes", "%1 carries %2, not %3")
                .arg(instance->id)
                .arg(instance->acceleratorId)
                .arg(elided(q.acceleratorId)));
    if (q.form != ServiceForm::Container && q.form != ServiceForm::CloudMonthly)
        add(problems,
            "form",
            ATLAS_TR("Atlas::Quotes",
                     "a provider's instance is rented: container (per hour) or cloud-monthly "
                     "(per month), found %1")
                .arg(serviceFormKey(q.form)));
}

} // namespace

QList<QuoteProblem> quoteProblems(const UserQuote &q, const Catalog &catalog, QDate today)
{
    QList<QuoteProblem> problems;
    checkTexts(problems, q);
    if (!problems.isEmpty())
        return problems; // an id with a control character is not looked up
    if (q.acceleratorId.isEmpty())
        add(problems, "accelerator", ATLAS_TR("Atlas::Quotes", "required field is missing"));
    else if (!catalog.accelerator(q.acceleratorId))
        add(problems,
            "accelerator",
            ATLAS_TR("Atlas::Quotes", "unknown accelerator \"%1\" (compute-atlas-cli catalog list)")
                .arg(elided(q.acceleratorId)));
    checkAmounts(problems, q);
    checkForm(problems, q);
    checkInstance(problems, q, catalog);
    checkDate(problems, q, today);
    return problems;
}

std::optional<std::pair<qsizetype, qsizetype>> duplicateQuote(const QList<UserQuote> &quotes)
{
    for (qsizetype i = 1; i < quotes.size(); ++i)
        for (qsizetype j = 0; j < i; ++j)
            if (quotes.at(i).namesSameAs(quotes.at(j)))
                return std::pair(i, j);
    return std::nullopt;
}

QByteArray writeQuotes(const QList<UserQuote> &quotes)
{
    QString text = quoteColumns().join(u',') + QStringLiteral("\r\n");
    const QLocale c = QLocale::c();
    for (const UserQuote &q : quotes) {
        const QStringList fields{q.acceleratorId,
                                 QString::number(q.gpus),
                                 serviceFormKey(q.form),
                                 c.toString(q.priceCny, 'g', QLocale::FloatingPointShortest),
                                 quotePerKey(q.per),
                                 q.providerId,
                                 q.instanceId,
                                 q.date,
                                 q.note};
        QStringList quoted;
        for (const QString &f : fields)
            quoted << csvField(f);
        text += quoted.join(u',') + QStringLiteral("\r\n");
    }
    return text.toUtf8();
}

} // namespace Atlas
