#include "cli/marketout.h"

#include "cli/jsonout.h"

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

QJsonObject jsonState(const MarketAvailability &a)
{
    return {{u"status"_s, availabilityStatusKey(a.status)},
            {u"note_en"_s, a.note.en},
            {u"note_zh"_s, a.note.zh},
            {u"since"_s, a.since.isEmpty() ? QJsonValue() : QJsonValue(a.since)},
            {u"settled"_s, a.settled},
            {u"confidence"_s, confidenceKey(a.confidence)},
            {u"catalogued"_s, a.catalogued},
            {u"rules"_s, jsonStrings(a.ruleIds)}};
}

} // namespace

MarketArgs parseMarketArgs(CliArgs &args)
{
    MarketArgs m;
    if (const auto i = args.choice(u"market"_s, marketKeys()))
        m.market = Market(*i);
    m.allowOffshore = args.flag(u"allow-offshore"_s);
    return m;
}

QJsonObject jsonAvailability(const MarketMark &mark)
{
    if (!mark.isSet())
        return {};
    QJsonObject o = jsonState(*mark.availability);
    if (mark.market != Market::CnMainland)
        o.insert(u"cn_mainland"_s, jsonState(*mark.mainland));
    return o;
}

void addMarket(QJsonObject &object, const MarketMark &mark)
{
    object.insert(u"availability"_s, jsonAvailability(mark));
    if (mark.jurisdiction) {
        object.insert(u"jurisdiction"_s, jurisdictionKey(*mark.jurisdiction));
        object.insert(u"provider_region"_s,
                      mark.providerRegionId.isEmpty() ? QJsonValue()
                                                      : QJsonValue(mark.providerRegionId));
        object.insert(u"data_leaves_mainland"_s, mark.dataLeavesMainland());
    }
}

void addMarketRejections(QJsonObject &rejected, int notAvailable, int offshore)
{
    rejected.insert(u"not_available"_s, notAvailable);
    rejected.insert(u"offshore"_s, offshore);
}

void printMarket(QTextStream &out, const MarketMark &mark, const Accelerator &accelerator)
{
    if (!mark.isSet())
        return;
    out << "Market: " << marketName(mark.market).toString(nullptr) << " — " << accelerator.name.en
        << ": " << availabilityText(*mark.availability).toString(nullptr) << '\n';
    if (mark.market != Market::CnMainland)
        out << "  " << availabilityText(*mark.mainland).toString(nullptr) << '\n';
    if (mark.jurisdiction)
        out << "  " << jurisdictionText(mark).toString(nullptr) << '\n';
    if (const TrText why = marketRejection(mark); !why.isEmpty())
        out << "  ! " << why.toString(nullptr) << '\n';
}

QString marketBadgesText(const MarketMark &mark)
{
    QStringList badges;
    for (const TrText &b : marketBadges(mark))
        badges << b.toString(nullptr);
    return badges.join(u", "_s);
}

} // namespace Atlas::Cli
