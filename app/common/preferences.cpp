#include "common/preferences.h"

namespace Atlas {

namespace {
std::unique_ptr<QSettings> &instance()
{
    static std::unique_ptr<QSettings> settings;
    return settings;
}
} // namespace

QSettings &Preferences::settings()
{
    if (!instance())
        instance() = std::make_unique<QSettings>();
    return *instance();
}

void Preferences::useFile(const QString &path)
{
    instance() = std::make_unique<QSettings>(path, QSettings::IniFormat);
}

} // namespace Atlas
