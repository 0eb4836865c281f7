#include "common/pricetext.h"

#include "common/numberformat.h"
#include "cost/priceage.h"

namespace Atlas::PriceText {

QString amount(const Quote &rate, ServiceForm form, const PlotContext &context)
{
    return context.text(priceUnitText(form, Format::money(rate.value, context.language)));
}

QString origin(const Quote &rate, const PlotContext &context)
{
    return context.text(priceOriginText(rate));
}

QString full(const Quote &rate, ServiceForm form, const PlotContext &context)
{
    return amount(rate, form, context) + Format::listSeparator(context.language)
           + origin(rate, context);
}

QString quoteSubject(const UserQuote &q, const Catalog &catalog, const PlotContext &context)
{
    const Accelerator *a = catalog.accelerator(q.acceleratorId);
    const QString card = a ? context.text(a->name) : q.acceleratorId;
    if (q.forInstance()) {
        const Provider *p = catalog.provider(q.providerId);
        return context.text(ATLAS_TR("Atlas::PriceText", "%1: %2 (%3)"))
            .arg(p ? context.text(p->name) : q.providerId, q.instanceId, card);
    }
    const ServiceFormInfo *form = catalog.pricing().serviceForm(q.form);
    return context.text(ATLAS_TR("Atlas::PriceText", "%1 as “%2”"))
        .arg(card, form ? context.text(form->name) : serviceFormKey(q.form));
}

QString quoteAmount(const UserQuote &q, const PlotContext &context)
{
    const QString money = Format::money(q.priceCny, context.language);
    const QString cards = Format::integer(q.gpus, context.language);
    switch (q.per) {
    case QuotePer::Hour:
        return q.gpus == 1
                   ? context.text(ATLAS_TR("Atlas::PriceText", "%1 an hour for 1 card")).arg(money)
                   : context.text(ATLAS_TR("Atlas::PriceText", "%1 an hour for %2 cards"))
                         .arg(money, cards);
    case QuotePer::Month:
        return q.gpus == 1
                   ? context.text(ATLAS_TR("Atlas::PriceText", "%1 a month for 1 card")).arg(money)
                   : context.text(ATLAS_TR("Atlas::PriceText", "%1 a month for %2 cards"))
                         .arg(money, cards);
    case QuotePer::Card:
        break;
    }
    return context.text(ATLAS_TR("Atlas::PriceText", "%1 per card (%2 offered)")).arg(money, cards);
}

} // namespace Atlas::PriceText
