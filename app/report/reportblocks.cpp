#include "report/reportblocks.h"

#include "common/numberformat.h"

#include <QRegularExpression>

namespace Atlas::Report {

namespace {

Block textBlock(Block::Kind kind, const QString &text)
{
    Block b;
    b.kind = kind;
    b.text = text;
    return b;
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br/>"));
}

// The second language under the first, when it differs.
QString twoLines(const QString &first, const QString *second)
{
    if (!second || *second == first || second->isEmpty())
        return esc(first);
    return esc(first) + QStringLiteral("<br/><span style='color:#555'>") + esc(*second)
           + QStringLiteral("</span>");
}

QString sideBySide(const QString &first, const QString *second)
{
    if (!second || *second == first || second->isEmpty())
        return esc(first);
    return esc(first) + QStringLiteral(" <span style='color:#555'>") + esc(*second)
           + QStringLiteral("</span>");
}

const QString *at(const QStringList *list, qsizetype i)
{
    return list && i < list->size() ? &list->at(i) : nullptr;
}

QString toneStyle(Block::Tone tone)
{
    switch (tone) {
    case Block::Tone::Good:
        return QStringLiteral("color:#1b6e20;");
    case Block::Tone::Bad:
        return QStringLiteral("color:#b00020;font-weight:bold;");
    case Block::Tone::Muted:
        return QStringLiteral("color:#666;");
    case Block::Tone::Normal:
        break;
    }
    return {};
}

QString tableHtml(const Block &b, const Block *o)
{
    QString html = QStringLiteral(
        "<table width='100%' cellspacing='0' cellpadding='3' border='0.5' "
        "style='border-collapse:collapse;border-color:#999;font-size:11px'><thead><tr>");
    for (qsizetype c = 0; c < b.header.size(); ++c) {
        const QString width = c < b.columnWidths.size() && b.columnWidths.at(c) > 0
                                  ? QStringLiteral(" width='%1%'").arg(b.columnWidths.at(c))
                                  : QString();
        html += QStringLiteral("<th%1 align='left' style='background-color:#e8edf3'>%2</th>")
                    .arg(width, twoLines(b.header.at(c), o ? at(&o->header, c) : nullptr));
    }
    html += QStringLiteral("</tr></thead>");
    for (qsizetype r = 0; r < b.rows.size(); ++r) {
        const QStringList &row = b.rows.at(r);
        const QStringList *other = o && r < o->rows.size() ? &o->rows.at(r) : nullptr;
        const bool strong = b.strongRows.contains(int(r));
        html += QStringLiteral("<tr>");
        for (qsizetype c = 0; c < row.size(); ++c) {
            const bool right = c < b.rightAligned.size() && b.rightAligned.at(c);
            QString style = toneStyle(b.tone(int(r), int(c)));
            if (strong)
                style += QStringLiteral("font-weight:bold;");
            html += QStringLiteral("<td valign='top'%1 style='%2'>%3</td>")
                        .arg(right ? QStringLiteral(" align='right'") : QString(),
                             style,
                             twoLines(row.at(c), at(other, c)));
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString fieldsHtml(const Block &b, const Block *o)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (qsizetype r = 0; r < b.rows.size(); ++r) {
        const QStringList &row = b.rows.at(r);
        const QStringList *other = o && r < o->rows.size() ? &o->rows.at(r) : nullptr;
        html += QStringLiteral("<tr><td valign='top' style='color:#444;padding-right:10px'>%1</td>"
                               "<td valign='top'>%2</td></tr>")
                    .arg(sideBySide(row.value(0), at(other, 0)),
                         twoLines(row.value(1), at(other, 1)));
    }
    return html + QStringLiteral("</table>");
}

QString blockHtml(const Block &b, const Block *o)
{
    const QString *second = o ? &o->text : nullptr;
    switch (b.kind) {
    case Block::Kind::Heading:
        return QStringLiteral(
                   "<h1 "
                   "style='color:#1f3a5f;font-size:20px;margin-top:12px;margin-bottom:8px'>%1</h1>")
            .arg(sideBySide(b.text, second));
    case Block::Kind::Subheading:
        return QStringLiteral(
                   "<h2 "
                   "style='color:#1f3a5f;font-size:15px;margin-top:12px;margin-bottom:4px'>%1</h2>")
            .arg(sideBySide(b.text, second));
    case Block::Kind::Answer:
    case Block::Kind::Paragraph:
    case Block::Kind::Note: {
        const QString style = b.kind == Block::Kind::Answer
                                  ? QStringLiteral("font-size:14px;font-weight:bold")
                              : b.kind == Block::Kind::Note ? QStringLiteral("color:#444")
                                                            : QString();
        // Both languages in one paragraph, so that a page never separates them.
        QString text = esc(b.text);
        if (second && *second != b.text && !second->isEmpty())
            text += QStringLiteral("<br/><span style='color:#444'>%1</span>").arg(esc(*second));
        return QStringLiteral("<p style='margin-top:6px;margin-bottom:6px;%1'>%2</p>")
            .arg(style, text);
    }
    case Block::Kind::Fields:
        return fieldsHtml(b, o);
    case Block::Kind::Table:
        return tableHtml(b, o);
    case Block::Kind::List: {
        QString html = QStringLiteral("<ul>");
        for (qsizetype i = 0; i < b.items.size(); ++i)
            html += QStringLiteral("<li>%1</li>")
                        .arg(twoLines(b.items.at(i), o ? at(&o->items, i) : nullptr));
        return html + QStringLiteral("</ul>");
    }
    }
    return {};
}

} // namespace

Block heading(const QString &text)
{
    return textBlock(Block::Kind::Heading, text);
}

Block subheading(const QString &text)
{
    return textBlock(Block::Kind::Subheading, text);
}

Block answer(const QString &text)
{
    return textBlock(Block::Kind::Answer, text);
}

Block paragraph(const QString &text)
{
    return textBlock(Block::Kind::Paragraph, text);
}

Block note(const QString &text)
{
    return textBlock(Block::Kind::Note, text);
}

Block list(const QStringList &items)
{
    Block b;
    b.kind = Block::Kind::List;
    b.items = items;
    return b;
}

Block table(const QStringList &header, const QList<int> &widths)
{
    Block b;
    b.kind = Block::Kind::Table;
    b.header = header;
    b.columnWidths = widths;
    return b;
}

QString toHtml(const Blocks &first, const Blocks *second)
{
    QString html;
    for (qsizetype i = 0; i < first.size(); ++i) {
        const Block *other = second && i < second->size() && second->at(i).kind == first.at(i).kind
                                 ? &second->at(i)
                                 : nullptr;
        html += blockHtml(first.at(i), other);
    }
    return html;
}

QString readable(const QString &text, Language language)
{
    static const QRegularExpression eNotation(
        QStringLiteral("(?<![\\w.])(\\d+(?:\\.(\\d+))?)[eE]([+-]?\\d+)(?![\\w.])"));
    QString out;
    qsizetype last = 0;
    for (auto it = eNotation.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        const double value = m.captured(0).toDouble();
        // As many figures as the text had (at least two: "2e8" is "2 × 10⁸" all the same).
        const int figures = std::clamp(int(m.captured(1).remove(u'.').size()), 1, 4);
        out += Format::powerOfTen(value, language, figures);
        last = m.capturedEnd();
    }
    out += text.mid(last);
    // Also in Chinese: a core text without a translation yet appears in English.
    {
        static const QRegularExpression oneCard(
            QStringLiteral("(?<![\\w%.,])1 (card|GPU|instance|run|machine|replica|server)s\\b"));
        out.replace(oneCard, QStringLiteral("1 \\1"));
    }
    return out;
}

} // namespace Atlas::Report
