#include "catalog/userquote.h"

#include <QFileInfo>

#include <array>

namespace Atlas {

namespace {

constexpr std::array<const char16_t *, 3> originKeys = {u"catalog", u"typed", u"quote"};
constexpr std::array<const char16_t *, 3> perKeys = {u"hour", u"month", u"card"};

} // namespace

QString priceOriginKey(PriceOrigin origin)
{
    return QString::fromUtf16(originKeys[size_t(origin)]);
}

QString quotePerKey(QuotePer per)
{
    return QString::fromUtf16(perKeys[size_t(per)]);
}

QStringList quotePerKeys()
{
    QStringList keys;
    for (const char16_t *k : perKeys)
        keys << QString::fromUtf16(k);
    return keys;
}

bool UserQuote::namesSameAs(const UserQuote &other) const
{
    if (forInstance() != other.forInstance() || form != other.form)
        return false;
    if (forInstance())
        return providerId == other.providerId && instanceId == other.instanceId;
    return acceleratorId == other.acceleratorId;
}

QString UserQuote::origin() const
{
    if (file.isEmpty())
        return {};
    const QString name = QFileInfo(file).fileName();
    return line > 0 ? QStringLiteral("%1:%2").arg(name).arg(line) : name;
}

bool operator==(const UserQuote &a, const UserQuote &b)
{
    return a.acceleratorId == b.acceleratorId && a.gpus == b.gpus && a.form == b.form
           && a.priceCny == b.priceCny && a.per == b.per && a.providerId == b.providerId
           && a.instanceId == b.instanceId && a.date == b.date && a.note == b.note;
}

} // namespace Atlas
