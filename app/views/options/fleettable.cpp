#include "views/options/fleettable.h"

#include "common/marketbadges.h"
#include "common/numberformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Atlas {

namespace {

QString orNone(const std::optional<QString> &text)
{
    return text.value_or(QStringLiteral("—"));
}

// "4 owned" / "4 reserved" / "—": the cards held whatever the load.
QString held(const FleetMixCost &m, Language l)
{
    if (m.ownedCards > 0)
        return FleetOptionsPanel::tr("%1 owned").arg(Format::integer(m.ownedCards, l));
    if (m.reservedCards > 0)
        return FleetOptionsPanel::tr("%1 reserved").arg(Format::integer(m.reservedCards, l));
    return QStringLiteral("—");
}

} // namespace

FleetRows FleetRows::make(const FleetPlan &plan, const PlotContext &context)
{
    const Language l = context.language;
    FleetRows f;
    f.header = {QStringLiteral("#"),
                FleetOptionsPanel::tr("Accelerator"),
                FleetOptionsPanel::tr("Mix"),
                FleetOptionsPanel::tr("Cost a month"),
                FleetOptionsPanel::tr("Cards held"),
                FleetOptionsPanel::tr("Card-hours rented a month"),
                FleetOptionsPanel::tr("Cash outlay"),
                FleetOptionsPanel::tr("Utilisation"),
                FleetOptionsPanel::tr("Per million tokens"),
                FleetOptionsPanel::tr("Market")};
    int rank = 0;
    for (const FleetOption &o : plan.options) {
        const FleetMixCost &m = o.mix;
        f.rows << QStringList{Format::integer(++rank, l),
                              o.accelerator->name.text(l),
                              fleetMixText(m.mix).toString(),
                              Format::money(m.costPerMonthCny, l),
                              held(m, l),
                              Format::integer(m.rentedCardHoursPerMonth, l),
                              Format::money(m.outlayCny, l),
                              orNone(m.utilisation
                                         ? std::optional(Format::percent(*m.utilisation, l))
                                         : std::nullopt),
                              orNone(m.perMillionOutputTokensCny ? std::optional(
                                         Format::money(*m.perMillionOutputTokensCny, l))
                                                                 : std::nullopt),
                              marketBadgeText(m.market, context)};
    }
    const FleetRejections &r = plan.rejected;
    f.counts = FleetOptionsPanel::tr("%1 of %2 cards × mixes meet the service level at every hour, "
                                     "the market and the budget (rejected: %3 cannot serve the "
                                     "load, %4 miss the service level, %5 without a price, %6 over "
                                     "the budget, %7 not available in this market)")
                   .arg(plan.accepted)
                   .arg(plan.considered)
                   .arg(r.doesNotFit)
                   .arg(r.tooSlow)
                   .arg(r.noPrice)
                   .arg(r.overBudget)
                   .arg(r.notAvailable);
    return f;
}

FleetOptionsPanel::FleetOptionsPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_counts(new QLabel)
    , m_table(new QTableWidget)
{
    setObjectName(QStringLiteral("fleetOptions"));
    m_table->setObjectName(QStringLiteral("fleetOptionsTable"));
    m_counts->setObjectName(QStringLiteral("fleetOptionsCounts"));
    m_counts->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_counts);
    layout->addWidget(m_table, 1);
}

void FleetOptionsPanel::setRows(const FleetRows &rows)
{
    m_title->setText(
        QStringLiteral("<b>%1</b>").arg(tr("Fleets over the week's load, ranked by cost a month")));
    m_counts->setText(rows.counts);
    m_table->clear();
    m_table->setColumnCount(int(rows.header.size()));
    m_table->setHorizontalHeaderLabels(rows.header);
    m_table->setRowCount(int(rows.rows.size()));
    for (int r = 0; r < rows.rows.size(); ++r)
        for (int c = 0; c < rows.rows[r].size(); ++c) {
            auto *item = new QTableWidgetItem(rows.rows[r][c]);
            if (c != 1 && c != 2 && c != 9)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    m_table->resizeColumnsToContents();
}

QString FleetOptionsPanel::countsText() const
{
    return m_counts->text();
}

} // namespace Atlas
