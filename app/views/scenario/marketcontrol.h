#pragma once

#include "views/common/scenarioview.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
QT_END_NAMESPACE

namespace Atlas {

struct MarketMark;

// The scenario's market (issue 26): where the cards are bought or rented (中国大陆 / 全球) and
// whether data may leave the mainland (providers outside it). Each change is one undo step.
class MarketControl : public ScenarioView
{
    Q_OBJECT

public:
    MarketControl(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    void scenarioChanged(const ScenarioChanges &changes) override;
    void displayChanged() override {}

private:
    void retranslate();
    void refresh();

    QComboBox *m_market;
    QCheckBox *m_offshore;
};

// The verdict's line on the market, as rich text: the badges in the marked colour and why
// (the card needs a licence, the data leaves the mainland …); empty when nothing is marked.
QString marketVerdictHtml(const MarketMark &mark);

} // namespace Atlas
