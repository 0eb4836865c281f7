#include "views/claims/claimsview.h"

#include "catalog/marketmark.h"
#include "claims/claimverdict.h"
#include "common/marketbadges.h"
#include "common/numberformat.h"
#include "common/plotpalette.h"
#include "document/scenariodocument.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Atlas {

namespace {

QTableWidget *makeTable(const QString &name, int columns)
{
    auto *table = new QTableWidget(0, columns);
    table->setObjectName(name);
    table->setWordWrap(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QTableWidgetItem *textItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
    return item;
}

// The verdict in its colour: bold text on a light tint of the same hue, so it reads without
// colour too.
QTableWidgetItem *verdictItem(Verdict verdict, const PlotContext &context)
{
    auto *item = textItem(ClaimsView::verdictText(verdict, context));
    const QColor colour = PlotColors::verdict(verdict);
    item->setForeground(colour);
    QColor tint = colour;
    tint.setAlpha(28);
    item->setBackground(tint);
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
    item->setData(ClaimsView::VerdictRole, verdictKey(verdict));
    return item;
}

// The seed's multi-card rules (machinecheck.h keys) by name.
QString ruleName(const QString &key, const PlotContext &context)
{
    if (key == u"nvlink")
        return QStringLiteral("NVLink");
    if (key == u"pcie")
        return context.label(ATLAS_TR("Atlas::ClaimsView", "PCIe lanes"));
    if (key == u"psu")
        return context.label(ATLAS_TR("Atlas::ClaimsView", "power supply, 30% headroom"));
    if (key == u"ram")
        return context.label(ATLAS_TR("Atlas::ClaimsView", "memory (RAM)"));
    if (key == u"cooling")
        return context.label(ATLAS_TR("Atlas::ClaimsView", "cooling"));
    return key;
}

// What the scenario's market marks on the cards a claim or a machine names, as one line
// ("Market (mainland China): RTX 4090: 仅存量 stock only") and the notes for a tooltip; empty
// when no card is marked.
struct MarketLine
{
    QString text;
    QString notes;
};

MarketLine marketLine(const QStringList &ids,
                      const ScenarioDocument &document,
                      const PlotContext &context)
{
    const Catalog &catalog = document.catalog();
    const Market market = document.scenario().market;
    QStringList parts, notes, seen;
    for (const QString &id : ids) {
        const Accelerator *a = catalog.accelerator(id);
        if (!a || seen.contains(id))
            continue;
        seen << id;
        const MarketMark mark = marketMark(catalog, *a, market, false, ServiceForm::Container);
        const QString badge = marketBadgeText(mark, context);
        if (badge.isEmpty())
            continue;
        const QString name = context.text(a->name);
        parts << name + QStringLiteral(": ") + badge;
        notes << name + QStringLiteral(": ") + context.text(availabilityText(*mark.mainland));
    }
    if (parts.isEmpty())
        return {};
    return {context.text(ATLAS_TR("Atlas::ClaimsView", "Market (%1): %2"))
                .arg(context.text(marketName(market)), parts.join(QStringLiteral("; "))),
            notes.join(u'\n')};
}

QString bulleted(const QList<TrText> &texts, const PlotContext &context)
{
    QStringList lines;
    for (const TrText &t : texts)
        lines << QStringLiteral("• ") + context.text(t);
    return lines.join(u'\n');
}

} // namespace

ClaimsView::ClaimsView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
    , m_pages(new QTabWidget)
    , m_claims(makeTable(QStringLiteral("claimsTable"), 5))
    , m_machines(makeTable(QStringLiteral("workstationsTable"), 4))
    , m_seed(new QComboBox)
    , m_section(new QComboBox)
    , m_seedLabel(new QLabel)
    , m_sectionLabel(new QLabel)
    , m_summary(new QLabel)
    , m_machinesNote(new QLabel)
{
    setObjectName(QStringLiteral("claimsView"));
    m_seed->setObjectName(QStringLiteral("claimsSeedFilter"));
    m_section->setObjectName(QStringLiteral("claimsSectionFilter"));
    m_summary->setObjectName(QStringLiteral("claimsSummary"));
    m_seedLabel->setBuddy(m_seed);
    m_sectionLabel->setBuddy(m_section);
    m_machinesNote->setWordWrap(true);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_seedLabel);
    filters->addWidget(m_seed);
    filters->addWidget(m_sectionLabel);
    filters->addWidget(m_section, 1);
    filters->addWidget(m_summary, 2);
    auto *claimsPage = new QWidget;
    auto *claimsLayout = new QVBoxLayout(claimsPage);
    claimsLayout->addLayout(filters);
    claimsLayout->addWidget(m_claims, 1);

    auto *machinesPage = new QWidget;
    auto *machinesLayout = new QVBoxLayout(machinesPage);
    machinesLayout->addWidget(m_machinesNote);
    machinesLayout->addWidget(m_machines, 1);

    m_pages->addTab(claimsPage, QString());
    m_pages->addTab(machinesPage, QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    const auto filterChanged = [this](int) { applyFilter(); };
    connect(m_seed, &QComboBox::activated, this, filterChanged);
    connect(m_section, &QComboBox::activated, this, filterChanged);
    retranslate();
}

QString ClaimsView::verdictText(Verdict verdict, const PlotContext &context)
{
    switch (verdict) {
    case Verdict::Holds:
        return context.label(ATLAS_TR("Atlas::ClaimsView", "Holds"));
    case Verdict::Partly:
        return context.label(ATLAS_TR("Atlas::ClaimsView", "Partly"));
    case Verdict::DoesNotHold:
        return context.label(ATLAS_TR("Atlas::ClaimsView", "Does not hold"));
    case Verdict::NotCheckable:
        break;
    }
    return context.label(ATLAS_TR("Atlas::ClaimsView", "Not checkable"));
}

QString ClaimsView::sectionGroup(const QString &section)
{
    const qsizetype slash = section.indexOf(QStringLiteral(" / "));
    return slash < 0 ? section : section.left(slash);
}

QStringList ClaimsView::sections() const
{
    QStringList groups;
    for (const GuideClaim &c : document()->catalog().guideClaims()) {
        const QString group = sectionGroup(c.section);
        if (!groups.contains(group))
            groups.append(group);
    }
    return groups;
}

void ClaimsView::setFilter(const QString &seed, const QString &section)
{
    populate();
    m_seed->setCurrentIndex(std::max(0, m_seed->findData(seed)));
    m_section->setCurrentIndex(std::max(0, m_section->findData(section)));
    applyFilter();
}

void ClaimsView::showEvent(QShowEvent *event)
{
    populate();
    ScenarioView::showEvent(event);
}

void ClaimsView::populate()
{
    if (m_populated)
        return;
    m_populated = true;
    fillClaims();
    fillMachines();
    applyFilter();
}

void ClaimsView::fillClaims()
{
    const PlotContext context = display()->context();
    const QList<ClaimResult> &claims = document()->claims();
    m_claims->setRowCount(int(claims.size()));
    int holds = 0, partly = 0, not_ = 0, unknown = 0;
    for (int row = 0; row < claims.size(); ++row) {
        const ClaimResult &r = claims.at(row);
        const GuideClaim &c = *r.claim;
        auto *section = textItem(context.text(ATLAS_TR("Atlas::ClaimsView", "Seed %1")).arg(c.seed)
                                 + u'\n' + c.section);
        section->setData(IdRole, c.id);
        section->setToolTip(c.id);
        m_claims->setItem(row, SectionColumn, section);
        // The seed's own words first, verbatim, then the English.
        m_claims->setItem(row, ClaimColumn, textItem(c.claimZh + u'\n' + c.claimEn));
        m_claims->setItem(row, VerdictColumn, verdictItem(r.verdict, context));
        // The cards the seed names, as the scenario's market sees them (issue 26).
        QStringList ids;
        for (const ClaimCard &card : c.cards)
            ids << card.acceleratorId;
        const MarketLine market = marketLine(ids, *document(), context);
        QTableWidgetItem *engine = textItem(context.text(r.engine));
        if (!market.text.isEmpty()) {
            engine->setText(engine->text() + u'\n' + market.text);
            engine->setToolTip(market.notes);
        }
        m_claims->setItem(row, EngineColumn, engine);
        m_claims->setItem(row, AssumptionsColumn, textItem(bulleted(r.assumptions, context)));
        switch (r.verdict) {
        case Verdict::Holds:
            ++holds;
            break;
        case Verdict::Partly:
            ++partly;
            break;
        case Verdict::DoesNotHold:
            ++not_;
            break;
        case Verdict::NotCheckable:
            ++unknown;
            break;
        }
    }
    m_summary->setText(context
                           .text(ATLAS_TR("Atlas::ClaimsView",
                                          "%1 claims: %2 hold, %3 partly, %4 do not hold, "
                                          "%5 not checkable"))
                           .arg(claims.size())
                           .arg(holds)
                           .arg(partly)
                           .arg(not_)
                           .arg(unknown));
}

void ClaimsView::fillMachines()
{
    const PlotContext context = display()->context();
    const Language l = context.language;
    const QList<MachineVerdict> &machines = document()->workstationChecks();
    m_machines->clearSpans();
    m_machines->setRowCount(0);
    for (const MachineVerdict &m : machines) {
        const Workstation &w = *m.workstation;
        const int first = m_machines->rowCount();
        const auto addRow =
            [this, &context](const QString &check, Verdict verdict, const QString &engine) {
                const int row = m_machines->rowCount();
                m_machines->insertRow(row);
                m_machines->setItem(row, CheckColumn, textItem(check));
                m_machines->setItem(row, MachineVerdictColumn, verdictItem(verdict, context));
                m_machines->setItem(row, MachineEngineColumn, textItem(engine));
            };
        // The machine as a whole, then each stated use, then each multi-card rule.
        addRow(context.text(ATLAS_TR("Atlas::ClaimsView", "Overall")),
               m.verdict,
               context.text(m.engine) + u'\n' + bulleted(m.assumptions, context));
        for (const UseVerdict &u : m.uses)
            addRow(context.text(ATLAS_TR("Atlas::ClaimsView", "Stated use: %1"))
                       .arg(u.use->text.text(l)),
                   u.verdict,
                   context.text(u.text));
        for (const RuleCheck &rule : m.rules)
            addRow(context.text(ATLAS_TR("Atlas::ClaimsView", "Multi-card rule: %1"))
                       .arg(ruleName(rule.rule, context)),
                   rule.verdict,
                   context.text(rule.text));
        QString name = w.name.text(l) + u'\n' + w.seedConfigZh + u'\n'
                       + context.text(ATLAS_TR("Atlas::ClaimsView", "Seed price %1"))
                             .arg(Format::money(w.seedPriceCny, l));
        if (m.cardsPriceCny)
            name += u'\n'
                    + context.text(ATLAS_TR("Atlas::ClaimsView", "Cards in the catalog: %1"))
                          .arg(Format::money(*m.cardsPriceCny, l));
        const MarketLine market = marketLine({w.acceleratorId}, *document(), context);
        if (!market.text.isEmpty())
            name += u'\n' + market.text;
        QTableWidgetItem *nameItem = textItem(name);
        nameItem->setToolTip(market.notes);
        m_machines->setItem(first, MachineNameColumn, nameItem);
        m_machines->setSpan(first, MachineNameColumn, m_machines->rowCount() - first, 1);
    }
}

void ClaimsView::applyFilter()
{
    const QString seed = m_seed->currentData().toString();
    const QString section = m_section->currentData().toString();
    const QList<ClaimResult> &claims = document()->claims();
    for (int row = 0; row < m_claims->rowCount() && row < claims.size(); ++row) {
        const GuideClaim &c = *claims.at(row).claim;
        const bool shown = (seed.isEmpty() || c.seed == seed)
                           && (section.isEmpty() || sectionGroup(c.section) == section);
        m_claims->setRowHidden(row, !shown);
    }
}

void ClaimsView::scenarioChanged(const ScenarioChanges &changes)
{
    if (m_populated && changes.has(ScenarioField::Market))
        displayChanged(); // the same refill: the cards' marks follow the market
}

void ClaimsView::displayChanged()
{
    if (!m_populated)
        return;
    // Verdict names and the engine's answers in the new language; the filter stays.
    fillClaims();
    fillMachines();
    applyFilter();
}

void ClaimsView::retranslate()
{
    m_pages->setTabText(0, tr("Seed claims"));
    m_pages->setTabText(1, tr("Workstations"));
    m_seedLabel->setText(tr("Seed"));
    m_sectionLabel->setText(tr("Section"));
    m_claims->setHorizontalHeaderLabels({tr("Seed and section"),
                                         tr("Seed says"),
                                         tr("Verdict"),
                                         tr("Engine says"),
                                         tr("Assumptions")});
    m_machines->setHorizontalHeaderLabels(
        {tr("Configuration"), tr("Check"), tr("Verdict"), tr("Engine says")});
    m_machinesNote->setText(
        tr("The seed's single-machine configurations as purchase bundles: each stated use checked "
           "with the memory model, and the seed's multi-card rules (NVLink, PCIe lanes, power "
           "supply with 30% headroom, RAM, cooling)."));

    const QString seed = m_seed->currentData().toString();
    const QString section = m_section->currentData().toString();
    m_seed->clear();
    m_seed->addItem(tr("All"), QString());
    // Seed 000 is the region guide 《AI训练产区图》, seed 003 the hardware price guide.
    m_seed->addItem(tr("000 — AI training region guide"), QStringLiteral("000"));
    m_seed->addItem(tr("003 — GPU buying and price guide"), QStringLiteral("003"));
    m_section->clear();
    m_section->addItem(tr("All"), QString());
    for (const QString &group : sections())
        m_section->addItem(group, group);
    m_seed->setCurrentIndex(std::max(0, m_seed->findData(seed)));
    m_section->setCurrentIndex(std::max(0, m_section->findData(section)));
    // Widths in characters, so they grow with the type (workshop mode). The section and the
    // verdict are short; the three texts share what is left equally and never get narrower
    // than 10 characters: fixed widths for all but the last column left the assumptions about
    // 40 px in a 1180 px window, one claim a screen high (issue 30).
    const int em = fontMetrics().averageCharWidth();
    QHeaderView *header = m_claims->horizontalHeader();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(10 * em);
    m_claims->setColumnWidth(SectionColumn, 14 * em);
    m_claims->setColumnWidth(VerdictColumn, 12 * em);
    for (int column : {ClaimColumn, EngineColumn, AssumptionsColumn})
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    const int machineWidths[] = {34, 30, 14};
    for (int i = 0; i < 3; ++i)
        m_machines->setColumnWidth(i, machineWidths[i] * em);
}

void ClaimsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        retranslate();
    ScenarioView::changeEvent(event);
}

} // namespace Atlas
