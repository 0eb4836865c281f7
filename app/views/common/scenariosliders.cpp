#include "views/common/scenariosliders.h"

#include "common/numberformat.h"
#include "document/scenariodocument.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace Atlas {

namespace {

// The same undo texts and tooltips as the panel always had (their translations exist under the
// panel's context).
QString panelText(const char *source)
{
    return QCoreApplication::translate("Atlas::ScenarioPanel", source);
}

constexpr double MinimumBudget = 100.0;

} // namespace

PrecisionSlider::PrecisionSlider(ScenarioDocument *document,
                                 const QString &sliderName,
                                 QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_value(new QLabel)
{
    m_slider->setObjectName(sliderName);
    m_slider->setRange(0, int(precisionScale().size()) - 1);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_value);

    connect(m_slider, &QSlider::sliderPressed, m_document, &ScenarioDocument::beginInteraction);
    connect(m_slider, &QSlider::sliderReleased, m_document, &ScenarioDocument::endInteraction);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        const Precision p = precisionScale().at(value);
        m_value->setText(precisionLabel(p));
        if (m_updating)
            return;
        m_document->edit(ScenarioField::Precision,
                         panelText(QT_TRANSLATE_NOOP("Atlas::ScenarioPanel", "Change precision")),
                         [p](Scenario &s) { s.workload.precision = p; });
    });
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &PrecisionSlider::refresh);
    refresh();
    fixValueSize();
}

// The value's label keeps one size, that of the widest precision in the row's height: a label
// whose size may change with its text asks every layout up to the window to run again at each
// notch of a drag (QWidget::updateGeometry() stops only at a widget of fixed size), and the
// scenario panel's layouts hold word-wrapped rich text (issue 31: the slider budget).
void PrecisionSlider::fixValueSize()
{
    const QFontMetrics metrics(m_value->font());
    int width = 44;
    for (const Precision p : precisionScale())
        width = std::max(width,
                         metrics.boundingRect(QRect(0, 0, 2000, 2000),
                                              int(m_value->alignment()),
                                              precisionLabel(p))
                                 .width()
                             + m_value->contentsMargins().left()
                             + m_value->contentsMargins().right());
    m_value->setMinimumSize(0, 0);
    m_value->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    const int height = std::max(m_value->sizeHint().height(), m_slider->sizeHint().height());
    m_value->setFixedSize(width, height);
}

void PrecisionSlider::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fixValueSize();
}

void PrecisionSlider::refresh()
{
    const Precision p = m_document->scenario().workload.precision;
    m_updating = true;
    m_slider->setValue(int(precisionScale().indexOf(p)));
    m_updating = false;
    m_value->setText(precisionLabel(p));
}

BudgetControl::BudgetControl(ScenarioDocument *document,
                             DisplaySettings *display,
                             const QString &sliderName,
                             QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_display(display)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_entry(new QLineEdit)
    , m_unit(new QLabel)
{
    m_slider->setObjectName(sliderName);
    m_entry->setObjectName(sliderName + QStringLiteral("Entry"));
    m_slider->setRange(0, SliderSteps);
    m_slider->setPageStep(25);
    m_entry->setClearButtonEnabled(true);
    m_entry->setMaximumWidth(120);
    m_entry->setAlignment(Qt::AlignRight);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_entry);
    layout->addWidget(m_unit);
    // The budget period (run / month / year) goes here: setPeriodWidget().

    connect(m_slider, &QSlider::sliderPressed, m_document, &ScenarioDocument::beginInteraction);
    connect(m_slider, &QSlider::sliderReleased, m_document, &ScenarioDocument::endInteraction);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_updating)
            setBudget(budgetForSlider(value));
    });
    connect(m_entry, &QLineEdit::editingFinished, this, &BudgetControl::commitEntry);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &BudgetControl::refresh);
    connect(m_display, &DisplaySettings::changed, this, &BudgetControl::refresh);
    retranslate();
}

void BudgetControl::setPeriodWidget(QWidget *period)
{
    delete m_period;
    m_period = period;
    if (period)
        static_cast<QHBoxLayout *>(layout())->addWidget(period);
}

double BudgetControl::budgetForSlider(int value)
{
    const double raw = MinimumBudget * std::pow(10.0, value / 100.0);
    // Two significant digits.
    const double unit = std::pow(10.0, std::floor(std::log10(raw)) - 1);
    return std::round(raw / unit) * unit;
}

int BudgetControl::sliderForBudget(double cny)
{
    return std::clamp(int(std::lround(100.0
                                      * std::log10(std::max(cny, MinimumBudget) / MinimumBudget))),
                      0,
                      SliderSteps);
}

std::optional<double> BudgetControl::parseAmount(const QString &text, bool *ok)
{
    *ok = true;
    QString t = text.trimmed();
    t.remove(u',').remove(u' ').remove(u'_').remove(u'¥').remove(u'￥').remove(QStringLiteral("元"));
    if (t.isEmpty())
        return std::nullopt;
    double factor = 1;
    if (t.endsWith(QStringLiteral("亿"))) {
        factor = 1e8;
    } else if (t.endsWith(QStringLiteral("万"))) {
        factor = 1e4;
    } else if (t.endsWith(u'k') || t.endsWith(u'K')) {
        factor = 1e3;
    } else if (t.endsWith(u'M') || t.endsWith(u'm')) {
        factor = 1e6;
    }
    if (factor != 1)
        t.chop(1);
    bool number = false;
    const double value = t.toDouble(&number);
    if (!number || !std::isfinite(value) || value < 0) {
        *ok = false;
        return std::nullopt;
    }
    return value * factor;
}

void BudgetControl::commitEntry()
{
    bool ok = false;
    const std::optional<double> cny = parseAmount(m_entry->text(), &ok);
    if (!ok) {
        refresh(); // what cannot be read is not a budget: show the scenario's again
        return;
    }
    setBudget(cny);
}

void BudgetControl::setBudget(std::optional<double> cny)
{
    if (cny == m_document->scenario().budgetCny) {
        refresh();
        return;
    }
    m_document->edit(ScenarioField::Budget,
                     panelText(QT_TRANSLATE_NOOP("Atlas::ScenarioPanel", "Change budget")),
                     [cny](Scenario &s) { s.budgetCny = cny; });
}

void BudgetControl::refresh()
{
    const std::optional<double> budget = m_document->scenario().budgetCny;
    const Language language = m_display->language();
    m_updating = true;
    m_slider->setValue(budget ? sliderForBudget(*budget) : 0);
    m_updating = false;
    const QString text = budget ? Format::number(*budget, *budget < 100 ? 2 : 0, language)
                                : QString();
    if (m_entry->text() != text)
        m_entry->setText(text);
    m_unit->setText(language == Language::Chinese ? QStringLiteral("元") : QStringLiteral("CNY"));
}

void BudgetControl::retranslate()
{
    m_entry->setPlaceholderText(tr("No budget"));
    const QString tip = panelText(
        QT_TRANSLATE_NOOP("Atlas::ScenarioPanel",
                          "The plan's budget: regions and configurations within it light up"));
    m_slider->setToolTip(tip);
    m_entry->setToolTip(tip);
    refresh();
}

void BudgetControl::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Atlas
