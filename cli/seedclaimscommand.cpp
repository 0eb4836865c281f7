// `seed-claims`: the seed documents' claims with the engine's verdicts.

#include "cli/commands.h"
#include "cli/jsonout.h"
#include "cli/optiongroups.h"

#include "claims/claimverdict.h"

#include <QJsonDocument>

namespace Atlas::Cli {

namespace {

using namespace Qt::StringLiterals;

QJsonObject jsonClaim(const ClaimResult &r)
{
    const GuideClaim &g = *r.claim;
    return {{u"id"_s, g.id},
            {u"seed"_s, g.seed},
            {u"section"_s, g.section},
            {u"kind"_s, claimKindKey(g.kind)},
            {u"claim_zh"_s, g.claimZh},
            {u"claim_en"_s, g.claimEn},
            {u"verdict"_s, verdictKey(r.verdict)},
            {u"engine"_s, r.engine.toString(nullptr)},
            {u"assumptions"_s, jsonTexts(r.assumptions)}};
}

int runSeedClaims(bool json, Context &context)
{
    const QList<ClaimResult> results = evaluateClaims(*context.catalog);
    if (json) {
        QJsonArray array;
        for (const ClaimResult &r : results)
            array.append(jsonClaim(r));
        context.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return Success;
    }
    for (const ClaimResult &r : results)
        context.out << r.claim->id.leftJustified(28) << verdictKey(r.verdict).leftJustified(15)
                    << r.claim->claimEn << '\n'
                    << QString(43, u' ') << r.engine.toString(nullptr) << '\n';
    return Success;
}

class SeedClaimsCommand final : public Command
{
public:
    SeedClaimsCommand()
        : Command({u"seed-claims"_s,
                   u"the seed documents' claims (buying guide, cases) with the engine's verdicts"_s,
                   {u"[--json]"_s},
                   {outputOptions()},
                   {u"seed-claims --json"_s}})
    {}

protected:
    Action parse(CliArgs &args, const Context &) const override
    {
        const bool json = args.flag(u"json"_s);
        return [json](Context &c) { return runSeedClaims(json, c); };
    }
};

} // namespace

const Command &seedClaimsCommand()
{
    static const SeedClaimsCommand command;
    return command;
}

} // namespace Atlas::Cli
