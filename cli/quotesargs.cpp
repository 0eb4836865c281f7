// --quotes FILE (plan, options, serve) and every price's date and origin in the output.
//
// The quotes are read before the verb's parse() and the catalog of the context is replaced by
// Catalog::withQuotes: what parse() looks up and what the action computes are the quoted
// catalog's, so no figure of any verb can miss a quote.

#include "cli/commands.h"
#include "cli/optiongroups.h"

#include "cost/priceage.h"
#include "io/inputfile.h"
#include "io/quotesfile.h"

namespace Atlas::Cli {

using namespace Qt::StringLiterals;

OptionGroup quotesOptions()
{
    return {u"Your prices"_s,
            {{u"quotes"_s,
              u"FILE"_s,
              u"a CSV of your quotes (accelerator,gpus,form,price_cny,per,provider,instance,date,"
              "note): each replaces the catalog's price for what it names"_s}}};
}

bool applyQuotesOption(CliArgs &args, Context &context)
{
    if (!args.has(u"quotes"_s))
        return true;
    const std::optional<QString> path = args.value(u"quotes"_s);
    if (!path || path->isEmpty()) {
        args.fail(u"--quotes needs a file"_s);
        return false;
    }
    // A path that cannot be read is a bad argument; a file that can, but holds a bad quote, is
    // invalid data (as --config).
    if (const QString problem = inputFileProblem(*path); !problem.isEmpty()) {
        args.fail(QStringLiteral("--quotes: %1: cannot read the file: %2").arg(*path, problem));
        return false;
    }
    Diagnostics diagnostics;
    const std::optional<QList<UserQuote>> quotes = readQuotesFile(*path,
                                                                  *context.catalog,
                                                                  referenceDate(),
                                                                  diagnostics);
    if (!quotes) {
        QStringList lines{
            QStringLiteral("--quotes: no quote of %1 was used (%2 problems; one bad row "
                           "refuses the file):")
                .arg(*path)
                .arg(diagnostics.errorCount())};
        lines += diagnostics.toStringList();
        args.failInvalidData(lines.join(u'\n'));
        return false;
    }
    context.catalog = std::make_shared<const Catalog>(context.catalog->withQuotes(*quotes));
    return true;
}

void addPriceOrigin(QJsonObject &object, const PlanCost &cost)
{
    object.insert(u"price_date"_s,
                  cost.priced && !cost.rate.date.isEmpty() ? QJsonValue(cost.rate.date)
                                                           : QJsonValue());
    object.insert(u"price_source"_s,
                  cost.priced ? QJsonValue(priceOriginKey(cost.rate.origin)) : QJsonValue());
}

QString priceOriginWords(const Quote &rate)
{
    return priceOriginText(rate).toString(nullptr);
}

void notePriceAge(Context &context, const PlanCost &cost)
{
    if (context.quiet || !cost.priced)
        return;
    const QDate today = referenceDate();
    if (!isStalePrice(cost.rate.date, today))
        return;
    context.err << "compute-atlas-cli: note: the price (" << priceOriginWords(cost.rate) << ") is "
                << priceAgeMonths(cost.rate.date, today).value_or(0)
                << " months old; check it or bring a quote (--quotes FILE)\n";
}

} // namespace Atlas::Cli
