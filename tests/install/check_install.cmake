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

set(expected bin/compute-atlas-cli share/man/man1/compute-atlas-cli.1 share/doc/compute-atlas/LICENSE
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
# The man page is the CLI's own help (written by `compute-atlas-cli --man` at build time): its
# header and a section for every verb, and groff, where installed, reads it without a warning.
file(READ "${PREFIX}/share/man/man1/compute-atlas-cli.1" man)
string(FIND "${man}" "\n.TH COMPUTE" at)
if(at LESS 0)
    message(FATAL_ERROR "the installed man page has no .TH header")
endif()
# troff writes the hyphen of seed-claims as \-.
foreach(verb catalog estimate plan regions options serve calibration seed\\-claims scenario)
    string(FIND "${man}" "\n.SS ${verb}\n" at)
    if(at LESS 0)
        message(FATAL_ERROR "the installed man page has no section for ${verb}")
    endif()
endforeach()
find_program(GROFF groff)
if(GROFF)
    execute_process(COMMAND "${GROFF}" -man -Tutf8 -ww -z "${PREFIX}/share/man/man1/compute-atlas-cli.1"
                    RESULT_VARIABLE result ERROR_VARIABLE warnings)
    if(NOT result EQUAL 0 OR NOT warnings STREQUAL "")
        message(FATAL_ERROR "groff rejects the man page: ${warnings}")
    endif()
endif()
list(LENGTH expected n)
message(STATUS "installed and checked ${n} files")
