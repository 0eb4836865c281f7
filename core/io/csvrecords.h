#pragma once

#include "text/trtext.h"

#include <QList>
#include <QString>

#include <optional>

namespace Atlas {

// A CSV text split into records and fields (RFC 4180: comma-separated, fields in double quotes
// may hold commas, line breaks and doubled quotes; LF, CRLF or CR end a record), with where each
// field starts, so that a reader can say file:line:column. The app writes CSV for spreadsheets
// (export/csvwriter.h); this is the core's reading side, for the user's quotes.
struct CsvField
{
    QString text;
    int line = 1;   // 1-based, where the field starts
    int column = 1; // 1-based, in characters
};

struct CsvRecord
{
    QList<CsvField> fields;
    int line = 1; // where the record starts
    bool isBlank() const { return fields.size() == 1 && fields.constFirst().text.isEmpty(); }
};

struct CsvError
{
    int line = 1;
    int column = 1;
    TrText message;
};

// The records of `text` (a byte-order mark already removed), or where it stops being CSV: a
// quote that is never closed, text after a closing quote, a quote inside an unquoted field.
// At most `maxRecords` records of at most `maxFields` fields are read; one more is an error
// where it starts.
struct CsvParse
{
    QList<CsvRecord> records;
    std::optional<CsvError> error;
};
CsvParse parseCsv(const QString &text, int maxRecords, int maxFields);

// A field as a CSV file writes it: quoted when it holds a comma, a quote or a line break.
QString csvField(const QString &text);

} // namespace Atlas
