#include "catalog/catalog.h"

// Catalog::withQuotes: the user's quotes put where the prices they replace are read.

namespace Atlas {

namespace {

// "Your quote of 2026-11-20 (quotes.csv:3): 8-card H20 server, 3-year contract"
LocalizedText quoteBasis(const UserQuote &q)
{
    const QString origin = q.origin();
    QString en = QStringLiteral("Your quote of %1").arg(q.date);
    QString zh = QStringLiteral("您的报价（%1").arg(q.date);
    if (!origin.isEmpty()) {
        en += QStringLiteral(" (%1)").arg(origin);
        zh += QStringLiteral("，%1").arg(origin);
    }
    zh += u'）';
    if (!q.note.isEmpty()) {
        en += QStringLiteral(": ") + q.note;
        zh += u'：' + q.note;
    }
    return {en, zh};
}

// A card's rate in a service form, in the unit its rate card uses: per card-hour, per
// card-month, per 8-card machine-month, per card bought.
void applyRateQuote(PricingCatalog &pricing, const UserQuote &q)
{
    RateOverride &o = pricing.rates[q.acceleratorId];
    o.acceleratorId = q.acceleratorId;
    Rate r;
    r.value = q.cardPrice() * formTraits(q.form).cardsPerUnit;
    r.basis = quoteBasis(q);
    r.date = q.date;
    r.origin = PriceOrigin::Quote;
    if (std::optional<Rate> *rate = o.forForm(q.form))
        *rate = r;
}

// An instance's price as the provider would bill it: the whole instance per hour or month. A
// monthly quote is also the on-demand price of an instance sold by the month or not priced
// at all (a "quote only" server), so that the planner can rank it.
void applyInstanceQuote(Instance &i, const UserQuote &q)
{
    Price p;
    p.amount = q.cardPrice() * i.gpus.value_or(1);
    p.currency = QStringLiteral("CNY");
    p.per = q.per == QuotePer::Month ? PricePeriod::Month : PricePeriod::Hour;
    p.date = q.date;
    p.source = quoteBasis(q).en;
    p.confidence = Confidence::U;
    p.regionId = i.price ? i.price->regionId : QString(); // where the catalog read its price
    p.note = q.note;
    p.origin = PriceOrigin::Quote;
    if (p.per == PricePeriod::Hour) {
        i.price = p;
        return;
    }
    if (!i.price || i.price->per == PricePeriod::Month)
        i.price = p;
    i.monthlyPrice = p;
}

} // namespace

Catalog Catalog::withQuotes(const QList<UserQuote> &quotes) const
{
    Catalog c = *this;
    c.m_quotes = quotes;
    for (const UserQuote &q : quotes) {
        if (!q.forInstance()) {
            applyRateQuote(c.m_pricing, q);
            continue;
        }
        const auto p = c.m_providerIndex.constFind(q.providerId);
        if (p == c.m_providerIndex.cend())
            continue; // checked before (quoteProblems): cannot happen for a checked quote
        QList<Instance> &instances = c.m_providers[*p].instances;
        for (Instance &i : instances)
            if (i.id == q.instanceId)
                applyInstanceQuote(i, q);
    }
    return c;
}

} // namespace Atlas
