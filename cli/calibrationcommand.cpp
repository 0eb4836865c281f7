// `calibration`: the training-efficiency and serving fits, how they do on runs they have not
// seen (cross-validation and the held-out test set), and every published run against them. The
// markdown is docs/CALIBRATION.md (a ctest keeps that file equal to this output).

#include "cli/calibrationreport.h"
#include "cli/commands.h"

#include "engine/efficiency.h"
#include "engine/serving.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace Atlas::Cli {

namespace {

QJsonObject jsonSummary(const FitStats::ErrorSummary &s)
{
    return QJsonObject{{QStringLiteral("runs"), s.count},
                       {QStringLiteral("inside"), s.inside},
                       {QStringLiteral("coverage"), s.coverage()},
                       {QStringLiteral("median_error"), s.medianError},
                       {QStringLiteral("p90_error"), s.p90Error}};
}

QJsonObject jsonFacets(const QList<ValidationPoint> &points)
{
    QJsonObject o;
    const std::pair<const char *, ValidationFacet> facets[] = {{"by_family",
                                                                ValidationFacet::Family},
                                                               {"by_task", ValidationFacet::Task},
                                                               {"by_scale", ValidationFacet::Scale}};
    o.insert(QStringLiteral("all"),
             jsonSummary(summariseValidation(points, ValidationFacet::All).value(0).errors));
    for (const auto &[key, facet] : facets) {
        QJsonObject rows;
        for (const ValidationRow &r : summariseValidation(points, facet))
            rows.insert(r.label, jsonSummary(r.errors));
        o.insert(QString::fromLatin1(key), rows);
    }
    QJsonArray each;
    for (const ValidationPoint &p : points)
        each.append(QJsonObject{{QStringLiteral("id"), p.run->id},
                                {QStringLiteral("left_out"), p.group},
                                {QStringLiteral("observed"), p.observed},
                                {QStringLiteral("predicted"), p.predicted},
                                {QStringLiteral("range"), QJsonArray{p.low, p.high}},
                                {QStringLiteral("inside"), p.inside}});
    o.insert(QStringLiteral("runs"), each);
    return o;
}

QJsonObject jsonServingChecks(const QList<ServingCalibrationPoint> &points)
{
    QStringList labels;
    const QList<FitStats::ErrorSummary> sums = summariseServing(points, &labels);
    QJsonObject o;
    for (qsizetype i = 0; i < labels.size(); ++i)
        o.insert(labels[i], jsonSummary(sums[i]));
    return o;
}

QJsonObject jsonReport(const Catalog &catalog, const CalibrationReport &report)
{
    const EfficiencyFit &fit = catalog.efficiencyFit();
    QJsonObject terms;
    for (qsizetype i = 0; i < fit.terms.size(); ++i)
        terms.insert(fit.terms[i], fit.coefficients[i]);
    QJsonArray rows;
    for (const CalibrationPoint &p : report.points)
        rows.append(QJsonObject{{QStringLiteral("id"), p.run->id},
                                {QStringLiteral("observed"), p.observed},
                                {QStringLiteral("predicted"), p.predicted},
                                {QStringLiteral("range"), QJsonArray{p.low, p.high}},
                                {QStringLiteral("inside"), p.inside},
                                {QStringLiteral("loo_predicted"), p.looPredicted},
                                {QStringLiteral("loo_inside"), p.looInside}});
    const ServingFit &s = catalog.servingFit();
    return QJsonObject{{QStringLiteral("runs"), fit.runs},
                       {QStringLiteral("published_runs"), fit.publishedRuns},
                       {QStringLiteral("user_runs"), fit.userRuns},
                       {QStringLiteral("log_coefficients"), terms},
                       {QStringLiteral("sigma"), QJsonArray{fit.sigmaDense, fit.sigmaMoe}},
                       {QStringLiteral("sigma_source"), fit.sigmaSource},
                       {QStringLiteral("band_z"), QJsonArray{fit.zLow, fit.zHigh}},
                       {QStringLiteral("points"), rows},
                       {QStringLiteral("leave_one_source_out"), jsonFacets(report.bySource)},
                       {QStringLiteral("leave_one_family_out"), jsonFacets(report.byFamily)},
                       {QStringLiteral("held_out"), jsonFacets(report.heldOut)},
                       {QStringLiteral("serving"),
                        QJsonObject{{QStringLiteral("published_runs"), s.publishedRuns},
                                    {QStringLiteral("user_runs"), s.userRuns},
                                    {QStringLiteral("leave_one_source_out"),
                                     jsonServingChecks(report.servingBySource)},
                                    {QStringLiteral("held_out"),
                                     jsonServingChecks(report.servingHeldOut)}}}};
}

void writeText(QTextStream &out, const Catalog &catalog, const CalibrationReport &report)
{
    const EfficiencyFit &fit = catalog.efficiencyFit();
    out << "Training efficiency fitted on " << fit.publishedRuns << " published runs";
    if (fit.userRuns > 0)
        out << " and " << fit.userRuns << " of yours";
    out << "; " << report.heldOut.size() << " more held out as a test set.\n";
    const std::pair<const char *, const QList<ValidationPoint> *> checks[]
        = {{"leave-one-source-out", &report.bySource},
           {"leave-one-family-out", &report.byFamily},
           {"held-out test set", &report.heldOut}};
    for (const auto &[name, points] : checks) {
        const FitStats::ErrorSummary s
            = summariseValidation(*points, ValidationFacet::All).value(0).errors;
        out << "  " << QString::fromLatin1(name).leftJustified(22) << s.inside << " of " << s.count
            << " inside the band (" << percentText(s.coverage()) << "), median error "
            << percentText(s.medianError) << ", 90th percentile " << percentText(s.p90Error)
            << '\n';
    }
    for (qsizetype i = 1; i < fit.terms.size(); ++i)
        out << "  " << fit.terms[i].leftJustified(22) << u'×'
            << QString::number(std::exp(fit.coefficients[i]), 'f', 2) << '\n';
    QStringList labels;
    const QList<FitStats::ErrorSummary> sums = summariseServing(report.servingBySource, &labels);
    out << "Serving fitted on " << catalog.servingFit().publishedRuns
        << " published measurements; leave-one-source-out:\n";
    for (qsizetype i = 0; i < labels.size(); ++i)
        out << "  " << labels[i].leftJustified(28) << "median error "
            << percentText(sums[i].medianError) << ", " << sums[i].inside << " of " << sums[i].count
            << " inside the band\n";
    out << "Run with --markdown for the table of every run.\n";
}

int runCalibration(bool json, bool markdown, Context &context)
{
    const Catalog &catalog = *context.catalog;
    if (!catalog.efficiencyFit().valid) {
        context.err << "compute-atlas-cli: no training runs are loaded; nothing is calibrated\n";
        return InvalidData;
    }
    const CalibrationReport report = calibrationReport(catalog);
    if (markdown)
        writeCalibrationMarkdown(context.out, catalog, report);
    else if (json)
        context.out << QJsonDocument(jsonReport(catalog, report)).toJson(QJsonDocument::Indented);
    else
        writeText(context.out, catalog, report);
    return Success;
}

using namespace Qt::StringLiterals;

class CalibrationCommand final : public Command
{
public:
    CalibrationCommand()
        : Command(
            {u"calibration"_s,
             u"the training-efficiency and serving fits, their cross-validation and every published run"_s,
             {u"[--json | --markdown]"_s},
             {{u"Output"_s,
               {{u"json"_s, {}, u"the fits, the cross-validation and every run as JSON"_s},
                {u"markdown"_s, {}, u"the tables of docs/CALIBRATION.md"_s},
                {u"quiet"_s, {}, u"no warnings or notes on stderr"_s},
                {u"help"_s, {}, u"this help"_s}}}},
             {u"calibration --markdown"_s}})
    {}

protected:
    Action parse(CliArgs &args, const Context &) const override
    {
        const bool json = args.flag(u"json"_s);
        const bool markdown = args.flag(u"markdown"_s);
        if (json && markdown) {
            args.fail(u"give one of --json and --markdown"_s);
            return {};
        }
        return [json, markdown](Context &c) { return runCalibration(json, markdown, c); };
    }
};

} // namespace

const Command &calibrationCommand()
{
    static const CalibrationCommand command;
    return command;
}

} // namespace Atlas::Cli
