#pragma once

#include "text/trtext.h"

namespace Atlas {

struct ServingResult;

// How a serving deployment is laid out, "3 replicas × TP 2", in the words the comparison, its
// chart and the report share: the cards a served option pays for are the replicas' cards, so
// the layout names the replicas, never one replica's "DP 1 · TP 2".
TrText servingLayoutText(const ServingResult &serving);

} // namespace Atlas
