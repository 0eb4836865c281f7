#include "text/diagnostics.h"

#include "text/textrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace Atlas {

QString Diagnostic::toString() const
{
    QString location = file;
    if (line > 0) {
        location += u':' + QString::number(line);
        if (column > 0)
            location += u':' + QString::number(column);
    }
    QString text = location + u": ";
    if (severity == Severity::Warning)
        text += QCoreApplication::translate("Atlas::Diagnostic", "warning: ");
    else if (severity == Severity::Note)
        text += QCoreApplication::translate("Atlas::Diagnostic", "note: ");
    // A value echoed in a message (a key, a refused text) never reaches the terminal raw.
    if (!field.isEmpty())
        text += visibleControls(field) + u": ";
    return text + visibleControls(message);
}

QString elided(const QString &text, int maxLength)
{
    const QString visible = visibleControls(text);
    return visible.size() <= maxLength ? visible : visible.left(maxLength - 1) + u'…';
}

void Diagnostics::add(Diagnostic diagnostic)
{
    m_items.append(std::move(diagnostic));
}

void Diagnostics::error(
    const QString &file, int line, int column, const QString &field, const QString &message)
{
    add({Diagnostic::Severity::Error, file, line, column, field, message});
}

void Diagnostics::warning(
    const QString &file, int line, int column, const QString &field, const QString &message)
{
    add({Diagnostic::Severity::Warning, file, line, column, field, message});
}

void Diagnostics::note(
    const QString &file, int line, int column, const QString &field, const QString &message)
{
    add({Diagnostic::Severity::Note, file, line, column, field, message});
}

void Diagnostics::append(const Diagnostics &other)
{
    m_items.append(other.m_items);
}

int Diagnostics::errorCount() const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(), [](const Diagnostic &d) {
        return d.severity == Diagnostic::Severity::Error;
    }));
}

int Diagnostics::warningCount() const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(), [](const Diagnostic &d) {
        return d.severity == Diagnostic::Severity::Warning;
    }));
}

QStringList Diagnostics::toStringList() const
{
    QStringList lines;
    lines.reserve(m_items.size());
    for (const Diagnostic &d : m_items)
        lines.append(d.toString());
    return lines;
}

} // namespace Atlas
