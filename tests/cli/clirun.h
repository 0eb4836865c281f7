#pragma once

// Running compute-atlas-cli from a test: in-process through runCli() (fast: most rows), or as
// the real program (what only a process shows: exit status, stdout on a device or closed,
// FIFO inputs, the locale).

#include "cli/runcli.h"

#include <QJsonDocument>
#include <QProcess>
#include <QStringList>
#include <QTextStream>

#include <csignal>
#include <functional>
#include <sys/resource.h>

namespace AtlasTest {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};

// In-process, without the user's data folder (as every test run).
inline Run cli(const QStringList &arguments)
{
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    const int code = Atlas::Cli::runCli(QStringList{QStringLiteral("--no-user-data")} + arguments,
                                        outStream,
                                        errStream);
    outStream.flush();
    errStream.flush();
    return {code, out.toUtf8(), err.toUtf8()};
}

inline Run cli(const QString &arguments)
{
    return cli(arguments.split(u' ', Qt::SkipEmptyParts));
}

// The real program. `setup` runs in the child before exec (file-size limits, closed
// descriptors); `stdoutFile`, when given, receives standard output.
inline Run cliProcess(const QStringList &arguments,
                      const QString &stdoutFile = {},
                      const std::function<void()> &setup = {})
{
    QProcess p;
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    if (setup)
        p.setChildProcessModifier(setup);
    p.start(QStringLiteral(ATLAS_CLI_PATH),
            QStringList{QStringLiteral("--no-user-data")} + arguments);
    // A FIFO given as input must never block: a run that takes this long has hung.
    if (!p.waitForFinished(20000)) {
        p.kill();
        p.waitForFinished();
        return {-2, {}, "the CLI did not finish within 20 s"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// A child's file-size limit: writes beyond `bytes` fail (SIGXFSZ ignored), as on a full disk.
inline std::function<void()> fileSizeLimit(rlim_t bytes)
{
    return [bytes] {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{bytes, bytes};
        setrlimit(RLIMIT_FSIZE, &limit);
    };
}

} // namespace AtlasTest
