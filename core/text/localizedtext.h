#pragma once

#include <QString>

namespace Atlas {

// The two languages of the product. Core code never looks at the current locale itself:
// callers pass the language they display in.
enum class Language { English, Chinese };

// A text the catalogs carry in both languages. Either side may be empty; text() falls back
// to the other language rather than showing nothing.
struct LocalizedText
{
    QString en;
    QString zh;

    QString text(Language language) const
    {
        const QString &preferred = language == Language::Chinese ? zh : en;
        const QString &fallback = language == Language::Chinese ? en : zh;
        return preferred.isEmpty() ? fallback : preferred;
    }
    bool isEmpty() const { return en.isEmpty() && zh.isEmpty(); }
    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};

} // namespace Atlas
