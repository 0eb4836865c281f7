#include "views/compare/comparetable.h"

#include "common/numberformat.h"
#include "views/compare/comparebest.h"

#include "catalog/catalog.h"
#include "common/plotpalette.h"

namespace Atlas {

namespace {

constexpr double BytesPerGiB = 1024.0 * 1024.0 * 1024.0;

// The engine returns early (no figures at all) when the option cannot be evaluated: unknown
// accelerator or model, an invalid workload, or no fit on any card count it tried.
bool evaluated(const CompareResult &result)
{
    return result.accelerator && result.perGpu.total() > 0;
}

// Energy, its cost and CO₂ need a duration and a power figure; without them the engine's zeros
// would look like the best value.
bool energyKnown(const CompareResult &result)
{
    return evaluated(result) && result.timeKnown && result.wallHours > 0 && result.cost.powerW > 0;
}

QString placeholder()
{
    return QStringLiteral("—");
}

} // namespace

CompareTable::CompareTable(const Scenario &scenario,
                           const QList<CompareResult> &results,
                           qsizetype optionCount,
                           const Catalog *catalog,
                           const PlotContext &context)
    : m_context(context)
    , m_results(results.mid(0, MaxColumns))
{
    buildHeaders(scenario, catalog);
    buildRowLabels(scenario, catalog);
    buildCells();
    buildLegend(optionCount);
    markBest();
}

bool CompareTable::ranksValues(CompareRow row)
{
    switch (row) {
    case CompareRow::Time:
    case CompareRow::Cost:
    case CompareRow::Electricity:
    case CompareRow::Energy:
    case CompareRow::Co2:
    case CompareRow::Latency:
        return true;
    case CompareRow::Memory:
    case CompareRow::Layout:
    case CompareRow::Notes:
        break;
    }
    return false;
}

const CompareCell &CompareTable::cell(CompareRow row, int column) const
{
    return m_cells.at(column).at(int(row));
}

QString CompareTable::text(const TrText &source) const
{
    return m_context.text(source);
}

QString CompareTable::label(const TrText &source) const
{
    return m_context.label(source);
}

namespace {

bool sameMemory(const MemoryBreakdown &a, const MemoryBreakdown &b)
{
    for (int i = 0; i < MemoryCategoryCount; ++i) {
        const MemoryCategory c = MemoryCategory(i);
        if (MemoryPalette::bytes(a, c) != MemoryPalette::bytes(b, c))
            return false;
    }
    return true;
}

} // namespace

bool CompareTable::showsSameAs(const CompareTable &other) const
{
    if (!(m_context == other.m_context && m_headers == other.m_headers && m_cells == other.m_cells
          && m_corner == other.m_corner && m_rowLabels == other.m_rowLabels
          && m_rowCaptions == other.m_rowCaptions && m_legend == other.m_legend
          && m_results.size() == other.m_results.size()))
        return false;
    for (qsizetype i = 0; i < m_results.size(); ++i) {
        const CompareResult &a = m_results.at(i);
        const CompareResult &b = other.m_results.at(i);
        if (a.accelerator != b.accelerator || !sameMemory(a.perGpu, b.perGpu))
            return false;
    }
    return true;
}

void CompareTable::buildHeaders(const Scenario &scenario, const Catalog *catalog)
{
    for (const CompareResult &r : std::as_const(m_results)) {
        CompareHeader h;
        const CompareOption &o = r.option;
        const QString accelerator = r.accelerator ? r.accelerator->name.text(m_context.language)
                                                  : o.acceleratorId;
        h.title = o.label.isEmpty() ? accelerator : o.label.text(m_context.language);
        h.fits = r.fits;

        QString cards = QStringLiteral("?");
        if (evaluated(r))
            cards = QString::number(r.layout.gpus);
        else if (o.gpus > 0)
            cards = QString::number(o.gpus);
        h.lines << text(ATLAS_TR("Atlas::CompareView", "%1 × %2").arg(cards).arg(accelerator));

        const ServiceForm form = o.form.value_or(scenario.pricing);
        const ServiceFormInfo *info = catalog ? catalog->pricing().serviceForm(form) : nullptr;
        const QString formName = info ? info->name.text(m_context.language) : serviceFormKey(form);
        const Precision precision = o.precision.value_or(scenario.workload.precision);
        h.lines << formName + QStringLiteral(" · ") + precisionLabel(precision);

        if (r.region)
            h.lines << r.region->name.text(m_context.language);
        else
            h.lines << text(ATLAS_TR("Atlas::CompareView", "No region: national figures"));
        m_headers << h;
    }
}

void CompareTable::buildRowLabels(const Scenario &scenario, const Catalog *catalog)
{
    m_corner = label(ATLAS_TR("Atlas::CompareView", "Option"));

    const City *city = catalog ? catalog->city(scenario.userCityId) : nullptr;
    const QString cityName = city ? city->name.text(m_context.language) : scenario.userCityId;
    TrText latency = ATLAS_TR("Atlas::CompareView", "Latency to %1").arg(cityName);
    if (m_context.bothLanguages && city) {
        // Each language names the city in its own script.
        latency = TrText::literal(
            PlotContext::chinese().text(
                ATLAS_TR("Atlas::CompareView", "Latency to %1").arg(city->name.zh))
            + u' '
            + PlotContext::english().text(
                ATLAS_TR("Atlas::CompareView", "Latency to %1").arg(city->name.en)));
    }

    const QList<std::pair<TrText, TrText>> rows = {
        {ATLAS_TR("Atlas::CompareView", "Memory per GPU"),
         ATLAS_TR("Atlas::CompareView", "against the card's capacity")},
        {ATLAS_TR("Atlas::CompareView", "Cards and layout"), {}},
        {ATLAS_TR("Atlas::CompareView", "Time"), ATLAS_TR("Atlas::CompareView", "wall clock")},
        {ATLAS_TR("Atlas::CompareView", "Cost"), ATLAS_TR("Atlas::CompareView", "of the plan")},
        {ATLAS_TR("Atlas::CompareView", "Electricity"),
         ATLAS_TR("Atlas::CompareView", "paid, or inside the rent")},
        {ATLAS_TR("Atlas::CompareView", "Energy"),
         ATLAS_TR("Atlas::CompareView", "with host power and PUE")},
        {ATLAS_TR("Atlas::CompareView", "CO₂"),
         ATLAS_TR("Atlas::CompareView", "regional grid factor")},
        {latency, ATLAS_TR("Atlas::CompareView", "one-way lower bound")},
        {ATLAS_TR("Atlas::CompareView", "Notes"), {}},
    };
    Q_ASSERT(rows.size() == CompareRowCount);
    for (const auto &[name, caption] : rows) {
        m_rowLabels << label(name);
        m_rowCaptions << (caption.isEmpty() ? QString() : label(caption));
    }
}

void CompareTable::buildCells()
{
    for (const CompareResult &r : std::as_const(m_results))
        m_cells << cellsFor(r);
}

QList<CompareCell> CompareTable::cellsFor(const CompareResult &r) const
{
    QList<CompareCell> cells(CompareRowCount);
    for (CompareCell &c : cells)
        c.text = placeholder();
    const bool figures = evaluated(r);

    CompareCell &memory = cells[int(CompareRow::Memory)];
    if (!r.accelerator) {
        memory.detail = text(ATLAS_TR("Atlas::CompareView", "Unknown accelerator"));
        memory.problem = true;
    } else if (figures) {
        const double capacity = r.accelerator->memoryBytes();
        memory.text = Format::number(r.perGpu.total() / BytesPerGiB, 1, m_context.language)
                      + QStringLiteral(" / ") + Format::gib(capacity, m_context.language);
        if (r.fits) {
            memory.detail = text(
                ATLAS_TR("Atlas::CompareView", "%1 of the card")
                    .arg(Format::percent(r.perGpu.total() / capacity, m_context.language)));
        } else {
            memory.detail = text(ATLAS_TR("Atlas::CompareView", "Does not fit"));
            memory.problem = true;
        }
    } else {
        memory.detail = text(ATLAS_TR("Atlas::CompareView", "Does not fit"));
        memory.problem = true;
    }

    if (figures) {
        CompareCell &layout = cells[int(CompareRow::Layout)];
        const Layout &l = r.layout;
        layout.text = l.gpus == 1 ? text(ATLAS_TR("Atlas::CompareView", "1 card"))
                                  : text(ATLAS_TR("Atlas::CompareView", "%1 cards").arg(l.gpus));
        QString detail = text(
            ATLAS_TR("Atlas::CompareView", "DP %1 · TP %2 · PP %3").arg(l.dp()).arg(l.tp).arg(l.pp));
        if (l.zero > 0)
            detail += QStringLiteral(" · ")
                      + text(ATLAS_TR("Atlas::CompareView", "ZeRO-%1").arg(l.zero));
        if (l.offload != Offload::None)
            detail += QStringLiteral(" · ")
                      + text(
                          ATLAS_TR("Atlas::CompareView", "offload: %1").arg(offloadName(l.offload)));
        layout.detail = detail;
    }

    // A figure of an option that does not fit is shown (what it would take) but never ranked.
    const auto setValue = [&r](CompareCell &c, double value, const QString &shown) {
        c.text = shown;
        c.muted = !r.fits;
        if (r.fits)
            c.value = value;
    };
    const auto setProblem = [](CompareCell &c, const QString &shown) {
        c.text = shown;
        c.problem = true;
    };

    if (figures) {
        CompareCell &time = cells[int(CompareRow::Time)];
        if (r.timeKnown)
            setValue(time, r.wallHours, Format::hours(r.wallHours, m_context.language));
        else
            setProblem(time, text(ATLAS_TR("Atlas::CompareView", "unknown")));

        CompareCell &cost = cells[int(CompareRow::Cost)];
        if (!r.cost.priced)
            setProblem(cost, text(ATLAS_TR("Atlas::CompareView", "no price")));
        else if (!r.timeKnown)
            setProblem(cost, text(ATLAS_TR("Atlas::CompareView", "unknown")));
        else
            setValue(cost, r.cost.totalCny, Format::money(r.cost.totalCny, m_context.language));
        if (r.cost.priced && r.cost.form == ServiceForm::Purchase && r.cost.capexCny > 0)
            cost.detail = text(ATLAS_TR("Atlas::CompareView", "outlay %1")
                                   .arg(Format::money(r.cost.capexCny, m_context.language)));
    }

    CompareCell &electricity = cells[int(CompareRow::Electricity)];
    CompareCell &energy = cells[int(CompareRow::Energy)];
    CompareCell &co2 = cells[int(CompareRow::Co2)];
    if (energyKnown(r)) {
        const bool paid = r.cost.form == ServiceForm::Purchase;
        const double cny = paid ? r.cost.electricityCny : r.cost.embeddedElectricityCny;
        setValue(electricity, cny, Format::money(cny, m_context.language));
        electricity.detail = paid ? text(ATLAS_TR("Atlas::CompareView", "paid by you"))
                                  : text(ATLAS_TR("Atlas::CompareView", "inside the rent"));
        setValue(energy, r.cost.energyKwh, Format::kwh(r.cost.energyKwh, m_context.language));
        setValue(co2, r.cost.co2Kg, Format::co2(r.cost.co2Kg, m_context.language));
    } else if (figures) {
        const QString unknown = text(ATLAS_TR("Atlas::CompareView", "unknown"));
        setProblem(electricity, unknown);
        setProblem(energy, unknown);
        setProblem(co2, unknown);
    }

    CompareCell &latency = cells[int(CompareRow::Latency)];
    if (r.region) {
        setValue(latency,
                 r.latencyFloorMs,
                 QStringLiteral("≥ ") + Format::number(r.latencyFloorMs, 1, m_context.language)
                     + QStringLiteral(" ms"));
        if (!figures)
            latency.value.reset();
    } else {
        latency.text = text(ATLAS_TR("Atlas::CompareView", "no region chosen"));
        latency.muted = true;
    }

    QStringList notes;
    if (!r.accelerator)
        notes << text(
            ATLAS_TR("Atlas::CompareView", "Unknown accelerator “%1”").arg(r.option.acceleratorId));
    for (const TrText &note : r.notes)
        notes << text(note);
    if (!notes.isEmpty())
        cells[int(CompareRow::Notes)].text = notes.join(u'\n');
    return cells;
}

void CompareTable::buildLegend(qsizetype optionCount)
{
    CompareLegend &l = m_legend;
    l.segments = QStringList{text(ATLAS_TR("Atlas::CompareView", "Weights")),
                             text(ATLAS_TR("Atlas::CompareView", "Gradients")),
                             text(ATLAS_TR("Atlas::CompareView", "Optimizer states")),
                             text(ATLAS_TR("Atlas::CompareView", "Activations")),
                             text(ATLAS_TR("Atlas::CompareView", "KV cache")),
                             text(ATLAS_TR("Atlas::CompareView", "Overhead"))};
    l.capacity = text(ATLAS_TR("Atlas::CompareView", "Card capacity"));
    l.overflow = text(ATLAS_TR("Atlas::CompareView", "Beyond capacity"));
    l.best = text(ATLAS_TR("Atlas::CompareView", "best"));

    if (optionCount == 0) {
        l.hint = text(ATLAS_TR("Atlas::CompareView",
                               "Nothing to compare yet: add two to four options from the "
                               "matrix, the tier chart or the map."));
        return;
    }
    if (optionCount == 1)
        l.hint = text(ATLAS_TR("Atlas::CompareView",
                               "Add at least one more option to compare (from the matrix, the "
                               "tier chart or the map)."));
    else
        l.notes << text(ATLAS_TR("Atlas::CompareView",
                                 "Highlighted: the best value of each row among the options "
                                 "that fit; unknown values never win."));
    if (optionCount > MaxColumns)
        l.notes << text(
            ATLAS_TR("Atlas::CompareView",
                     "Showing the first %1 of %2 options: the view compares at most %1.")
                .arg(MaxColumns)
                .arg(qint64(optionCount)));
}

void CompareTable::markBest()
{
    // With a single option there is nothing to win against.
    if (columnCount() < 2)
        return;
    for (int row = 0; row < CompareRowCount; ++row) {
        if (!ranksValues(CompareRow(row)))
            continue;
        QList<std::optional<double>> values;
        for (const QList<CompareCell> &column : std::as_const(m_cells))
            values << column.at(row).value;
        const QList<bool> best = lowestValues(values);
        for (int column = 0; column < columnCount(); ++column)
            m_cells[column][row].best = best.at(column);
    }
}

bool CompareTable::hasFigures(int column) const
{
    return evaluated(m_results.at(column));
}

QStringList CompareTable::memoryBreakdown(int column) const
{
    const CompareResult &r = m_results.at(column);
    if (!evaluated(r))
        return {};
    const MemoryBreakdown &m = r.perGpu;
    QStringList lines;
    const QString colon = text(ATLAS_TR("Atlas::CompareView", ": "));
    for (int i = 0; i < MemoryCategoryCount; ++i)
        lines << m_legend.segments.at(i) + colon
                     + Format::gib(MemoryPalette::bytes(m, MemoryCategory(i)), m_context.language);
    lines << m_legend.capacity + colon
                 + Format::gib(r.accelerator->memoryBytes(), m_context.language);
    return lines;
}

QList<QStringList> CompareTable::rows() const
{
    const QString separator = QStringLiteral(" · ");
    QList<QStringList> table;
    QStringList header{m_corner};
    for (const CompareHeader &h : m_headers) {
        QStringList parts{h.title};
        parts += h.lines;
        header << parts.join(separator);
    }
    table << header;

    const QString noteSeparator = text(ATLAS_TR("Atlas::CompareView", "; "));
    const bool zh = m_context.language == Language::Chinese && !m_context.bothLanguages;
    const QString open = zh ? QStringLiteral("（") : QStringLiteral(" (");
    const QString close = zh ? QStringLiteral("）") : QStringLiteral(")");
    for (int row = 0; row < CompareRowCount; ++row) {
        const QString caption = m_rowCaptions.at(row);
        QStringList line{caption.isEmpty() ? m_rowLabels.at(row)
                                           : m_rowLabels.at(row) + open + caption + close};
        for (const QList<CompareCell> &column : m_cells) {
            const CompareCell &c = column.at(row);
            QString shown = c.text;
            shown.replace(u'\n', noteSeparator);
            if (!c.detail.isEmpty())
                shown += separator + c.detail;
            line << shown;
        }
        table << line;
    }
    return table;
}

} // namespace Atlas
