// MainWindow: the user's quotes — File → Import Quotes… and the table to review them.

#include "mainwindow.h"

#include "cost/priceage.h"
#include "document/scenariodocument.h"
#include "export/filedialog.h"
#include "io/quotesfile.h"
#include "quotes/quotesdialog.h"
#include "scenario/limits.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace Atlas {

QuotesDialog *MainWindow::quotesDialog()
{
    if (!m_quotes) {
        m_quotes = new QuotesDialog(m_document, m_display, this);
        connect(m_quotes, &QuotesDialog::importRequested, this, &MainWindow::importQuotesDialog);
    }
    return m_quotes;
}

void MainWindow::showQuotes()
{
    QuotesDialog *dialog = quotesDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::importQuotesDialog()
{
    const QString path = FileDialog::getOpenFileName(this,
                                                     tr("Import Quotes"),
                                                     tr("Quotes (*.csv)"));
    if (!path.isEmpty())
        importQuotes(path);
}

bool MainWindow::importQuotes(const QString &path)
{
    Diagnostics d;
    const std::optional<QList<UserQuote>> read = readQuotesFile(path,
                                                                m_document->loadedCatalog(),
                                                                referenceDate(),
                                                                d);
    // A newer quote for what an earlier one names replaces it.
    QList<UserQuote> quotes = m_document->scenario().quotes;
    if (read)
        for (const UserQuote &q : *read) {
            quotes.removeIf([&q](const UserQuote &old) { return old.namesSameAs(q); });
            quotes << q;
        }
    if (read && quotes.size() > ScenarioLimits::MaxQuotes)
        d.error(path,
                0,
                0,
                {},
                tr("the scenario would hold %1 quotes, more than %2")
                    .arg(quotes.size())
                    .arg(ScenarioLimits::MaxQuotes));
    if (!read || d.hasErrors()) {
        // Not modal: the window stays in view beside the problems, which name file:line:column.
        auto *box = new QMessageBox(QMessageBox::Warning,
                                    tr("Quotes not imported"),
                                    tr("No quote of %1 was imported: every row must be right "
                                       "before any is used.")
                                        .arg(QFileInfo(path).fileName()),
                                    QMessageBox::Ok,
                                    this);
        box->setObjectName(QStringLiteral("quotesErrorBox"));
        box->setInformativeText(d.toStringList().mid(0, 8).join(u'\n'));
        box->setDetailedText(d.toStringList().join(u'\n'));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    m_document->edit(ScenarioField::Quotes, tr("Import quotes"), [&quotes](Scenario &s) {
        s.quotes = quotes;
    });
    statusBar()->showMessage(tr("Imported %1 quotes from %2")
                                 .arg(read->size())
                                 .arg(QFileInfo(path).fileName()),
                             5000);
    showQuotes();
    return true;
}

} // namespace Atlas
