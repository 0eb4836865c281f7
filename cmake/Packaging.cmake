# Installation of the desktop integration and the documentation, and the Debian package (CPack).
# Included from the top-level CMakeLists.txt after every target is defined.
#
#   cmake --install build --prefix /usr/local     # or any prefix
#   cd build && cpack -G DEB                      # compute-atlas_<version>_<arch>.deb
#
# The binaries install from app/ and cli/ (install(TARGETS ...) there).

set(ATLAS_APP_ID io.github.computeatlas.ComputeAtlas)
set(ATLAS_DESKTOP_DIR ${PROJECT_SOURCE_DIR}/resources/desktop)
set(ATLAS_DOC_DIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/compute-atlas)

# A short copyright file where Debian looks for one; the full texts are beside it.
file(WRITE ${PROJECT_BINARY_DIR}/copyright "ComputeAtlas (算力产区图) ${PROJECT_VERSION}
Copyright (C) 2026 ComputeAtlas developers
License: GPL-3.0-or-later

ComputeAtlas is free software: you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free Software
Foundation, either version 3 of the License, or (at your option) any later
version. It is distributed WITHOUT ANY WARRANTY; see the License for details.

The complete text of the GNU General Public License version 3 is in LICENSE
beside this file (on Debian systems also in /usr/share/common-licenses/GPL-3).
The third-party works the program uses or contains and their licences (Qt,
libyaml, yaml-cpp, the map geometry under the Apache License 2.0, GeoNames coordinates
under CC BY 4.0) are listed in THIRD_PARTY_NOTICES beside this file.
")
install(FILES
    ${PROJECT_SOURCE_DIR}/LICENSE
    ${PROJECT_SOURCE_DIR}/README.md
    ${PROJECT_SOURCE_DIR}/THIRD_PARTY_NOTICES
    ${PROJECT_BINARY_DIR}/copyright
    DESTINATION ${ATLAS_DOC_DIR})

if(COMPUTE_ATLAS_GUI)
    # The AppStream release list must name the version being built.
    file(READ ${ATLAS_DESKTOP_DIR}/${ATLAS_APP_ID}.metainfo.xml ATLAS_METAINFO)
    if(NOT ATLAS_METAINFO MATCHES "<release version=\"${PROJECT_VERSION}\"")
        message(FATAL_ERROR "resources/desktop/${ATLAS_APP_ID}.metainfo.xml has no "
            "<release version=\"${PROJECT_VERSION}\">: add one for the project version.")
    endif()

    install(FILES ${ATLAS_DESKTOP_DIR}/${ATLAS_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${ATLAS_DESKTOP_DIR}/${ATLAS_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    install(FILES ${ATLAS_DESKTOP_DIR}/${ATLAS_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    # The application loads its translation from its resources (:/i18n); the compiled .qm that
    # qt_add_translations writes next to app/ is installed as well, for other tools to use.
    install(FILES ${PROJECT_BINARY_DIR}/app/computeatlas_zh_CN.qm
        DESTINATION ${CMAKE_INSTALL_DATADIR}/compute-atlas/translations)
endif()

# --- CPack: a Debian package -------------------------------------------------------------------
set(CPACK_PACKAGE_NAME compute-atlas)
set(CPACK_PACKAGE_VENDOR "ComputeAtlas developers")
set(CPACK_PACKAGE_CONTACT "ComputeAtlas developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "plan the hardware, cost and region of an AI job (算力产区图)")
set(CPACK_PACKAGE_DESCRIPTION
    "ComputeAtlas tells what hardware an AI training or inference job needs, what
it costs and where in China it should run. From a model and a precision it
computes the memory floor per GPU, finds the accelerators and card counts that
clear it, and prices the plan, with energy and CO2, in every hub and cluster of
the East Data West Computing programme. Every number traces to a dated source
or to a formula with its assumptions.")
if(COMPUTE_ATLAS_GUI)
    string(APPEND CPACK_PACKAGE_DESCRIPTION "

This package holds the Qt desktop application compute-atlas (tier chart,
model-GPU matrix, region map, comparison, bilingual PDF report) and the
command-line tool compute-atlas-cli.")
else()
    string(APPEND CPACK_PACKAGE_DESCRIPTION "

This build holds the command-line tool compute-atlas-cli only.")
endif()
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
# The project's homepage is a placeholder (.invalid) until there is a real one: leave it out.
if(PROJECT_HOMEPAGE_URL MATCHES "\\.invalid")
    set(CPACK_PACKAGE_HOMEPAGE_URL "")
endif()
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "ComputeAtlas developers")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Shared-library dependencies (Qt, libyaml, yaml-cpp, libstdc++ ...) come from dpkg-shlibdeps; the rest
# is what it cannot see. The fonts are looked up at run time (app/common/fonts.cpp: WenQuanYi
# Micro Hei first, then Noto Sans CJK) and Qt's own Chinese strings (qtbase_zh_CN.qm) load
# from the Qt translations directory. The xcb and offscreen platform plugins need nothing
# extra: on Debian 12 they ship in libqt6gui6 (qt6-qpa-plugins holds only vnc and tuio).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(COMPUTE_ATLAS_GUI)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-wqy-microhei")
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-noto-cjk")
endif()

set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/\\\\.cache/" "\\\\.user$")

include(CPack)
