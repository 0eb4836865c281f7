#pragma once

#include "engine/workload.h"
#include "text/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// A claim of a seed document, kept as data with what the engine must compute to judge it
// (seed_claims.yaml). The verdict itself is never stored: core/claims computes it.
enum class ClaimKind {
    BudgetCard,     // decision tree: a card (or cards) for a budget and a use
    TrainingCost,   // training-cost table: model, method, cards, hours, cost
    Workstation,    // a single-machine configuration and its stated use
    SeedTable,      // a row of seed 000's table 4.2
    ProviderOffers, // a cloud's instance families and the cards they carry
    ProviderPrices, // "enterprise pricing": are list prices public?
    Cheapest,       // "the cheapest": the provider's per-GPU prices against the others'
};
QString claimKindKey(ClaimKind kind);
QStringList claimKindKeys();

enum class ClaimUse { Inference, FineTuning, General };
QString claimUseKey(ClaimUse use);
QStringList claimUseKeys();

struct ClaimCard
{
    QString acceleratorId;
    int gpus = 1;
    bool seedPrice = false; // price the card at the seed's own figure (e.g. its used-market price)
};

struct GuideClaim
{
    QString id;
    QString seed; // "000" or "003"
    QString section;
    QString claimZh; // verbatim
    QString claimEn;
    ClaimKind kind = ClaimKind::BudgetCard;

    // BudgetCard
    std::optional<double> budgetLowCny;
    std::optional<double> budgetHighCny;
    ClaimUse use = ClaimUse::General;
    QList<ClaimCard> cards; // also TrainingCost (one entry)
    bool linkClaimed = false;

    // TrainingCost
    QString modelId;
    Task task = Task::Qlora;
    double hoursLow = 0;
    double hoursHigh = 0;
    LocalizedText hoursBasis; // how a vague duration ("数天") was read
    std::optional<double> costLowCny;
    std::optional<double> costHighCny; // empty with a low: "¥100,000+"

    // Workstation / SeedTable / Provider*
    QString refId;          // workstation, table-4.2 row or provider id
    QStringList families;   // ProviderOffers: instance-id prefixes the seed names
    QStringList cardTokens; // ProviderOffers: cards the seed names ("a100", "v100")

    LocalizedText notes;
    QStringList sources;

    QString sourceFile;
    int sourceLine = 0;
};

} // namespace Atlas
