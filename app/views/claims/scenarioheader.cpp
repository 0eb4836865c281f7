#include "views/claims/scenarioheader.h"

#include "common/numberformat.h"
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
        if (r.cost.priced)
            parts << tr("%1 per run").arg(Format::money(r.cost.totalCny, l));
    } else {
        parts << tr("does not fit on %1 × %2").arg(gpus).arg(card);
        if (r.smallestFit) {
            QString smallest = tr("the smallest layout that fits: %1 cards").arg(r.smallestFit->gpus);
            if (r.smallestFit->cost.priced)
                smallest += Format::listSeparator(l)
                            + tr("%1 per run").arg(Format::money(r.smallestFit->cost.totalCny, l));
            parts << smallest;
        }
    }
    if (r.spend.withinBudget && s.budgetCny)
        parts << (*r.spend.withinBudget ? tr("within the budget of %1")
                                        : tr("over the budget of %1"))
                     .arg(Format::money(*s.budgetCny, l));
    return parts.join(Format::listSeparator(l));
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
    QString seedFigure;
    if (s.seedCostLowCny && s.seedCostHighCny)
        seedFigure = Format::parenthesised(tr("the seed's figure: %1–%2")
                                               .arg(Format::money(*s.seedCostLowCny, l),
                                                    Format::money(*s.seedCostHighCny, l)),
                                           l);
    else if (s.seedCostLowCny)
        seedFigure = Format::parenthesised(tr("the seed's figure: %1 or more")
                                               .arg(Format::money(*s.seedCostLowCny, l)),
                                           l);
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
