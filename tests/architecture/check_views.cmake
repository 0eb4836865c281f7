# The rule of docs/ARCHITECTURE.md: views and the report read the document's results and draw
# them; the document computes them, once per change. Checked as allow-lists, so that a function
# added to the core later is covered without editing this file:
#  1. a view or report file includes only the app's own folders, the core's data and text
#     folders and the headers that declare the results it reads (ALLOWED_INCLUDES);
#  2. of the free functions the core's headers declare, it calls only the helpers that name,
#     key or look up data (ALLOWED_CALLS and the *Key/*Name/*Label/*Text family); everything
#     else there computes (fitOnAccelerator, serve, jobEfficiency, evaluateScenario, …);
#  3. it builds no engine object (MemoryModel, RadarScorer) and never asks the LanguageManager
#     (the DisplaySettings are the one source).
#   cmake -DDIRS="<dir>|<dir>…" -DCORE=<core dir> -P check_views.cmake   (file:line: what, why)
cmake_minimum_required(VERSION 3.20) # IN_LIST, continue()
if(NOT DIRS OR NOT CORE)
    message(FATAL_ERROR "usage: cmake -DDIRS=\"<dir>|<dir>\" -DCORE=<core dir> -P check_views.cmake")
endif()
string(REPLACE "|" ";" DIRS "${DIRS}")

# Folders whose headers a view may include, and the core's result headers (types the document
# hands out: the scenario, its result, the matrix, the planner's options, the claims' verdicts).
set(ALLOWED_FOLDERS document common views report export text catalog)
set(ALLOWED_INCLUDES
    scenario/scenario.h scenario/scenarioengine.h
    engine/workload.h engine/memorymodel.h engine/fitmatrix.h
    cost/planner.h cost/matrixplans.h cost/budget.h cost/rates.h cost/plancost.h
    scores/radarscores.h claims/claimverdict.h
    io/savefile.h
    scenario/limits.h # the bounds a spin box shares with the files (one table)
    cost/priceage.h) # a price's date against today: the report's warning of old prices
# Core functions that compute nothing a view should take from the document: enum helpers not
# caught by the name pattern below, catalog look-ups (the service forms' descriptor table among
# them) and the report's file save.
set(ALLOWED_CALLS
    isTraining isQuantized isSixteenBitOrLess precisionScale computeRate countParameters
    tierReason formTraits offeredForms saveFileAtomically saveTargetProblem
    # the market's table look-ups (availability per card and market, a region's jurisdiction)
    marketMark marketBadges marketRejection jurisdictionOf
    # a task's default setting, and the tier chart's own hit test of the same name as a core one
    defaultRecompute pointAt
    # the date a price's age is measured from, and the age itself (a date difference)
    referenceDate isStalePrice priceAgeMonths)
set(HELPER_PATTERN "(Key|Keys|FromKey|Name|Label|Text|Sentence)$")

# Every free function the core declares: a declaration starts at the first column (namespaces
# are not indented; members are), as `type name(`. The private readers (yaml/, loaders/) cannot
# be included by the app at all, and text/ holds only formatting.
file(GLOB_RECURSE headers "${CORE}/*.h")
set(forbidden "")
foreach(header IN LISTS headers)
    if(header MATCHES "/(yaml|loaders|text)/[^/]*$")
        continue()
    endif()
    file(STRINGS "${header}" declarations REGEX "^[A-Za-z_][A-Za-z0-9_:<>, *&]*[ *&][a-z][A-Za-z0-9_]*\\(")
    foreach(declaration IN LISTS declarations)
        if(declaration MATCHES "^(return|else|if|for|while|using|typedef|friend) ")
            continue()
        endif()
        string(REGEX MATCH "[a-z][A-Za-z0-9_]*\\(" name "${declaration}")
        string(REGEX REPLACE "\\($" "" name "${name}")
        if(name MATCHES "${HELPER_PATTERN}" OR name IN_LIST ALLOWED_CALLS)
            continue()
        endif()
        list(APPEND forbidden ${name})
    endforeach()
endforeach()
list(REMOVE_DUPLICATES forbidden)
list(LENGTH forbidden forbiddenCount)
list(JOIN forbidden "|" forbiddenAlternatives)
if(forbiddenCount LESS 20)
    message(FATAL_ERROR "found only ${forbiddenCount} computing functions in ${CORE}: is CORE the core folder?")
endif()

list(JOIN ALLOWED_FOLDERS ", " folderList)
list(JOIN ALLOWED_INCLUDES ", " includeList)
if(LIST_FORBIDDEN)
    message(STATUS "computing functions: ${forbiddenAlternatives}")
endif()

set(sources "")
foreach(dir IN LISTS DIRS)
    file(GLOB_RECURSE found "${dir}/*.cpp" "${dir}/*.h")
    list(APPEND sources ${found})
endforeach()
set(problems "")
foreach(file IN LISTS sources)
    file(STRINGS "${file}" lines)
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        if(line MATCHES "^[ ]*#[ ]*include[ ]*\"([^\"]+)\"")
            set(included "${CMAKE_MATCH_1}")
            string(REGEX REPLACE "/.*$" "" folder "${included}")
            if(NOT included MATCHES "/" OR (NOT folder IN_LIST ALLOWED_FOLDERS
                                            AND NOT included IN_LIST ALLOWED_INCLUDES))
                list(APPEND problems "${file}:${number}: includes ${included}: a view or the report includes only the folders ${folderList} and the result headers ${includeList}")
            endif()
            continue()
        endif()
        string(REGEX REPLACE "//.*$" "" code "${line}") # comments may name anything
        if(NOT code MATCHES "[a-z][A-Za-z0-9_]*[ ]*\\(")
            continue()
        endif()
        # A call of a free function: not a member (. -> ::) and not part of a longer name.
        if(code MATCHES "(^|[^A-Za-z0-9_.>:])(${forbiddenAlternatives})[ ]*\\(")
            list(APPEND problems "${file}:${number}: calls ${CMAKE_MATCH_2}(): views and the report read results, the document computes them")
        endif()
        if(code MATCHES "(^|[^A-Za-z0-9_])(MemoryModel|RadarScorer)[ ]*[({]|(MemoryModel|RadarScorer) [a-z][A-Za-z0-9_]*[({]")
            list(APPEND problems "${file}:${number}: builds an engine object: views and the report read results, the document computes them")
        endif()
        if(code MATCHES "LanguageManager::instance")
            list(APPEND problems "${file}:${number}: asks the LanguageManager: views follow the DisplaySettings")
        endif()
    endforeach()
endforeach()

if(problems)
    # One line per problem, unwrapped, so that an editor can jump to it.
    foreach(problem IN LISTS problems)
        message(NOTICE "${problem}")
    endforeach()
    list(LENGTH problems problemCount)
    message(FATAL_ERROR "${problemCount} lines break the rule (above)")
endif()
list(LENGTH sources count)
message(STATUS "${count} view and report files: only allowed includes, none of the core's ${forbiddenCount} computing functions called, no LanguageManager")
