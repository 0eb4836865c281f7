#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

#include <QByteArray>
#include <QString>

namespace Atlas {

// Caps checked on the raw text before yaml-cpp parses it: yaml-cpp's parser is recursive, so
// deeply nested input would exhaust the stack, and aliases can make a small file expand into
// an enormous tree when it is walked.
struct YamlLimits
{
    qint64 maxBytes = 8 * 1024 * 1024;
    int maxDepth = 64;
    int maxAliases = 64;
    qint64 maxNodes = 500000; // nodes visited while converting, aliases counted each time
};

struct YamlBoundsViolation
{
    int line = 0; // 1-based, 0 for whole-file problems
    int column = 0;
    QString message;
};

// The message for nesting over the cap, wherever it is found (pre-scan, parsed tree, parser).
QString nestingTooDeep(int maxDepth);

// Returns true when the text stays within the limits; otherwise fills `violation`.
// The scan is a conservative over-estimate of nesting: it never under-counts.
bool checkYamlBounds(const QByteArray &text,
                     const YamlLimits &limits,
                     YamlBoundsViolation *violation);

} // namespace Atlas
