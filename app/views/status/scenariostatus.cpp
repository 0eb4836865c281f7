#include "views/status/scenariostatus.h"

#include "common/numberformat.h"
#include "document/scenariodocument.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace Atlas {

ScenarioStatus::ScenarioStatus(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : ScenarioView(document, display, parent)
    , m_verdict(new QLabel)
    , m_timing(new QLabel)
{
    setObjectName(QStringLiteral("scenarioStatus"));
    m_verdict->setObjectName(QStringLiteral("statusVerdict"));
    m_timing->setObjectName(QStringLiteral("statusTiming"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_verdict, 1);
    refresh();
}

void ScenarioStatus::refresh()
{
    const ScenarioResult &r = document()->result();
    const Language l = display()->language();
    // The status texts were the main window's; they keep its context, and so their
    // translations.
    if (!r.valid) {
        m_verdict->setText(r.problems.isEmpty() ? QString() : r.problems.constFirst().toString());
    } else {
        const FitResult &fit = *r.estimate.fit;
        QString text = fit.fits ? QCoreApplication::translate("Atlas::MainWindow", "Fits")
                                : QCoreApplication::translate("Atlas::MainWindow", "Does not fit");
        text += QStringLiteral(" · ")
                + QCoreApplication::translate("Atlas::MainWindow", "%1 per GPU")
                      .arg(Format::gib(r.estimate.perGpu.total(), l));
        // A layout that does not run has no time and no price (the panel names the one that
        // fits).
        if (fit.fits && r.timeKnown)
            text += QStringLiteral(" · ") + Format::hours(r.wallHours, l);
        if (fit.fits && r.cost.priced)
            text += QStringLiteral(" · ") + Format::money(r.cost.totalCny, l);
        m_verdict->setText(text);
    }
    m_timing->setText(QCoreApplication::translate("Atlas::MainWindow", "computed in %1 ms")
                          .arg(Format::number(document()->lastComputeMilliseconds(), 1, l)));
}

void ScenarioStatus::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace Atlas
