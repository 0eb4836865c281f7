#include "views/common/compactcombobox.h"

#include <QStyleOptionComboBox>

#include <cmath>

namespace Atlas {

CompactComboBox::CompactComboBox(int characters, QWidget *parent)
    : QComboBox(parent)
{
    setMinimumContentsLength(characters);
}

QSize CompactComboBox::sizeHint() const
{
    // As the policy sizes it: room for the characters and an icon, a line of text high.
    const QFontMetrics &metrics = fontMetrics();
    const QSize icon = iconSize();
    QSize size(minimumContentsLength() * metrics.horizontalAdvance(u'X') + icon.width() + 4,
               std::max(int(std::ceil(QFontMetricsF(metrics).height())), 14) + 2);
    size.setHeight(std::max(size.height(), icon.height() + 2));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, size, this);
}

QSize CompactComboBox::minimumSizeHint() const
{
    return sizeHint();
}

} // namespace Atlas
