#pragma once

#include "catalog/market.h"
#include "text/diagnostics.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <array>

namespace Atlas {

// availability.yaml once every file is read: the rules, and per accelerator and market one
// entry. Built by the catalog loader (addRules, addEntries in load order, then resolve), then
// read-only.
class AvailabilityCatalog
{
public:
    const QList<AvailabilityRule> &rules() const { return m_rules; }
    const AvailabilityRule *rule(QStringView id) const;
    const QList<MarketAvailability> &entries() const { return m_entries; }
    // The accelerator's state in the market. Without an entry: `available`, with a note that
    // says so. Abroad that is what the file means by leaving an entry out; in the mainland it
    // can only be a card a user catalog added without an entry (the one who adds a card can
    // presumably get it), marked unsettled and catalogued == false (docs/DATA.md).
    const MarketAvailability &entry(QStringView acceleratorId, Market market) const;
    // The rules an entry cites, in its order (ids no rule has are left out).
    QList<const AvailabilityRule *> rulesOf(const MarketAvailability &entry) const;

    // Loading. A rule with an id seen before replaces it (with a note).
    void addRules(const QList<AvailabilityRule> &rules, const QString &fileName, Diagnostics &d);
    void addEntries(const QList<MarketAvailability> &entries);
    // Checks the entries against the whole catalog and keeps, per accelerator and market, the
    // last one that passes: an unknown accelerator is a warning (the entry waits for a newer
    // catalog), a cited rule no file defines an error; either way the entry is left out and
    // an earlier one for the same accelerator and market stays.
    void resolve(const QSet<QString> &acceleratorIds, Diagnostics &d);

private:
    QList<AvailabilityRule> m_rules;
    QHash<QString, qsizetype> m_ruleIndex;
    QList<MarketAvailability> m_pending; // every file's entries, in load order
    QList<MarketAvailability> m_entries;
    QHash<QString, std::array<qsizetype, MarketCount>> m_index; // -1: no entry
};

} // namespace Atlas
