# The rule of docs/ARCHITECTURE.md: nothing under app/views/ computes. Views read the document's
# results and draw them; they never call an engine or cost function (the document does, once per
# change) and never ask the LanguageManager (the DisplaySettings are the one source).
#   cmake -DVIEWS=<dir> -P check_views.cmake     (fails with file:line: what was called)
if(NOT VIEWS)
    message(FATAL_ERROR "usage: cmake -DVIEWS=<dir> -P check_views.cmake")
endif()

# Calls of core functions that compute results (engine/, cost/, scenario/scenarioengine,
# scores/, claims/, the seed table's verdicts, the map's provider layer). Word boundaries by hand: CMake regexes have none.
set(FORBIDDEN_CALLS
    evaluateScenario evaluateCompareOption fitOnAccelerator smallestFittingLayout
    candidateLayouts computeFitMatrix minimumPerGpuBytes workloadForTask estimate
    fitAlternatives describeAssumptions trainingTime tokensInHours inferenceSpeed
    flopParams trainingFlopsPerToken costPlan costInRegions oneHourTrial rentVersusBuy
    rateCard purchasePriceCny seedVerdicts budgetPerCardCny evaluateClaims evaluateClaim
    checkWorkstation fitWithMethods providerLayer planOptions scenarioOptions
    computeMatrixPlans scenarioMatrixWork summariseSpend runCashCny)

file(GLOB_RECURSE sources "${VIEWS}/*.cpp" "${VIEWS}/*.h")
set(problems "")
foreach(file IN LISTS sources)
    file(STRINGS "${file}" lines)
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        string(REGEX REPLACE "//.*$" "" code "${line}") # comments may name anything
        foreach(name IN LISTS FORBIDDEN_CALLS)
            # A call of the free function: not a member (. -> ::) and not part of a longer name.
            if(code MATCHES "(^|[^A-Za-z0-9_.>:])${name}[ ]*\\(")
                list(APPEND problems "${file}:${number}: calls ${name}(): views read results, the document computes them")
            endif()
        endforeach()
        if(code MATCHES "(^|[^A-Za-z0-9_])(MemoryModel|RadarScorer)[ ]*[({]|(MemoryModel|RadarScorer) [a-z][A-Za-z0-9_]*[({]")
            list(APPEND problems "${file}:${number}: builds an engine object: views read results, the document computes them")
        endif()
        if(code MATCHES "LanguageManager::instance")
            list(APPEND problems "${file}:${number}: asks the LanguageManager: views follow the DisplaySettings")
        endif()
    endforeach()
endforeach()

if(problems)
    list(JOIN problems "\n" report)
    message(FATAL_ERROR "${report}")
endif()
list(LENGTH sources count)
message(STATUS "${count} view files: no engine, cost or LanguageManager calls")
