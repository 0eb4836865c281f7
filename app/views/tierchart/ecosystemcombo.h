#pragma once

#include "catalog/accelerator.h"

#include <QList>

class QComboBox;

namespace Atlas {

// Fills a software-stack filter: "All stacks" (data -1), then each stack some accelerator of
// `accelerators` is programmed through, in the enum's order (CUDA first), named in the UI
// language. Keeps the current choice; call again on a language change.
void fillEcosystemCombo(QComboBox *combo, const QList<Accelerator> &accelerators);

} // namespace Atlas
