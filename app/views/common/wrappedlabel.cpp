#include "views/common/wrappedlabel.h"

#include <QEvent>

namespace Atlas {

WrappedLabel::WrappedLabel(Qt::TextFormat format, QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(format);
    setWordWrap(true);
}

WrappedLabel::Settings WrappedLabel::settings() const
{
    return {wordWrap(),
            int(textFormat()),
            int(textInteractionFlags()),
            margin(),
            indent(),
            int(alignment()),
            maximumWidth(),
            contentsMargins()};
}

// QLabel's own answers may polish the label first (an event that empties the cache): they are
// computed before the entry for the text is looked up or made, never into a held reference.
WrappedLabel::Sizes *WrappedLabel::find() const
{
    if (m_settings != settings())
        return nullptr;
    const auto it = m_sizes.find(text());
    return it == m_sizes.end() ? nullptr : &*it;
}

WrappedLabel::Sizes &WrappedLabel::sizes() const
{
    const Settings now = settings();
    if (m_settings != now || m_sizes.size() >= MaxTexts) {
        m_sizes.clear();
        m_settings = now;
    }
    return m_sizes[text()];
}

int WrappedLabel::heightForWidth(int width) const
{
    if (const Sizes *s = find()) {
        const auto it = s->heights.constFind(width);
        if (it != s->heights.cend())
            return *it;
    }
    const int height = QLabel::heightForWidth(width);
    sizes().heights.insert(width, height);
    return height;
}

QSize WrappedLabel::sizeHint() const
{
    if (const Sizes *s = find(); s && s->hint)
        return *s->hint;
    const QSize hint = QLabel::sizeHint();
    sizes().hint = hint;
    return hint;
}

QSize WrappedLabel::minimumSizeHint() const
{
    if (const Sizes *s = find(); s && s->minimum)
        return *s->minimum;
    const QSize minimum = QLabel::minimumSizeHint();
    sizes().minimum = minimum;
    return minimum;
}

bool WrappedLabel::event(QEvent *event)
{
    // Whatever changes how the text is laid out (QLabel lays it out again on these).
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
    case QEvent::StyleChange:
    case QEvent::LayoutDirectionChange:
    case QEvent::ContentsRectChange:
    case QEvent::Polish:
    case QEvent::PolishRequest:
        m_sizes.clear();
        break;
    default:
        break;
    }
    return QLabel::event(event);
}

} // namespace Atlas
