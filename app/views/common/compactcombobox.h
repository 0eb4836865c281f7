#pragma once

#include <QComboBox>

namespace Atlas {

// A combo box as wide as its minimumContentsLength() in characters, whatever its items hold:
// long catalog names are elided in the box and shown whole in the open list. This is the size
// QComboBox::AdjustToMinimumContentsLengthWithIcon gives, computed here instead: setting that
// policy makes Qt build the popup list at once, and the scenario panel's fourteen boxes spent
// 11.5 M instructions of the window's start on lists nobody had opened yet (issue 31). Qt
// builds the list when it is first opened. tst_compactcombobox checks that the sizes are
// the policy's.
class CompactComboBox : public QComboBox
{
    Q_OBJECT

public:
    explicit CompactComboBox(int characters = 14, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace Atlas
