#pragma once

#include "catalog/seedtable.h"

#include <QAbstractTableModel>

namespace Atlas {

class ScenarioDocument;

// The model-to-GPU matrix for a QTableView: rows model × task, columns accelerators grouped by
// tier (flagship, value, edge; larger memory first). Cells show the smallest card count that
// fits; RawValueRole gives a sortable number (qBittorrent's UnderlyingDataRole).
class FitMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, // int: cards, 1e9 for "does not fit", -1 n/a
        SeedVerdictRole,                 // int: 0 none, 1 consistent, 2 contradicts
        AcceleratorIdRole,
        ModelIdRole,
        TaskRole,
    };

    explicit FitMatrixModel(ScenarioDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setSeedOverlay(bool on);
    bool seedOverlay() const { return m_seedOverlay; }
    // Rebuilds from the document's matrix (after a workload change) and retranslates.
    void refresh();

    int matrixColumn(int column) const { return m_columns.at(column); }
    static QColor cellColor(int gpus);
    QString cellText(int row, int column) const;
    QString cellToolTip(int row, int column) const;

private:
    int seedState(int row, int column) const;

    ScenarioDocument *m_document;
    QList<int> m_columns; // view column → matrix column, grouped by tier
    int m_rows = 0;       // the matrix's rows as last published to the views
    bool m_seedOverlay = true;
    // (row, matrix column) → verdict, computed when the matrix changes.
    QHash<quint64, SeedVerdict> m_verdicts;
};

} // namespace Atlas
