#include "views/compare/comparetable.h"

#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "common/phrases.h"
#include "common/pricetext.h"
#include "views/compare/comparebest.h"
#include "views/compare/comparefacts.h"

#include "catalog/catalog.h"
#include "common/plotpalette.h"
#include "cost/budget.h"
#include "engine/workload.h"

#include <functional>

namespace Atlas {

using namespace CompareFacts;

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
    buildCells(scenario);
    buildShownRows(scenario);
    buildLegend(optionCount);
    markBest();
    if (context.bothLanguages) {
        PlotContext other = context;
        other.bothLanguages = false;
        other.language = context.language == Language::Chinese ? Language::English
                                                               : Language::Chinese;
        addLanguage(CompareTable(scenario, results, optionCount, catalog, other));
    }
}

namespace {

// A value in both languages, Chinese first, once when the two are the same ("—", "BF16"):
// on one line where the column has room ("3.0 小时 / 3.0 h"), wrapped where it has not. A
// text of several lines (notes) keeps its lines, each followed by its twin.
QString bothLanguages(const QString &mine, const QString &other, Language language)
{
    if (other.isEmpty() || other == mine)
        return mine;
    if (mine.isEmpty())
        return other;
    const QString &zh = language == Language::Chinese ? mine : other;
    const QString &en = language == Language::Chinese ? other : mine;
    const QStringList zhLines = zh.split(u'\n');
    const QStringList enLines = en.split(u'\n');
    if (zhLines.size() != enLines.size())
        return zh + u'\n' + en;
    QStringList lines;
    for (qsizetype i = 0; i < zhLines.size(); ++i)
        lines << (zhLines.at(i) == enLines.at(i)
                      ? zhLines.at(i)
                      : zhLines.at(i) + QStringLiteral(" / ") + enLines.at(i));
    return lines.join(u'\n');
}

} // namespace

void CompareTable::addLanguage(const CompareTable &other)
{
    // Built by the same code in the other language, so the two have the same shape: every
    // value and header line gets its twin, as the report's own tables do.
    const Language l = m_context.language;
    for (qsizetype column = 0; column < m_headers.size(); ++column) {
        CompareHeader &h = m_headers[column];
        const CompareHeader &o = other.m_headers.at(column);
        h.title = bothLanguages(h.title, o.title, l);
        // The cards line names the accelerator once where its names differ only in the
        // vendor ("英伟达 A100" and "NVIDIA A100"), as the other views' labels do.
        const Accelerator *a = m_results.at(column).accelerator;
        const bool oneName = a && m_context.name(a->name, a->vendorName) == a->name.text(l);
        for (qsizetype i = oneName ? 1 : 0; i < h.lines.size() && i < o.lines.size(); ++i)
            h.lines[i] = bothLanguages(h.lines.at(i), o.lines.at(i), l);
        for (int row = 0; row < CompareRowCount; ++row) {
            CompareCell &c = m_cells[column][row];
            const CompareCell &oc = other.m_cells.at(column).at(row);
            c.text = bothLanguages(c.text, oc.text, l);
            c.detail = bothLanguages(c.detail, oc.detail, l);
        }
    }
}

CompareRanking CompareTable::ranking(CompareRow row)
{
    switch (row) {
    case CompareRow::Time:
    case CompareRow::RunCost:
    case CompareRow::Outlay:
    case CompareRow::PerYear:
    case CompareRow::FirstToken:
    case CompareRow::PerMillion:
    case CompareRow::Electricity:
    case CompareRow::Energy:
    case CompareRow::Co2:
    case CompareRow::Latency:
        return CompareRanking::Lower;
    case CompareRow::OutputRate:
    case CompareRow::UserRate:
        return CompareRanking::Higher;
    case CompareRow::Memory:
    case CompareRow::Layout:
    case CompareRow::Budget: // a verdict, not a figure to win on
    case CompareRow::ServingCards:
    case CompareRow::Notes:
        break;
    }
    return CompareRanking::None;
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
          && m_shownRows == other.m_shownRows && m_corner == other.m_corner
          && m_rowLabels == other.m_rowLabels && m_rowCaptions == other.m_rowCaptions
          && m_legend == other.m_legend && m_results.size() == other.m_results.size()))
        return false;
    for (qsizetype i = 0; i < m_results.size(); ++i) {
        const CompareResult &a = m_results.at(i);
        const CompareResult &b = other.m_results.at(i);
        if (a.accelerator != b.accelerator || !sameMemory(a.perGpu, b.perGpu))
            return false;
    }
    return true;
}

// How an option is paid for: the provider's instance when it is rented from one, else the
// service form (the option's own or the scenario's).
QString CompareTable::howPaid(const CompareOption &o,
                              const Scenario &scenario,
                              const Catalog *catalog) const
{
    if (o.provider) {
        const Provider *provider = catalog ? catalog->provider(o.provider->providerId) : nullptr;
        const Instance *instance = provider ? provider->instance(o.provider->instanceId) : nullptr;
        const QString providerName = provider ? provider->name.text(m_context.language)
                                              : o.provider->providerId;
        const QString instanceName = instance ? instance->displayName() : o.provider->instanceId;
        return providerName + QStringLiteral(" ") + instanceName;
    }
    const ServiceForm form = o.form.value_or(scenario.pricing);
    const ServiceFormInfo *info = catalog ? catalog->pricing().serviceForm(form) : nullptr;
    return info ? info->name.text(m_context.language) : serviceFormKey(form);
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
            cards = QString::number(r.gpus > 0 ? r.gpus : r.layout.gpus); // a service: its fleet
        else if (o.gpus > 0)
            cards = QString::number(o.gpus);
        h.lines << text(ATLAS_TR("Atlas::CompareView", "%1 × %2").arg(cards).arg(accelerator));

        const Precision precision = o.precision.value_or(scenario.workload.precision);
        h.lines << howPaid(o, scenario, catalog) + QStringLiteral(" · ")
                       + precisionLabel(precision);

        if (r.region)
            h.lines << r.region->name.text(m_context.language);
        else
            h.lines << text(ATLAS_TR("Atlas::CompareView", "No region: national figures"));
        h.market = marketBadgeText(r.market, m_context);
        if (catalog)
            h.marketNote = marketNoteText(r.market, catalog->markets(), m_context);
        m_headers << h;
    }
}

void CompareTable::buildRowLabels(const Scenario &scenario, const Catalog *catalog)
{
    m_corner = label(ATLAS_TR("Atlas::CompareView", "Option"));

    // A caption with a name or an amount: in both languages, each with its own script and
    // number format.
    const auto bilingual = [this](const std::function<TrText(Language)> &make) {
        if (!m_context.bothLanguages)
            return make(m_context.language);
        return TrText::literal(PlotContext::chinese().text(make(Language::Chinese)) + u' '
                               + PlotContext::english().text(make(Language::English)));
    };

    const City *city = catalog ? catalog->city(scenario.userCityId) : nullptr;
    const TrText latency = bilingual([&](Language l) {
        return ATLAS_TR("Atlas::CompareView", "Latency to %1")
            .arg(city ? city->name.text(l) : scenario.userCityId);
    });

    const std::optional<Budget> budget = scenario.budget();
    const TrText budgetCaption = budget ? bilingual([&](Language l) {
        return ATLAS_TR("Atlas::CompareView", "%1 %2")
            .arg(Format::money(budget->amountCny, l))
            .arg(periodName(budget->period));
    })
                                        : ATLAS_TR("Atlas::CompareView", "none given");

    const QList<std::pair<TrText, TrText>> rows = {
        {ATLAS_TR("Atlas::CompareView", "Memory per GPU"),
         ATLAS_TR("Atlas::CompareView", "against the card's capacity")},
        {ATLAS_TR("Atlas::CompareView", "Cards and layout"), {}},
        {ATLAS_TR("Atlas::CompareView", "Time"),
         ATLAS_TR("Atlas::CompareView", "wall clock, with its band")},
        {ATLAS_TR("Atlas::CompareView", "Cost of a run"),
         ATLAS_TR("Atlas::CompareView", "rent, or depreciation")},
        {ATLAS_TR("Atlas::CompareView", "Cash outlay"),
         ATLAS_TR("Atlas::CompareView", "buying the cards")},
        {ATLAS_TR("Atlas::CompareView", "Per year"),
         ATLAS_TR("Atlas::CompareView", "as the job recurs")},
        {ATLAS_TR("Atlas::CompareView", "Budget"), budgetCaption},
        {ATLAS_TR("Atlas::CompareView", "Output tokens/s"),
         ATLAS_TR("Atlas::CompareView", "the deployment, with its band")},
        {ATLAS_TR("Atlas::CompareView", "Tokens/s per user"), {}},
        {ATLAS_TR("Atlas::CompareView", "First token"),
         ATLAS_TR("Atlas::CompareView", "TTFT, with its band")},
        {ATLAS_TR("Atlas::CompareView", "Cards for the load"),
         ATLAS_TR("Atlas::CompareView", "replicas × cards per replica")},
        {ATLAS_TR("Atlas::CompareView", "Per million output tokens"),
         ATLAS_TR("Atlas::CompareView", "cost over tokens served")},
        {ATLAS_TR("Atlas::CompareView", "Electricity"),
         ATLAS_TR("Atlas::CompareView", "paid, or included in the rent")},
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

void CompareTable::buildCells(const Scenario &scenario)
{
    for (const CompareResult &r : std::as_const(m_results))
        m_cells << cellsFor(r, scenario);
}

void CompareTable::buildShownRows(const Scenario &scenario)
{
    bool anyPurchase = false;
    bool anyService = false;
    bool anyYear = false;
    bool anyNote = false;
    bool anyRegion = false;
    const std::optional<Budget> budget = scenario.budget();
    for (int column = 0; column < columnCount(); ++column) {
        const CompareResult &r = m_results.at(column);
        anyPurchase = anyPurchase || purchase(r, scenario);
        anyService = anyService || serves(r, scenario);
        anyYear = anyYear || yearMatters(r, budget);
        anyNote = anyNote || m_cells.at(column).at(int(CompareRow::Notes)).text != placeholder();
        anyRegion = anyRegion || r.region;
    }
    for (int row = 0; row < CompareRowCount; ++row) {
        switch (CompareRow(row)) {
        case CompareRow::Outlay:
            if (!anyPurchase)
                continue;
            break;
        case CompareRow::PerYear:
            if (!anyYear)
                continue;
            break;
        case CompareRow::OutputRate:
        case CompareRow::UserRate:
        case CompareRow::FirstToken:
        case CompareRow::ServingCards:
        case CompareRow::PerMillion:
            if (!anyService)
                continue;
            break;
        case CompareRow::Latency: // the headers already say "no region"
            if (!anyRegion && columnCount() > 0)
                continue;
            break;
        case CompareRow::Notes:
            if (!anyNote && columnCount() > 0)
                continue;
            break;
        default:
            break;
        }
        m_shownRows << CompareRow(row);
    }
}

void CompareTable::buildLegend(qsizetype optionCount)
{
    CompareLegend &l = m_legend;
    // Keys and notes are labels: in both languages when the display shows both.
    l.segments = QStringList{label(ATLAS_TR("Atlas::CompareView", "Weights")),
                             label(ATLAS_TR("Atlas::CompareView", "Gradients")),
                             label(ATLAS_TR("Atlas::CompareView", "Optimizer states")),
                             label(ATLAS_TR("Atlas::CompareView", "Activations")),
                             label(ATLAS_TR("Atlas::CompareView", "KV cache")),
                             label(ATLAS_TR("Atlas::CompareView", "Overhead"))};
    l.capacity = label(ATLAS_TR("Atlas::CompareView", "Card capacity"));
    l.overflow = label(ATLAS_TR("Atlas::CompareView", "Beyond capacity"));
    l.best = label(ATLAS_TR("Atlas::CompareView", "best"));

    if (optionCount == 0) {
        l.hint = label(ATLAS_TR("Atlas::CompareView",
                                "Nothing to compare yet: add two to four options from the "
                                "matrix, the tier chart or the map."));
        return;
    }
    if (optionCount == 1)
        l.hint = label(ATLAS_TR("Atlas::CompareView",
                                "Add at least one more option to compare (from the matrix, the "
                                "tier chart or the map)."));
    else
        l.notes << label(ATLAS_TR("Atlas::CompareView",
                                  "Highlighted: the best value of a row where the options that "
                                  "fit differ in it (training and inference options ranked "
                                  "apart); equal and unknown values never win."));
    if (optionCount > MaxColumns)
        l.notes << label(
            ATLAS_TR("Atlas::CompareView",
                     "Showing the first %1 of %2 options: the view compares at most %1.")
                .arg(MaxColumns)
                .arg(qint64(optionCount)));
}

void CompareTable::markBest()
{
    // Training runs and services are ranked apart: a month of service and a training run are
    // not two prices of one thing.
    for (const bool service : {false, true}) {
        for (int row = 0; row < CompareRowCount; ++row) {
            const CompareRanking rank = ranking(CompareRow(row));
            if (rank == CompareRanking::None)
                continue;
            QList<std::optional<double>> values;
            for (int column = 0; column < columnCount(); ++column) {
                const bool serving = !isTraining(m_results.at(column).task);
                values << (serving == service ? m_cells.at(column).at(row).value : std::nullopt);
            }
            const QList<bool> best = rank == CompareRanking::Lower ? lowestValues(values)
                                                                   : highestValues(values);
            for (int column = 0; column < columnCount(); ++column)
                m_cells[column][row].best = m_cells[column][row].best || best.at(column);
        }
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
    for (const CompareRow shownRow : m_shownRows) {
        const int row = int(shownRow);
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
