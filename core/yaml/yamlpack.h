#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// A parsed YAML document in a flat binary form, for the data compiled into the program: the build
// packs each embedded catalog file (tools/yamlpack) and the program reads the packed tree instead
// of parsing 750 KB of YAML at every start (two thirds of the catalog's load time, which the
// window's cold start waited for: issue 31). The tree is the one parseYaml() built: the same
// nodes, scalars, marks and shared aliases, so the loaders and their messages cannot tell.
//
// Layout, little-endian 32-bit words: the magic "ATYTREE1"; the counts of nodes, child references
// and string bytes; the root's index; one record per node (kind and quotedness, line, column,
// the scalar's offset and length, the first child reference and the number of children); the
// child references (node indices); the scalars, each followed by a NUL. Children come before
// their parents, so a valid file has no cycle.

#include "yaml/yamltree.h"

#include <QByteArray>
#include <QByteArrayView>

namespace Atlas {

QByteArray packYaml(const YamlDocument &document);

// Whether the unpacked document may point into the packed bytes (they outlive it: the
// program's own resources, stored uncompressed) or must copy the scalars it keeps.
enum class PackedBytes { Transient, Static };

// The packed document's tree; no node (an undefined root) when `packed` is not a well-formed
// packed tree: a wrong magic, a count that does not match the size, an index out of range.
YamlDocument unpackYaml(QByteArrayView packed, PackedBytes bytes = PackedBytes::Transient);

} // namespace Atlas
