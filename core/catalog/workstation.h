#pragma once

#include "catalog/accelerator.h"
#include "engine/workload.h"
#include "text/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

// The CPU platform a machine is built on: what limits the cards (PCIe lanes) and the memory.
struct WorkstationPlatform
{
    LocalizedText name;
    std::optional<int> cpuPcieLanes;
    std::optional<double> maxRamGiB;
    std::optional<double> cpuPowerW; // maximum sustained package power
    LocalizedText basis;             // why this platform (the seed names none)
    Confidence confidence = Confidence::U;
    QStringList sources;
};

// What a workstation is meant for, as the seed states it.
struct WorkstationUse
{
    QString modelId;
    Task task = Task::Inference; // inference, or a fine-tuning task (the first method tried)
    QList<Task> methods;         // fine-tuning methods in order of preference; empty: inference
    LocalizedText text;          // the seed's words
};

// One of the seed's single-machine configurations (seed 003 "单机配置"), as a purchase bundle.
struct Workstation
{
    QString id;
    LocalizedText name;
    QString seedConfigZh; // the seed's component list, verbatim
    double seedPriceCny = 0;
    QString acceleratorId;
    int cards = 1;
    bool linkClaimed = false; // the configuration claims NVLink between the cards
    double ramGiB = 0;
    std::optional<double> ssdTB;
    WorkstationPlatform platform;
    QList<WorkstationUse> uses;
    LocalizedText notes;
    QStringList sources;

    QString sourceFile;
    int sourceLine = 0;
};

} // namespace Atlas
