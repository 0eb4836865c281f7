# Fails when the Chinese translation is not complete and current (issue 8):
#  1. the committed .ts has unfinished, obsolete or vanished entries;
#  2. lupdate, run on today's sources, would add or drop entries.
# cmake -DLUPDATE=… -DTS=… -DWORK=… -DSOURCES="dir;dir" -P check_translations.cmake

function(count_matches text pattern out)
    string(REGEX MATCHALL "${pattern}" hits "${text}")
    list(LENGTH hits n)
    set(${out} ${n} PARENT_SCOPE)
endfunction()

file(READ "${TS}" committed)
count_matches("${committed}" "<message[ >]" committed_messages)
foreach(kind unfinished obsolete vanished)
    count_matches("${committed}" "type=\"${kind}\"" n)
    if(n GREATER 0)
        message(FATAL_ERROR "${TS}: ${n} ${kind} entries; translate them (Qt Linguist) and run "
                            "`cmake --build build --target update_translations`")
    endif()
endforeach()

file(MAKE_DIRECTORY "${WORK}")
get_filename_component(name "${TS}" NAME)
set(copy "${WORK}/${name}")
file(COPY_FILE "${TS}" "${copy}")
execute_process(
    COMMAND "${LUPDATE}" -silent -no-obsolete -locations none
            -tr-function-alias QT_TRANSLATE_NOOP+=ATLAS_TR
            -extensions cpp,h ${SOURCES} -ts "${copy}"
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${result})")
endif()
file(READ "${copy}" updated)
count_matches("${updated}" "<message[ >]" updated_messages)
count_matches("${updated}" "type=\"unfinished\"" missing)
if(missing GREATER 0 OR NOT updated_messages EQUAL committed_messages)
    message(FATAL_ERROR "${TS} is out of date: lupdate finds ${missing} new text(s) and "
                        "${updated_messages} texts in all, the file has ${committed_messages}. "
                        "Run `cmake --build build --target update_translations` and translate.")
endif()
message(STATUS "${name}: ${committed_messages} texts, all translated and current")
