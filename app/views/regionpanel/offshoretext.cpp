#include "views/regionpanel/offshoretext.h"

#include "catalog/market.h"
#include "common/numberformat.h"

#include <QCoreApplication>

namespace Atlas {

QString mutedHtml(const QString &text)
{
    return QStringLiteral("<span style=\"color:#6b7279\">%1</span>").arg(text);
}

QString offshoreProvidersHtml(const ProviderLayer &layer, const Scenario &scenario, Language l)
{
    const bool allowed = scenario.market == Market::Global || scenario.allowOffshore;
    const QList<ProviderSiteEntry> &entries = allowed ? layer.offshore : layer.overseas;
    if (entries.isEmpty())
        return {};
    QStringList items;
    for (const ProviderSiteEntry &e : entries) {
        const Jurisdiction j = jurisdictionOf(*e.provider, e.region);
        items << QStringLiteral("%1 — %2%3")
                     .arg(e.provider->name.text(l).toHtmlEscaped(),
                          e.region->name.text(l).toHtmlEscaped(),
                          Format::parenthesised(jurisdictionName(j).toString(), l).toHtmlEscaped());
    }
    // The panel's strings keep the panel's translation context.
    const QString note = allowed
                             ? QCoreApplication::translate("Atlas::RegionPanel",
                                                           "Data stored there leaves the mainland "
                                                           "(数据出境 rules apply, Hong Kong "
                                                           "included).")
                             : QCoreApplication::translate("Atlas::RegionPanel",
                                                           "Not offered in the mainland market: "
                                                           "the data would leave the mainland "
                                                           "(数据出境). Allow it under Market in "
                                                           "the scenario panel.");
    return QStringLiteral("<p><b>%1</b><br/>%2<br/>%3</p>")
        .arg(QCoreApplication::translate("Atlas::RegionPanel",
                                         "Outside the mainland (not on the map):"),
             items.join(QStringLiteral("<br/>")),
             mutedHtml(note));
}

} // namespace Atlas
