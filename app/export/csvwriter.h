#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace Atlas {

// CSV that Excel opens correctly: UTF-8 with a byte-order mark, CRLF line ends, fields quoted
// when they contain a separator, a quote or a line break (RFC 4180).
QByteArray toCsv(const QList<QStringList> &rows);
// The inverse, for tests and for reading a CSV back: handles quotes, doubled quotes and the BOM.
QList<QStringList> parseCsv(const QByteArray &csv);

} // namespace Atlas
