#pragma once

#include "text/trtext.h"

namespace Atlas {

// A duration in the unit a person reads it in, rendered in the sentence's language: "36 h",
// "4.2 days", "5.1 months" (under 48 hours in hours, under 60 days in days, else months of 730
// hours), the same steps as Format::hours on screen.
TrText durationText(double hours);

} // namespace Atlas
