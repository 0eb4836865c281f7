#include "views/matrix/fitmatrixmodel.h"

#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "common/pricetext.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"

#include <QColor>
#include <QFont>

#include <cmath>

namespace Atlas {

FitMatrixModel::FitMatrixModel(ScenarioDocument *document,
                               DisplaySettings *display,
                               QObject *parent,
                               Fill fill)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_display(display)
    , m_style(MatrixStyle::make(display->context()))
{
    if (fill == Fill::Now)
        refresh();
    connect(m_display, &DisplaySettings::changed, this, [this] {
        // Names and tooltips in the new language; the cells' numbers stay.
        m_style = MatrixStyle::make(m_display->context());
        if (m_columns.isEmpty())
            return;
        emit headerDataChanged(Qt::Horizontal, 0, int(m_columns.size()) - 1);
        if (m_rows > 0)
            emit headerDataChanged(Qt::Vertical, 0, m_rows - 1);
    });
}

void FitMatrixModel::refresh()
{
    const FitMatrix &matrix = m_document->matrix();
    QList<int> columns;
    for (Tier tier : {Tier::Flagship, Tier::Value, Tier::Edge}) {
        QList<int> group;
        for (int c = 0; c < matrix.columnCount(); ++c)
            if (matrix.accelerator(c)->tier == tier)
                group.append(c);
        std::stable_sort(group.begin(), group.end(), [&matrix](int a, int b) {
            return matrix.accelerator(a)->memoryGiB > matrix.accelerator(b)->memoryGiB;
        });
        columns += group;
    }
    // The same models, tasks and accelerators (any change but the catalog): new values in the
    // same cells. dataChanged keeps the views' hidden rows, sorting and scroll position, where
    // a reset would rebuild them.
    const bool sameShape = columns == m_columns && matrix.rowCount() == m_rows;
    if (!sameShape)
        beginResetModel();
    m_columns = columns;
    m_rows = matrix.rowCount();
    m_rowKeys.clear();
    for (int r = 0; r < m_rows; ++r)
        m_rowKeys.append({matrix.model(r)->id, matrix.task(r)});
    m_columnIds.clear();
    for (int c : std::as_const(m_columns))
        m_columnIds.append(matrix.accelerator(c)->id);
    if (!sameShape)
        endResetModel();
    else
        emitAll();
    updateHighlight();
}

void FitMatrixModel::emitAll()
{
    if (m_rows > 0 && !m_columns.isEmpty())
        emit dataChanged(index(0, 0), index(m_rows - 1, int(m_columns.size()) - 1));
}

void FitMatrixModel::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    emitAll();
}

void FitMatrixModel::refreshPlans()
{
    if (m_mode != Mode::Cards)
        emitAll();
}

bool FitMatrixModel::updateHighlight()
{
    const Scenario &s = m_document->scenario();
    // An imported model's rows come last, after a catalog model that may share its id.
    const int row = s.customModel
                        ? int(m_rowKeys.lastIndexOf(std::pair(s.customModel->id, s.workload.task)))
                        : int(m_rowKeys.indexOf(std::pair(s.modelId, s.workload.task)));
    const int column = int(m_columnIds.indexOf(s.acceleratorId));
    if (row == m_highlightRow && column == m_highlightColumn)
        return false;
    const int lastRow = m_rows - 1;
    const int lastColumn = int(m_columns.size()) - 1;
    const auto rowChanged = [&](int r) {
        if (r >= 0 && lastColumn >= 0) {
            emit dataChanged(index(r, 0), index(r, lastColumn), {HighlightRole});
            emit headerDataChanged(Qt::Vertical, r, r);
        }
    };
    const auto columnChanged = [&](int c) {
        if (c >= 0 && lastRow >= 0) {
            emit dataChanged(index(0, c), index(lastRow, c), {HighlightRole});
            emit headerDataChanged(Qt::Horizontal, c, c);
        }
    };
    const int oldRow = std::exchange(m_highlightRow, row);
    const int oldColumn = std::exchange(m_highlightColumn, column);
    if (oldRow != row) {
        rowChanged(oldRow);
        rowChanged(row);
    }
    if (oldColumn != column) {
        columnChanged(oldColumn);
        columnChanged(column);
    }
    return true;
}

void FitMatrixModel::setSeedOverlay(bool on)
{
    if (on == m_seedOverlay)
        return;
    m_seedOverlay = on;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int FitMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int FitMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QString FitMatrixModel::cellText(int row, int column) const
{
    return cellText(row, column, m_display->context());
}

QString FitMatrixModel::cellText(int row, int column, const PlotContext &context) const
{
    const int c = m_columns.at(column);
    const int gpus = m_document->matrix().minGpus(row, c);
    if (gpus == FitMatrix::NotApplicable)
        return QStringLiteral("—");
    if (gpus == FitMatrix::DoesNotFit)
        return QStringLiteral("✕");
    if (m_mode == Mode::Cards)
        return QString::number(gpus);
    const MatrixCellPlan &plan = m_document->matrixPlans().cell(row, c);
    switch (plan.time) {
    case MatrixCellPlan::Time::NotApplicable:
    case MatrixCellPlan::Time::NoWork:
        return QStringLiteral("—");
    case MatrixCellPlan::Time::NoThroughput:
        return context.text(ATLAS_TR("Atlas::MatrixView", "unknown"));
    case MatrixCellPlan::Time::Service:
        // A service runs for its period: its speed stands where a training job's time does.
        if (m_mode == Mode::Time)
            return plan.outputTokensPerSecond > 0
                       ? compactRate(plan.outputTokensPerSecond, context.language)
                       : context.text(ATLAS_TR("Atlas::MatrixView", "unknown"));
        break;
    case MatrixCellPlan::Time::Known:
        if (m_mode == Mode::Time)
            return compactHours(plan.wallHours, context.language);
        break;
    }
    return plan.costCny ? Format::shortMoney(*plan.costCny, context.language)
                        : context.text(ATLAS_TR("Atlas::MatrixView", "no price"));
}

QColor FitMatrixModel::cellColor(int row, int column) const
{
    const int c = m_columns.at(column);
    const int gpus = m_document->matrix().minGpus(row, c);
    if (m_mode == Mode::Cards || gpus <= 0)
        return m_style.cellColor(gpus);
    const MatrixCellPlan &plan = m_document->matrixPlans().cell(row, c);
    if (m_mode == Mode::Time)
        return timeOrder(plan) ? m_style.timeColor(*timeOrder(plan)) : m_style.unknownCell;
    return plan.costCny ? m_style.costColor(*plan.costCny) : m_style.unknownCell;
}

std::optional<double> FitMatrixModel::timeOrder(const MatrixCellPlan &plan)
{
    if (plan.time == MatrixCellPlan::Time::Known)
        return plan.wallHours;
    // A service: the hours it takes to serve 100 million output tokens, so that faster is
    // greener and sorts first, as a shorter training run does.
    if (plan.time == MatrixCellPlan::Time::Service && plan.outputTokensPerSecond > 0)
        return 1e8 / plan.outputTokensPerSecond / 3600.0;
    return std::nullopt;
}

QString FitMatrixModel::compactRate(double tokensPerSecond, Language language)
{
    const QString number = tokensPerSecond < 10000
                               ? Format::number(tokensPerSecond, 0, language)
                               : Format::number(tokensPerSecond / 1000, 1, language)
                                     + QStringLiteral("k");
    return number + QStringLiteral(" token/s");
}

QString FitMatrixModel::compactHours(double hours, Language language)
{
    const bool zh = language == Language::Chinese;
    const auto n = [language](double v) { return Format::number(v, v < 10 ? 1 : 0, language); };
    if (hours < 48)
        return n(hours) + (zh ? QStringLiteral(" 小时") : QStringLiteral(" h"));
    if (hours < 24 * 60)
        return n(hours / 24) + (zh ? QStringLiteral(" 天") : QStringLiteral(" d"));
    if (hours < 8760 * 2)
        return n(hours / 730) + (zh ? QStringLiteral(" 个月") : QStringLiteral(" mo"));
    return n(hours / 8760) + (zh ? QStringLiteral(" 年") : QStringLiteral(" y"));
}

int FitMatrixModel::seedState(int row, int column) const
{
    if (!m_seedOverlay)
        return 0;
    const SeedVerdict *v = m_document->seedVerdict(row, m_columns.at(column));
    if (!v)
        return 0;
    return v->contradicts ? 2 : 1;
}

QString FitMatrixModel::columnLabel(const Accelerator &a, Language language)
{
    // The vendor, as the catalog names it in either language, goes: the header is narrow.
    QString name = a.name.text(language);
    // "Intel (Habana)" / "英特尔（Habana）": the names start with the vendor's first word.
    const auto stem = [](const QString &vendor) {
        return vendor.section(QStringLiteral(" ("), 0, 0).section(QStringLiteral("（"), 0, 0);
    };
    const QString vendorName = a.vendorName.text(language);
    for (const QString &vendor : {vendorName, a.vendor, stem(vendorName), stem(a.vendor)}) {
        if (!vendor.isEmpty() && name.startsWith(vendor + u' ')) {
            name.remove(0, vendor.size() + 1);
            break;
        }
    }
    return name;
}

QString FitMatrixModel::rowLabel(const ModelArch &model, Task task, const PlotContext &context)
{
    return QStringLiteral("%1 · %2").arg(model.name.text(context.language),
                                         context.text(TaskNames::shortNameText(task)));
}

QString FitMatrixModel::cellToolTip(int row, int column) const
{
    const FitMatrix &matrix = m_document->matrix();
    const int c = m_columns.at(column);
    const Language language = m_display->language();
    const ModelArch &model = *matrix.model(row);
    const Accelerator &a = *matrix.accelerator(c);
    QStringList lines;
    lines << QStringLiteral("<b>%1 · %2 · %3</b>")
                 .arg(model.name.text(language).toHtmlEscaped(),
                      TaskNames::shortName(matrix.task(row)),
                      a.name.text(language).toHtmlEscaped());
    const int gpus = matrix.minGpus(row, c);
    if (gpus == FitMatrix::NotApplicable) {
        for (const TrText &p : matrix.rowProblems(row))
            lines << p.toString().toHtmlEscaped();
        if (matrix.rowProblems(row).isEmpty()) // the row runs, not on this card (runsTask)
            lines << tr("Made for inference only: no training software for this card");
    } else if (gpus == FitMatrix::DoesNotFit) {
        lines << tr("Does not fit on up to %1 cards").arg(matrix.maxGpus());
    } else {
        const Layout &layout = matrix.layout(row, c);
        const MemoryBreakdown &m = matrix.perGpu(row, c);
        lines << tr("Smallest fit: %1 cards (dp %2, tp %3, pp %4, ZeRO %5)")
                     .arg(gpus)
                     .arg(layout.dp())
                     .arg(layout.tp)
                     .arg(layout.pp)
                     .arg(layout.zero);
        // A square in each category's colour, the same as the memory bars'.
        const MemoryPalette &palette = m_style.memory();
        QStringList swatch;
        for (int i = 0; i < MemoryCategoryCount; ++i)
            swatch << QStringLiteral("<span style='color:%1'>■</span>")
                          .arg(palette.colors[size_t(i)].name());
        lines << tr("Per GPU: weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, "
                    "overhead %6; total %7 of %8")
                     .arg(swatch.at(0) + Format::gib(m.weights, language),
                          swatch.at(1) + Format::gib(m.gradients, language),
                          swatch.at(2) + Format::gib(m.optimizer, language),
                          swatch.at(3) + Format::gib(m.activations, language),
                          swatch.at(4) + Format::gib(m.kvCache, language),
                          swatch.at(5) + Format::gib(m.overhead, language),
                          Format::gib(m.total(), language),
                          Format::gib(a.memoryBytes(), language));
        lines << planToolTip(row, column);
    }
    if (m_seedOverlay) {
        if (const SeedVerdict *v = m_document->seedVerdict(row, c)) {
            lines << QStringLiteral("<hr/>")
                         + tr("Seed table 4.2: %1, %2 — %3")
                               .arg(v->row->sizeZh, v->row->taskZh, v->row->configZh)
                               .toHtmlEscaped();
            lines << QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(m_style.seedColor(v->contradicts).name(),
                              v->reason.toString().toHtmlEscaped());
        }
    }
    return lines.join(QStringLiteral("<br/>"));
}

QString FitMatrixModel::planToolTip(int row, int column) const
{
    const MatrixCellPlan &plan = m_document->matrixPlans().cell(row, m_columns.at(column));
    const Language language = m_display->language();
    QStringList lines;
    switch (plan.time) {
    case MatrixCellPlan::Time::Known:
        lines << tr("Time of the scenario's work: %1 (%2–%3 across the efficiency band)")
                     .arg(Format::hours(plan.wallHours, language),
                          Format::hours(plan.wallHoursLow, language),
                          Format::hours(plan.wallHoursHigh, language));
        break;
    case MatrixCellPlan::Time::NoThroughput:
        lines << tr("Time unknown: this accelerator publishes no dense throughput at this "
                    "precision");
        break;
    case MatrixCellPlan::Time::NoWork:
        lines << tr("No time or cost: the scenario gives no training work");
        break;
    case MatrixCellPlan::Time::Service:
        lines << tr("A service: it runs for its period, %1")
                     .arg(Format::hours(m_document->matrixWork().serviceHours, language));
        if (plan.outputTokensPerSecond > 0)
            lines << tr("Serving as many %1 + %2-token requests as the cards' memory holds: "
                        "%3 output tokens/s (%4–%5)")
                         .arg(Format::number(m_document->matrixWork().promptTokens, 0, language),
                              Format::number(m_document->matrixWork().outputTokens, 0, language),
                              Format::number(plan.outputTokensPerSecond, 0, language),
                              Format::number(plan.outputTokensPerSecondLow, 0, language),
                              Format::number(plan.outputTokensPerSecondHigh, 0, language));
        else
            lines << tr("Speed unknown: this accelerator publishes no memory bandwidth or "
                        "compute rate for the model's precision");
        break;
    case MatrixCellPlan::Time::NotApplicable:
        break;
    }
    if (plan.costCny) {
        const ServiceFormInfo *form = m_document->catalog().pricing().serviceForm(plan.form);
        lines << tr("Cheapest form: %1, %2")
                     .arg(form ? form->name.text(language) : serviceFormKey(plan.form),
                          Format::money(*plan.costCny, language));
        const RateCard *card = m_document->rateCard(
            m_document->matrix().accelerator(m_columns.at(column))->id);
        if (const std::optional<Quote> *rate = card ? card->forForm(plan.form) : nullptr;
            rate && *rate)
            lines << tr("Price: %1")
                         .arg(PriceText::full(**rate, plan.form, m_display->context())
                                  .toHtmlEscaped());
    } else if (plan.time == MatrixCellPlan::Time::Known
               || plan.time == MatrixCellPlan::Time::Service) {
        lines << tr("No price: none of the allowed forms has a price for this accelerator");
    }
    return lines.join(QStringLiteral("<br/>"));
}

QVariant FitMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const FitMatrix &matrix = m_document->matrix();
    const int row = index.row();
    const int c = m_columns.at(index.column());
    const int gpus = matrix.minGpus(row, c);
    switch (role) {
    case Qt::DisplayRole:
        return cellText(row, index.column());
    case Qt::ToolTipRole:
        return cellToolTip(row, index.column());
    case Qt::BackgroundRole:
        return cellColor(row, index.column());
    case Qt::ForegroundRole:
        return m_style.cellText;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case RawValueRole: {
        if (m_mode == Mode::Cards)
            return gpus == FitMatrix::DoesNotFit ? DoesNotFitSortValue : gpus;
        // Figures in order, then the cells without one, then those that do not fit.
        if (gpus <= 0)
            return gpus == FitMatrix::DoesNotFit ? 1e301 : -1.0;
        const MatrixCellPlan &plan = m_document->matrixPlans().cell(row, c);
        if (m_mode == Mode::Time)
            return timeOrder(plan).value_or(1e300);
        return plan.costCny ? *plan.costCny : 1e300;
    }
    case SeedVerdictRole:
        return seedState(row, index.column());
    case AcceleratorIdRole:
        return matrix.accelerator(c)->id;
    case ModelIdRole:
        return matrix.model(row)->id;
    case TaskRole:
        return int(matrix.task(row));
    case HighlightRole:
        return (row == m_highlightRow ? HighlightRow : 0)
               | (index.column() == m_highlightColumn ? HighlightColumn : 0);
    default:
        return {};
    }
}

QVariant FitMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const FitMatrix &matrix = m_document->matrix();
    const Language language = m_display->language();
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_columns.size())
            return {};
        const Accelerator &a = *matrix.accelerator(m_columns.at(section));
        if (role == Qt::DisplayRole)
            return columnLabel(a, language);
        if (role == Qt::ToolTipRole) {
            const QString tier = a.tier == Tier::Flagship ? tr("Flagship")
                                 : a.tier == Tier::Value  ? tr("Value")
                                                          : tr("Edge");
            // What the market marks on the card (需出口许可 …), as everywhere else.
            const QString market = marketBadgeText(marketMark(m_document->catalog(),
                                                              a,
                                                              m_document->scenario().market,
                                                              false,
                                                              ServiceForm::Container),
                                                   m_display->context());
            return QStringLiteral("%1 — %2, %3 GiB%4%5")
                .arg(a.name.text(language), tier)
                .arg(a.memoryGiB)
                .arg(a.domestic ? QStringLiteral(" · ") + tr("domestic") : QString(),
                     market.isEmpty() ? QString() : QStringLiteral(" · ") + market);
        }
        if (role == Qt::BackgroundRole)
            return section == m_highlightColumn ? m_style.highlightHeader
                                                : m_style.tierColor(a.tier);
        if (role == Qt::FontRole && section == m_highlightColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    if (section < 0 || section >= matrix.rowCount())
        return {};
    if (role == Qt::DisplayRole)
        return rowLabel(*matrix.model(section), matrix.task(section), m_display->context());
    if (role == Qt::BackgroundRole && section == m_highlightRow)
        return m_style.highlightHeader;
    if (role == Qt::FontRole && section == m_highlightRow) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

} // namespace Atlas
