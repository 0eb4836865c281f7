#include "catalog/precision.h"

namespace Atlas {

double bytesPerElement(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4.0;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0;
    case Precision::Int4:
    case Precision::Nf4:
        return 0.5;
    }
    return 4.0;
}

bool isSixteenBitOrLess(Precision precision)
{
    return bytesPerElement(precision) <= 2.0;
}

bool isQuantized(Precision precision)
{
    return precision == Precision::Int8 || precision == Precision::Int4
           || precision == Precision::Nf4;
}

QString precisionKey(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return QStringLiteral("fp32");
    case Precision::Tf32:
        return QStringLiteral("tf32");
    case Precision::Bf16:
        return QStringLiteral("bf16");
    case Precision::Fp16:
        return QStringLiteral("fp16");
    case Precision::Fp8:
        return QStringLiteral("fp8");
    case Precision::Int8:
        return QStringLiteral("int8");
    case Precision::Int4:
        return QStringLiteral("int4");
    case Precision::Nf4:
        return QStringLiteral("nf4");
    }
    return {};
}

QString precisionLabel(Precision precision)
{
    return precisionKey(precision).toUpper();
}

std::optional<Precision> precisionFromKey(QStringView key)
{
    static const Precision all[] = {Precision::Fp32,
                                    Precision::Tf32,
                                    Precision::Bf16,
                                    Precision::Fp16,
                                    Precision::Fp8,
                                    Precision::Int8,
                                    Precision::Int4,
                                    Precision::Nf4};
    for (Precision p : all) {
        if (key.compare(precisionKey(p), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

const QList<Precision> &precisionScale()
{
    static const QList<Precision> scale = {Precision::Fp32,
                                           Precision::Tf32,
                                           Precision::Bf16,
                                           Precision::Fp16,
                                           Precision::Fp8,
                                           Precision::Int8,
                                           Precision::Int4};
    return scale;
}

QStringList precisionKeys(const QList<Precision> &precisions)
{
    QStringList keys;
    for (Precision p : precisions)
        keys.append(precisionKey(p));
    return keys;
}

} // namespace Atlas
