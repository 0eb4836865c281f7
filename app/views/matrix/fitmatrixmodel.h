#pragma once

#include "catalog/modelarch.h"
#include "common/displaysettings.h"
#include "engine/workload.h"
#include "views/matrix/matrixstyle.h"

#include <QAbstractTableModel>

namespace Atlas {

class ScenarioDocument;

// The model-to-GPU matrix for a QTableView: rows model × task, columns accelerators grouped by
// tier (flagship, value, edge; larger memory first). Cells show the smallest card count that
// fits; RawValueRole gives a sortable number (qBittorrent's UnderlyingDataRole). Everything is
// the document's: the matrix with each cell's layout and memory, the seed table's verdicts.
class FitMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, // int: cards, DoesNotFitSortValue, -1 n/a
        SeedVerdictRole,                 // int: 0 none, 1 consistent, 2 contradicts
        AcceleratorIdRole,
        ModelIdRole,
        TaskRole,
    };
    // RawValueRole of a cell that does not fit: after every card count when sorted.
    static constexpr int DoesNotFitSortValue = 1000000000;

    FitMatrixModel(ScenarioDocument *document, DisplaySettings *display, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setSeedOverlay(bool on);
    bool seedOverlay() const { return m_seedOverlay; }
    // Follows the document's matrix (after a workload change) with new values in the same
    // cells, or a reset when the shape changed.
    void refresh();

    int matrixColumn(int column) const { return m_columns.at(column); }
    const MatrixStyle &style() const { return m_style; }
    QString cellText(int row, int column) const;
    QString cellToolTip(int row, int column) const;
    // An accelerator's column label: its name without the vendor ("H100 SXM5 80GB").
    static QString columnLabel(const Accelerator &accelerator, Language language);
    static QString rowLabel(const ModelArch &model, Task task, const PlotContext &context);

private:
    int seedState(int row, int column) const;

    ScenarioDocument *m_document;
    DisplaySettings *m_display;
    MatrixStyle m_style;
    QList<int> m_columns; // view column → matrix column, grouped by tier
    int m_rows = 0;       // the matrix's rows as last published to the views
    bool m_seedOverlay = true;
};

} // namespace Atlas
