#pragma once

#include "views/common/scenarioview.h"

namespace Atlas {

struct Scenario;
struct ScenarioResult;

// The week's load as cards (issue 32): the cards each hour needs, the cards each mix holds
// whatever the load (the peak's when owning the peak, the base's when owning or reserving the
// base) and what is rented above them. One painter for the serving section and the report.
void paintLoadCurve(QPainter *painter,
                    const QRectF &target,
                    const ScenarioResult &result,
                    const PlotContext &context);

// The chart in the scenario panel's serving section, shown while the scenario has a load
// profile.
class LoadCurveView : public PlotView
{
    Q_OBJECT

public:
    LoadCurveView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    void plot(QPainter *painter,
              const QRectF &target,
              const PlotContext &context,
              PlotMode mode = PlotMode::Export) const override;
    QSize sizeHint() const override { return {320, 150}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override { update(); }
};

} // namespace Atlas
