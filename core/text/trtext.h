#pragma once

#include "text/localizedtext.h"

#include <QList>
#include <QString>

#include <utility>

QT_BEGIN_NAMESPACE
class QTranslator;
QT_END_NAMESPACE

namespace Atlas {

// A translatable text produced by the core: the English source (marked for lupdate with
// QT_TRANSLATE_NOOP) plus its arguments, rendered only when shown. The GUI renders it in the
// current language, the CLI in English, and the bilingual PDF in both at once — which a string
// translated at creation time could not do.
class TrText
{
public:
    TrText() = default;
    // `context` and `source` must be string literals (they are stored, not copied).
    TrText(const char *context, const char *source);
    static TrText literal(const QString &text);
    // A catalog text in both languages (a card's or a provider's name): shown in the language
    // the surrounding text is rendered in, so a Chinese sentence never carries an English name
    // that has a Chinese one.
    static TrText localized(const LocalizedText &text);
    static TrText number(double number, int precision = -1);

    // Each argument is kept, not substituted: the text renders in any language later. On a
    // temporary (ATLAS_TR(…).arg(a).arg(b)) the argument is appended in place, not to a copy.
    TrText arg(const TrText &argument) const &;
    TrText arg(const TrText &argument) && { return std::move(*this).arg(TrText(argument)); }
    TrText arg(TrText &&argument) &&;
    TrText arg(const QString &argument) const & { return arg(literal(argument)); }
    TrText arg(const QString &argument) && { return std::move(*this).arg(literal(argument)); }
    TrText arg(const LocalizedText &argument) const & { return arg(localized(argument)); }
    TrText arg(const LocalizedText &argument) &&
    {
        return std::move(*this).arg(localized(argument));
    }
    // C-locale digits, shortest form; formatted when rendered.
    TrText arg(double number, int precision = -1) const &
    {
        return arg(TrText::number(number, precision));
    }
    TrText arg(double number, int precision = -1) &&
    {
        return std::move(*this).arg(TrText::number(number, precision));
    }
    TrText arg(qint64 number) const & { return arg(literal(QString::number(number))); }
    TrText arg(qint64 number) && { return std::move(*this).arg(literal(QString::number(number))); }
    TrText arg(int number) const & { return arg(qint64(number)); }
    TrText arg(int number) && { return std::move(*this).arg(qint64(number)); }

    // Joins items with a separator that is itself translated ("; " → "；").
    static TrText join(const QList<TrText> &items, const TrText &separator);

    QString toString() const;                              // current UI language
    QString toString(const QTranslator *translator) const; // a given language; nullptr = English
    bool isEmpty() const
    {
        return m_mode != Mode::Number && !m_source && m_literal.isEmpty() && m_parts.isEmpty();
    }
    const char *source() const { return m_source; }

    friend bool operator==(const TrText &a, const TrText &b);

private:
    // Number: a double formatted when rendered. The options planner builds thousands of texts
    // for options nobody reads; formatting their numbers up front took most of its time.
    enum class Mode { Source, Literal, Localized, Join, Number };
    QString render(const QTranslator *translator, bool useInstalled) const;
    static Language renderLanguage(const QTranslator *translator, bool useInstalled);

    Mode m_mode = Mode::Literal;
    const char *m_context = nullptr;
    const char *m_source = nullptr;
    QString m_literal;   // Literal; Localized: the English side …
    QString m_literalZh; // … and the Chinese side
    QList<TrText> m_args;
    QList<TrText> m_parts; // Join mode: items, then the separator last
    double m_number = 0;   // Number mode, with its precision
    int m_precision = -1;
};

QString substituteArguments(const QString &pattern, const QStringList &arguments);

} // namespace Atlas

// Its members (pointers, QStrings, QLists, numbers) move by memcpy: lists of texts grow without
// moving each element.
Q_DECLARE_TYPEINFO(Atlas::TrText, Q_RELOCATABLE_TYPE);

// Marks a translatable core text. lupdate runs with
// "-tr-function-alias QT_TRANSLATE_NOOP+=ATLAS_TR", so it extracts (context, text) pairs.
#define ATLAS_TR(context, text) ::Atlas::TrText(context, text)
