#include "text/trtext.h"

#include <QCoreApplication>
#include <QTranslator>

namespace Atlas {

TrText::TrText(const char *context, const char *source)
    : m_mode(Mode::Source)
    , m_context(context)
    , m_source(source)
{}

TrText TrText::literal(const QString &text)
{
    TrText t;
    t.m_mode = Mode::Literal;
    t.m_literal = text;
    return t;
}

TrText TrText::localized(const LocalizedText &text)
{
    TrText t;
    t.m_mode = Mode::Localized;
    t.m_literal = text.en.isEmpty() ? text.zh : text.en;
    t.m_literalZh = text.zh.isEmpty() ? text.en : text.zh;
    return t;
}

// The language a rendering is in: the one the translation says it is for (its answer to this
// marker), English without one. The core never reads the locale itself.
static const char *const LanguageMarker = QT_TRANSLATE_NOOP("Atlas::TrText",
                                                            "language of this text: en");

Language TrText::renderLanguage(const QTranslator *translator, bool useInstalled)
{
    QString code;
    if (useInstalled)
        code = QCoreApplication::translate("Atlas::TrText", LanguageMarker);
    else if (translator)
        code = translator->translate("Atlas::TrText", LanguageMarker);
    return code.endsWith(QStringLiteral("zh")) ? Language::Chinese : Language::English;
}

TrText TrText::number(double number, int precision)
{
    TrText n;
    n.m_mode = Mode::Number;
    n.m_number = number;
    n.m_precision = precision;
    return n;
}

TrText TrText::arg(const TrText &argument) const &
{
    TrText copy = *this;
    copy.m_args.append(argument);
    return copy;
}

TrText TrText::arg(TrText &&argument) &&
{
    if (m_args.isEmpty())
        m_args.reserve(4); // most texts take a few arguments: one allocation for them all
    m_args.append(std::move(argument));
    return std::move(*this);
}

TrText TrText::join(const QList<TrText> &items, const TrText &separator)
{
    TrText t;
    t.m_mode = Mode::Join;
    t.m_parts = items;
    t.m_parts.append(separator);
    return t;
}

QString TrText::toString() const
{
    return render(nullptr, true);
}

QString TrText::toString(const QTranslator *translator) const
{
    return render(translator, false);
}

QString TrText::render(const QTranslator *translator, bool useInstalled) const
{
    switch (m_mode) {
    case Mode::Literal:
        return m_literal;
    case Mode::Localized:
        return renderLanguage(translator, useInstalled) == Language::Chinese ? m_literalZh
                                                                             : m_literal;
    case Mode::Join: {
        if (m_parts.isEmpty())
            return {};
        const QString separator = m_parts.last().render(translator, useInstalled);
        QStringList rendered;
        for (qsizetype i = 0; i + 1 < m_parts.size(); ++i)
            rendered.append(m_parts.at(i).render(translator, useInstalled));
        return rendered.join(separator);
    }
    case Mode::Number:
        // 'g' with enough digits gives "16", "0.127", "1.5e+12"; always C locale.
        return QString::number(m_number, 'g', m_precision < 0 ? 12 : m_precision);
    case Mode::Source:
        break;
    }
    QString pattern;
    if (useInstalled) {
        pattern = QCoreApplication::translate(m_context, m_source);
    } else if (translator) {
        pattern = translator->translate(m_context, m_source);
        if (pattern.isEmpty())
            pattern = QString::fromUtf8(m_source);
    } else {
        pattern = QString::fromUtf8(m_source);
    }
    QStringList arguments;
    arguments.reserve(m_args.size());
    for (const TrText &a : m_args)
        arguments.append(a.render(translator, useInstalled));
    return substituteArguments(pattern, arguments);
}

bool operator==(const TrText &a, const TrText &b)
{
    return a.toString(nullptr) == b.toString(nullptr);
}

// Replaces %1..%99 in one pass, so an argument that itself contains "%2" stays literal
// (QString::arg chained would substitute into it).
QString substituteArguments(const QString &pattern, const QStringList &arguments)
{
    QString out;
    out.reserve(pattern.size() + 16 * arguments.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'%' && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int number = 0;
            while (j < pattern.size() && pattern.at(j).isDigit() && j - i <= 2)
                number = number * 10 + pattern.at(j++).digitValue();
            if (number >= 1 && number <= arguments.size()) {
                out += arguments.at(number - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace Atlas
