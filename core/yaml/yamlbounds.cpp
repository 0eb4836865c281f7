#include "yaml/yamlbounds.h"

#include "text/trtext.h"

namespace Atlas {

QString nestingTooDeep(int maxDepth)
{
    return ATLAS_TR("Atlas::YamlBounds",
                    "nesting deeper than %1 levels; the depth is capped before parsing")
        .arg(maxDepth)
        .toString();
}

QString tooManyAliases(int maxAliases)
{
    return ATLAS_TR("Atlas::YamlBounds",
                    "more than %1 aliases; aliases are capped to keep loading bounded")
        .arg(maxAliases)
        .toString();
}

QString fileTooLarge(qint64 bytes, qint64 maxBytes)
{
    return ATLAS_TR("Atlas::YamlBounds", "file is %1 bytes; files larger than %2 bytes are not read")
        .arg(bytes)
        .arg(maxBytes)
        .toString();
}

} // namespace Atlas
