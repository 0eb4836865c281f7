#include "common/layouttext.h"

#include "engine/serving.h"

namespace Atlas {

TrText servingLayoutText(const ServingResult &serving)
{
    const TrText replicas = serving.replicas == 1
                                ? ATLAS_TR("Atlas::LayoutText", "1 replica")
                                : ATLAS_TR("Atlas::LayoutText", "%1 replicas").arg(serving.replicas);
    if (serving.pp > 1)
        return ATLAS_TR("Atlas::LayoutText", "%1 × TP %2 · PP %3")
            .arg(replicas)
            .arg(serving.tp)
            .arg(serving.pp);
    return ATLAS_TR("Atlas::LayoutText", "%1 × TP %2").arg(replicas).arg(serving.tp);
}

} // namespace Atlas
