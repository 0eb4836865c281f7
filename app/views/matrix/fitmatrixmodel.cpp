#include "views/matrix/fitmatrixmodel.h"

#include "common/languagemanager.h"
#include "common/numberformat.h"
#include "common/tasknames.h"
#include "document/scenariodocument.h"
#include "engine/fit.h"

#include <QColor>

namespace Atlas {

namespace {

quint64 key(int row, int column)
{
    return (quint64(quint32(row)) << 32) | quint32(column);
}

} // namespace

FitMatrixModel::FitMatrixModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    refresh();
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
    QHash<quint64, SeedVerdict> verdicts;
    for (int row = 0; row < matrix.rowCount(); ++row) {
        if (!matrix.rowProblems(row).isEmpty())
            continue;
        const QList<SeedVerdict> rowVerdicts = seedVerdicts(*matrix.model(row),
                                                            matrix.rowWorkload(row),
                                                            m_document->catalog());
        for (const SeedVerdict &v : rowVerdicts) {
            for (int c = 0; c < matrix.columnCount(); ++c) {
                if (matrix.accelerator(c)->id == v.recommendation.acceleratorId) {
                    // Two recommendations of the same card (1× and 2×): the larger count decides.
                    const auto existing = verdicts.constFind(key(row, c));
                    if (existing == verdicts.cend()
                        || existing->recommendation.gpus < v.recommendation.gpus)
                        verdicts.insert(key(row, c), v);
                }
            }
        }
    }
    // The same models, tasks and accelerators (any change but the catalog): new values in the
    // same cells. dataChanged keeps the views' hidden rows, sorting and scroll position, where
    // a reset would rebuild them.
    const bool sameShape = columns == m_columns && matrix.rowCount() == m_rows;
    if (!sameShape)
        beginResetModel();
    m_columns = columns;
    m_rows = matrix.rowCount();
    m_verdicts = verdicts;
    if (!sameShape)
        endResetModel();
    else if (m_rows > 0 && !m_columns.isEmpty())
        emit dataChanged(index(0, 0), index(m_rows - 1, int(m_columns.size()) - 1));
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

QColor FitMatrixModel::cellColor(int gpus)
{
    // One card green, a few cards yellow to orange, many red; "does not fit" grey.
    if (gpus == FitMatrix::NotApplicable)
        return QColor(0xee, 0xee, 0xee);
    if (gpus == FitMatrix::DoesNotFit)
        return QColor(0xbd, 0xbd, 0xbd);
    if (gpus == 1)
        return QColor(0xa6, 0xdb, 0xa0);
    if (gpus <= 2)
        return QColor(0xd9, 0xf0, 0xa3);
    if (gpus <= 8)
        return QColor(0xfe, 0xe0, 0x8b);
    if (gpus <= 64)
        return QColor(0xfd, 0xae, 0x61);
    return QColor(0xf4, 0x6d, 0x43);
}

QString FitMatrixModel::cellText(int row, int column) const
{
    const int gpus = m_document->matrix().minGpus(row, m_columns.at(column));
    if (gpus == FitMatrix::NotApplicable)
        return QStringLiteral("—");
    if (gpus == FitMatrix::DoesNotFit)
        return QStringLiteral("✕");
    return QString::number(gpus);
}

int FitMatrixModel::seedState(int row, int column) const
{
    if (!m_seedOverlay)
        return 0;
    const auto it = m_verdicts.constFind(key(row, m_columns.at(column)));
    if (it == m_verdicts.cend())
        return 0;
    return it->contradicts ? 2 : 1;
}

QString FitMatrixModel::cellToolTip(int row, int column) const
{
    const FitMatrix &matrix = m_document->matrix();
    const int c = m_columns.at(column);
    const Language language = LanguageManager::instance()->language();
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
    } else if (gpus == FitMatrix::DoesNotFit) {
        lines << tr("Does not fit on up to %1 cards").arg(matrix.maxGpus());
    } else {
        const MemoryModel memory(model, matrix.rowWorkload(row));
        const FitResult fit = fitOnAccelerator(memory, a, Layout{});
        const MemoryBreakdown &m = fit.atMinimum;
        lines << tr("Smallest fit: %1 cards (dp %2, tp %3, pp %4, ZeRO %5)")
                     .arg(gpus)
                     .arg(fit.layout.dp())
                     .arg(fit.layout.tp)
                     .arg(fit.layout.pp)
                     .arg(fit.layout.zero);
        lines << tr("Per GPU: weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, "
                    "overhead %6; total %7 of %8")
                     .arg(Format::gib(m.weights, language),
                          Format::gib(m.gradients, language),
                          Format::gib(m.optimizer, language),
                          Format::gib(m.activations, language),
                          Format::gib(m.kvCache, language),
                          Format::gib(m.overhead, language),
                          Format::gib(m.total(), language),
                          Format::gib(a.memoryBytes(), language));
    }
    if (m_seedOverlay) {
        const auto it = m_verdicts.constFind(key(row, c));
        if (it != m_verdicts.cend()) {
            lines << QStringLiteral("<hr/>")
                         + tr("Seed table 4.2: %1, %2 — %3")
                               .arg(it->row->sizeZh, it->row->taskZh, it->row->configZh)
                               .toHtmlEscaped();
            lines << QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(it->contradicts ? QStringLiteral("#b00020")
                                              : QStringLiteral("#1a7f37"),
                              it->reason.toString().toHtmlEscaped());
        }
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
        return cellColor(gpus);
    case Qt::ForegroundRole:
        return QColor(Qt::black);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case RawValueRole:
        return gpus == FitMatrix::DoesNotFit ? 1000000000 : gpus;
    case SeedVerdictRole:
        return seedState(row, index.column());
    case AcceleratorIdRole:
        return matrix.accelerator(c)->id;
    case ModelIdRole:
        return matrix.model(row)->id;
    case TaskRole:
        return int(matrix.task(row));
    default:
        return {};
    }
}

QVariant FitMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const FitMatrix &matrix = m_document->matrix();
    const Language language = LanguageManager::instance()->language();
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_columns.size())
            return {};
        const Accelerator &a = *matrix.accelerator(m_columns.at(section));
        if (role == Qt::DisplayRole) {
            QString name = a.name.text(language);
            for (const char *vendor :
                 {"NVIDIA ", "英伟达 ", "AMD ", "Google ", "谷歌 ", "AWS ", "Intel (Habana) "})
                name.remove(QString::fromUtf8(vendor));
            return name;
        }
        if (role == Qt::ToolTipRole) {
            const QString tier = a.tier == Tier::Flagship ? tr("Flagship")
                                 : a.tier == Tier::Value  ? tr("Value")
                                                          : tr("Edge");
            return QStringLiteral("%1 — %2, %3 GiB%4")
                .arg(a.name.text(language), tier)
                .arg(a.memoryGiB)
                .arg(a.domestic ? QStringLiteral(" · ") + tr("domestic") : QString());
        }
        if (role == Qt::BackgroundRole)
            return a.tier == Tier::Flagship ? QColor(0xde, 0xeb, 0xf7)
                   : a.tier == Tier::Value  ? QColor(0xe5, 0xf5, 0xe0)
                                            : QColor(0xf2, 0xf0, 0xf7);
        return {};
    }
    if (section < 0 || section >= matrix.rowCount())
        return {};
    if (role == Qt::DisplayRole)
        return QStringLiteral("%1 · %2").arg(matrix.model(section)->name.text(language),
                                             TaskNames::shortName(matrix.task(section)));
    return {};
}

} // namespace Atlas
