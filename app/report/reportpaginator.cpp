#include "report/reportpaginator.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Atlas::Report {

double Page::filled() const
{
    double height = 0;
    for (const Slice &s : slices)
        height += s.bottom - s.top;
    return height;
}

namespace {

// A place where a page may end.
struct Candidate
{
    double y = 0;
    bool section = false; // a level-1 heading starts here
    int table = -1;       // between the rows of this table: the next page repeats its header
    bool line = false;    // between two lines of one paragraph: only when nothing else will do
};

struct TableHeader
{
    double top = 0;
    double bottom = 0; // == top for a table without a header row
};

// A top-level element of the flow: a paragraph, a heading, a list item or a table.
struct Item
{
    double top = 0;
    double bottom = 0;
    int heading = 0;
    int table = -1;
    const QTextList *list = nullptr; // a list item: the list it belongs to
    bool shortList = false;          // ... a list short enough to keep whole
};

// A paragraph this short (about three lines) introduces what follows and keeps with a table.
constexpr double IntroductionHeight = 64;
// A table keeps at least this many body rows together at its start and at its end.
constexpr int KeptRows = 2;
// A list of this many items or fewer is kept whole (page 1's three things that move the
// answer lost their last one to page 2), with a short remark that closes it.
constexpr int KeptListItems = 4;

struct Flow
{
    QList<Item> items;
    QList<Candidate> candidates;
    QList<TableHeader> tables;
    double height = 0;
};

void addTable(QTextTable *table, QAbstractTextDocumentLayout *layout, Flow &flow)
{
    const int rows = table->rows();
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    QList<double> tops(rows, none), bottoms(rows, none);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell cell = table->cellAt(r, c);
            if (!cell.isValid() || cell.row() != r || cell.column() != c)
                continue; // the rest of a spanning cell
            const double top = layout->blockBoundingRect(cell.firstCursorPosition().block()).top();
            const double bottom = layout->blockBoundingRect(cell.lastCursorPosition().block())
                                      .bottom();
            const int last = r + cell.rowSpan() - 1;
            tops[r] = std::isnan(tops[r]) ? top : std::min(tops[r], top);
            bottoms[last] = std::isnan(bottoms[last]) ? bottom : std::max(bottoms[last], bottom);
        }
    }
    const QRectF frame = layout->frameBoundingRect(table);
    Item item{frame.top(), frame.bottom(), 0, int(flow.tables.size())};
    const int header = std::min(table->format().headerRowCount(), rows);
    TableHeader th{frame.top(), frame.top()};
    // Between row r and r + 1: halfway between their texts, where the border runs.
    auto boundary = [&](int r) { return (bottoms[r] + tops[r + 1]) / 2; };
    if (header > 0 && header < rows && !std::isnan(bottoms[header - 1]) && !std::isnan(tops[header]))
        th.bottom = boundary(header - 1);
    for (int r = header + KeptRows - 1; r + KeptRows < rows; ++r) {
        if (std::isnan(bottoms[r]) || std::isnan(tops[r + 1]))
            continue; // a cell spans the boundary
        flow.candidates << Candidate{boundary(r), false, item.table, false};
    }
    flow.tables << th;
    flow.items << item;
}

void addBlock(const QTextBlock &block, QAbstractTextDocumentLayout *layout, Flow &flow)
{
    const QRectF rect = layout->blockBoundingRect(block);
    const QTextList *list = block.textList();
    const bool shortList = list && list->count() <= KeptListItems;
    flow.items << Item{rect.top(),
                       rect.bottom(),
                       block.blockFormat().headingLevel(),
                       -1,
                       list,
                       shortList};
    const QTextLayout *lines = block.layout();
    for (int i = 1; !shortList && lines && i < lines->lineCount(); ++i)
        flow.candidates << Candidate{rect.top() + lines->lineAt(i).y(), false, -1, true};
}

Flow readFlow(QTextDocument &document)
{
    Flow flow;
    QAbstractTextDocumentLayout *layout = document.documentLayout();
    flow.height = layout->documentSize().height();
    for (auto it = document.rootFrame()->begin(); !it.atEnd(); ++it) {
        if (QTextFrame *frame = it.currentFrame()) {
            if (auto *table = qobject_cast<QTextTable *>(frame)) {
                addTable(table, layout, flow);
            } else {
                const QRectF r = layout->frameBoundingRect(frame);
                flow.items << Item{r.top(), r.bottom(), 0, -1};
            }
        } else if (it.currentBlock().isValid() && !it.currentBlock().text().isEmpty()) {
            // The empty blocks QTextDocument keeps around a table report bounds that overlap
            // the table's: they hold nothing to keep or break.
            addBlock(it.currentBlock(), layout, flow);
        }
    }
    // Between two elements, unless the first is a heading or a short introduction to a table.
    for (qsizetype i = 1; i < flow.items.size(); ++i) {
        const Item &before = flow.items.at(i - 1);
        const Item &item = flow.items.at(i);
        if (before.heading > 0)
            continue;
        if (item.table >= 0 && before.table < 0 && before.bottom - before.top <= IntroductionHeight)
            continue;
        // Inside a short list, or between it and the short remark that closes it.
        if (before.shortList
            && (item.list == before.list
                || (!item.list && item.table < 0 && item.heading == 0
                    && item.bottom - item.top <= IntroductionHeight)))
            continue;
        flow.candidates << Candidate{item.top, item.heading == 1, -1, false};
    }
    std::sort(flow.candidates.begin(), flow.candidates.end(), [](const auto &a, const auto &b) {
        return a.y < b.y;
    });
    return flow;
}

// The break for a page that starts at `top` and holds `capacity`, and the table it falls in.
const Candidate *chooseBreak(const Flow &flow,
                             double top,
                             double capacity,
                             const PaginationRules &rules)
{
    const Candidate *best = nullptr, *section = nullptr, *line = nullptr;
    for (const Candidate &c : flow.candidates) {
        if (c.y <= top + 1)
            continue;
        if (c.y > top + capacity)
            break;
        if (c.line)
            line = &c;
        else
            best = &c;
        if (c.section && c.y - top >= rules.sectionFill * capacity)
            section = &c;
    }
    if (section)
        return section;
    // An element taller than what is left of the page: break inside a paragraph rather than
    // leave most of the page empty.
    if (line && (!best || best->y - top < 0.3 * capacity) && line->y > (best ? best->y : top))
        return line;
    if (best && flow.height - best->y < rules.lastPageFill * rules.pageHeight) {
        // The rest would be a nearly empty last page: end this page earlier, if it stays full
        // enough, so that the two share the text.
        for (auto it = flow.candidates.crbegin(); it != flow.candidates.crend(); ++it) {
            if (it->line || it->y >= best->y || it->y - top < rules.keptFill * capacity)
                continue;
            if (flow.height - it->y >= rules.lastPageFill * rules.pageHeight)
                return flow.height - it->y <= rules.pageHeight ? &*it : best;
        }
    }
    return best;
}

} // namespace

QList<Page> paginate(QTextDocument &document, const PaginationRules &rules)
{
    const Flow flow = readFlow(document);
    QList<Page> pages;
    double top = 0;
    int table = -1; // the table the previous page ended in
    while (pages.isEmpty() || top < flow.height - 0.5) {
        Page page;
        double at = 0;
        if (table >= 0) {
            const TableHeader &h = flow.tables.at(table);
            if (h.bottom > h.top) {
                page.slices << Slice{h.top, h.bottom, 0};
                at = h.bottom - h.top;
            }
        }
        const double capacity = rules.pageHeight - at;
        double bottom = flow.height;
        table = -1;
        if (flow.height - top > capacity) {
            const Candidate *c = chooseBreak(flow, top, capacity, rules);
            bottom = c ? c->y : top + capacity; // nothing fits: cut where the page ends
            table = c ? c->table : -1;
        }
        page.slices << Slice{top, bottom, at};
        pages << page;
        top = bottom;
    }
    return pages;
}

} // namespace Atlas::Report
