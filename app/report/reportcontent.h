#pragma once

#include "common/plotcontext.h"
#include "report/reportblocks.h"
#include "scenario/scenarioengine.h"

#include <algorithm>
#include <optional>

namespace Atlas {

class ScenarioDocument;

namespace Report {

// One row of the decision table: the scenario's plan, its smallest fit, a comparison option or
// one of the planner's best options, with the figures the document computed for it.
struct DecisionRow
{
    enum class Source { Plan, SmallestFit, Compare, Planner };
    Source source = Source::Plan;
    QString option; // what the row is, in the report's language
    bool fits = false;
    int gpus = 0;
    Layout layout;
    const ServingResult *serving = nullptr;
    bool timeKnown = false;
    double hours = 0, hoursLow = 0, hoursHigh = 0;
    const PlanCost *cost = nullptr;
    const Spend *spend = nullptr;
    std::optional<double> costPerMillionTokensCny;
    const MarketMark *market = nullptr; // the card (and provider) in the scenario's market
};

// The report's texts in one language, from the document's results: nothing here computes a
// figure the document does not hold (the ratios and differences it states aside). The same
// code runs once per language; PdfReport merges the two for a bilingual report.
class ReportContent
{
public:
    ReportContent(const ScenarioDocument &document, Language language);

    Blocks summary() const;        // page 1: question, answer, decision table, key assumptions
    Blocks recommendation() const; // budget, regions, fit, the seed's claim
    Blocks costs() const;          // a run's cost, the one-hour trial, rent or buy
    Blocks options() const;        // the options planner's ranked list
    Blocks comparison() const;     // the comparison options, figure by figure
    Blocks fleet() const;          // a week of load: the mixes, ranked (empty without a profile)
    Blocks matrix() const;         // the matrix's row and column for this decision
    Blocks assumptions() const;
    Blocks sources() const;

    // reportprices.cpp: the prices behind the decision older than a year (page 1, empty when
    // none is), and the user's quotes (the sources; empty without quotes).
    Blocks priceAgeWarning() const;
    Blocks quotesUsed() const;

    QList<DecisionRow> decisionRows() const;
    // Page 1's decision table lists at most this many of the planner's best (at least one; a
    // long comparison leaves fewer): the report lowers it until page 1 holds the summary.
    void setPlannerRows(int rows) { m_plannerRows = std::max(1, rows); }
    static constexpr int PlannerRowsOnSummary = 3;
    static constexpr int DecisionRowsOnSummary = 7; // the planner's included, on page 1
    static constexpr int OptionsListed = 15;        // the planner's options the report lists

private:
    QString t(const TrText &text) const { return readable(m_context.text(text), m_language); }
    QString name(const LocalizedText &text) const { return text.text(m_language); }
    QString money(double cny) const;
    QString hours(double h) const;
    QString hoursBand(double h, double low, double high) const; // the band on a second line
    QString cards(int n) const;
    QString layoutText(const Layout &layout, const ServingResult *serving) const;
    QString cardsAndLayout(int gpus, const Layout &layout, const ServingResult *serving) const;
    QString formName(ServiceForm form) const;
    QString electricityText(const PlanCost &cost) const;
    // The fleet's page (reportfleet.cpp).
    QString loadProfileText(const LoadProfile &profile) const;
    Block fleetMixTable() const;
    // The comparison's rows (reportcomparison.cpp).
    void comparisonSetupRows(Block *table) const;
    void comparisonCostRows(Block *table) const;
    void comparisonEnergyRows(Block *table) const;
    QString comparisonTime(const CompareResult &option) const;
    // The recommendation's sections (reportdetails.cpp).
    Blocks budgetSection() const;
    QString budgetVerdict(const Spend &spend, const Budget &budget) const;
    QString budgetInstead() const;
    Blocks regionsSection() const;
    Blocks planRegion(const QList<RegionCost> &regions, const RegionCost &cheapest) const;
    Blocks suitedClusters(const QList<RegionCost> &regions) const;
    Blocks memorySection() const;
    Blocks seedClaimSection() const;
    // The cheapest and the dearest priced region (both null when none is priced).
    struct PriceRange
    {
        const RegionCost *cheapest = nullptr;
        const RegionCost *dearest = nullptr;
    };
    static PriceRange priceRange(const QList<RegionCost> &regions);
    void smallestFitBand(double *low, double *high) const;
    QString priceUnit(ServiceForm form, double cny) const; // "¥12,500 per card-month"
    QString periodPhrase(Period period) const;             // "a year"
    QString budgetPhrase() const;                          // "¥100,000 a year"
    bool yearMatters(const Spend &spend) const;            // a year's cost is shown (cost/budget.h)
    QString workText() const;
    QString answerSentence() const;
    QString timeClause(double wall, double low, double high) const;
    QStringList priceClauses(const PlanCost &cost, const Spend &spend) const;
    QString budgetClause(const Spend &spend) const;
    QString budgetCell(const DecisionRow &row) const;
    Block::Tone budgetTone(const DecisionRow &row) const;
    Block decisionTable() const;
    // The columns page 1's decision table shows beyond the ones every row has.
    struct DecisionColumns
    {
        bool served = false; // per million tokens
        bool bought = false; // cash outlay
        bool yearly = false; // per year
    };
    int decisionHeader(Block *table, const DecisionColumns &columns) const; // the budget column
    QStringList decisionCells(const DecisionRow &row, const DecisionColumns &columns) const;
    QStringList keyAssumptions(QString *method) const;
    // A key assumption with how far it moves the cost of a run (or the time), as a fraction.
    struct Assumption
    {
        double swing = 0;
        QString text;
    };
    Assumption efficiencyAssumption(const PlanCost &cost) const;
    Assumption servingAssumption() const;
    Assumption priceAssumption(const PlanCost &cost) const;
    std::optional<Assumption> billingAssumption(const PlanCost &cost) const;
    std::optional<Assumption> regionAssumption() const;
    Assumption workAssumption() const;
    QString plannerOptionName(const PlannerOption &option, bool instance = true) const;
    QString priceText(const PlanCost &cost) const; // "¥1.24 per card-hour, catalog price of 2026"
    // The market (reportmarket.cpp): "\n[licence required · data leaves the mainland]" after
    // an option's name, page 1's field, the planner's market rejections, the rules cited.
    QString marketSuffix(const MarketMark *mark) const;
    QStringList marketField() const;
    QString marketNote() const;
    QList<const MarketMark *> reportedMarks() const;
    Blocks marketSources() const;

    const ScenarioDocument &m_document;
    const Scenario &m_scenario;
    const ScenarioResult &m_result;
    Language m_language;
    PlotContext m_context;
    int m_plannerRows = PlannerRowsOnSummary;
};

} // namespace Report
} // namespace Atlas
