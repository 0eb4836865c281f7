# `cmake --install` into a scratch prefix puts the desktop application in place (issue 5):
# binaries, menu entry, icon, AppStream metadata, translation, documents. Where the validators
# are installed (desktop-file-utils, appstream), the installed files must pass them.
# cmake -DBUILD=… -DPREFIX=… -DGUI=ON|OFF -P check_install.cmake

file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${result})")
endif()

set(expected bin/compute-atlas-cli share/doc/compute-atlas/LICENSE
    share/doc/compute-atlas/THIRD_PARTY_NOTICES share/doc/compute-atlas/README.md)
set(id io.github.computeatlas.ComputeAtlas)
if(GUI)
    list(APPEND expected bin/compute-atlas share/applications/${id}.desktop
        share/icons/hicolor/scalable/apps/${id}.svg share/metainfo/${id}.metainfo.xml
        share/compute-atlas/translations/computeatlas_zh_CN.qm)
endif()
foreach(f IN LISTS expected)
    if(NOT EXISTS "${PREFIX}/${f}")
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()

if(GUI)
    find_program(DESKTOP_VALIDATE desktop-file-validate)
    if(DESKTOP_VALIDATE)
        execute_process(COMMAND "${DESKTOP_VALIDATE}" "${PREFIX}/share/applications/${id}.desktop"
                        RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "desktop-file-validate rejects the menu entry")
        endif()
    endif()
    find_program(APPSTREAMCLI appstreamcli)
    if(APPSTREAMCLI)
        execute_process(COMMAND "${APPSTREAMCLI}" validate --no-net
                                "${PREFIX}/share/metainfo/${id}.metainfo.xml"
                        RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "appstreamcli rejects the metainfo")
        endif()
    endif()
    # The installed program runs from the prefix, not from the build tree.
    execute_process(COMMAND "${PREFIX}/bin/compute-atlas" --version
                    RESULT_VARIABLE result OUTPUT_VARIABLE version)
    if(NOT result EQUAL 0 OR NOT version MATCHES "ComputeAtlas")
        message(FATAL_ERROR "the installed compute-atlas does not start: ${version}")
    endif()
endif()
execute_process(COMMAND "${PREFIX}/bin/compute-atlas-cli" catalog list
                RESULT_VARIABLE result OUTPUT_VARIABLE listing)
if(NOT result EQUAL 0 OR NOT listing MATCHES "nvidia-h100")
    message(FATAL_ERROR "the installed compute-atlas-cli does not work")
endif()
list(LENGTH expected n)
message(STATUS "installed and checked ${n} files")
