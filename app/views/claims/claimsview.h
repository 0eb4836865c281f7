#pragma once

#include "views/common/scenarioview.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QTabWidget;
class QTableWidget;
QT_END_NAMESPACE

namespace Atlas {

enum class Verdict;
struct ClaimResult;

// "Seed says / engine says": every claim of the two seed documents (seed_claims.yaml) in the
// seed's Chinese and in English, the engine's verdict in its colour, its answer and the
// assumptions that make the two comparable, filtered by seed and section; and the seed's
// workstations with each stated use and multi-card rule checked.
//
// The verdicts are the document's (ScenarioDocument::claims(), workstationChecks()), computed
// once per catalog by the core, the same as `compute-atlas-cli seed-claims` prints. The view
// asks for them only when it is first shown, so a window that never opens it never pays for
// them.
class ClaimsView : public ScenarioView
{
    Q_OBJECT

public:
    enum ClaimColumn { SectionColumn, ClaimColumn, VerdictColumn, EngineColumn, AssumptionsColumn };
    enum MachineColumn {
        MachineNameColumn,
        CheckColumn,
        MachineVerdictColumn,
        MachineEngineColumn
    };
    static constexpr int IdRole = Qt::UserRole;      // the claim's id, on the section cell
    static constexpr int VerdictRole = Qt::UserRole; // verdictKey(), on the verdict cell

    ClaimsView(ScenarioDocument *document, DisplaySettings *display, QWidget *parent = nullptr);

    QTableWidget *claimsTable() const { return m_claims; }
    QTableWidget *machinesTable() const { return m_machines; }
    // Filters: an empty seed or section shows all.
    void setFilter(const QString &seed, const QString &section);
    QStringList sections() const; // the sections the filter offers, in catalog order

    // The verdict's name in the display's context (both languages with Ctrl+B).
    static QString verdictText(Verdict verdict, const PlotContext &context);
    // The part of a section heading the filter groups by ("GPU 选型决策树 / 预算 …" → its first
    // part).
    static QString sectionGroup(const QString &section);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    // The claims depend on the catalog alone.
    void scenarioChanged(const ScenarioChanges &) override {}
    void displayChanged() override;

private:
    void retranslate();
    void populate();
    void fillClaims();
    void fillMachines();
    void applyFilter();

    QTabWidget *m_pages;
    QTableWidget *m_claims;
    QTableWidget *m_machines;
    QComboBox *m_seed;
    QComboBox *m_section;
    QLabel *m_seedLabel;
    QLabel *m_sectionLabel;
    QLabel *m_summary;
    QLabel *m_machinesNote;
    bool m_populated = false;
};

} // namespace Atlas
