#pragma once

#include "text/localizedtext.h"
#include "views/map/albersprojection.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace Atlas {

// One province-level unit, projected once when the geometry is loaded.
struct ProvinceShape
{
    QString adcode; // "110000"
    LocalizedText name;
    QPointF capitalLonLat; // the file's "label" point: the capital, not a visual centre
    QPointF labelPoint;    // projected; the interior point farthest from the outline, for names
    QPainterPath path;     // projected (km, y north); one closed subpath per ring
    QRectF bounds;         // projected
};

// The province outlines of resources/map/china-provinces.json (see its README), validated and
// projected with Albers once, plus the South China Sea Islands inset.
//
// The inset is NOT projected: pushed through the conic projection it would come out tilted by
// about 14 degrees, so its rings are converted back to the local, upright frame they were drawn
// in (x 0..64 to the right, y 0..93.1 downwards; equal x/y scale) and the view draws them in a
// screen-aligned box.
class ChinaGeometry
{
    Q_DECLARE_TR_FUNCTIONS(Atlas::ChinaGeometry)

public:
    static constexpr int ProvinceCount = 34;
    static QString resourcePath(); // ":/computeatlas/map/china-provinces.json"

    explicit ChinaGeometry(const AlbersProjection &projection = AlbersProjection());

    // The embedded geometry, parsed and projected on first use and shared by every view.
    // Check isValid(): a broken resource is a build error, but the view still shows the message.
    static const ChinaGeometry &embedded();

    // Replaces the contents. On failure the object is left empty, isValid() is false and
    // errorString() says what is wrong and where (province, ring, coordinate index).
    bool load(const QByteArray &json);
    bool loadFile(const QString &fileName);
    bool isValid() const { return m_valid; }
    QString errorString() const { return m_error; }

    const AlbersProjection &projection() const { return m_projection; }
    const QList<ProvinceShape> &provinces() const { return m_provinces; }
    const ProvinceShape *province(const QString &adcode) const;
    QRectF projectedBounds() const { return m_projectedBounds; }
    QRectF lonLatBounds() const { return m_lonLatBounds; } // measured from the rings
    QString source() const { return m_source; }

    // The adcode of the province containing a projected point, or an empty string.
    QString provinceAt(QPointF projected) const;

    // The inset, in its local frame (see above).
    static QSizeF insetSize() { return {64.0, 93.1}; }
    const QPainterPath &insetPath() const { return m_insetPath; }
    const QList<QPolygonF> &insetRings() const { return m_insetRings; }
    const LocalizedText &insetName() const { return m_insetName; }

private:
    bool fail(const QString &message);
    void clear();

    AlbersProjection m_projection;
    QList<ProvinceShape> m_provinces;
    QHash<QString, qsizetype> m_index;
    QRectF m_projectedBounds;
    QRectF m_lonLatBounds;
    QString m_source;
    QPainterPath m_insetPath;
    QList<QPolygonF> m_insetRings;
    LocalizedText m_insetName;
    bool m_valid = false;
    QString m_error;
};

} // namespace Atlas
