#pragma once

#include <QList>
#include <QString>

namespace Atlas {

// One problem found while reading a file, located as precisely as the reader could.
// Printed as "file:line:column: field: message" so that editors and terminals can jump to it.
struct Diagnostic
{
    enum class Severity { Error, Warning, Note };

    Severity severity = Severity::Error;
    QString file;
    int line = 0;   // 1-based; 0 when unknown
    int column = 0; // 1-based; 0 when unknown
    QString field;  // e.g. "accelerators[3].memory_gib"; empty for whole-file problems
    QString message;

    QString toString() const;
};

// A value quoted back in a message, control characters written as escapes ("\x1B") and cut to
// `maxLength` characters with "…": echoing a 100,000-character id whole would bury the message
// itself, and an escape sequence would reach the terminal.
QString elided(const QString &text, int maxLength = 60);

class Diagnostics
{
public:
    void add(Diagnostic diagnostic);
    void error(
        const QString &file, int line, int column, const QString &field, const QString &message);
    void warning(
        const QString &file, int line, int column, const QString &field, const QString &message);
    void note(
        const QString &file, int line, int column, const QString &field, const QString &message);
    void append(const Diagnostics &other);

    const QList<Diagnostic> &items() const { return m_items; }
    bool hasErrors() const { return errorCount() > 0; }
    int errorCount() const;
    int warningCount() const;
    bool isEmpty() const { return m_items.isEmpty(); }
    QStringList toStringList() const;

private:
    QList<Diagnostic> m_items;
};

} // namespace Atlas
