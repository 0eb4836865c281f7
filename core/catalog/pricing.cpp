#include "catalog/pricing.h"

namespace Atlas {

const ServiceFormInfo *PricingCatalog::serviceForm(ServiceForm form) const
{
    for (const ServiceFormInfo &info : serviceForms) {
        if (info.form == form)
            return &info;
    }
    return nullptr;
}

} // namespace Atlas
