#include "views/map/chinageometry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Atlas {

namespace {

constexpr int MinRingPoints = 4; // a closed triangle: three corners and the closing point

enum class RingProblem { None, NotArray, OddLength, TooShort, NotNumber, OutOfRange };

struct Ring
{
    RingProblem problem = RingProblem::None;
    qsizetype index = 0; // the offending value (NotNumber) or point (OutOfRange)
    qsizetype size = 0;  // values (OddLength) or points (TooShort)
    QPolygonF lonLat;
};

Ring readRing(const QJsonValue &value)
{
    Ring ring;
    if (!value.isArray()) {
        ring.problem = RingProblem::NotArray;
        return ring;
    }
    const QJsonArray flat = value.toArray();
    ring.size = flat.size();
    if (flat.size() % 2 != 0) {
        ring.problem = RingProblem::OddLength;
        return ring;
    }
    if (flat.size() / 2 < MinRingPoints) {
        ring.problem = RingProblem::TooShort;
        ring.size = flat.size() / 2;
        return ring;
    }
    ring.lonLat.reserve(flat.size() / 2);
    for (qsizetype i = 0; i < flat.size(); i += 2) {
        // QJsonValue cannot hold NaN or infinity, but a string or null can sit in their place.
        for (qsizetype j : {i, i + 1}) {
            if (!flat.at(j).isDouble() || !std::isfinite(flat.at(j).toDouble())) {
                ring.problem = RingProblem::NotNumber;
                ring.index = j;
                return ring;
            }
        }
        const double lon = flat.at(i).toDouble();
        const double lat = flat.at(i + 1).toDouble();
        if (lon < -180 || lon > 180 || lat < -90 || lat > 90) {
            ring.problem = RingProblem::OutOfRange;
            ring.index = i / 2;
            return ring;
        }
        ring.lonLat.append(QPointF(lon, lat));
    }
    return ring;
}

double squaredDistanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double lengthSquared = QPointF::dotProduct(ab, ab);
    double t = lengthSquared > 0 ? QPointF::dotProduct(p - a, ab) / lengthSquared : 0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF d = p - (a + t * ab);
    return QPointF::dotProduct(d, d);
}

// The squared distance from `p` to the outline, or anything not above `enough` as soon as the
// outline is found to come that close (the caller only wants points farther out than that).
double squaredDistanceToOutline(QPointF p, const QPolygonF &ring, double enough)
{
    double best = std::numeric_limits<double>::max();
    for (qsizetype i = 1; i < ring.size(); ++i) {
        best = std::min(best, squaredDistanceToSegment(p, ring.at(i - 1), ring.at(i)));
        if (best <= enough)
            break;
    }
    return best;
}

double signedArea(const QPolygonF &ring)
{
    double twice = 0;
    for (qsizetype i = 1; i < ring.size(); ++i)
        twice += ring.at(i - 1).x() * ring.at(i).y() - ring.at(i).x() * ring.at(i - 1).y();
    return twice / 2;
}

// Where a province's name goes: the interior point of its largest ring that lies farthest from
// the outline (an approximate "pole of inaccessibility"). The capital, which the file provides,
// is where the markers sit, and centroids fall outside crescent-shaped provinces such as Gansu
// or Inner Mongolia. A coarse grid followed by one finer grid around the best cell is enough
// for placing text; it runs once per province at load time.
QPointF interiorLabelPoint(const QPolygonF &outline)
{
    // Every few vertices are plenty for placing text, and keep this at a few milliseconds.
    constexpr qsizetype MaxVertices = 200;
    const qsizetype step = std::max<qsizetype>(1, outline.size() / MaxVertices);
    QPolygonF ring;
    for (qsizetype i = 0; i < outline.size(); i += step)
        ring.append(outline.at(i));
    ring.append(outline.constLast());
    const QRectF box = ring.boundingRect();
    QPointF best = box.center();
    double bestDistance = -1; // squared
    auto search = [&](const QRectF &area, int steps) {
        for (int i = 0; i < steps; ++i) {
            for (int j = 0; j < steps; ++j) {
                const QPointF p(area.left() + (i + 0.5) * area.width() / steps,
                                area.top() + (j + 0.5) * area.height() / steps);
                if (!ring.containsPoint(p, Qt::OddEvenFill))
                    continue;
                const double d = squaredDistanceToOutline(p, ring, bestDistance);
                if (d > bestDistance) {
                    bestDistance = d;
                    best = p;
                }
            }
        }
    };
    constexpr int Coarse = 12;
    search(box, Coarse);
    if (bestDistance < 0)
        return box.center(); // a sliver: no grid point inside
    const QSizeF cell(box.width() / Coarse, box.height() / Coarse);
    search(QRectF(best - QPointF(cell.width(), cell.height()), 2 * cell), 6);
    return best;
}

QString ringError(const QString &where, qsizetype ringIndex, const Ring &ring)
{
    switch (ring.problem) {
    case RingProblem::NotArray:
        return ChinaGeometry::tr("%1, ring %2: not an array of coordinates.")
            .arg(where)
            .arg(ringIndex);
    case RingProblem::OddLength:
        return ChinaGeometry::tr("%1, ring %2: %3 values, but coordinates come in lon/lat pairs.")
            .arg(where)
            .arg(ringIndex)
            .arg(ring.size);
    case RingProblem::TooShort:
        return ChinaGeometry::tr("%1, ring %2: %3 points; a ring needs at least %4.")
            .arg(where)
            .arg(ringIndex)
            .arg(ring.size)
            .arg(MinRingPoints);
    case RingProblem::NotNumber:
        return ChinaGeometry::tr("%1, ring %2: value %3 is not a finite number.")
            .arg(where)
            .arg(ringIndex)
            .arg(ring.index);
    case RingProblem::OutOfRange:
        return ChinaGeometry::tr(
                   "%1, ring %2: point %3 is outside longitude -180..180 or latitude -90..90.")
            .arg(where)
            .arg(ringIndex)
            .arg(ring.index);
    case RingProblem::None:
        break;
    }
    return QString();
}

// The provinces read so far, and the bounds of their rings.
struct ProvinceList
{
    QList<ProvinceShape> shapes;
    QHash<QString, qsizetype> index;
    QRectF lonLatBounds;
    QRectF projectedBounds;
};

// Projects a province's rings into its path, its bounds and its label point; returns the error.
QString readProvinceRings(const QJsonArray &rings,
                          const QString &where,
                          const AlbersProjection &projection,
                          ProvinceShape &shape,
                          QRectF &lonLatBounds)
{
    QPolygonF largest;
    double largestArea = -1;
    for (qsizetype r = 0; r < rings.size(); ++r) {
        const Ring ring = readRing(rings.at(r));
        if (ring.problem != RingProblem::None)
            return ringError(where, r, ring);
        lonLatBounds |= ring.lonLat.boundingRect();
        QPolygonF projected;
        projected.reserve(ring.lonLat.size());
        for (const QPointF &p : ring.lonLat)
            projected.append(projection.project(p));
        // Every ring is an outer ring (README): each becomes its own closed subpath.
        shape.path.addPolygon(projected);
        shape.path.closeSubpath();
        const double area = std::abs(signedArea(projected));
        if (area > largestArea) {
            largestArea = area;
            largest = projected;
        }
    }
    shape.bounds = shape.path.boundingRect();
    shape.labelPoint = interiorLabelPoint(largest);
    return QString();
}

// Validates the province at `i` and appends it to `list`; returns the error.
QString readProvince(const QJsonObject &object,
                     qsizetype i,
                     const AlbersProjection &projection,
                     ProvinceList &list)
{
    ProvinceShape shape;
    shape.adcode = object.value(QLatin1String("adcode")).toString();
    const bool sixDigits = shape.adcode.size() == 6
                           && std::all_of(shape.adcode.cbegin(), shape.adcode.cend(), [](QChar c) {
                                  return c.isDigit();
                              });
    if (!sixDigits)
        return ChinaGeometry::tr("Province %1 has no six-digit \"adcode\".").arg(i + 1);
    const QString where = ChinaGeometry::tr("Province %1 (%2)").arg(i + 1).arg(shape.adcode);
    if (list.index.contains(shape.adcode))
        return ChinaGeometry::tr("%1: the adcode appears twice.").arg(where);
    shape.name.zh = object.value(QLatin1String("name_zh")).toString();
    shape.name.en = object.value(QLatin1String("name_en")).toString();
    if (shape.name.zh.isEmpty() || shape.name.en.isEmpty())
        return ChinaGeometry::tr("%1: \"name_zh\" or \"name_en\" is missing.").arg(where);
    const QJsonArray label = object.value(QLatin1String("label")).toArray();
    if (label.size() != 2 || !label.at(0).isDouble() || !label.at(1).isDouble())
        return ChinaGeometry::tr("%1: \"label\" is not a [lon, lat] pair.").arg(where);
    shape.capitalLonLat = QPointF(label.at(0).toDouble(), label.at(1).toDouble());

    const QJsonArray rings = object.value(QLatin1String("rings")).toArray();
    if (rings.isEmpty())
        return ChinaGeometry::tr("%1 has no rings.").arg(where);
    const QString error = readProvinceRings(rings, where, projection, shape, list.lonLatBounds);
    if (!error.isEmpty())
        return error;
    list.projectedBounds |= shape.bounds;
    list.index.insert(shape.adcode, list.shapes.size());
    list.shapes.append(shape);
    return QString();
}

// Reads the "provinces" array of the geometry file into `list`; returns the error.
QString readProvinces(const QJsonObject &root,
                      const AlbersProjection &projection,
                      ProvinceList &list)
{
    const QJsonValue provincesValue = root.value(QLatin1String("provinces"));
    if (!provincesValue.isArray())
        return ChinaGeometry::tr("The map geometry has no \"provinces\" array.");
    const QJsonArray provinces = provincesValue.toArray();
    if (provinces.size() != ChinaGeometry::ProvinceCount) {
        return ChinaGeometry::tr(
                   "The map geometry has %1 province-level units; exactly %2 are expected.")
            .arg(provinces.size())
            .arg(ChinaGeometry::ProvinceCount);
    }
    for (qsizetype i = 0; i < provinces.size(); ++i) {
        const QString error = readProvince(provinces.at(i).toObject(), i, projection, list);
        if (!error.isEmpty())
            return error;
    }
    return QString();
}

struct Inset
{
    QPainterPath path;
    QList<QPolygonF> rings; // in the local frame
};

// Reads the South China Sea inset's rings back into their local frame; returns the error.
QString readInset(const QJsonObject &nanhai, Inset &inset)
{
    const QJsonArray insetRings = nanhai.value(QLatin1String("rings")).toArray();
    if (insetRings.isEmpty())
        return ChinaGeometry::tr(
            "The map geometry has no South China Sea inset (\"nanhai\" rings).");
    const QString insetWhere = ChinaGeometry::tr("South China Sea inset");
    for (qsizetype r = 0; r < insetRings.size(); ++r) {
        const Ring ring = readRing(insetRings.at(r));
        if (ring.problem != RingProblem::None)
            return ringError(insetWhere, r, ring);
        // Undo the decoder's lon/lat conversion (README "Format") to get back the upright
        // local frame: x = (lon - 126) * 10.5, y = (25 - lat) * 14.
        QPolygonF local;
        local.reserve(ring.lonLat.size());
        for (const QPointF &p : ring.lonLat)
            local.append(QPointF((p.x() - 126.0) * 10.5, (25.0 - p.y()) * 14.0));
        inset.path.addPolygon(local);
        inset.path.closeSubpath();
        inset.rings.append(local);
    }
    return QString();
}

} // namespace

QString ChinaGeometry::resourcePath()
{
    return QStringLiteral(":/computeatlas/map/china-provinces.json");
}

ChinaGeometry::ChinaGeometry(const AlbersProjection &projection)
    : m_projection(projection)
{}

const ChinaGeometry &ChinaGeometry::embedded()
{
    static const ChinaGeometry geometry = [] {
        ChinaGeometry g;
        g.loadFile(resourcePath());
        return g;
    }();
    return geometry;
}

void ChinaGeometry::clear()
{
    m_provinces.clear();
    m_index.clear();
    m_projectedBounds = QRectF();
    m_lonLatBounds = QRectF();
    m_source.clear();
    m_insetPath = QPainterPath();
    m_insetRings.clear();
    m_insetName = LocalizedText();
    m_valid = false;
    m_error.clear();
}

bool ChinaGeometry::fail(const QString &message)
{
    clear();
    m_error = message;
    return false;
}

bool ChinaGeometry::loadFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Cannot read the map geometry %1: %2").arg(fileName, file.errorString()));
    return load(file.readAll());
}

bool ChinaGeometry::load(const QByteArray &json)
{
    clear();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return fail(tr("The map geometry is not valid JSON: %1 (at byte %2).")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    }
    if (!document.isObject())
        return fail(tr("The map geometry must be a JSON object."));
    const QJsonObject root = document.object();

    ProvinceList provinces;
    QString error = readProvinces(root, m_projection, provinces);
    if (!error.isEmpty())
        return fail(error);
    const QJsonObject nanhai = root.value(QLatin1String("nanhai")).toObject();
    Inset inset;
    error = readInset(nanhai, inset);
    if (!error.isEmpty())
        return fail(error);

    m_provinces = provinces.shapes;
    m_index = provinces.index;
    m_lonLatBounds = provinces.lonLatBounds;
    m_projectedBounds = provinces.projectedBounds;
    m_source = root.value(QLatin1String("source")).toString();
    m_insetPath = inset.path;
    m_insetRings = inset.rings;
    m_insetName.zh = nanhai.value(QLatin1String("name_zh")).toString();
    m_insetName.en = nanhai.value(QLatin1String("name_en")).toString();
    m_valid = true;
    return true;
}

const ProvinceShape *ChinaGeometry::province(const QString &adcode) const
{
    const auto it = m_index.constFind(adcode);
    return it == m_index.cend() ? nullptr : &m_provinces.at(*it);
}

QString ChinaGeometry::provinceAt(QPointF projected) const
{
    for (const ProvinceShape &shape : m_provinces) {
        if (shape.bounds.contains(projected) && shape.path.contains(projected))
            return shape.adcode;
    }
    return QString();
}

} // namespace Atlas
