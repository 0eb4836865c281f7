#pragma once

#include <QDialog>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
class QTableWidget;
QT_END_NAMESPACE

namespace Atlas {

class DisplaySettings;
class ScenarioDocument;

// The user's quotes in a table to review and remove (File → Your Quotes…, and after an import):
// what each is for, its price, its date with its age, its note and the file line it came from.
// Removing is one undoable edit of the scenario, whatever is selected; the prices follow at once
// (the document applies the quotes to its catalog).
class QuotesDialog : public QDialog
{
    Q_OBJECT

public:
    QuotesDialog(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    void removeSelected();

signals:
    void importRequested(); // the window runs File → Import Quotes…

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    ScenarioDocument *m_document;
    DisplaySettings *m_display;
    QLabel *m_intro = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace Atlas
