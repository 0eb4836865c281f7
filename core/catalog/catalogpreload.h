#pragma once

#include <QtGlobal>

namespace Atlas {

// Loads embeddedCatalog(), with its efficiency fit, in another thread from construction on, so
// that a window's start-up (the application object, the fonts, the command line) overlaps the
// 25–35 ms of parsing and the fit instead of waiting for them (issue 31: cold start). Then
// loadCatalog() hands out that same catalog whenever nothing but the embedded data is to be
// read (no user data directory, no --data, no files), as embeddedCatalog() does.
//
// Keep it in main(): its destructor waits for the thread, so that a program leaving early
// (--help) never runs its static destructors under a thread still loading.
class EmbeddedCatalogPreload
{
public:
    EmbeddedCatalogPreload();
    ~EmbeddedCatalogPreload();
    Q_DISABLE_COPY_MOVE(EmbeddedCatalogPreload)
};

} // namespace Atlas
