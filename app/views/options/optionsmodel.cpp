#include "views/options/optionsmodel.h"

#include "common/plotpalette.h"

#include <QColor>

namespace Atlas {

OptionsModel::OptionsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void OptionsModel::setTable(OptionsTable table, const OptionsStyle &style)
{
    if (table.showsSameAs(m_table) && style.paretoBackground == m_paretoBackground)
        return;
    beginResetModel();
    m_table = std::move(table);
    m_paretoBackground = style.paretoBackground;
    endResetModel();
}

int OptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_table.rowCount();
}

int OptionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_table.columnCount();
}

QVariant OptionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const OptionsCell &cell = m_table.cell(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::ToolTipRole:
        // The whole text first: a narrow column elides it ("16 · D···ZeRO-1").
        if (cell.toolTip.isEmpty())
            return cell.text.isEmpty() ? QVariant() : QVariant(cell.text);
        return cell.toolTip.startsWith(cell.text) ? QVariant(cell.toolTip)
                                                  : QVariant(cell.text + u'\n' + cell.toolTip);
    case Qt::BackgroundRole:
        return m_table.pareto(index.row()) ? QVariant(m_paretoBackground) : QVariant();
    case Qt::ForegroundRole:
        return cell.marked ? QVariant(PlotColors::marked()) : QVariant();
    case Qt::TextAlignmentRole: {
        const bool text = OptionsTable::isTextColumn(m_table.columns().at(index.column()));
        return int((text ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    }
    case SortRole:
        return cell.value ? QVariant(*cell.value) : QVariant(cell.text);
    case OptionRole:
        return index.row();
    case ParetoRole:
        return m_table.pareto(index.row());
    default:
        return {};
    }
}

QVariant OptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_table.columnCount())
        return {};
    if (role == Qt::DisplayRole)
        return m_table.header(section);
    if (role == Qt::ToolTipRole) {
        const QString tip = m_table.headerToolTip(section);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    return {};
}

} // namespace Atlas
