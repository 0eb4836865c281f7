#pragma once

// Helpers shared by the GUI test programs: the built-in scenarios, a view bound to a document
// and display settings as the main window builds it, and a paint counter.

#include "common/displaysettings.h"
#include "document/scenariodocument.h"
#include "scenario/scenario.h"
#include "support/testutil.h"

#include <QEvent>
#include <QPaintEvent>
#include <QRegion>
#include <QSize>

namespace AtlasTest {

// A built-in scenario by index (0, 1, 2: the seed's cases A, B, C).
inline Atlas::Scenario builtInScenario(int index)
{
    Atlas::Diagnostics diagnostics;
    const auto scenario = Atlas::readScenarioFile(Atlas::builtInScenarioFiles().at(index),
                                                  *catalog(),
                                                  diagnostics);
    if (!scenario)
        qFatal("built-in scenario %d does not load", index);
    return *scenario;
}

// A built-in scenario by (part of) its file name ("case-b"), or a new document's for "default".
inline Atlas::Scenario builtInScenario(const QString &name)
{
    if (name == u"default")
        return Atlas::defaultScenario();
    const QStringList files = Atlas::builtInScenarioFiles();
    for (int i = 0; i < files.size(); ++i)
        if (files.at(i).contains(name))
            return builtInScenario(i);
    qFatal("no built-in scenario %s", qPrintable(name));
    return {};
}

// A view as the main window builds it: bound to its own document and display settings. Shown
// when given a size (some views lay out only when visible).
template<typename View>
struct ViewHarness
{
    explicit ViewHarness(const Atlas::Scenario &scenario, QSize shownAt = QSize())
    {
        document.reset(scenario);
        if (shownAt.isValid()) {
            view.resize(shownAt);
            view.show();
        }
    }
    void setScenario(const Atlas::Scenario &scenario) { document.reset(scenario); }

    Atlas::ScenarioDocument document{catalog()};
    Atlas::DisplaySettings display;
    View view{&document, &display};
};

// Counts the paint events of the widgets it is installed on, and the region they painted.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    QRegion painted;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            ++paints;
            painted += static_cast<QPaintEvent *>(event)->region();
        }
        return false;
    }
};

} // namespace AtlasTest
