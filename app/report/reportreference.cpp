// The report's reference pages: the matrix's row and column for this decision, the assumptions
// and the sources.

#include "report/reportcontent.h"

#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/pricetext.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace Atlas::Report {

Blocks ReportContent::matrix() const
{
    // The whole matrix (every model × every accelerator) is a screen's worth of 5-pt cells on
    // paper; the decision needs its row (which cards carry this model) and its column (what
    // else this card carries), as tables that continue across pages.
    const FitMatrix &m = m_document.matrix();
    const Scenario &s = m_scenario;
    const Task task = s.workload.task;
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Model-to-GPU matrix")));
    blocks << note(
        t(ATLAS_TR("Atlas::PdfReport",
                   "Each figure is the smallest number of cards that holds the job (%1, "
                   "%2) in memory; the whole matrix is in the application and its CSV "
                   "export."))
            .arg(TaskNames::longName(task, m_context), precisionLabel(s.workload.precision)));
    auto cell = [&](int row, int column) -> QString {
        const int n = m.minGpus(row, column);
        if (n == FitMatrix::NotApplicable)
            return t(ATLAS_TR("Atlas::PdfReport", "not applicable"));
        if (n == FitMatrix::DoesNotFit)
            return t(ATLAS_TR("Atlas::PdfReport", "does not fit on up to %1 cards")).arg(m.maxGpus());
        const QString layout = layoutText(m.layout(row, column), nullptr);
        return layout.isEmpty() ? cards(n) : cards(n) + QStringLiteral(" · ") + layout;
    };
    // The scenario's row: its imported (or inline) model's, else the catalog model's.
    int modelRow = -1;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.task(r) == task && m_document.isImportedRow(r) == s.customModel.has_value()
            && (s.customModel || m.model(r)->id == s.modelId))
            modelRow = r;
    int cardColumn = -1;
    for (int c = 0; c < m.columnCount(); ++c)
        if (m.accelerator(c)->id == s.acceleratorId)
            cardColumn = c;
    if (modelRow >= 0) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Cards that carry %1"))
                                 .arg(name(m.model(modelRow)->name)));
        Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Accelerator")),
                         t(ATLAS_TR("Atlas::PdfReport", "Memory")),
                         t(ATLAS_TR("Atlas::PdfReport", "Smallest fit"))},
                        {45, 15, 40});
        b.rightAligned = {false, true, false};
        for (int c = 0; c < m.columnCount(); ++c) {
            const Accelerator *a = m.accelerator(c);
            b.rows << QStringList{name(a->name),
                                  Format::gib(a->memoryBytes(), m_language, 0),
                                  cell(modelRow, c)};
            const int n = m.minGpus(modelRow, c);
            if (c == cardColumn)
                b.strongRows << int(b.rows.size() - 1);
            b.setTone(int(b.rows.size() - 1), 2, n > 0 ? Block::Tone::Normal : Block::Tone::Muted);
        }
        blocks << b;
    } else {
        blocks << paragraph(t(ATLAS_TR("Atlas::PdfReport",
                                       "The scenario's model is not in the catalog, so the matrix "
                                       "has no row for it.")));
    }
    if (cardColumn >= 0) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "Models on %1"))
                                 .arg(name(m.accelerator(cardColumn)->name)));
        Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Model")),
                         t(ATLAS_TR("Atlas::PdfReport", "Smallest fit"))},
                        {50, 50});
        for (int r = 0; r < m.rowCount(); ++r) {
            if (m.task(r) != task)
                continue;
            b.rows << QStringList{name(m.model(r)->name), cell(r, cardColumn)};
            if (r == modelRow)
                b.strongRows << int(b.rows.size() - 1);
            b.setTone(int(b.rows.size() - 1),
                      1,
                      m.minGpus(r, cardColumn) > 0 ? Block::Tone::Normal : Block::Tone::Muted);
        }
        blocks << b;
    }
    return blocks;
}

Blocks ReportContent::assumptions() const
{
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Assumptions")));
    QStringList items;
    for (const TrText &a : m_result.assumptions)
        items << t(a);
    Block b = list(items);
    blocks << b;
    const PlannerResult &planned = m_document.options();
    if (!planned.assumptions.isEmpty()) {
        blocks << subheading(t(ATLAS_TR("Atlas::PdfReport", "The options planner")));
        QStringList more;
        for (const TrText &a : planned.assumptions)
            more << t(a);
        blocks << list(more);
    }
    return blocks;
}

Blocks ReportContent::sources() const
{
    const ScenarioResult &r = m_result;
    const Scenario &s = m_scenario;
    const Catalog &catalog = m_document.catalog();
    Blocks blocks;
    blocks << heading(t(ATLAS_TR("Atlas::PdfReport", "Data sources and confidence")));
    blocks << note(t(ATLAS_TR("Atlas::PdfReport",
                              "Confidence: A vendor text and a database agree; B two secondary "
                              "sources; C one source or a vendor claim; U unverified.")));
    QStringList ids{s.acceleratorId};
    for (const CompareOption &o : s.compare)
        if (!ids.contains(o.acceleratorId))
            ids << o.acceleratorId;
    Block b = table({t(ATLAS_TR("Atlas::PdfReport", "Item")),
                     t(ATLAS_TR("Atlas::PdfReport", "Confidence")),
                     t(ATLAS_TR("Atlas::PdfReport", "Sources"))},
                    {25, 10, 65});
    for (const QString &id : std::as_const(ids)) {
        const Accelerator *a = catalog.accelerator(id);
        if (!a)
            continue;
        b.rows << QStringList{name(a->name),
                              confidenceKey(a->confidence),
                              a->sources.join(QStringLiteral("\n"))};
    }
    if (r.valid) {
        b.rows << QStringList{name(r.model.name),
                              QString(),
                              r.model.sources.join(QStringLiteral("\n"))};
        if (r.region) {
            QStringList sources;
            for (const QString &key : r.region->sources)
                sources << catalog.sourceText(key);
            b.rows << QStringList{name(r.region->name),
                                  QString(),
                                  sources.join(QStringLiteral("\n"))};
        }
    }
    blocks << b;
    blocks << quotesUsed();
    blocks << marketSources();
    blocks << note(
        t(ATLAS_TR("Atlas::PdfReport",
                   "Map: Apache ECharts 4.9.0 geometry (Apache-2.0); coordinates "
                   "GeoNames (CC-BY-4.0). Schematic map, not an official standard map.")));
    return blocks;
}

} // namespace Atlas::Report
