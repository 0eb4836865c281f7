#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// Private to core: what the scenario reader (scenario/scenarioyaml.cpp) and writer
// (scenario/scenarioyamlwriter.cpp) must spell the same way.

#include <QList>
#include <QStringList>

namespace YAML {
class Emitter;
}

namespace Atlas {

class Catalog;
class FieldReader;
struct Scenario;
struct UserQuote;

// "options_rank": the keys of OptionsQuery::Rank, in its order.
const QStringList &optionsRankKeys();

// "quotes" (scenario/scenarioquotes.cpp): the user's quotes, embedded as a list of mappings with
// the CSV's columns as keys, or a quotes CSV named relative to the scenario file (`fileName`).
// The writer always embeds them, so that a quote removed in the window stays removed.
void readScenarioQuotes(FieldReader &reader,
                        const Catalog &catalog,
                        const QString &fileName,
                        Scenario &scenario);
void writeScenarioQuotes(YAML::Emitter &emitter, const QList<UserQuote> &quotes);

} // namespace Atlas
