#pragma once

#include "catalog/modelarch.h"
#include "common/displaysettings.h"
#include "cost/matrixplans.h"
#include "engine/workload.h"
#include "views/matrix/matrixstyle.h"

#include <QAbstractTableModel>

#include <optional>

namespace Atlas {

class ScenarioDocument;

// The model-to-GPU matrix for a QTableView: rows model × task, columns accelerators grouped by
// tier (flagship, value, edge; larger memory first). Cells show, by mode, the smallest card
// count that fits, or the time or the cost of the scenario's work on that layout; RawValueRole
// gives a sortable number (qBittorrent's UnderlyingDataRole). Everything is the document's: the
// matrix with each cell's layout and memory, its time and cost (matrixPlans()), the seed
// table's verdicts. The scenario's own row (model × task) and column (accelerator) are
// highlighted (HighlightRole, bold headers).
class FitMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, // cards (int), or hours / CNY (double) by mode
        SeedVerdictRole,                 // int: 0 none, 1 consistent, 2 contradicts
        AcceleratorIdRole,
        ModelIdRole,
        TaskRole,
        HighlightRole, // int: HighlightRow | HighlightColumn
    };
    enum Highlight { HighlightRow = 1, HighlightColumn = 2 };
    enum class Mode { Cards, Time, Cost };
    // RawValueRole of a cell that does not fit: after every card count when sorted.
    static constexpr int DoesNotFitSortValue = 1000000000;

    // Fill::Later leaves the model empty until refresh(): the matrix view of a window fills it
    // when first shown, so a start on another tab neither computes the matrix nor lays out
    // its 200 rows.
    enum class Fill { Now, Later };
    FitMatrixModel(ScenarioDocument *document,
                   DisplaySettings *display,
                   QObject *parent = nullptr,
                   Fill fill = Fill::Now);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setSeedOverlay(bool on);
    bool seedOverlay() const { return m_seedOverlay; }
    void setMode(Mode mode);
    // The document recomputed the cells' time and cost: new texts in the time and cost modes.
    void refreshPlans();
    Mode mode() const { return m_mode; }
    // Follows the scenario: its row and column. True when either moved.
    bool updateHighlight();
    int highlightedRow() const { return m_highlightRow; }       // -1: none (a custom model)
    int highlightedColumn() const { return m_highlightColumn; } // a view column, or -1
    // Follows the document's matrix (after a workload change) with new values in the same
    // cells, or a reset when the shape changed.
    void refresh();

    int matrixColumn(int column) const { return m_columns.at(column); }
    const MatrixStyle &style() const { return m_style; }
    QString cellText(int row, int column) const;
    QString cellText(int row, int column, const PlotContext &context) const;
    QColor cellColor(int row, int column) const;
    QString cellToolTip(int row, int column) const;
    // An accelerator's column label: its name without the vendor ("H100 SXM5 80GB").
    static QString columnLabel(const Accelerator &accelerator, Language language);
    static QString rowLabel(const ModelArch &model, Task task, const PlotContext &context);
    // Cell-sized figures: "101 h", "4.2 d", "5.1 mo" (money: Format::shortMoney).
    static QString compactHours(double hours, Language language);
    static QString compactRate(double tokensPerSecond, Language language); // "1,739 token/s"
    // What the time mode colours and sorts by: a run's hours, or a service's hours for 100 M
    // output tokens; empty when neither is known.
    static std::optional<double> timeOrder(const MatrixCellPlan &plan);

private:
    int seedState(int row, int column) const;
    QString planToolTip(int row, int column) const;
    void emitAll();

    ScenarioDocument *m_document;
    DisplaySettings *m_display;
    MatrixStyle m_style;
    QList<int> m_columns; // view column → matrix column, grouped by tier
    int m_rows = 0;       // the matrix's rows as last published to the views
    // Which model and task each row is, which accelerator each view column: the highlight
    // follows the scenario with these, without asking the document for a new matrix.
    QList<std::pair<QString, Task>> m_rowKeys;
    QStringList m_columnIds;
    bool m_seedOverlay = true;
    Mode m_mode = Mode::Cards;
    int m_highlightRow = -1;
    int m_highlightColumn = -1;
};

} // namespace Atlas
