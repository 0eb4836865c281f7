#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

#include <QString>

namespace Atlas {

// Caps on what a YAML file may make us build. The parser (yaml/yamltree.h) applies the depth
// and alias caps while it reads, so nothing beyond them is ever built: deep nesting would
// otherwise exhaust the stack of any recursive walk, and aliases can make a small file expand
// into an enormous tree when it is walked.
struct YamlLimits
{
    qint64 maxBytes = 8 * 1024 * 1024;
    int maxDepth = 64; // nested collections, aliased ones counted where they are used
    int maxAliases = 64;
    qint64 maxNodes = 500000; // nodes visited while converting, aliases counted each time
};

QString nestingTooDeep(int maxDepth);
QString tooManyAliases(int maxAliases);
QString fileTooLarge(qint64 bytes, qint64 maxBytes);

} // namespace Atlas
