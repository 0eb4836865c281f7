# One INTERFACE target carries every compiler flag and Qt safety define of the project.
# Project targets link it PRIVATE; third-party headers (Qt, yaml-cpp) come in as SYSTEM
# includes through their imported targets, so -Werror applies to our code only.
add_library(atlas_flags INTERFACE)

target_compile_definitions(atlas_flags INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_FOREACH
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    QT_FORCE_ASSERTS)

if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(atlas_flags INTERFACE
        -Wall -Wextra -Wpedantic -Wnon-virtual-dtor -Wcast-align
        -Woverloaded-virtual -Wformat=2 -Wimplicit-fallthrough)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        target_compile_options(atlas_flags INTERFACE -Wshadow=local)
    else()
        target_compile_options(atlas_flags INTERFACE -Wshadow-uncaptured-local)
    endif()
    if(COMPUTE_ATLAS_WERROR)
        target_compile_options(atlas_flags INTERFACE -Werror)
    endif()
endif()

if(COMPUTE_ATLAS_SANITIZE)
    target_compile_options(atlas_flags INTERFACE
        -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_link_options(atlas_flags INTERFACE -fsanitize=address,undefined)
endif()

if(COMPUTE_ATLAS_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "COMPUTE_ATLAS_FUZZ needs clang (CXX=clang++)")
    endif()
    target_compile_options(atlas_flags INTERFACE -fsanitize=fuzzer-no-link,address,undefined
        -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_link_options(atlas_flags INTERFACE -fsanitize=address,undefined)
endif()
