#!/usr/bin/env python3
"""Decode and simplify the Apache ECharts 4.9.0 China map into resources/map/china-provinces.json.

Development-time tool, Python 3 standard library only. Nothing here runs at build or run time.

Inputs (from the npm tarball, see resources/map/README.md):
  * package/map/json/china.json            -- GeoJSON FeatureCollection with "UTF8Encoding": true
  * package/src/coord/geo/fix/nanhai.js    -- the South China Sea (南海诸岛) inset polygons
                                              (nanhai.ts in ECharts 5 has the same content)

Usage:
  decode_china_map.py CHINA_JSON NANHAI_SRC [-o OUT] [--tolerance DEG]
  decode_china_map.py --check FILE

Decoding (identical to ECharts 4.9.0 src/coord/geo/parseGeoJson.js):
  every ring is a string read two characters at a time; for (c0, c1):
      x = ord(c0) - 64, y = ord(c1) - 64
      zig-zag:     v = (v >> 1) ^ -(v & 1)
      delta:       x += prevX, y += prevY   (prev starts at the ring's encodeOffsets pair)
      dequantize:  lon = x / scale, lat = y / scale   (scale = json["UTF8Scale"], default 1024)
  Polygon: encodeOffsets[i] belongs to ring i; MultiPolygon: encodeOffsets[p][r] to ring r of polygon p.

Simplification: Douglas-Peucker in plain lon/lat degrees, per ring (rings are independent, so
shared borders between neighbouring provinces are simplified separately; at ~0.01 deg the
mismatch is around a kilometre, invisible at national scale). A ring that would collapse below
3 distinct vertices is re-simplified with a halved tolerance until it keeps at least 3 (so tiny
islands survive); rings that are degenerate even unsimplified (fewer than 3 distinct vertices
after rounding, or zero area) are dropped. Output rings are explicitly closed (first == last),
so every ring has at least 4 points. Coordinates are rounded to 3 decimals.

South China Sea inset transform (from nanhai.js, ECharts 4.9.0):
      var geoCoord = [126, 25];
      points[i][k][0] /= 10.5;                 // x
      points[i][k][1] /= -10.5 / 0.75;         // y
      points[i][k][0] += geoCoord[0];
      points[i][k][1] += geoCoord[1];
  i.e.  lon = 126 + x / 10.5
        lat =  25 - y * 0.75 / 10.5  (= 25 - y / 14)
  The local coordinates (x 0..64 rightwards, y 0..93.1 downwards) are isotropic in ECharts' screen
  space, whose geo view squeezes longitude by aspectScale = 0.75 -- hence the 0.75 on y. The anchor
  (126 E, 25 N) is the inset's top-left corner; the inset spans about 126.0-132.1 E, 18.35-25.0 N.
  Ring 0 is a coastline strip along the top, rings 1-10 are the ten dash segments, ring 11 is a
  U-shaped frame (left, bottom and right sides; the coastline closes the top). The script parses
  the anchor, the divisors and the point array from the source file rather than hard-coding them.

Output: compact JSON (no whitespace), see resources/map/README.md for the format.
"""

import argparse
import ast
import json
import math
import operator
import os
import re
import sys

SOURCE_TEXT = ("Apache ECharts 4.9.0 map/json/china.json (Apache-2.0), "
               "decoded and simplified by tools/decode_china_map.py")
NANHAI_SOURCE_TEXT = ("Apache ECharts 4.9.0 src/coord/geo/fix/nanhai.js (Apache-2.0), "
                      "converted to lon/lat by tools/decode_china_map.py")
DEFAULT_TOLERANCE = 0.01
DECIMALS = 3

# adcode -> standard English name of the province-level unit.
NAME_EN = {
    "110000": "Beijing",
    "120000": "Tianjin",
    "130000": "Hebei",
    "140000": "Shanxi",
    "150000": "Inner Mongolia",
    "210000": "Liaoning",
    "220000": "Jilin",
    "230000": "Heilongjiang",
    "310000": "Shanghai",
    "320000": "Jiangsu",
    "330000": "Zhejiang",
    "340000": "Anhui",
    "350000": "Fujian",
    "360000": "Jiangxi",
    "370000": "Shandong",
    "410000": "Henan",
    "420000": "Hubei",
    "430000": "Hunan",
    "440000": "Guangdong",
    "450000": "Guangxi",
    "460000": "Hainan",
    "500000": "Chongqing",
    "510000": "Sichuan",
    "520000": "Guizhou",
    "530000": "Yunnan",
    "540000": "Tibet (Xizang)",
    "610000": "Shaanxi",
    "620000": "Gansu",
    "630000": "Qinghai",
    "640000": "Ningxia",
    "650000": "Xinjiang",
    "710000": "Taiwan",
    "810000": "Hong Kong",
    "820000": "Macao",
}

# Expected Chinese names in china.json, used as a cross-check of the adcode table.
NAME_ZH = {
    "110000": "北京", "120000": "天津", "130000": "河北", "140000": "山西", "150000": "内蒙古",
    "210000": "辽宁", "220000": "吉林", "230000": "黑龙江", "310000": "上海", "320000": "江苏",
    "330000": "浙江", "340000": "安徽", "350000": "福建", "360000": "江西", "370000": "山东",
    "410000": "河南", "420000": "湖北", "430000": "湖南", "440000": "广东", "450000": "广西",
    "460000": "海南", "500000": "重庆", "510000": "四川", "520000": "贵州", "530000": "云南",
    "540000": "西藏", "610000": "陕西", "620000": "甘肃", "630000": "青海", "640000": "宁夏",
    "650000": "新疆", "710000": "台湾", "810000": "香港", "820000": "澳门",
}


# --------------------------------------------------------------------------- decoding

def zigzag(v):
    return (v >> 1) ^ -(v & 1)


def decode_ring(encoded, offset, scale):
    """Decode one ECharts UTF8Encoding ring string into [(lon, lat), ...]."""
    if len(encoded) % 2:
        raise ValueError("encoded ring has odd length %d" % len(encoded))
    prev_x, prev_y = offset[0], offset[1]
    out = []
    for i in range(0, len(encoded), 2):
        x = zigzag(ord(encoded[i]) - 64) + prev_x
        y = zigzag(ord(encoded[i + 1]) - 64) + prev_y
        prev_x, prev_y = x, y
        out.append((x / scale, y / scale))
    return out


def decode_geometry(geometry, scale, encoded=True):
    """Return a list of polygons, each a list of rings (exterior first)."""
    gtype = geometry["type"]
    coords = geometry["coordinates"]
    if gtype == "Polygon":
        polygons, offsets = [coords], [geometry.get("encodeOffsets")]
    elif gtype == "MultiPolygon":
        polygons, offsets = coords, geometry.get("encodeOffsets") or [None] * len(coords)
    else:
        raise ValueError("unsupported geometry type %r" % gtype)
    result = []
    for p, polygon in enumerate(polygons):
        rings = []
        for r, ring in enumerate(polygon):
            if encoded:
                rings.append(decode_ring(ring, offsets[p][r], scale))
            else:
                rings.append([(float(pt[0]), float(pt[1])) for pt in ring])
        result.append(rings)
    return result


# --------------------------------------------------------------------------- nanhai inset

_ARITH_OPS = {ast.Add: operator.add, ast.Sub: operator.sub,
              ast.Mult: operator.mul, ast.Div: operator.truediv}


def eval_arith(expr):
    """Evaluate a plain numeric JS expression such as '-10.5 / 0.75' (numbers and + - * / only)."""
    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            v = ev(node.operand)
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.BinOp) and type(node.op) in _ARITH_OPS:
            return _ARITH_OPS[type(node.op)](ev(node.left), ev(node.right))
        raise ValueError("unsupported expression: %r" % expr)
    return ev(ast.parse(expr.strip(), mode="eval"))


def parse_nanhai(path):
    """Parse nanhai.js / nanhai.ts; return (anchor, (div_x, div_y), local_rings)."""
    with open(path, encoding="utf-8") as fh:
        src = fh.read()
    # Strip comments so they cannot confuse the regular expressions.
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    src = re.sub(r"//[^\n]*", "", src)

    m = re.search(r"(?:var|let|const)\s+geoCoord\s*(?::[^=]+)?=\s*(\[[^\]]*\])", src)
    if not m:
        raise ValueError("geoCoord not found in %s" % path)
    anchor = [float(v) for v in json.loads(m.group(1))]

    m = re.search(r"(?:var|let|const)\s+points\s*(?::[^=]+)?=\s*(\[.*?\])\s*;", src, flags=re.S)
    if not m:
        raise ValueError("points array not found in %s" % path)
    text = re.sub(r",\s*\]", "]", m.group(1))  # tolerate trailing commas
    local = json.loads(text)

    mx = re.search(r"points\[i\]\[k\]\[0\]\s*/=\s*([^;]+);", src)
    my = re.search(r"points\[i\]\[k\]\[1\]\s*/=\s*([^;]+);", src)
    ax = re.search(r"points\[i\]\[k\]\[0\]\s*\+=\s*geoCoord\[0\]\s*;", src)
    ay = re.search(r"points\[i\]\[k\]\[1\]\s*\+=\s*geoCoord\[1\]\s*;", src)
    if not (mx and my and ax and ay):
        raise ValueError("nanhai transform not recognised in %s; inspect the source by hand" % path)
    return anchor, (eval_arith(mx.group(1)), eval_arith(my.group(1))), local


def nanhai_to_lonlat(anchor, divisors, local):
    rings = []
    for ring in local:
        rings.append([(x / divisors[0] + anchor[0], y / divisors[1] + anchor[1]) for x, y in ring])
    return rings


# --------------------------------------------------------------------------- simplification

def seg_dist2(p, a, b):
    """Squared distance from p to segment ab."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    px, py = p[0] - ax, p[1] - ay
    len2 = dx * dx + dy * dy
    if len2 == 0.0:
        return px * px + py * py
    t = max(0.0, min(1.0, (px * dx + py * dy) / len2))
    ex, ey = px - t * dx, py - t * dy
    return ex * ex + ey * ey


def dp_path(pts, tol):
    """Douglas-Peucker on an open path; keeps both end points. Iterative."""
    n = len(pts)
    if n <= 2:
        return list(pts)
    keep = [False] * n
    keep[0] = keep[-1] = True
    tol2 = tol * tol
    stack = [(0, n - 1)]
    while stack:
        i, j = stack.pop()
        best, idx = -1.0, -1
        for k in range(i + 1, j):
            d = seg_dist2(pts[k], pts[i], pts[j])
            if d > best:
                best, idx = d, k
        if idx >= 0 and best > tol2:
            keep[idx] = True
            stack.append((i, idx))
            stack.append((idx, j))
    return [p for p, k in zip(pts, keep) if k]


def open_ring(ring):
    """Drop the closing duplicate (if any) and consecutive duplicates."""
    out = []
    for p in ring:
        if not out or p != out[-1]:
            out.append(p)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def dp_ring(ring, tol):
    """Douglas-Peucker on a ring (given open). Splits at the vertex farthest from vertex 0."""
    n = len(ring)
    if n <= 3:
        return list(ring)
    x0, y0 = ring[0]
    far = max(range(1, n), key=lambda k: (ring[k][0] - x0) ** 2 + (ring[k][1] - y0) ** 2)
    a = dp_path(ring[:far + 1], tol)
    b = dp_path(ring[far:] + [ring[0]], tol)
    return a[:-1] + b[:-1]


def ring_area(ring):
    s = 0.0
    n = len(ring)
    for i in range(n):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return s / 2.0


def rnd(v):
    r = round(v, DECIMALS)
    if r == 0:
        r = 0.0  # no "-0.0"
    return int(r) if r == int(r) else r


def round_ring(ring):
    return open_ring([(rnd(x), rnd(y)) for x, y in ring])


def simplify_ring(ring, tol):
    """Return a closed, rounded, simplified ring, or None if the ring is degenerate."""
    base = round_ring(ring)
    if len(base) < 3 or ring_area(base) == 0.0:
        return None
    t = tol
    while True:
        simp = round_ring(dp_ring(base, t)) if t > 0 else base
        if len(simp) >= 3 and ring_area(simp) != 0.0:
            break
        if t <= 0:
            return None
        t = t / 2.0 if t > 1e-6 else 0.0
    return simp + [simp[0]]


def flat(ring):
    out = []
    for x, y in ring:
        out.append(x)
        out.append(y)
    return out


# --------------------------------------------------------------------------- build

def build(china_path, nanhai_path, out_path, tol):
    with open(china_path, encoding="utf-8") as fh:
        data = json.load(fh)
    encoded = bool(data.get("UTF8Encoding"))
    scale = data.get("UTF8Scale") or 1024

    provinces = []
    stats = {"rings_in": 0, "points_in": 0, "rings_out": 0, "points_out": 0, "dropped": 0}
    minx = miny = math.inf
    maxx = maxy = -math.inf
    for feat in data["features"]:
        geom = feat.get("geometry")
        props = feat.get("properties") or {}
        if not geom or not geom.get("coordinates"):
            continue
        adcode = str(feat.get("id") or props.get("id") or props.get("adcode"))
        name_zh = props["name"]
        if adcode not in NAME_EN:
            raise SystemExit("unknown adcode %s (%s): extend NAME_EN" % (adcode, name_zh))
        if NAME_ZH.get(adcode) != name_zh:
            raise SystemExit("adcode %s is %s in the data, expected %s" % (adcode, name_zh, NAME_ZH.get(adcode)))
        rings_out = []
        for polygon in decode_geometry(geom, scale, encoded):
            if len(polygon) > 1:
                # The output format has no holes; china.json 4.9.0 has none.
                raise SystemExit("%s has a polygon with holes; the output format cannot express it" % name_zh)
            for ring in polygon:
                stats["rings_in"] += 1
                stats["points_in"] += len(ring)
                s = simplify_ring(ring, tol)
                if s is None:
                    stats["dropped"] += 1
                    print("dropped degenerate ring in %s (%d points)" % (name_zh, len(ring)), file=sys.stderr)
                    continue
                stats["rings_out"] += 1
                stats["points_out"] += len(s)
                for x, y in s:
                    minx, maxx = min(minx, x), max(maxx, x)
                    miny, maxy = min(miny, y), max(maxy, y)
                rings_out.append(flat(s))
        cp = props.get("cp")
        provinces.append({
            "adcode": adcode,
            "name_zh": name_zh,
            "name_en": NAME_EN[adcode],
            "label": [rnd(cp[0]), rnd(cp[1])] if cp else None,
            "rings": rings_out,
        })
    provinces.sort(key=lambda p: p["adcode"])

    anchor, divisors, local = parse_nanhai(nanhai_path)
    nanhai_rings = []
    nminx = nminy = math.inf
    nmaxx = nmaxy = -math.inf
    for ring in nanhai_to_lonlat(anchor, divisors, local):
        r = round_ring(ring)  # tiny hand-drawn shapes: rounded, not simplified
        r = r + [r[0]]
        for x, y in r:
            nminx, nmaxx = min(nminx, x), max(nmaxx, x)
            nminy, nmaxy = min(nminy, y), max(nmaxy, y)
        nanhai_rings.append(flat(r))

    out = {
        "source": SOURCE_TEXT,
        "tolerance": tol,
        "bbox": [minx, miny, maxx, maxy],
        "provinces": provinces,
        "nanhai": {
            "source": NANHAI_SOURCE_TEXT,
            "name_zh": "南海诸岛",
            "name_en": "South China Sea Islands",
            "anchor": [rnd(anchor[0]), rnd(anchor[1])],
            # lon = anchor[0] + x * scale[0]; lat = anchor[1] + y * scale[1]  (x, y = ECharts local)
            "scale": [round(1.0 / divisors[0], 9), round(1.0 / divisors[1], 9)],
            "bbox": [nminx, nminy, nmaxx, nmaxy],
            "rings": nanhai_rings,
        },
    }
    text = json.dumps(out, ensure_ascii=False, separators=(",", ":"))
    os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    size = os.path.getsize(out_path)
    print("wrote %s: %d bytes (%.1f KB)" % (out_path, size, size / 1024.0))
    print("tolerance %.4g deg; rings %d -> %d (dropped %d); points %d -> %d (closed rings)"
          % (tol, stats["rings_in"], stats["rings_out"], stats["dropped"],
             stats["points_in"], stats["points_out"]))
    print("bbox %.3f-%.3f E, %.3f-%.3f N" % (minx, maxx, miny, maxy))
    print("nanhai: anchor %s, lon = %g + x/%g, lat = %g + y/(%g); %d rings, %d points"
          % (anchor, anchor[0], divisors[0], anchor[1], divisors[1], len(nanhai_rings),
             sum(len(r) // 2 for r in nanhai_rings)))
    return 0


# --------------------------------------------------------------------------- check

REQUIRED_ADCODES = ("710000", "810000", "820000")


def check(path):
    errors = []

    def err(msg):
        errors.append(msg)

    size = os.path.getsize(path)
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)

    if size >= 400 * 1024:
        err("file is %d bytes, limit is 400 KB" % size)
    for key in ("source", "bbox", "provinces", "nanhai"):
        if key not in data:
            err("missing top-level key %r" % key)
    provs = data.get("provinces", [])
    if len(provs) != 34:
        err("expected 34 province-level units, found %d" % len(provs))
    codes = [p.get("adcode") for p in provs]
    if len(set(codes)) != len(codes):
        err("duplicate adcodes")
    for c in REQUIRED_ADCODES:
        if c not in codes:
            err("adcode %s missing" % c)

    nrings = npts = 0
    minx = miny = math.inf
    maxx = maxy = -math.inf
    for p in provs:
        tag = "%s %s" % (p.get("adcode"), p.get("name_zh"))
        if not p.get("name_zh") or not p.get("name_en"):
            err("%s: missing name" % tag)
        lab = p.get("label")
        if not (isinstance(lab, list) and len(lab) == 2 and all(isinstance(v, (int, float)) for v in lab)):
            err("%s: bad label %r" % (tag, lab))
        elif not (73 <= lab[0] <= 136 and 3 <= lab[1] <= 54):
            err("%s: label outside China bbox" % tag)
        if not p.get("rings"):
            err("%s: no rings" % tag)
        for i, r in enumerate(p.get("rings", [])):
            nrings += 1
            if len(r) % 2 or len(r) < 8:
                err("%s ring %d: %d numbers (need an even count >= 8)" % (tag, i, len(r)))
                continue
            if r[0] != r[-2] or r[1] != r[-1]:
                err("%s ring %d: not closed" % (tag, i))
            npts += len(r) // 2
            xs, ys = r[0::2], r[1::2]
            minx, maxx = min(minx, min(xs)), max(maxx, max(xs))
            miny, maxy = min(miny, min(ys)), max(maxy, max(ys))
    if not (73 <= minx and maxx <= 136 and 3 <= miny and maxy <= 54):
        err("province coordinates outside 73-136 E, 3-54 N: %.3f-%.3f E, %.3f-%.3f N"
            % (minx, maxx, miny, maxy))
    bbox = data.get("bbox")
    if bbox != [minx, miny, maxx, maxy]:
        err("declared bbox %r differs from computed %r" % (bbox, [minx, miny, maxx, maxy]))

    nh = data.get("nanhai") or {}
    nh_rings = nh.get("rings") or []
    if not nh_rings:
        err("nanhai rings missing")
    nh_pts = 0
    for i, r in enumerate(nh_rings):
        if len(r) % 2 or len(r) < 8:
            err("nanhai ring %d: %d numbers" % (i, len(r)))
        nh_pts += len(r) // 2
        xs, ys = r[0::2], r[1::2]
        if not (73 <= min(xs) and max(xs) <= 136 and 3 <= min(ys) and max(ys) <= 54):
            err("nanhai ring %d outside 73-136 E, 3-54 N" % i)
    for key in ("anchor", "scale"):
        if key not in nh:
            err("nanhai.%s missing" % key)

    print("file %s: %d bytes (%.1f KB)" % (path, size, size / 1024.0))
    print("provinces %d, unique adcodes %d, rings %d, points %d"
          % (len(provs), len(set(codes)), nrings, npts))
    if nrings:
        print("province bbox %.3f-%.3f E, %.3f-%.3f N" % (minx, maxx, miny, maxy))
    print("nanhai rings %d, points %d" % (len(nh_rings), nh_pts))
    if errors:
        for e in errors:
            print("FAIL: " + e)
        return 1
    print("OK")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("china_json", nargs="?", help="package/map/json/china.json")
    ap.add_argument("nanhai_src", nargs="?", help="package/src/coord/geo/fix/nanhai.js (or nanhai.ts)")
    ap.add_argument("-o", "--output", default=None,
                    help="output file (default: resources/map/china-provinces.json beside this tool)")
    ap.add_argument("--tolerance", type=float, default=DEFAULT_TOLERANCE,
                    help="Douglas-Peucker tolerance in degrees (default %(default)s)")
    ap.add_argument("--check", metavar="FILE", help="validate a generated file and exit")
    args = ap.parse_args(argv)
    if args.check:
        return check(args.check)
    if not args.china_json or not args.nanhai_src:
        ap.error("CHINA_JSON and NANHAI_SRC are required (or use --check FILE)")
    out = args.output or os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                      os.pardir, "resources", "map", "china-provinces.json")
    return build(args.china_json, args.nanhai_src, os.path.normpath(out), args.tolerance)


if __name__ == "__main__":
    sys.exit(main())
