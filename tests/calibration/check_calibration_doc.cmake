# docs/CALIBRATION.md is what `compute-atlas-cli calibration --markdown` prints: the fits and every
# residual, so the document can never drift from the program. After changing calibration data
# or the models:  compute-atlas-cli --no-user-data calibration --markdown > docs/CALIBRATION.md
execute_process(COMMAND ${CLI} --no-user-data calibration --markdown
    OUTPUT_VARIABLE generated RESULT_VARIABLE code)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "compute-atlas-cli calibration --markdown failed (exit ${code})")
endif()
file(READ ${DOC} committed)
if(NOT generated STREQUAL committed)
    file(WRITE ${WORK}/CALIBRATION.generated.md "${generated}")
    message(FATAL_ERROR "docs/CALIBRATION.md is out of date; the program now prints "
        "${WORK}/CALIBRATION.generated.md. Regenerate: compute-atlas-cli --no-user-data "
        "calibration --markdown > docs/CALIBRATION.md")
endif()
