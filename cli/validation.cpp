#include "cli/validation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Atlas::Cli {

QStringList takePaths(CliArgs &args, const QString &missing)
{
    QStringList paths;
    while (!args.positionals().isEmpty())
        paths << args.takePositional();
    if (paths.isEmpty())
        args.fail(missing);
    return paths;
}

QString countOf(int count, const QString &singular, const QString &plural)
{
    return QStringLiteral("%1 %2").arg(count).arg(count == 1 ? singular : plural);
}

namespace {

QString severityKey(Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Error:
        return QStringLiteral("error");
    case Diagnostic::Severity::Warning:
        return QStringLiteral("warning");
    case Diagnostic::Severity::Note:
        break;
    }
    return QStringLiteral("note");
}

QJsonObject jsonValidation(const Diagnostics &d)
{
    QJsonArray items;
    for (const Diagnostic &x : d.items())
        items.append(QJsonObject{{QStringLiteral("severity"), severityKey(x.severity)},
                                 {QStringLiteral("file"), x.file},
                                 {QStringLiteral("line"), x.line},
                                 {QStringLiteral("column"), x.column},
                                 {QStringLiteral("field"), x.field},
                                 {QStringLiteral("message"), x.message}});
    return {{QStringLiteral("valid"), !d.hasErrors()},
            {QStringLiteral("errors"), d.errorCount()},
            {QStringLiteral("warnings"), d.warningCount()},
            {QStringLiteral("diagnostics"), items}};
}

} // namespace

int reportValidation(const Diagnostics &d, bool json, Context &context)
{
    if (json) {
        // The diagnostics are the result here: all of them, --quiet or not.
        context.out << QJsonDocument(jsonValidation(d)).toJson(QJsonDocument::Indented);
    } else {
        for (const Diagnostic &x : d.items())
            if (x.severity == Diagnostic::Severity::Error || !context.quiet)
                context.err << x.toString() << '\n';
        context.out << (d.hasErrors() ? "invalid" : "valid") << ": "
                    << countOf(d.errorCount(), QStringLiteral("error"), QStringLiteral("errors"))
                    << ", "
                    << countOf(d.warningCount(),
                               QStringLiteral("warning"),
                               QStringLiteral("warnings"))
                    << '\n';
    }
    return d.hasErrors() ? InvalidData : Success;
}

} // namespace Atlas::Cli
