#pragma once

#ifndef ATLAS_CORE_PRIVATE
#error "private to atlas_core: use the public headers (catalog/, scenario/, engine/, cost/, io/)"
#endif

// Private to core: merges the catalog files in load order (catalogbuilder.cpp) and checks what
// only the whole catalog can tell (catalogchecks.cpp).

#include "catalog/catalog.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace Atlas {

class TrText;
struct CatalogFragment;

// The entry of a catalog list by its id, through the list's index.
template<typename T>
const T *findIn(const QList<T> &list, const QHash<QString, qsizetype> &index, QStringView id)
{
    const auto it = index.constFind(id.toString());
    return it == index.cend() ? nullptr : &list.at(*it);
}

class CatalogBuilder
{
public:
    explicit CatalogBuilder(Diagnostics &diagnostics)
        : m_diagnostics(diagnostics)
    {}

    void addFile(const QString &path, const QString &displayName);
    void addText(const QByteArray &text, const QString &fileName);
    // Files (path, display name) as addFile() on each in turn would add them, with the same
    // diagnostics in the same order, but parsed in two threads (the embedded data is 750 KB of
    // YAML: most of a cold start's catalog time).
    void addFiles(const QList<std::pair<QString, QString>> &files);
    void setEmbedded(bool embedded) { m_embedded = embedded; }
    std::shared_ptr<const Catalog> finish();

private:
    void addFragment(CatalogFragment &fragment, const QString &fileName);
    void unreadable(const QString &displayName, const QString &error);
    template<typename T>
    void merge(QList<T> &list,
               QHash<QString, qsizetype> &index,
               const QList<T> &incoming,
               const QString &fileName);
    template<typename T>
    static void rebuild(QList<T> &list, QHash<QString, qsizetype> &index, const QList<T> &kept)
    {
        list = kept;
        index.clear();
        for (qsizetype i = 0; i < list.size(); ++i)
            index.insert(list.at(i).id, i);
    }

    // catalogchecks.cpp
    void checkCalibration();
    void checkReferences();
    void aggregateHubs();
    void checkProviders();
    void checkGuide();
    void checkWorkstations();
    void checkClaims();
    void unknownForRun(const QString &file, int line, const QString &id, const QString &accelerator);
    void referenceError(const QString &file, int line, const QString &field, const TrText &message);

    Diagnostics &m_diagnostics;
    Catalog m_catalog;
    QHash<QString, qsizetype> m_runIndex;
    QHash<QString, qsizetype> m_servingIndex;
    bool m_embedded = false;
};

} // namespace Atlas
