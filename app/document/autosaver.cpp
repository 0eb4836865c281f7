#include "document/autosaver.h"

#include "document/scenariodocument.h"
#include "io/savefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace Atlas {

Autosaver::Autosaver(ScenarioDocument *document, const QString &directory, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_directory(directory)
    , m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(m_directory);
    m_scenarioPath = pathFor(m_id, QStringLiteral(".yaml"));
    m_lock = std::make_unique<QLockFile>(pathFor(m_id, QStringLiteral(".lock")));
    m_lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    m_lock->tryLock(0);

    // A few seconds after the last edit: a slider drag writes once, not at every step.
    m_timer.setSingleShot(true);
    m_timer.setInterval(3000);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this] {
        // Each edit restarts the wait, but a steady stream of edits (a long session of small
        // changes) is still written at least every MaxDelay.
        if (!m_timer.isActive())
            m_pendingSince.start();
        if (m_pendingSince.elapsed() >= m_maxDelayMs)
            saveNow();
        else
            m_timer.start();
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            removeCopy(); // saved, or undone back to the saved state
    });
}

Autosaver::~Autosaver()
{
    // A normal exit leaves nothing behind: the user has saved or chosen to discard.
    removeCopy();
}

QString Autosaver::pathFor(const QString &id, const QString &suffix) const
{
    return QDir(m_directory).filePath(id + suffix);
}

void Autosaver::saveNow()
{
    m_timer.stop();
    if (!m_document->isModified()) {
        removeCopy();
        return;
    }
    QString error;
    // Failing to autosave must not interrupt the user; the next edit tries again. The origin
    // first: a copy without it would come back as an untitled scenario.
    if (saveFileAtomically(pathFor(m_id, QStringLiteral(".origin")),
                           m_document->filePath().toUtf8(),
                           &error))
        saveScenarioFile(m_document->scenario(), m_scenarioPath, &error);
}

void Autosaver::removeCopy()
{
    QFile::remove(m_scenarioPath);
    QFile::remove(pathFor(m_id, QStringLiteral(".origin")));
}

QList<AutosaveRecord> Autosaver::orphans()
{
    // Sessions that crashed with nothing unsaved leave only a lock (and maybe an origin): tidy.
    const QFileInfoList locks = QDir(m_directory)
                                    .entryInfoList({QStringLiteral("*.lock")}, QDir::Files);
    for (const QFileInfo &lockFile : locks) {
        const QString id = lockFile.completeBaseName();
        if (id == m_id || m_adoptedLocks.contains(id)
            || QFileInfo::exists(pathFor(id, QStringLiteral(".yaml"))))
            continue;
        QLockFile lock(lockFile.absoluteFilePath());
        lock.setStaleLockTime(0);
        if (lock.tryLock(0)) {
            QFile::remove(pathFor(id, QStringLiteral(".origin")));
            lock.unlock();
        }
    }
    QList<AutosaveRecord> records;
    const QFileInfoList files = QDir(m_directory)
                                    .entryInfoList({QStringLiteral("*.yaml")}, QDir::Files);
    for (const QFileInfo &file : files) {
        const QString id = file.completeBaseName();
        if (id == m_id)
            continue;
        auto lock = m_adoptedLocks.value(id);
        if (!lock)
            lock = std::make_shared<QLockFile>(pathFor(id, QStringLiteral(".lock")));
        lock->setStaleLockTime(0);
        // Taken: its session is gone (QLockFile removes a lock whose process no longer runs).
        // Not taken: another ComputeAtlas window is still working on it.
        if (!lock->isLocked() && !lock->tryLock(0))
            continue;
        m_adoptedLocks.insert(id, lock);
        QFile origin(pathFor(id, QStringLiteral(".origin")));
        QString originalPath;
        if (origin.open(QIODevice::ReadOnly))
            originalPath = QString::fromUtf8(origin.read(64 * 1024));
        records.append({file.absoluteFilePath(), originalPath, file.lastModified()});
    }
    std::sort(records.begin(), records.end(), [](const auto &a, const auto &b) {
        return a.saved > b.saved;
    });
    return records;
}

void Autosaver::forget(const AutosaveRecord &record)
{
    const QString id = QFileInfo(record.scenarioPath).completeBaseName();
    QFile::remove(record.scenarioPath);
    QFile::remove(pathFor(id, QStringLiteral(".origin")));
    if (const auto lock = m_adoptedLocks.take(id))
        lock->unlock(); // removes the lock file
}

QString Autosaver::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("autosave"));
}

} // namespace Atlas
