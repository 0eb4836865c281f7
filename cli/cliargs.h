#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace Atlas::Cli {

// A number as messages show it: "1e6", "1e15", "0.5" (C locale, no "+06").
QString numberText(double value);

// The range of a numeric option. The reader refuses a value outside it, and the help and the
// man page print it, so both say the same (optionbounds.h: the CLI's, from ScenarioLimits).
struct Bound
{
    double min = 0;
    double max = 0;
    bool whole = false;    // a count: a fraction is refused
    bool aboveMin = false; // min itself is excluded ("above 0")
};

// "1 to 1048576, whole", "above 0, at most 1e6", "0.01 to 1": the help's words.
QString rangeText(const Bound &bound);

// Command-line arguments of one verb. Every accessor marks what it reads; Command::execute()
// then reports anything left over (command.h). The first problem is kept as the error: exit code 2 (bad
// arguments), or 1 when it came from failInvalidData (a file given on the command line whose
// content cannot be used). An option given twice is an error, never "the last one wins",
// except for the repeatable ones read with values().
class CliArgs
{
public:
    explicit CliArgs(const QStringList &arguments);

    bool flag(const QString &name);
    std::optional<QString> value(const QString &name); // --name VALUE or --name=VALUE
    QStringList values(const QString &name);           // repeatable
    // Numbers accept 7e9, 7.5B, 70M, 1.2T, 500K; never NaN or infinite.
    std::optional<double> number(const QString &name, const Bound &bound);
    std::optional<double> number(const QString &name,
                                 double min,
                                 double max,
                                 bool minExclusive = false)
    {
        return number(name, Bound{min, max, false, minExclusive});
    }
    // A whole number; a value within a billionth of one is that number ("1.1K" is 1100).
    std::optional<qint64> integer(const QString &name, const Bound &bound);
    std::optional<qint64> integer(const QString &name, qint64 min, qint64 max)
    {
        return integer(name, Bound{double(min), double(max), true});
    }
    std::optional<int> choice(const QString &name, const QStringList &choices);
    std::optional<bool> onOff(const QString &name);
    QStringList positionals() const { return m_positionals; }
    QString takePositional()
    {
        return m_positionals.isEmpty() ? QString() : m_positionals.takeFirst();
    }
    bool has(const QString &name) const;
    QStringList optionNames() const;   // every option given, in order (with repeats)
    QStringList unusedOptions() const; // given but never read

    void fail(const QString &message);
    void failInvalidData(const QString &message);
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    int exitCode() const { return m_exitCode; } // 2 or 1, when !ok()

    static std::optional<double> parseNumber(const QString &text);

private:
    struct Option
    {
        QString name;
        std::optional<QString> value; // absent when "--name" is last or followed by an option
        bool used = false;
    };
    QList<Option> m_options;
    QStringList m_positionals;
    QString m_error;
    int m_exitCode = 2;
};

} // namespace Atlas::Cli
