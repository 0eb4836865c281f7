#include "cli/cliargs.h"

#include "text/diagnostics.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Atlas::Cli {

QString numberText(double value)
{
    static const QRegularExpression exponent(QStringLiteral("e\\+?(-?)0*(\\d)"));
    return QString::number(value, 'g', 6).replace(exponent, QStringLiteral("e\\1\\2"));
}

CliArgs::CliArgs(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a.startsWith(u"--") && a.size() > 2) {
            Option o;
            const qsizetype eq = a.indexOf(u'=');
            if (eq > 0) {
                o.name = a.mid(2, eq - 2);
                o.value = a.mid(eq + 1);
            } else {
                o.name = a.mid(2);
                // A following word is this option's value unless it is itself an option.
                // Negative numbers ("-5") are values, so only "--x" counts as an option.
                if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(u"--"))
                    o.value = arguments.at(++i);
            }
            m_options.append(o);
        } else {
            m_positionals.append(a);
        }
    }
}

bool CliArgs::has(const QString &name) const
{
    for (const Option &o : m_options)
        if (o.name == name)
            return true;
    return false;
}

bool CliArgs::flag(const QString &name)
{
    bool found = false;
    for (Option &o : m_options) {
        if (o.name != name)
            continue;
        o.used = true;
        found = true;
        if (o.value) {
            // "--json" takes no value: give a following word back as a positional.
            m_positionals.append(*o.value);
            o.value.reset();
        }
    }
    return found;
}

std::optional<QString> CliArgs::value(const QString &name)
{
    std::optional<QString> result;
    for (Option &o : m_options) {
        if (o.name != name)
            continue;
        o.used = true;
        if (!o.value) {
            fail(QStringLiteral("--%1 needs a value").arg(name));
            return std::nullopt;
        }
        if (result) {
            // "--gpus 2 --gpus 4": which one was meant cannot be guessed.
            fail(QStringLiteral("--%1 is given twice (%2 and %3)")
                     .arg(name, elided(*result), elided(*o.value)));
            return std::nullopt;
        }
        result = o.value;
    }
    return result;
}

QStringList CliArgs::values(const QString &name)
{
    QStringList result;
    for (const Option &o : std::as_const(m_options)) {
        if (o.name != name)
            continue;
        if (o.value)
            result.append(*o.value);
        else
            fail(QStringLiteral("--%1 needs a value").arg(name));
    }
    // Consumed: a later single-valued read of the same name sees none of them.
    m_options.removeIf([&name](const Option &o) { return o.name == name; });
    return result;
}

std::optional<double> CliArgs::parseNumber(const QString &text)
{
    QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    double scale = 1.0;
    const QChar last = t.back().toUpper();
    if (last == u'K' || last == u'M' || last == u'B' || last == u'G' || last == u'T') {
        scale = last == u'K' ? 1e3 : last == u'M' ? 1e6 : last == u'T' ? 1e12 : 1e9;
        t.chop(1);
    }
    bool ok = false;
    // QString::toDouble uses the C locale: "7.5" is 7.5 on every machine.
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v) || !std::isfinite(v * scale))
        return std::nullopt;
    return v * scale;
}

namespace {

// A bound of a count as digits ("1048576"), a round power of ten as "1e9".
QString boundValue(double value, bool whole)
{
    if (!whole || (value >= 1e6 && std::log10(value) == std::round(std::log10(value))))
        return numberText(value);
    return QString::number(qint64(value));
}

} // namespace

QString rangeText(const Bound &bound)
{
    const QString min = boundValue(bound.min, bound.whole);
    const QString max = boundValue(bound.max, bound.whole);
    const QString range = bound.aboveMin
                              ? QStringLiteral("greater than %1 and at most %2").arg(min, max)
                              : QStringLiteral("from %1 to %2").arg(min, max);
    return (bound.whole ? QStringLiteral("a whole number ") : QStringLiteral("a number ")) + range;
}

std::optional<double> CliArgs::number(const QString &name, const Bound &bound)
{
    const std::optional<QString> text = value(name);
    if (!text)
        return std::nullopt;
    std::optional<double> v = parseNumber(*text);
    if (!v) {
        fail(QStringLiteral("--%1: expected a number such as 7e9, 7.5B or 70M, got \"%2\"")
                 .arg(name, elided(*text)));
        return std::nullopt;
    }
    if (bound.whole) {
        // "1.1K" is 1100.0000000000002 in binary: within a billionth of a whole number is it.
        const double whole = std::round(*v);
        if (std::abs(*v - whole) > 1e-9 * std::max(1.0, std::abs(whole))) {
            fail(QStringLiteral("--%1: expected %2, got %3 (a fraction)")
                     .arg(name, rangeText(bound), elided(*text)));
            return std::nullopt;
        }
        v = whole;
    }
    if (*v < bound.min || *v > bound.max || (bound.aboveMin && *v <= bound.min)) {
        fail(QStringLiteral("--%1: expected %2, got %3").arg(name, rangeText(bound), elided(*text)));
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> CliArgs::integer(const QString &name, const Bound &bound)
{
    Bound whole = bound;
    whole.whole = true;
    const std::optional<double> v = number(name, whole);
    return v ? std::optional<qint64>(qint64(*v)) : std::nullopt;
}

std::optional<int> CliArgs::choice(const QString &name, const QStringList &choices)
{
    const std::optional<QString> text = value(name);
    if (!text)
        return std::nullopt;
    const int index = int(choices.indexOf(text->toLower()));
    if (index < 0) {
        fail(QStringLiteral("--%1: expected one of %2, got \"%3\"")
                 .arg(name, choices.join(QStringLiteral("|")), elided(*text)));
        return std::nullopt;
    }
    return index;
}

std::optional<bool> CliArgs::onOff(const QString &name)
{
    const std::optional<int> v = choice(name, {QStringLiteral("off"), QStringLiteral("on")});
    if (!v)
        return std::nullopt;
    return *v == 1;
}

QStringList CliArgs::optionNames() const
{
    QStringList names;
    for (const Option &o : m_options)
        names.append(o.name);
    return names;
}

QStringList CliArgs::unusedOptions() const
{
    QStringList names;
    for (const Option &o : m_options)
        if (!o.used)
            names.append(o.name);
    return names;
}

void CliArgs::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

void CliArgs::failInvalidData(const QString &message)
{
    if (m_error.isEmpty()) {
        m_error = message;
        m_exitCode = 1;
    }
}

} // namespace Atlas::Cli
