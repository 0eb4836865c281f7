#include "cli/helptext.h"

#include "cli/command.h"

namespace Atlas::Cli {

using namespace Qt::StringLiterals;

namespace {

// The program's own lines: its global options and what holds for every verb. The verbs'
// texts come from their CommandInfo.
const OptionGroup &globalOptions()
{
    static const OptionGroup group{
        u"Global options (before the command)"_s,
        {{u"data"_s,
          u"DIR"_s,
          u"also read the catalog YAML files in DIR (may repeat); errors in them fail"_s},
         {u"no-user-data"_s,
          {},
          u"ignore the user's data folder (~/.local/share/ComputeAtlas/data)"_s},
         {u"quiet"_s, {}, u"no warnings or notes on stderr (errors stay); results are unchanged"_s},
         {u"help"_s, {}, u"this help (also -h; COMMAND --help for a command's)"_s},
         {u"version"_s, {}, u"the version"_s}}};
    return group;
}

const QString description
    = u"What hardware an AI job needs, how long it takes, what it costs, where to rent or buy it "
      "and where in China it should run: the engine of ComputeAtlas for scripts."_s;

const QString conventions
    = u"Numbers accept 7e9, 7.5B, 70M (K, M, B or G, T: thousand to trillion). An option given "
      "twice is an error, except those marked \"may repeat\". Results go to stdout, diagnostics "
      "to stderr; --json prints the results as one JSON document."_s;

const QList<std::pair<int, QString>> &exitCodes()
{
    static const QList<std::pair<int, QString>>
        codes{{Success, u"success (also when a result is \"does not fit\" or a price is unknown)"_s},
              {InvalidData,
               u"invalid data: a catalog, scenario or config.json that can be read but not used, "
               "unusable --data, or output that could not be written"_s},
              {BadArguments,
               u"bad arguments: an unknown or repeated option, a bad value, a missing file; the "
               "message says which"_s}};
    return codes;
}

// "the memory of a job" → "The memory of a job."
QString sentence(const QString &summary)
{
    return summary.isEmpty() ? summary : summary.at(0).toUpper() + summary.mid(1) + u'.';
}

QString optionLabel(const OptionHelp &o)
{
    const QString name = u"--"_s + o.name;
    return o.value.isEmpty() ? name : name + u' ' + o.value;
}

// `words` wrapped to `width` columns, every line after the first indented by `indent`.
QString wrapped(const QString &words, int indent, int width = 100)
{
    QString result;
    int column = indent;
    for (const QString &word : words.split(u' ', Qt::SkipEmptyParts)) {
        if (column > indent && column + 1 + word.size() > width) {
            result += u'\n' + QString(indent, u' ');
            column = indent;
        } else if (column > indent) {
            result += u' ';
            ++column;
        }
        result += word;
        column += int(word.size());
    }
    return result;
}

void writeOptions(QString &out, const OptionGroup &group)
{
    constexpr int labelWidth = 32;
    out += group.title + QStringLiteral(":\n");
    for (const OptionHelp &o : group.options) {
        const QString label = QStringLiteral("  ") + optionLabel(o);
        out += label.size() < labelWidth ? label.leftJustified(labelWidth)
                                         : label + u'\n' + QString(labelWidth, u' ');
        out += wrapped(o.text(), labelWidth) + u'\n';
    }
}

} // namespace

QString programHelp()
{
    QString out = QStringLiteral("Usage: compute-atlas-cli [--data DIR]... [--no-user-data] "
                                 "[--quiet] COMMAND [ARGUMENTS]\n\n")
                  + wrapped(description, 0) + QStringLiteral("\n\nCommands:\n");
    constexpr int nameWidth = 18;
    for (const Command *c : commands())
        out += QStringLiteral("  ") + c->name().leftJustified(nameWidth - 2)
               + wrapped(c->info().summary, nameWidth) + u'\n';
    out += QStringLiteral("  ") + QStringLiteral("help [COMMAND]").leftJustified(nameWidth - 2)
           + QStringLiteral("this help, or a command's\n\n");
    writeOptions(out, globalOptions());
    out += QStringLiteral("\nRun 'compute-atlas-cli COMMAND --help' for a command's options and "
                          "an example.\n\n")
           + wrapped(conventions, 0) + QStringLiteral("\n\nExit codes:\n");
    for (const auto &[code, meaning] : exitCodes())
        out += QStringLiteral("  %1  ").arg(code) + wrapped(meaning, 5) + u'\n';
    return out;
}

QString commandHelp(const Command &command)
{
    const CommandInfo &info = command.info();
    QString out;
    for (qsizetype i = 0; i < info.usage.size(); ++i)
        out += (i == 0 ? QStringLiteral("Usage: ") : QStringLiteral("       "))
               + wrapped(QStringLiteral("compute-atlas-cli %1 %2").arg(info.name, info.usage.at(i)),
                         7)
               + u'\n';
    out += u'\n' + wrapped(sentence(info.summary), 0) + QStringLiteral("\n");
    for (const OptionGroup &group : info.options) {
        out += u'\n';
        writeOptions(out, group);
    }
    out += info.examples.size() == 1 ? QStringLiteral("\nExample:\n")
                                     : QStringLiteral("\nExamples:\n");
    for (const QString &example : info.examples)
        out += QStringLiteral("  ") + wrapped(QStringLiteral("compute-atlas-cli ") + example, 4)
               + u'\n';
    return out;
}

namespace {

// Text for troff: no request or escape is taken from it, options keep their ASCII hyphens, and
// every other character is named (\[u56FD]), so the page reads the same without preconv.
QString roff(const QString &s)
{
    QString out;
    for (const char32_t c : s.toUcs4()) {
        if (c == U'\\')
            out += QStringLiteral("\\e");
        else if (c == U'-')
            out += QStringLiteral("\\-");
        else if (c < 128)
            out += QChar(char16_t(c));
        else
            out += QStringLiteral("\\[u%1]").arg(
                QString::number(uint(c), 16).toUpper().rightJustified(4, u'0'));
    }
    if (out.startsWith(u'.') || out.startsWith(u'\''))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

QString roffOption(const OptionHelp &o)
{
    QString label = QStringLiteral("\\fB\\-\\-") + roff(o.name) + QStringLiteral("\\fR");
    if (!o.value.isEmpty())
        // A long list of choices may break after a bar (\: is an optional break).
        label += QStringLiteral(" \\fI") + roff(o.value).replace(u'|', QStringLiteral("|\\:"))
                 + QStringLiteral("\\fR");
    return QStringLiteral(".TP\n") + label + u'\n' + roff(o.text()) + u'\n';
}

void writeManCommand(QString &out, const Command &command)
{
    const CommandInfo &info = command.info();
    out += QStringLiteral(".SS ") + roff(command.name()) + u'\n' + roff(sentence(info.summary))
           + QStringLiteral("\n.PP\n.nf\n");
    for (const QString &usage : info.usage)
        out += QStringLiteral("\\fBcompute\\-atlas\\-cli %1\\fR ").arg(roff(info.name))
               + roff(usage) + u'\n';
    out += QStringLiteral(".fi\n");
    for (const OptionGroup &group : info.options) {
        out += QStringLiteral(".PP\n\\fI") + roff(group.title) + QStringLiteral("\\fR\n");
        for (const OptionHelp &o : group.options)
            out += roffOption(o);
    }
    out += QStringLiteral(".PP\nExample:\n.PP\n.RS\n.nf\n");
    for (const QString &example : info.examples)
        out += roff(QStringLiteral("compute-atlas-cli ") + example) + u'\n';
    out += QStringLiteral(".fi\n.RE\n");
}

} // namespace

QString manPage(const QString &version)
{
    QString out = QStringLiteral(".\\\" Generated by compute-atlas-cli --man from the commands' "
                                 "help; do not edit.\n")
                  + QStringLiteral(".TH COMPUTE\\-ATLAS\\-CLI 1 \"\" \"ComputeAtlas %1\" "
                                   "\"User Commands\"\n")
                        .arg(roff(version))
                  + QStringLiteral(".SH NAME\ncompute\\-atlas\\-cli \\- hardware, time, cost and "
                                   "region of an AI job, for scripts\n.SH SYNOPSIS\n")
                  + QStringLiteral("\\fBcompute\\-atlas\\-cli\\fR [\\fB\\-\\-data\\fR "
                                   "\\fIDIR\\fR]... [\\fB\\-\\-no\\-user\\-data\\fR] "
                                   "[\\fB\\-\\-quiet\\fR] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR]\n")
                  + QStringLiteral(".SH DESCRIPTION\n") + roff(description)
                  + QStringLiteral("\n.PP\n") + roff(conventions)
                  + QStringLiteral("\n.SH OPTIONS\n");
    for (const OptionHelp &o : globalOptions().options)
        out += roffOption(o);
    out += QStringLiteral(".SH COMMANDS\n");
    for (const Command *c : commands())
        writeManCommand(out, *c);
    out += QStringLiteral(".SH EXIT STATUS\n");
    for (const auto &[code, meaning] : exitCodes())
        out += QStringLiteral(".TP\n%1\n").arg(code) + roff(meaning) + u'\n';
    out += QStringLiteral(".SH FILES\n.TP\n~/.local/share/ComputeAtlas/data\n")
           + roff(QStringLiteral("The user's catalog additions (YAML), read by every command "
                                 "unless --no-user-data is given."))
           + QStringLiteral("\n.SH SEE ALSO\n\\fBcompute\\-atlas\\fR, the window: the same "
                            "engine, with views, a PDF report and headless exports.\n");
    return out;
}

} // namespace Atlas::Cli
