#pragma once

#include "catalog/serviceform.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Atlas {

// Where a price comes from: the catalog (a catalogued rate, or one derived from catalogued
// figures: Quote::derived says which), a price the user typed (--price-per-gpu-hour), or a
// quote the user brought (a quotes file, a scenario's `quotes`, File → Import Quotes…).
enum class PriceOrigin { Catalog, Typed, Quote };
QString priceOriginKey(PriceOrigin origin); // catalog | typed | quote

// What a quote's price buys: its `gpus` cards for an hour or for a month, or one card bought.
enum class QuotePer { Hour, Month, Card };
QString quotePerKey(QuotePer per);
QStringList quotePerKeys();

// One of the user's quotes (a row of `accelerator,gpus,form,price_cny,per,provider,instance,
// date,note`): an offer for an accelerator in a service form, or for a provider's instance.
// It replaces the catalog's price for what it names (Catalog::withQuotes), everywhere.
struct UserQuote
{
    QString acceleratorId;
    int gpus = 1; // hour or month: the cards the price is for; card: the cards offered
    ServiceForm form = ServiceForm::Container;
    double priceCny = 0;
    QuotePer per = QuotePer::Hour;
    QString providerId; // both set: a quote for this instance of this provider
    QString instanceId;
    QString date; // YYYY, YYYY-MM or YYYY-MM-DD, when the offer was made
    QString note;
    // Where it was read ("quotes.csv", 3), for the report and messages; not part of equality.
    QString file;
    int line = 0;

    bool forInstance() const { return !instanceId.isEmpty(); }
    // One card's price: per card-hour, per card-month, or per card bought.
    double cardPrice() const { return per == QuotePer::Card ? priceCny : priceCny / gpus; }
    // Two quotes that name the same thing (accelerator × form, or provider × instance × form)
    // cannot both apply: a file that holds both is refused.
    bool namesSameAs(const UserQuote &other) const;
    QString origin() const; // "quotes.csv:3", or empty

    friend bool operator==(const UserQuote &a, const UserQuote &b);
};

} // namespace Atlas
