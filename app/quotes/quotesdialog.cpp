#include "quotes/quotesdialog.h"

#include "common/displaysettings.h"
#include "common/numberformat.h"
#include "common/pricetext.h"
#include "cost/priceage.h"
#include "document/scenariodocument.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace Atlas {

namespace {

enum Column { Subject, Price, Date, Note, From, ColumnCount };

} // namespace

QuotesDialog::QuotesDialog(ScenarioDocument *document, DisplaySettings *display, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_display(display)
    , m_intro(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_import(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("quotesDialog"));
    m_table->setObjectName(QStringLiteral("quotesTable"));
    m_import->setObjectName(QStringLiteral("quotesImport"));
    m_remove->setObjectName(QStringLiteral("quotesRemove"));
    m_intro->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_import, QDialogButtonBox::ActionRole);
    buttons->addButton(m_remove, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(820, 360);

    connect(m_import, &QPushButton::clicked, this, &QuotesDialog::importRequested);
    connect(m_remove, &QPushButton::clicked, this, &QuotesDialog::removeSelected);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_remove->setEnabled(!m_table->selectedItems().isEmpty());
    });
    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this](const ScenarioChanges &c) {
        if (c.has(ScenarioField::Quotes))
            refresh();
    });
    connect(m_display, &DisplaySettings::changed, this, &QuotesDialog::refresh);
    retranslate();
}

void QuotesDialog::refresh()
{
    const PlotContext context = m_display->context();
    const QList<UserQuote> &quotes = m_document->scenario().quotes;
    const QDate today = referenceDate();
    m_table->setRowCount(int(quotes.size()));
    for (int row = 0; row < quotes.size(); ++row) {
        const UserQuote &q = quotes.at(row);
        QString date = q.date;
        const bool old = isStalePrice(q.date, today);
        if (old)
            date += Format::parenthesised(tr("%1 months old")
                                              .arg(priceAgeMonths(q.date, today).value_or(0)),
                                          context.language);
        const QStringList texts{PriceText::quoteSubject(q, m_document->catalog(), context),
                                PriceText::quoteAmount(q, context),
                                date,
                                q.note,
                                q.origin()};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(texts.at(column));
            item->setToolTip(texts.at(column));
            if (column == Date && old)
                item->setForeground(QColor(0xb0, 0x30, 0x20));
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_remove->setEnabled(!m_table->selectedItems().isEmpty());
}

void QuotesDialog::removeSelected()
{
    std::set<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows.insert(index.row());
    if (rows.empty())
        return;
    const QString what = rows.size() == 1 ? tr("Remove a quote")
                                          : tr("Remove %1 quotes").arg(rows.size());
    m_document->edit(ScenarioField::Quotes, what, [&rows](Scenario &s) {
        for (auto row = rows.rbegin(); row != rows.rend(); ++row)
            if (*row < s.quotes.size())
                s.quotes.removeAt(*row);
    });
}

void QuotesDialog::retranslate()
{
    setWindowTitle(tr("Your Quotes"));
    m_intro->setText(tr("Each quote replaces the catalog's price for what it names — a card in a "
                        "service form, or a provider's instance — in every view, the options "
                        "and the report. Import a CSV with the columns accelerator, gpus, form, "
                        "price_cny, per, provider, instance, date, note."));
    m_table->setHorizontalHeaderLabels(
        {tr("Quote for"), tr("Price"), tr("Date"), tr("Note"), tr("From")});
    m_import->setText(tr("Import…"));
    m_remove->setText(tr("Remove"));
    m_close->setText(tr("Close"));
    refresh();
}

void QuotesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace Atlas
