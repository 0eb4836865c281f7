#include "loaders/catalogreader.h"

#include <QDate>
#include <QRegularExpression>

namespace Atlas {

bool isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    return pattern.match(id).hasMatch();
}

std::optional<QString> readId(FieldReader &reader)
{
    const std::optional<QString> id = reader.text("id", Need::Required, MaxIdLength);
    if (!id)
        return std::nullopt;
    if (!isValidId(*id)) {
        reader.error("id",
                     ATLAS_TR("Atlas::CatalogReader",
                              "expected lower-case letters, digits, '.', '_' or '-', found \"%1\"")
                         .arg(elided(*id)));
        return std::nullopt;
    }
    return id;
}

std::optional<Verification> readVerification(FieldReader &reader, const char *key)
{
    // YAML gives true/false/partial; true and false arrive as plain scalars.
    const YamlNode node = reader.node(key);
    if (!node.isDefined() || node.isNull())
        return std::nullopt;
    if (node.isScalar()) {
        const std::string_view s = node.scalar();
        if (s == "true" || s == "yes" || s == "verified")
            return Verification::Verified;
        if (s == "partial")
            return Verification::Partial;
        if (s == "false" || s == "no" || s == "unverified")
            return Verification::Unverified;
    }
    reader.error(key,
                 ATLAS_TR("Atlas::CatalogReader", "expected true, partial or false, found %1")
                     .arg(describeNode(node)));
    return std::nullopt;
}

bool isValidDate(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return false;
    const int year = m.captured(1).toInt();
    const int month = m.hasCaptured(2) ? m.captured(2).toInt() : 1;
    const int day = m.hasCaptured(3) ? m.captured(3).toInt() : 1;
    return year >= 1900 && QDate(year, month, day).isValid();
}

std::optional<QString> readDate(FieldReader &reader, const char *key)
{
    const std::optional<QString> date = reader.text(key, Need::Optional, MaxIdLength);
    if (!date || isValidDate(*date))
        return date;
    reader.error(key,
                 ATLAS_TR("Atlas::CatalogReader",
                          "expected a date as YYYY, YYYY-MM or YYYY-MM-DD that exists (from "
                          "1900), found \"%1\"")
                     .arg(elided(*date)));
    return std::nullopt;
}

bool checkCoordinates(FieldReader &reader, double lat, double lon)
{
    if (insideChina(lat, lon))
        return true;
    reader.error("lat",
                 ATLAS_TR("Atlas::CatalogReader",
                          "expected a point inside China's bounding box (3–54 °N, "
                          "73–136 °E), found %1, %2")
                     .arg(lat)
                     .arg(lon));
    return false;
}

} // namespace Atlas
