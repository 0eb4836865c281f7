#include "views/options/fleettable.h"

#include "common/marketbadges.h"
#include "common/numberformat.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
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
    , m_use(new QPushButton)
    , m_compare(new QPushButton)
{
    setObjectName(QStringLiteral("fleetOptions"));
    m_table->setObjectName(QStringLiteral("fleetOptionsTable"));
    m_counts->setObjectName(QStringLiteral("fleetOptionsCounts"));
    m_use->setObjectName(QStringLiteral("useFleetButton"));
    m_compare->setObjectName(QStringLiteral("compareFleetButton"));
    m_counts->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_use);
    buttons->addWidget(m_compare);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_counts);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &FleetOptionsPanel::updateButtons);
    connect(m_table,
            &QTableWidget::customContextMenuRequested,
            this,
            &FleetOptionsPanel::showRowMenu);
    connect(m_use, &QPushButton::clicked, this, [this] {
        if (currentFleet() >= 0)
            emit useRequested(currentFleet());
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (currentFleet() >= 0)
            emit compareRequested(currentFleet());
    });
    retranslate();
    updateButtons();
}

int FleetOptionsPanel::currentFleet() const
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    return selected.isEmpty() ? -1 : selected.first()->row();
}

void FleetOptionsPanel::retranslate()
{
    m_use->setText(tr("Use this card"));
    m_use->setToolTip(tr("Set the scenario's accelerator (and the hub of owned cards) to this "
                         "fleet's; the scenario then weighs the four mixes for it (one undoable "
                         "edit)"));
    m_compare->setText(tr("Add to comparison"));
    m_compare->setToolTip(tr("Add this fleet's card to the comparison, where its row \"Fleet "
                             "over the week\" shows its mixes"));
}

void FleetOptionsPanel::updateButtons()
{
    const bool any = currentFleet() >= 0;
    m_use->setEnabled(any);
    m_compare->setEnabled(any);
}

void FleetOptionsPanel::showRowMenu(const QPoint &pos)
{
    const QTableWidgetItem *item = m_table->itemAt(pos);
    if (!item)
        return;
    const int fleet = item->row();
    m_table->selectRow(fleet);
    QMenu menu(this);
    QAction *use = menu.addAction(m_use->text());
    QAction *compare = menu.addAction(m_compare->text());
    QAction *chosen = menu.exec(m_table->viewport()->mapToGlobal(pos));
    if (chosen == use)
        emit useRequested(fleet);
    else if (chosen == compare)
        emit compareRequested(fleet);
}

void FleetOptionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
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
    updateButtons();
}

QString FleetOptionsPanel::countsText() const
{
    return m_counts->text();
}

} // namespace Atlas
