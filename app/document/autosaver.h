#pragma once

#include "scenario/scenario.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace Atlas {

class ScenarioDocument;

// A copy of an unsaved scenario left behind by a session that did not close normally.
struct AutosaveRecord
{
    QString scenarioPath; // the autosaved YAML
    QString originalPath; // the file the scenario came from; empty for an untitled scenario
    QDateTime saved;
};

// Keeps a copy of the open scenario while it has unsaved changes, so a crash loses at most a
// few seconds of work. Each session owns "<id>.yaml", "<id>.origin" and "<id>.lock" in the
// autosave directory; the lock (QLockFile, which knows when its owner died) tells a crashed
// session's files from those of another running instance. A clean document removes the copy.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(ScenarioDocument *document, const QString &directory, QObject *parent = nullptr);
    ~Autosaver() override;

    // Writes the copy now if the document has unsaved changes, removes it otherwise.
    void saveNow();
    QString sessionFile() const { return m_scenarioPath; }
    void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }
    void setMaxDelay(int milliseconds) { m_maxDelayMs = milliseconds; }

    // Copies left by sessions that are no longer running, newest first. Each returned record's
    // lock is taken over until forget() or until this Autosaver is destroyed.
    QList<AutosaveRecord> orphans();
    // Deletes an orphan's files (after it was restored or declined).
    void forget(const AutosaveRecord &record);

    static QString defaultDirectory();

private:
    void removeCopy();
    QString pathFor(const QString &id, const QString &suffix) const;

    ScenarioDocument *m_document;
    QString m_directory;
    QString m_id;
    QString m_scenarioPath;
    std::unique_ptr<QLockFile> m_lock;
    QElapsedTimer m_pendingSince;
    qint64 m_maxDelayMs = 30000; // however busy the user, a copy at least this often
    QHash<QString, std::shared_ptr<QLockFile>> m_adoptedLocks; // by session id
    QTimer m_timer;
};

} // namespace Atlas
