#include "scenario/scenario.h"
#include "scenario/scenarioyaml.h"

#include "cost/priceage.h"
#include "io/quotesfile.h"
#include "yaml/yamlreader.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <yaml-cpp/yaml.h>

// A scenario's `quotes`: embedded in the file (what the window writes), or a quotes CSV beside
// it. Either way every quote is checked by quoteProblems, and one bad quote refuses the file.

namespace Atlas {

using namespace ScenarioLimits;

namespace {

std::optional<UserQuote> readEmbeddedQuote(FieldReader &o,
                                           const Catalog &catalog,
                                           const QString &fileName)
{
    UserQuote q;
    q.file = fileName;
    q.line = o.mark().line + 1;
    q.acceleratorId = o.text("accelerator", Need::Required, MaxIdLength).value_or(QString());
    const auto gpus = o.integer("gpus", 1, MaxGpus, Need::Required);
    const auto form = o.choice("form", offeredFormKeys(), Need::Required);
    const auto price = o.positive("price_cny", Need::Required, MaxCny);
    const auto per = o.choice("per", quotePerKeys(), Need::Required);
    q.providerId = o.text("provider", Need::Optional, MaxIdLength).value_or(QString());
    q.instanceId = o.text("instance", Need::Optional, MaxIdLength).value_or(QString());
    q.date = o.text("date", Need::Required, MaxIdLength).value_or(QString());
    q.note = o.text("note", Need::Optional, MaxTextLength).value_or(QString());
    if (!gpus || !form || !price || !per || q.acceleratorId.isEmpty() || q.date.isEmpty())
        return std::nullopt;
    q.gpus = int(*gpus);
    q.form = offeredForms().at(*form);
    q.priceCny = *price;
    q.per = QuotePer(*per);
    const QList<QuoteProblem> problems = quoteProblems(q, catalog, referenceDate());
    for (const QuoteProblem &p : problems)
        o.error(p.column.toLatin1().constData(), p.message);
    return problems.isEmpty() ? std::optional(q) : std::nullopt;
}

void readEmbeddedQuotes(FieldReader &r, const Catalog &catalog, const QString &fileName, Scenario &s)
{
    QList<UserQuote> quotes;
    int index = 0;
    r.forEachMap("quotes", Need::Optional, [&](FieldReader &o) {
        if (index++ == MaxQuotes)
            o.error("accelerator",
                    ATLAS_TR("Atlas::Scenario", "expected at most %1 quotes").arg(MaxQuotes));
        if (index > MaxQuotes)
            return;
        if (const std::optional<UserQuote> q = readEmbeddedQuote(o, catalog, fileName)) {
            for (const UserQuote &earlier : std::as_const(quotes))
                if (q->namesSameAs(earlier)) {
                    o.error("accelerator",
                            ATLAS_TR("Atlas::Scenario",
                                     "quotes the same as the quote on line %1: keep one of them")
                                .arg(earlier.line));
                    return;
                }
            quotes << *q;
        }
    });
    s.quotes = quotes;
}

} // namespace

void readScenarioQuotes(FieldReader &r, const Catalog &catalog, const QString &fileName, Scenario &s)
{
    const YamlNode node = r.node("quotes");
    if (!node.isDefined() || node.isNull())
        return;
    if (!node.isScalar()) {
        readEmbeddedQuotes(r, catalog, fileName, s);
        return;
    }
    // A file beside the scenario: its problems are reported at its own lines, then here.
    const QString name = node.text();
    const QString path = QFileInfo(name).isAbsolute() ? name
                                                      : QFileInfo(fileName).dir().filePath(name);
    Diagnostics &diagnostics = r.context().diagnostics();
    const std::optional<QList<UserQuote>> quotes = readQuotesFile(path,
                                                                  catalog,
                                                                  referenceDate(),
                                                                  diagnostics);
    if (!quotes) {
        r.error("quotes",
                ATLAS_TR("Atlas::Scenario", "the quotes in \"%1\" cannot be used (see above)")
                    .arg(elided(name)));
        return;
    }
    s.quotes = *quotes;
}

void writeScenarioQuotes(YAML::Emitter &e, const QList<UserQuote> &quotes)
{
    if (quotes.isEmpty())
        return;
    auto text = [](const QString &s) { return s.toStdString(); };
    e << YAML::Key << "quotes" << YAML::Value << YAML::BeginSeq;
    for (const UserQuote &q : quotes) {
        e << YAML::BeginMap;
        e << YAML::Key << "accelerator" << YAML::Value << text(q.acceleratorId);
        e << YAML::Key << "gpus" << YAML::Value << q.gpus;
        e << YAML::Key << "form" << YAML::Value << text(serviceFormKey(q.form));
        // The shortest text that reads back the same number: 0.95, not 0.94999999999999996.
        e << YAML::Key << "price_cny" << YAML::Value
          << text(QString::number(q.priceCny, 'g', QLocale::FloatingPointShortest));
        e << YAML::Key << "per" << YAML::Value << text(quotePerKey(q.per));
        if (q.forInstance()) {
            e << YAML::Key << "provider" << YAML::Value << text(q.providerId);
            e << YAML::Key << "instance" << YAML::Value << text(q.instanceId);
        }
        e << YAML::Key << "date" << YAML::Value << text(q.date);
        if (!q.note.isEmpty())
            e << YAML::Key << "note" << YAML::Value << text(q.note);
        e << YAML::EndMap;
    }
    e << YAML::EndSeq;
}

} // namespace Atlas
