# cmake -DCLI=compute-atlas-cli -DOUT=compute-atlas-cli.1 -P manpage.cmake
# The man page is the program's own help as troff (`--man`); no catalog or user data is read.
# A sanitizer build writes it too; a leak report there belongs to the test suite, which runs
# --man under the project's suppressions (tst_cliprocess), not to the build.
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
execute_process(COMMAND "${CLI}" --no-user-data --man
                OUTPUT_FILE "${OUT}.tmp" RESULT_VARIABLE result ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    file(REMOVE "${OUT}.tmp")
    message(FATAL_ERROR "compute-atlas-cli --man failed (${result}): ${errors}")
endif()
file(RENAME "${OUT}.tmp" "${OUT}")
