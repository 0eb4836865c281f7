#pragma once

#include <QList>

QT_BEGIN_NAMESPACE
class QTextDocument;
QT_END_NAMESPACE

namespace Atlas::Report {

// A band of the laid-out document, from `top` to `bottom` in document coordinates, drawn at
// `at` below the top of the page.
struct Slice
{
    double top = 0;
    double bottom = 0;
    double at = 0;
};

// What one page shows: usually one slice; a table that continues from the previous page
// first repeats its header row.
struct Page
{
    QList<Slice> slices;
    double filled() const; // the height the slices take on the page
};

// Where a report's text flow breaks into pages. QTextDocument's own pagination moves single
// lines, so a bilingual table row could leave its Chinese line on one page and its English
// line on the next. This paginator breaks only where a reader expects it:
// - between top-level paragraphs (a paragraph holds both languages of a text), list items and
//   table rows (a row holds both languages of each cell); never inside them, unless one of them
//   is taller than a page;
// - never after a heading (it keeps with what follows) nor between a short introduction and
//   its table; a split table keeps at least two body rows on each page and repeats its header;
// - never inside a short list (four items or fewer) nor between it and a short closing remark;
// - a level-1 heading (a section) starts a new page when the current one is already
//   `sectionFill` full, otherwise the section follows on the same page;
// - the last page is not left nearly empty (`lastPageFill` of a page at least) when an earlier
//   break keeps the page before it at least `keptFill` full.
// The document must be laid out without pages of its own (QTextDocument::setTextWidth).
struct PaginationRules
{
    double pageHeight = 0;
    double sectionFill = 0.6;
    double lastPageFill = 0.3;
    double keptFill = 0.5;
};

QList<Page> paginate(QTextDocument &document, const PaginationRules &rules);

} // namespace Atlas::Report
