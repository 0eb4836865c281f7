#pragma once

#include "common/displaysettings.h"
#include "common/plotcontext.h"
#include "document/scenariochanges.h"

#include <QSize>
#include <QWidget>

#include <optional>

namespace Atlas {

class ScenarioDocument;

// The one pattern for a view (docs/ARCHITECTURE.md, "Adding a view"): a view is constructed
// with the document and the display settings, reads what it shows from document()->result()
// (and the document's other results: matrix(), radar(), rateCard()) and display()->context(),
// and follows their changes. It never computes a result itself and never keeps its own copy of
// the language or the palette. Edits go back through document()->edit().
//
// scenarioChanged() runs after every change of the scenario (the result is already there), with
// the fields the change touched; displayChanged() after a change of the language, both
// languages, high contrast or workshop mode. Both are connected here, so no window has to push
// anything into a view. A view whose update is real work says so with followsWhileHidden():
// on a tab that is not shown it is then told once, with every change since, when it is shown.
class ScenarioView : public QWidget
{
    Q_OBJECT

public:
    ScenarioView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    ScenarioDocument *document() const { return m_document; }
    DisplaySettings *display() const { return m_display; }

protected:
    virtual void scenarioChanged(const ScenarioChanges &changes) = 0;
    virtual void displayChanged() = 0;
    // False: while hidden in a shown window, changes wait for showEvent().
    virtual bool followsWhileHidden() const { return true; }
    void showEvent(QShowEvent *event) override;

private:
    void followScenario(const ScenarioChanges &changes);

    ScenarioDocument *m_document;
    DisplaySettings *m_display;
    std::optional<ScenarioChanges> m_deferred; // changes a hidden view has not followed yet
};

// A view that draws: the same plot() serves the screen (paintEvent, with the display's
// context), PNG and SVG exports and the PDF report (with a context of their own, e.g. a
// Chinese report from an English window).
class PlotView : public ScenarioView
{
    Q_OBJECT

public:
    using ScenarioView::ScenarioView;

    // Draws the whole view into `target`, in logical pixels (for a high-resolution device such
    // as a QPdfWriter, scale the painter to 96 dpi first). Export mode leaves out what only the
    // screen shows (hover highlights).
    virtual void plot(QPainter *painter,
                      const QRectF &target,
                      const PlotContext &context,
                      PlotMode mode = PlotMode::Export) const = 0;
    // The same with the screen's context.
    void plot(QPainter *painter, const QRectF &target) const;
};

} // namespace Atlas
