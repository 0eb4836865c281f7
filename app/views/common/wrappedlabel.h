#pragma once

#include <QHash>
#include <QLabel>
#include <QSize>

#include <optional>

namespace Atlas {

// A word-wrapped label that remembers its sizes per text. A QLabel holding rich text or
// selectable text keeps it in a QTextDocument and lays it out again for every heightForWidth()
// a layout asks (twice: at the width, then back at its own) and for every new text's
// sizeHint(): about 0.5 M instructions each, asked 15–20 times per slider step by the nested
// layouts of the scenario panel, a quarter of the step (issue 31). The answers are QLabel's
// own, computed once per text, width and settings; a slider dragged back and forth meets the
// same few texts again.
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(Qt::TextFormat format, QWidget *parent = nullptr);

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;

private:
    struct Sizes
    {
        std::optional<QSize> hint;
        std::optional<QSize> minimum;
        QHash<int, int> heights; // by width
    };
    // What else QLabel's answers depend on, compared at each question (set rarely, cheaply).
    struct Settings
    {
        bool wordWrap;
        int format;
        int interaction;
        int margin;
        int indent;
        int alignment;
        int maximumWidth;
        QMargins contents;
        bool operator==(const Settings &) const = default;
    };
    Settings settings() const;
    Sizes *find() const;  // the text's entry, if any
    Sizes &sizes() const; // the text's entry, made when missing

    static constexpr int MaxTexts = 32;
    mutable QHash<QString, Sizes> m_sizes; // by text
    mutable std::optional<Settings> m_settings;
};

} // namespace Atlas
