#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas {

inline constexpr double KiB = 1024.0;
inline constexpr double MiB = 1024.0 * KiB;
inline constexpr double GiB = 1024.0 * MiB;
inline constexpr double GB = 1e9;

// Numeric formats for weights, compute, gradients and the KV cache.
// Nf4 is QLoRA's 4-bit NormalFloat storage format; it is not a user-selectable compute precision.
enum class Precision { Fp32, Tf32, Bf16, Fp16, Fp8, Int8, Int4, Nf4 };

// Bytes one stored element takes. TF32 is a compute mode: its tensors are stored as FP32.
double bytesPerElement(Precision precision);
bool isSixteenBitOrLess(Precision precision);
bool isQuantized(Precision precision); // int8, int4, nf4: weight formats that need scales

QString precisionKey(Precision precision);   // "bf16"
QString precisionLabel(Precision precision); // "BF16"
std::optional<Precision> precisionFromKey(QStringView key);

// The user-facing precision scale of the precision slider, from FP32 down to INT4.
const QList<Precision> &precisionScale();
QStringList precisionKeys(const QList<Precision> &precisions);

} // namespace Atlas
