#include "views/claims/scenarioheader.h"

#include "common/numberformat.h"
#include "common/phrases.h"
#include "document/scenariodocument.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Atlas {

namespace {

// A catalog or scenario text in the display's language, or both (Chinese first) with Ctrl+B.
QString localized(const LocalizedText &text, const PlotContext &context)
{
    if (context.bothLanguages && !text.zh.isEmpty() && !text.en.isEmpty() && text.zh != text.en)
        return text.zh + QStringLiteral(" / ") + text.en;
    return text.text(context.language);
}

} // namespace

ScenarioHeader::ScenarioHeader(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
    , m_title(new QLabel)
    , m_notes(new QLabel)
    , m_claim(new QLabel)
{
    setObjectName(QStringLiteral("scenarioHeader"));
    m_title->setObjectName(QStringLiteral("scenarioTitle"));
    m_notes->setObjectName(QStringLiteral("scenarioNotes"));
    m_claim->setObjectName(QStringLiteral("scenarioSeedClaim"));
    for (QLabel *label : {m_title, m_notes, m_claim}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 2);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_notes);
    layout->addWidget(m_claim);
    refresh();
}

QString ScenarioHeader::titleText() const
{
    return localized(document()->scenario().name, display()->context());
}

QString ScenarioHeader::notesText() const
{
    // Prose stays in one language, also with Ctrl+B (as PlotContext::label() keeps it).
    return document()->scenario().notes.text(display()->language());
}

QString ScenarioHeader::claimText() const
{
    return localized(document()->scenario().seedClaim, display()->context());
}

QString ScenarioHeader::engineText() const
{
    const ScenarioResult &r = document()->result();
    const Scenario &s = document()->scenario();
    const PlotContext context = display()->context();
    const Language l = context.language;
    if (!r.valid) {
        QStringList problems;
        for (const TrText &p : r.problems)
            problems << context.text(p);
        return tr("not valid: %1").arg(problems.join(Format::listSeparator(l)));
    }
    const QString card = context.text(r.accelerator->name);
    QStringList parts;
    // The cards that run: the layout's, or every replica a service's load needs.
    const int gpus = r.fits ? r.gpus : s.layout.gpus;
    if (r.fits) {
        parts << tr("%1 × %2 fits (%3 per card)")
                     .arg(gpus)
                     .arg(card, Format::gib(r.estimate.perGpu.total(), l));
        if (r.timeKnown)
            parts << Format::hours(r.wallHours, l);
        parts << moneyParts(r.cost, r.spend);
    } else {
        parts << tr("does not fit on %1 × %2").arg(gpus).arg(card);
        if (r.smallestFit) {
            parts << tr("the smallest layout that fits: %1 cards").arg(r.smallestFit->gpus);
            parts << moneyParts(r.smallestFit->cost, r.smallestFit->spend);
        }
    }
    return parts.join(Format::listSeparator(l));
}

QStringList ScenarioHeader::moneyParts(const PlanCost &cost, const Spend &spend) const
{
    // The cost in the periods the budget is judged in: a run, and the year of a recurring job
    // or a yearly budget ("每次 5 万元，每年 60 万元，超出年预算（10 万元）": ¥50,000 against
    // ¥100,000 alone reads as within it).
    const PlotContext context = display()->context();
    const Language l = context.language;
    const std::optional<Budget> budget = document()->scenario().budget();
    QStringList parts;
    if (!cost.priced)
        return parts;
    parts << context.text(amountPer(Period::Run, Format::money(cost.totalCny, l)));
    const bool yearly = spend.runsPerYear > 1 + 1e-9 || (budget && budget->period == Period::Year);
    if (spend.perYearCny && yearly)
        parts << context.text(amountPer(Period::Year, Format::money(*spend.perYearCny, l)));
    if (spend.compared == Spend::Compared::Outlay && spend.comparedCny)
        parts << tr("cash outlay %1").arg(Format::money(*spend.comparedCny, l));
    if (budget && spend.withinBudget)
        parts << budgetVerdict(*budget, *spend.withinBudget);
    return parts;
}

QString ScenarioHeader::budgetVerdict(const Budget &budget, bool within) const
{
    const QString amount = Format::money(budget.amountCny, display()->language());
    switch (budget.period) {
    case Period::Year:
        return (within ? tr("within the yearly budget of %1") : tr("over the yearly budget of %1"))
            .arg(amount);
    case Period::Month:
        return (within ? tr("within the monthly budget of %1") : tr("over the monthly budget of %1"))
            .arg(amount);
    case Period::Week:
    case Period::Run:
        break;
    }
    return (within ? tr("within the budget of %1 a run") : tr("over the budget of %1 a run"))
        .arg(amount);
}

void ScenarioHeader::refresh()
{
    const Scenario &s = document()->scenario();
    const Language l = display()->language();
    m_title->setText(titleText());
    const QString notes = notesText();
    m_notes->setText(notes);
    m_notes->setVisible(!notes.isEmpty());
    const QString claim = claimText();
    if (claim.isEmpty()) {
        m_claim->clear();
        m_claim->setVisible(false);
        return;
    }
    // The seed's figure with what it is for: case B's is a month of one card, not a run.
    const QString price = seedPriceText(s, display()->context());
    const QString seedFigure = price.isEmpty()
                                   ? QString()
                                   : Format::parenthesised(tr("the seed's price: %1").arg(price), l);
    m_claim->setText(QStringLiteral("<b>%1</b> %2%3<br/><b>%4</b> %5")
                         .arg(tr("Seed says:"),
                              claim.toHtmlEscaped(),
                              seedFigure.toHtmlEscaped(),
                              tr("Engine says:"),
                              engineText().toHtmlEscaped()));
    m_claim->setVisible(true);
}

void ScenarioHeader::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    ScenarioView::changeEvent(event);
}

} // namespace Atlas
