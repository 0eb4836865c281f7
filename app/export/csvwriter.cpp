#include "export/csvwriter.h"

namespace Atlas {

QByteArray toCsv(const QList<QStringList> &rows)
{
    QByteArray out("\xEF\xBB\xBF");
    for (const QStringList &row : rows) {
        QStringList cells;
        for (const QString &cell : row) {
            if (cell.contains(u',') || cell.contains(u'"') || cell.contains(u'\n')
                || cell.contains(u'\r')) {
                QString quoted = cell;
                quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
                cells << u'"' + quoted + u'"';
            } else {
                cells << cell;
            }
        }
        out += cells.join(u',').toUtf8();
        out += "\r\n";
    }
    return out;
}

QList<QStringList> parseCsv(const QByteArray &csv)
{
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    cell += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                cell += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << cell;
            cell.clear();
        } else if (c == u'\r') {
            continue;
        } else if (c == u'\n') {
            row << cell;
            rows << row;
            row.clear();
            cell.clear();
        } else {
            cell += c;
        }
    }
    if (!cell.isEmpty() || !row.isEmpty()) {
        row << cell;
        rows << row;
    }
    return rows;
}

} // namespace Atlas
