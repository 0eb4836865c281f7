#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace Atlas {

// Where a text file stops being UTF-8, and a guess at what it is instead. Inputs are UTF-8
// only: a GBK file from an older Windows editor would otherwise load as mojibake, and Qt and
// yaml-cpp replace stray bytes silently.
struct EncodingProblem
{
    int line = 1;   // 1-based
    int column = 1; // 1-based, in characters
    QString message;
};

// Nothing when `text` is UTF-8 (a UTF-8 byte-order mark is allowed). Otherwise the first bad
// place with "not UTF-8 (GBK/GB18030?)", "(UTF-16 …)" or the offending byte.
std::optional<EncodingProblem> findEncodingProblem(const QByteArray &text);

} // namespace Atlas
