#include "views/map/mapstyle.h"

namespace Atlas {

MapStyle MapStyle::make(const PlotContext &context, const QString &fontFamily)
{
    MapStyle s;
    s.apply(context);
    s.fontFamily = fontFamily;
    s.background = QColor(0xff, 0xff, 0xff);
    s.panel = QColor(0xff, 0xff, 0xff, 235);
    s.noValue = QColor(0xbd, 0xbd, 0xbd);
    if (!s.highContrast) {
        s.land = QColor(0xee, 0xef, 0xea);
        s.landHover = QColor(0xdc, 0xe3, 0xea);
        s.border = QColor(0xa8, 0xae, 0xb4);
        s.insetBorder = QColor(0x70, 0x78, 0x80);
        s.provinceText = QColor(0x8a, 0x90, 0x96);
        s.text = QColor(0x26, 0x2b, 0x30);
        s.mutedText = QColor(0x6b, 0x72, 0x79);
        s.markerOutline = QColor(0x2b, 0x30, 0x36);
        s.dimmedOutline = QColor(0x80, 0x86, 0x8c);
        s.panelBorder = QColor(0xc4, 0xc9, 0xce);
        s.halo = QColor(0xff, 0xff, 0xff, 210);
        s.siteOutline = QColor(0x4a, 0x3a, 0x8c);
        s.siteText = QColor(0x2b, 0x1f, 0x66);
        s.siteLink = QColor(0x6a, 0x5a, 0xb0);
        return s;
    }
    s.land = QColor(0xf2, 0xf2, 0xf2);
    s.landHover = QColor(0xd6, 0xe4, 0xf2);
    s.border = QColor(0x40, 0x40, 0x40);
    s.insetBorder = QColor(0x20, 0x20, 0x20);
    s.provinceText = QColor(0x40, 0x40, 0x40);
    s.text = QColor(0x00, 0x00, 0x00);
    s.mutedText = QColor(0x20, 0x20, 0x20);
    s.markerOutline = QColor(0x00, 0x00, 0x00);
    s.dimmedOutline = QColor(0x50, 0x50, 0x50);
    s.panelBorder = QColor(0x20, 0x20, 0x20);
    s.halo = QColor(0xff, 0xff, 0xff, 235);
    s.borderWidth = 1.0; // wider is much slower on raster devices: see paintProvinces()
    s.markerOutlineWidth = 2.0;
    s.hubRadius = 12;
    s.clusterRadius = 7.5;
    s.labelPx = 15;
    s.provincePx = 12;
    s.legendPx = 13;
    s.titlePx = 15;
    s.footerPx = 14; // the disclaimer grows with the type (× 1.4, as the window's)
    s.sitePx = 11;
    s.siteOutline = QColor(0x20, 0x10, 0x60);
    s.siteText = QColor(0x00, 0x00, 0x00);
    s.siteLink = QColor(0x30, 0x20, 0x80);
    s.noticeBorder = QColor(0x90, 0x40, 0x00);
    return s;
}

} // namespace Atlas
