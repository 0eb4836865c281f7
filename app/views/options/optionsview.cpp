#include "views/options/optionsview.h"

#include "common/fonts.h"
#include "document/scenariodocument.h"
#include "views/options/fleettable.h"
#include "views/options/optionschartwidget.h"
#include "views/options/optionsmodel.h"
#include "views/options/optionspage.h"
#include "views/tierchart/ecosystemcombo.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Atlas {

namespace {

// The forms the filter offers, in the order every list shows them.
const QList<ServiceForm> &Forms = offeredForms();

} // namespace

OptionsView::OptionsView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : PlotView(document, display, parent)
    , m_context(display->context())
    , m_style(OptionsStyle::make(m_context))
    , m_model(new OptionsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_rank(new QComboBox)
    , m_rankLabel(new QLabel)
    , m_domestic(new QCheckBox)
    , m_ecosystem(new QComboBox)
    , m_ecosystemLabel(new QLabel)
    , m_providers(new QCheckBox)
    , m_allRegions(new QCheckBox)
    , m_formsLabel(new QLabel)
    , m_counts(new QLabel)
    , m_table(new QTableView)
    , m_use(new QPushButton)
    , m_compare(new QPushButton)
    , m_chart(new OptionsChartWidget(&document->catalog().pricing()))
    , m_fleets(new FleetOptionsPanel)
{
    nameWidgets();
    QLayout *query = queryRow();
    QLayout *forms = formsRow();
    setUpTable();
    QWidget *splitter = tableAndChart();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(query);
    layout->addLayout(forms);
    layout->addWidget(m_counts);
    layout->addWidget(splitter, 1);
    connectQuery();
    connectForms();
    connectTableAndChart();
    retranslate(); // fills the stacks too
    syncControls();
}

// Object names (the GUI tests find the widgets by them), buddies, the counts line's wrapping.
void OptionsView::nameWidgets()
{
    setObjectName(QStringLiteral("optionsView"));
    m_rank->setObjectName(QStringLiteral("optionsRank"));
    m_domestic->setObjectName(QStringLiteral("optionsDomestic"));
    m_ecosystem->setObjectName(QStringLiteral("optionsEcosystem"));
    m_providers->setObjectName(QStringLiteral("optionsProviders"));
    m_allRegions->setObjectName(QStringLiteral("optionsAllRegions"));
    m_counts->setObjectName(QStringLiteral("optionsCounts"));
    m_table->setObjectName(QStringLiteral("optionsTable"));
    m_use->setObjectName(QStringLiteral("useOptionButton"));
    m_compare->setObjectName(QStringLiteral("compareOptionButton"));
    m_rankLabel->setBuddy(m_rank);
    m_ecosystemLabel->setBuddy(m_ecosystem);
    m_ecosystem->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_counts->setWordWrap(true);
    m_counts->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// The query: rank, 国产 only, software stack, providers, regions.
QLayout *OptionsView::queryRow()
{
    auto *query = new QHBoxLayout;
    query->addWidget(m_rankLabel);
    query->addWidget(m_rank);
    query->addSpacing(12);
    query->addWidget(m_domestic);
    query->addSpacing(12);
    query->addWidget(m_ecosystemLabel);
    query->addWidget(m_ecosystem);
    query->addSpacing(12);
    query->addWidget(m_providers);
    query->addWidget(m_allRegions);
    query->addStretch(1);
    return query;
}

// One check box per offered service form.
QLayout *OptionsView::formsRow()
{
    auto *forms = new QHBoxLayout;
    forms->addWidget(m_formsLabel);
    for (qsizetype i = 0; i < Forms.size(); ++i) {
        m_forms.append(new QCheckBox);
        m_forms[i]->setObjectName(QStringLiteral("optionsForm_") + serviceFormKey(Forms[i]));
        forms->addWidget(m_forms[i]);
    }
    forms->addStretch(1);
    return forms;
}

// The table sorts by the model's raw values and selects whole rows.
void OptionsView::setUpTable()
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OptionsModel::SortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the planner's rank until a header is clicked
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
}

// The table with its buttons and the fleets over the chart, in a splitter.
QWidget *OptionsView::tableAndChart()
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_use);
    buttons->addWidget(m_compare);
    buttons->addStretch(1);
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(buttons);
    topLayout->addWidget(m_fleets, 1);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("optionsSplitter"));
    splitter->addWidget(top);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    return splitter;
}

// Each query control is one undoable edit of the scenario's OptionsQuery.
void OptionsView::connectQuery()
{
    connect(m_rank, &QComboBox::activated, this, [this](int index) {
        const auto rank = OptionsQuery::Rank(m_rank->itemData(index).toInt());
        editQuery(tr("Rank options by %1").arg(m_rank->itemText(index)),
                  [rank](OptionsQuery &q) { q.rank = rank; });
    });
    connect(m_domestic, &QCheckBox::clicked, this, [this](bool on) {
        editQuery(on ? tr("Options: 国产 only") : tr("Options: every vendor"),
                  [on](OptionsQuery &q) { q.domesticOnly = on; });
    });
    connect(m_ecosystem, &QComboBox::activated, this, [this](int index) {
        const int e = m_ecosystem->itemData(index).toInt();
        editQuery(tr("Options: software stack %1").arg(m_ecosystem->itemText(index)),
                  [e](OptionsQuery &q) {
                      q.ecosystem = e < 0 ? std::nullopt : std::optional(Ecosystem(e));
                  });
    });
    connect(m_providers, &QCheckBox::clicked, this, [this](bool on) {
        editQuery(on ? tr("Options: include provider instances")
                     : tr("Options: leave out provider instances"),
                  [on](OptionsQuery &q) { q.providers = on; });
    });
    connect(m_allRegions, &QCheckBox::clicked, this, [this](bool on) {
        editQuery(on ? tr("Options: purchases in every region")
                     : tr("Options: purchases in the scenario's region"),
                  [on](OptionsQuery &q) { q.allRegions = on; });
    });
}

// A form's check box allows or leaves out that form, keeping the forms in their usual order.
void OptionsView::connectForms()
{
    for (qsizetype i = 0; i < Forms.size(); ++i) {
        const ServiceForm form = Forms[i];
        connect(m_forms[i], &QCheckBox::clicked, this, [this, form, i](bool on) {
            editQuery((on ? tr("Options: allow %1") : tr("Options: leave out %1"))
                          .arg(m_forms[i]->text()),
                      [on, form](OptionsQuery &q) {
                          q.forms.removeAll(form);
                          if (on) {
                              // Keep the forms in their usual order.
                              QList<ServiceForm> ordered;
                              for (ServiceForm f : Forms)
                                  if (f == form || q.forms.contains(f))
                                      ordered << f;
                              q.forms = ordered;
                          }
                      });
        });
    }
}

// Selection, the chart's clicks, the buttons and the row menu.
void OptionsView::connectTableAndChart()
{
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_chart->setHighlighted(currentOption());
        updateButtons();
    });
    connect(m_chart, &OptionsChartWidget::optionClicked, this, &OptionsView::selectOption);
    connect(m_table, &QTableView::customContextMenuRequested, this, &OptionsView::showRowMenu);
    connect(m_table, &QTableView::doubleClicked, this, [this] { useOption(currentOption()); });
    connect(m_use, &QPushButton::clicked, this, [this] { useOption(currentOption()); });
    connect(m_fleets, &FleetOptionsPanel::useRequested, this, &OptionsView::useFleet);
    connect(m_fleets, &FleetOptionsPanel::compareRequested, this, [this](int fleet) {
        emit compareOptionRequested(compareFleet(fleet));
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (currentOption() >= 0)
            emit compareOptionRequested(compareOption(currentOption()));
    });
}

OptionsView::~OptionsView() = default;

QString OptionsView::countsText() const
{
    return m_counts->text();
}

void OptionsView::retranslate()
{
    setAccessibleName(tr("Options that meet the budget and the deadline"));
    m_rankLabel->setText(tr("&Rank by:"));
    const int rank = m_rank->currentIndex();
    {
        const QSignalBlocker blocker(m_rank);
        m_rank->clear();
        m_rank->addItem(tr("Cost"), int(OptionsQuery::Rank::Cost));
        m_rank->addItem(tr("Time"), int(OptionsQuery::Rank::Time));
        m_rank->addItem(tr("CO₂"), int(OptionsQuery::Rank::Co2));
        m_rank->setCurrentIndex(std::max(0, rank));
    }
    m_rank->setToolTip(tr("Cost: what a run costs (a purchase: its cash); a service: the cost "
                          "per million output tokens"));
    m_domestic->setText(tr("国产 only"));
    m_domestic->setToolTip(tr("Only accelerators made in China"));
    m_ecosystemLabel->setText(tr("S&oftware:"));
    fillEcosystemCombo(m_ecosystem, document()->catalog().accelerators());
    m_ecosystem->setToolTip(tr("Only accelerators programmed through this software stack"));
    m_providers->setText(tr("Provider instances"));
    m_providers->setToolTip(tr("Price the cloud providers' instances beside the generic forms"));
    m_allRegions->setText(tr("Purchases in every region"));
    m_allRegions->setToolTip(tr("Price a purchase in every hub and cluster (tariff, PUE); off: "
                                "only in the scenario's region"));
    m_formsLabel->setText(tr("Forms:"));
    for (qsizetype i = 0; i < Forms.size(); ++i)
        m_forms[i]->setText(
            OptionsTable::formName(Forms[i], document()->catalog().pricing(), m_context));
    m_use->setText(tr("&Use this option"));
    m_compare->setText(tr("Add to &comparison"));
    updateButtons();
}

void OptionsView::syncControls()
{
    const OptionsQuery &q = document()->scenario().options;
    const QSignalBlocker b1(m_rank), b2(m_domestic), b3(m_ecosystem), b4(m_providers),
        b5(m_allRegions);
    m_rank->setCurrentIndex(std::max(0, m_rank->findData(int(q.rank))));
    m_domestic->setChecked(q.domesticOnly);
    m_ecosystem->setCurrentIndex(
        std::max(0, q.ecosystem ? m_ecosystem->findData(int(*q.ecosystem)) : 0));
    m_providers->setChecked(q.providers);
    m_allRegions->setChecked(q.allRegions);
    for (qsizetype i = 0; i < Forms.size(); ++i) {
        const QSignalBlocker blocker(m_forms[i]);
        m_forms[i]->setChecked(q.forms.contains(Forms[i]));
    }
}

void OptionsView::editQuery(const QString &description,
                            const std::function<void(OptionsQuery &)> &change)
{
    document()->edit(ScenarioField::Options, description, [&change](Scenario &s) {
        change(s.options);
    });
    syncControls(); // an edit that changed nothing leaves the controls as the scenario has them
}

void OptionsView::scenarioChanged(const ScenarioChanges &)
{
    syncControls();
    rebuild();
}

void OptionsView::displayChanged()
{
    const PlotContext context = display()->context();
    if (context == m_context)
        return;
    m_context = context;
    m_style = OptionsStyle::make(m_context);
    retranslate();
    if (isVisible())
        rebuild();
    else
        m_stale = true;
}

void OptionsView::showEvent(QShowEvent *event)
{
    PlotView::showEvent(event);
    if (m_stale)
        rebuild();
}

void OptionsView::rebuild()
{
    m_stale = false;
    const int selected = currentOption();
    OptionsTable table(*document(), m_context);
    QString counts = table.counts();
    if (!table.emptyState().isEmpty())
        counts += QStringLiteral("\n") + table.emptyState();
    m_counts->setText(counts);
    // A service over a week of load: its fleets, under the options that carry the peak.
    const bool fleets = document()->scenario().loadProfile.has_value();
    m_fleets->setVisible(fleets);
    if (fleets)
        m_fleets->setRows(FleetRows::make(document()->options().fleets, m_context));
    QList<QString> toolTips;
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList lines;
        for (OptionsColumn c : {OptionsColumn::Accelerator,
                                OptionsColumn::Cards,
                                OptionsColumn::Bought,
                                OptionsColumn::Region,
                                OptionsColumn::Time,
                                OptionsColumn::Cost,
                                OptionsColumn::Market}) {
            const int column = table.column(c);
            if (column >= 0 && !table.cell(r, column).text.isEmpty())
                lines << table.header(column) + QStringLiteral(": ") + table.cell(r, column).text;
        }
        // The market's note (why a licence, what instead, where the data goes).
        if (const int market = table.column(OptionsColumn::Market); market >= 0)
            if (const QString note = table.cell(r, market).toolTip; !note.isEmpty())
                lines << note;
        toolTips << QStringLiteral("#%1 ").arg(r + 1) + lines.join(u'\n');
    }
    // Columns are sized when they or the language change, not at every step of a budget drag
    // (sizing measures every cell).
    const bool resize = table.columns() != m_sizedColumns || m_context != m_sizedContext
                        || (m_sizedEmpty && table.rowCount() > 0);
    m_model->setTable(std::move(table), m_style);
    if (resize) {
        m_sizedColumns = m_model->table().columns();
        m_sizedContext = m_context;
        m_sizedEmpty = m_model->rowCount() == 0;
        // As wide as their texts, but no column wider than about 16 characters (names 22), so
        // that every column, the per-year and budget ones last, is in view at 1600 px (issue
        // 30): long texts are elided in the middle and whole in the tooltip, and a column can
        // be widened by dragging its header.
        m_table->resizeColumnsToContents();
        const int em = m_table->fontMetrics().averageCharWidth();
        const QList<OptionsColumn> &columns = m_model->table().columns();
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const bool name = columns.at(c) == OptionsColumn::Accelerator
                              || columns.at(c) == OptionsColumn::Bought;
            m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), (name ? 22 : 16) * em));
        }
    }
    m_chart->setChart(OptionsChartData::make(document()->options(), m_context),
                      m_style,
                      m_context,
                      toolTips);
    // The selection stays on its rank; the best option is selected to begin with.
    if (m_model->rowCount() > 0)
        selectOption(selected >= 0 && selected < m_model->rowCount() ? selected : 0);
    m_chart->setHighlighted(currentOption());
    updateButtons();
}

int OptionsView::currentOption() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    return m_proxy->mapToSource(rows.first()).row();
}

void OptionsView::selectOption(int option)
{
    if (option < 0 || option >= m_model->rowCount()) {
        m_table->clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(option, 0));
    m_table->selectionModel()->select(index,
                                      QItemSelectionModel::ClearAndSelect
                                          | QItemSelectionModel::Rows);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

std::optional<ProviderChoice> OptionsView::providerChoice(const PlannerOption &option)
{
    if (!option.provider || !option.instance)
        return std::nullopt;
    return ProviderChoice{option.provider->id, option.instance->id, QString()};
}

void OptionsView::updateButtons()
{
    const int option = currentOption();
    const bool any = option >= 0 && option < document()->options().options.size();
    m_use->setEnabled(any);
    m_compare->setEnabled(any);
    m_use->setToolTip(tr("Set the scenario's accelerator, layout, form and region to "
                         "this option (one undoable edit)"));
    m_compare->setToolTip(tr("Add this option to the comparison"));
}

void OptionsView::useOption(int option)
{
    if (option < 0 || option >= document()->options().options.size())
        return;
    const PlannerOption o = document()->options().options.at(option); // the edit replaces them
    const QString name = o.accelerator->name.text(m_context.language);
    document()->edit(ScenarioField::UseOption,
                     tr("Use option %1: %2 × %3").arg(option + 1).arg(o.layout.gpus).arg(name),
                     [&o](Scenario &s) {
                         s.acceleratorId = o.accelerator->id;
                         s.layout = o.layout;
                         s.pricing = o.form;
                         s.provider = providerChoice(o);
                         if (o.site())
                             s.regionId = o.site()->id;
                         s.pricePerGpuHour.reset(); // typed for another card or form
                     });
}

CompareOption OptionsView::compareOption(int option) const
{
    const PlannerOption &o = document()->options().options.at(option);
    CompareOption c;
    c.acceleratorId = o.accelerator->id;
    c.gpus = o.layout.gpus;
    c.form = o.form;
    c.provider = providerChoice(o);
    if (o.site())
        c.regionId = o.site()->id;
    return c;
}

void OptionsView::useFleet(int fleet)
{
    const QList<FleetOption> &fleets = document()->options().fleets.options;
    if (fleet < 0 || fleet >= fleets.size())
        return;
    const FleetOption o = fleets.at(fleet); // the edit replaces them
    const QString name = o.accelerator->name.text(m_context.language);
    document()->edit(ScenarioField::UseOption,
                     tr("Use fleet %1: %2").arg(fleet + 1).arg(name),
                     [&o](Scenario &s) {
                         s.acceleratorId = o.accelerator->id;
                         if (o.region)
                             s.regionId = o.region->id;
                         s.provider.reset(); // the planner's fleets are priced on list rates
                         s.pricePerGpuHour.reset();
                     });
}

CompareOption OptionsView::compareFleet(int fleet) const
{
    const FleetOption &o = document()->options().fleets.options.at(fleet);
    CompareOption c;
    c.acceleratorId = o.accelerator->id;
    if (o.region)
        c.regionId = o.region->id;
    return c;
}

void OptionsView::showRowMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid())
        return;
    const int option = m_proxy->mapToSource(index).row();
    selectOption(option);
    QMenu menu(this);
    menu.setToolTipsVisible(true);
    QAction *use = menu.addAction(tr("Use this option"));
    QAction *compare = menu.addAction(tr("Add to comparison"));
    QAction *chosen = menu.exec(m_table->viewport()->mapToGlobal(pos));
    if (chosen == use)
        useOption(option);
    else if (chosen == compare)
        emit compareOptionRequested(compareOption(option));
}

void OptionsView::plot(QPainter *painter,
                       const QRectF &target,
                       const PlotContext &context,
                       PlotMode) const
{
    // Built from the document in the picture's own language: the screen's table may be stale
    // (another tab in front) or in another language.
    const OptionsTable table(*document(), context);
    const OptionsChartData chart = OptionsChartData::make(document()->options(), context);
    const OptionsStyle style = context == m_context ? m_style : OptionsStyle::make(context);
    const QString title = context.text(ATLAS_TR("Atlas::OptionsView", "Options for “%1”"))
                              .arg(context.text(document()->scenario().name));
    paintOptionsPage(painter,
                     target,
                     title,
                     table,
                     chart,
                     style,
                     context,
                     document()->catalog().pricing());
}

void OptionsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
