#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// Private to core: what the scenario reader (scenario/scenarioyaml.cpp) and writer
// (scenario/scenarioyamlwriter.cpp) must spell the same way.

#include <QStringList>

namespace Atlas {

// "options_rank": the keys of OptionsQuery::Rank, in its order.
const QStringList &optionsRankKeys();

} // namespace Atlas
