#pragma once

#include "views/options/optionsstyle.h"
#include "views/options/optionstable.h"

#include <QAbstractTableModel>

namespace Atlas {

// The ranked options for a QTableView: one row per option in the planner's order, the
// OptionsTable's columns. SortRole gives numbers where a column has them (qBittorrent's
// UnderlyingDataRole), so sorting by a header orders by value, not by text.
class OptionsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        SortRole = Qt::UserRole + 1,
        OptionRole, // int: the option's index in PlannerResult::options
        ParetoRole, // bool
    };

    explicit OptionsModel(QObject *parent = nullptr);

    // Replaces the rows (a reset) unless the new table shows the same.
    void setTable(OptionsTable table, const OptionsStyle &style);
    const OptionsTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    OptionsTable m_table;
    QColor m_paretoBackground;
};

} // namespace Atlas
