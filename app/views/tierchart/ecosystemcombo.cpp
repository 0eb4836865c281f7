#include "views/tierchart/ecosystemcombo.h"

#include "views/tierchart/tiertooltip.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QSignalBlocker>

#include <algorithm>

namespace Atlas {

void fillEcosystemCombo(QComboBox *combo, const QList<Accelerator> &accelerators)
{
    const int current = combo->currentIndex() > 0 ? combo->currentData().toInt() : -1;
    QList<int> present;
    for (const Accelerator &a : accelerators)
        if (a.ecosystem && !present.contains(int(*a.ecosystem)))
            present << int(*a.ecosystem);
    std::sort(present.begin(), present.end());
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(QCoreApplication::translate("Atlas::TierFilterBar", "All stacks"), -1);
    for (int e : std::as_const(present))
        combo->addItem(TierToolTip::ecosystemName(Ecosystem(e)), e);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

} // namespace Atlas
