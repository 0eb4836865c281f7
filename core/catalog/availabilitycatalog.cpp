#include "catalog/availabilitycatalog.h"

namespace Atlas {

namespace {

MarketAvailability uncatalogued(Market market)
{
    MarketAvailability a;
    a.market = market;
    a.status = AvailabilityStatus::Available;
    a.confidence = Confidence::C;
    // Abroad an absent entry is the file's convention for "available"; in the mainland every
    // embedded card has one, so an absent one is a card a user added: marked as such.
    a.catalogued = market == Market::Global;
    if (market == Market::Global) {
        a.note = {QStringLiteral("Sold and rented outside China; no restriction is catalogued."),
                  QStringLiteral("在中国以外可采购和租用，未收录任何限制。")};
    } else {
        a.settled = false;
        a.note = {QStringLiteral("No availability entry for this card in mainland China: assumed "
                                 "available. Add one to availability.yaml if it is controlled."),
                  QStringLiteral("该加速卡在中国大陆没有供货条目，按可采购处理；如受出口管制，"
                                 "请在 availability.yaml 中补充条目。")};
    }
    return a;
}

} // namespace

const AvailabilityRule *AvailabilityCatalog::rule(QStringView id) const
{
    const auto it = m_ruleIndex.constFind(id.toString());
    return it == m_ruleIndex.cend() ? nullptr : &m_rules.at(*it);
}

const MarketAvailability &AvailabilityCatalog::entry(QStringView acceleratorId, Market market) const
{
    static const std::array<MarketAvailability, MarketCount> defaults = {
        uncatalogued(Market::CnMainland),
        uncatalogued(Market::Global),
    };
    const auto it = m_index.constFind(acceleratorId.toString());
    if (it != m_index.cend() && (*it)[size_t(market)] >= 0)
        return m_entries.at((*it)[size_t(market)]);
    return defaults[size_t(market)];
}

QList<const AvailabilityRule *> AvailabilityCatalog::rulesOf(const MarketAvailability &entry) const
{
    QList<const AvailabilityRule *> rules;
    for (const QString &id : entry.ruleIds) {
        if (const AvailabilityRule *r = rule(id))
            rules << r;
    }
    return rules;
}

void AvailabilityCatalog::addRules(const QList<AvailabilityRule> &rules,
                                   const QString &fileName,
                                   Diagnostics &d)
{
    for (const AvailabilityRule &r : rules) {
        const auto it = m_ruleIndex.constFind(r.id);
        if (it == m_ruleIndex.cend()) {
            m_ruleIndex.insert(r.id, m_rules.size());
            m_rules.append(r);
            continue;
        }
        d.note(fileName,
               r.sourceLine,
               0,
               QStringLiteral("rules.") + r.id,
               ATLAS_TR("Atlas::Catalog", "replaces the entry from %1")
                   .arg(m_rules.at(*it).sourceFile)
                   .toString());
        m_rules[*it] = r;
    }
}

void AvailabilityCatalog::addEntries(const QList<MarketAvailability> &entries)
{
    m_pending.append(entries);
}

void AvailabilityCatalog::resolve(const QSet<QString> &acceleratorIds, Diagnostics &d)
{
    for (const MarketAvailability &e : std::as_const(m_pending)) {
        const QString field = e.acceleratorId + u'.' + marketKey(e.market);
        if (!acceleratorIds.contains(e.acceleratorId)) {
            d.warning(e.sourceFile,
                      e.sourceLine,
                      0,
                      field,
                      ATLAS_TR("Atlas::Catalog",
                               "unknown accelerator \"%1\": the entry is left out until the "
                               "accelerator catalog has it")
                          .arg(e.acceleratorId)
                          .toString());
            continue;
        }
        QStringList unknown;
        for (const QString &id : e.ruleIds) {
            if (!m_ruleIndex.contains(id))
                unknown << id;
        }
        if (!unknown.isEmpty()) {
            d.error(e.sourceFile,
                    e.sourceLine,
                    0,
                    field + QStringLiteral(".rules"),
                    ATLAS_TR("Atlas::Catalog",
                             "expected the id of a rule under \"rules\", found \"%1\"; the entry "
                             "is left out")
                        .arg(unknown.join(QStringLiteral("\", \"")))
                        .toString());
            continue;
        }
        auto it = m_index.find(e.acceleratorId);
        if (it == m_index.end())
            it = m_index.insert(e.acceleratorId, {-1, -1});
        qsizetype &slot = (*it)[size_t(e.market)];
        if (slot >= 0) {
            d.note(e.sourceFile,
                   e.sourceLine,
                   0,
                   field,
                   ATLAS_TR("Atlas::Catalog", "replaces the entry from %1")
                       .arg(m_entries.at(slot).sourceFile)
                       .toString());
            m_entries[slot] = e;
        } else {
            slot = m_entries.size();
            m_entries.append(e);
        }
    }
    m_pending.clear();
}

} // namespace Atlas
