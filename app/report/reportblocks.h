#pragma once

#include "text/localizedtext.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace Atlas::Report {

// What a report section says, as plain texts in one language: headings, paragraphs, fields and
// tables. A section is built once per language by the same code, so an English and a Chinese
// build have the same shape; a bilingual report merges them element by element (toHtml), which
// makes every paragraph, value and table cell bilingual, not just the headings.
struct Block
{
    enum class Kind { Heading, Subheading, Answer, Paragraph, Note, Fields, Table, List };
    enum class Tone { Normal, Good, Bad, Muted };

    Kind kind = Kind::Paragraph;
    QString text;              // Heading, Subheading, Answer, Paragraph, Note
    QStringList header;        // Table
    QList<QStringList> rows;   // Table; Fields: {name, value}
    QList<int> columnWidths;   // Table: percent of the width, optional
    QList<bool> rightAligned;  // Table: per column
    QHash<int, Tone> rowTones; // Table: a row's tone (the scenario's own plan in bold)
    QHash<quint64, Tone> cellTones;
    QList<int> strongRows;
    QStringList items; // List

    void setTone(int row, int column, Tone tone)
    {
        cellTones.insert(quint64(row) << 32 | quint32(column), tone);
    }
    Tone tone(int row, int column) const
    {
        return cellTones.value(quint64(row) << 32 | quint32(column), Tone::Normal);
    }
};

using Blocks = QList<Block>;

Block heading(const QString &text);
Block subheading(const QString &text);
Block answer(const QString &text);
Block paragraph(const QString &text);
Block note(const QString &text);
Block list(const QStringList &items);
// A table with its header; widths are relative (empty: the columns share the width evenly).
Block table(const QStringList &header, const QList<int> &widths = {});

// HTML for QTextDocument. With `second` (the same section in the other language, English when
// `first` is Chinese) every text appears in both languages: headings and field names side by
// side, paragraphs one after the other, values and cells on two lines; a text that is the same
// in both appears once.
QString toHtml(const Blocks &first, const Blocks *second = nullptr);

// Core texts carry numbers in C notation ("7.711e+10", "6.1e7") and one plural for every count
// ("on 1 cards"): rewritten for people ("7.711 × 10¹⁰", "on 1 card").
QString readable(const QString &text, Language language);

} // namespace Atlas::Report
