#pragma once

#include "catalog/providersites.h"
#include "scenario/scenario.h"

#include <QString>

namespace Atlas {

// The provider regions a map of China cannot show (Hong Kong, abroad), as the region panel
// lists them under a provider site, by the scenario's market (issue 26): in the mainland market
// only the domestic providers' (where a buyer's own cloud also has capacity), said to be left
// out unless data may leave the mainland; with the global market or data allowed to leave,
// every provider's, each marked as sending the data out of the mainland. Rich text.
QString offshoreProvidersHtml(const ProviderLayer &layer, const Scenario &scenario, Language l);

// A side remark in the panel's rich text, in the panel's muted grey.
QString mutedHtml(const QString &text);

} // namespace Atlas
