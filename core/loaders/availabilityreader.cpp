#include "loaders/catalogreader.h"

#include <QRegularExpression>

// availability.yaml (docs/DATA.md): the public rules, and per accelerator and market its state.
// The references an entry makes (its accelerator, the rules it cites) are resolved once every
// file is read (CatalogBuilder), because a user file may cite the embedded rules.

namespace Atlas {

namespace {

// "YYYY-MM-DD" or "YYYY-MM": a state takes effect on a day or in a month, never in a year.
std::optional<QString> readMonthDate(FieldReader &r, const char *key)
{
    const std::optional<QString> date = r.text(key, Need::Required, MaxIdLength);
    if (!date)
        return std::nullopt;
    static const QRegularExpression form(QStringLiteral("^\\d{4}-\\d{2}(-\\d{2})?$"));
    if (form.match(*date).hasMatch() && isValidDate(*date))
        return date;
    r.error(key,
            ATLAS_TR("Atlas::CatalogReader",
                     "expected a date as YYYY-MM-DD or YYYY-MM that exists, found \"%1\"")
                .arg(elided(*date)));
    return std::nullopt;
}

// Present and non-empty texts in both languages.
LocalizedText readBoth(FieldReader &r, const char *en, const char *zh)
{
    return r.localized(en, zh, Need::Required);
}

void readEntry(FieldReader &r, MarketAvailability &out)
{
    out.sourceFile = r.context().fileName();
    out.sourceLine = r.mark().line + 1;
    const std::optional<QString> accelerator = r.text("accelerator", Need::Required, MaxIdLength);
    if (accelerator && !isValidId(*accelerator))
        r.error("accelerator",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected lower-case letters, digits, '.', '_' or '-', found \"%1\"")
                    .arg(elided(*accelerator)));
    out.acceleratorId = accelerator.value_or(QString());
    if (const auto m = r.choice("market", marketKeys(), Need::Required))
        out.market = Market(*m);
    if (const auto s = r.choice("status", availabilityStatusKeys(), Need::Required))
        out.status = AvailabilityStatus(*s);
    out.since = readMonthDate(r, "since").value_or(QString());
    // The key is required, the list may be empty (a domestic part no rule touches).
    if (!r.node("rules").isDefined())
        r.error("rules", ATLAS_TR("Atlas::CatalogReader", "required field is missing"));
    out.ruleIds = r.stringList("rules");
    for (const QString &id : std::as_const(out.ruleIds)) {
        if (!isValidId(id))
            r.error("rules",
                    ATLAS_TR("Atlas::CatalogReader", "expected rule ids, found \"%1\"")
                        .arg(elided(id)));
    }
    out.settled = r.boolean("settled", Need::Required).value_or(true);
    static const QStringList grades{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    if (const auto c = r.choice("confidence", grades, Need::Required))
        out.confidence = Confidence(*c);
    out.note = readBoth(r, "note_en", "note_zh");
    out.sources = r.stringList("sources", Need::Required);
}

} // namespace

bool readAvailabilityRule(FieldReader &r, AvailabilityRule &out)
{
    out.sourceFile = r.context().fileName();
    out.sourceLine = r.mark().line + 1;
    const std::optional<QString> id = readId(r);
    out.id = id.value_or(QString());
    out.title = readBoth(r, "title_en", "title_zh");
    out.date = readMonthDate(r, "date").value_or(QString());
    const std::optional<QString> url = r.text("url", Need::Required);
    if (url && !url->startsWith(u"https://") && !url->startsWith(u"http://"))
        r.error("url",
                ATLAS_TR("Atlas::CatalogReader",
                         "expected the address of a public citation (https://…), found \"%1\"")
                    .arg(elided(*url)));
    out.url = url.value_or(QString());
    out.summary = readBoth(r, "summary_en", "summary_zh");
    return id.has_value();
}

void readAvailabilityEntries(FieldReader &root, QList<MarketAvailability> &out)
{
    // The same accelerator and market twice in one file is a mistake (in another file, an
    // override); the second is rejected.
    QHash<QString, int> firstLine;
    const auto read = [](FieldReader &r, MarketAvailability &entry) {
        readEntry(r, entry);
        return true;
    };
    readEntryList(
        root,
        "availability",
        out,
        read,
        [&firstLine](FieldReader &r, const MarketAvailability &entry) {
            const QString key = entry.acceleratorId + u'|' + marketKey(entry.market);
            if (firstLine.contains(key)) {
                r.error("market",
                        ATLAS_TR("Atlas::CatalogReader",
                                 "a second entry for \"%1\" in the market %2 (first at line %3)")
                            .arg(entry.acceleratorId)
                            .arg(marketKey(entry.market))
                            .arg(firstLine.value(key)));
                return false;
            }
            firstLine.insert(key, entry.sourceLine);
            return true;
        });
}

} // namespace Atlas
