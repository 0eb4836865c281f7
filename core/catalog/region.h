#pragma once

#include "text/localizedtext.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// How far a figure is established (REGIONS.md): verified = official text or a reputable outlet
// quoting one; partial = sourced but indirect, old or weak; unverified = inference or estimate.
enum class Verification { Verified, Partial, Unverified };
enum class Side { East, West };
enum class Role { Realtime, NonRealtime };

QString verificationKey(Verification verification);
QString sideKey(Side side);
QString roleKey(Role role);

struct City
{
    QString id;
    LocalizedText name;
    double lat = 0;
    double lon = 0;
    QString source;
};

struct SubSite
{
    LocalizedText name;
    double lat = 0;
    double lon = 0;
};

struct SourcedNumber
{
    std::optional<double> value;
    Verification verified = Verification::Unverified;
    LocalizedText text; // basis or original wording
    QStringList sources;
    int year = 0;
};

struct Tariff
{
    double value = 0; // CNY/kWh, indicative default
    double low = 0;
    double high = 0;
    Verification verified = Verification::Unverified;
    LocalizedText basis;
    QStringList sources;
};

struct GridFactor
{
    double value = 0; // kgCO2/kWh, regional grid average
    int year = 0;
    QString region; // e.g. 华北
    Verification verified = Verification::Unverified;
    QStringList sources;
};

// A 东数西算 hub (枢纽) or data-centre cluster (集群). Hubs carry the aggregate of their
// clusters (mean tariff and PUE, weakest verification), so the cost engine treats both alike.
struct Region
{
    enum class Kind { Hub, Cluster };

    Kind kind = Kind::Cluster;
    QString id;
    LocalizedText name;
    LocalizedText shortName; // "张家口" for labels on the map
    QString hubId;           // clusters: their hub; hubs: themselves
    QStringList clusterIds;  // hubs only
    LocalizedText province;
    Side side = Side::East;
    LocalizedText sideNote;
    Role role = Role::Realtime;
    LocalizedText roleText;
    double lat = 0;
    double lon = 0;
    Verification coordVerified = Verification::Unverified;
    LocalizedText coordNote;
    QList<SubSite> subSites;
    SourcedNumber startZone;  // text only
    QStringList demandCities; // hubs: the cities whose demand they serve
    SourcedNumber pueTarget;
    Tariff tariff;
    GridFactor gridFactor;
    std::optional<double> provincialFactor2022;
    SourcedNumber greenShare; // value is a fraction 0..1 when known
    SourcedNumber climate;    // annual mean °C
    LocalizedText latencyClaim;
    LocalizedText notes;
    QStringList sources;

    QString sourceFile;
    int sourceLine = 0;

    bool isHub() const { return kind == Kind::Hub; }
};

// Facts that belong to the programme as a whole (targets, measured latency, seed verdicts).
struct RegionPolicyFact
{
    QString group; // the policy section it came from, e.g. "latency_targets"
    LocalizedText what;
    QString value; // as published, with its unit
    Verification verified = Verification::Unverified;
    QStringList sources;
};

struct RegionSeedClaim
{
    QString claimZh;
    QString verdict; // plausible | unsupported | misleading | partly-wrong | …
    LocalizedText verdictText;
    LocalizedText evidence;
    QStringList sources;
};

// Great-circle distance (haversine, R = 6371 km) and the fibre latency floor at 4.9 µs/km.
double greatCircleKm(double lat1, double lon1, double lat2, double lon2);
double fibreLatencyFloorMs(double km);
inline constexpr double FibreMicrosecondsPerKm = 4.9;

// China's bounding box including the South China Sea: coordinates outside it are rejected.
bool insideChina(double lat, double lon);

} // namespace Atlas
