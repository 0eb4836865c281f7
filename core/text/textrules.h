#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace Atlas {

// The texts every file and the CLI may hold: one table for the catalog, scenario files,
// config.json imports and the command line. Texts are capped when read, with a located error:
// a name of a few megabytes would otherwise freeze the PDF layout (line breaking is quadratic
// in an unbroken word) and flood messages.
inline constexpr int MaxIdLength = 100;    // ids and references to ids: one line
inline constexpr int MaxNameLength = 200;  // names, labels, vendors: one line
inline constexpr int MaxTextLength = 4000; // notes, bases, claims, sources: may break lines

// Texts up to MaxNameLength are one line (ids, names, labels); longer ones (notes) may hold
// tabs and line breaks.
enum class TextShape { Line, Multiline };
constexpr TextShape textShape(int maxLength)
{
    return maxLength <= MaxNameLength ? TextShape::Line : TextShape::Multiline;
}

// A control character no text may hold: C0 (U+0000–U+001F), DEL (U+007F) and C1
// (U+0080–U+009F). Printed, they move the cursor, recolour or clear a terminal; a NUL cuts the
// text short wherever it is passed on as a C string. Tab and line feed are allowed in
// multi-line texts.
struct ControlCharacter
{
    qsizetype index = 0; // in UTF-16 code units, 0-based
    char16_t code = 0;
};
std::optional<ControlCharacter> findControlCharacter(QStringView text, TextShape shape);
// "U+001B (ESC)", "U+0085".
QString controlCharacterName(char16_t code);
// The text with every control character written as an escape ("\x1B"), for echoing a value
// back in a message: a message must never carry what it refuses.
QString visibleControls(QStringView text);

} // namespace Atlas
