# Fails when the Chinese UI (.ts) or the Chinese catalog text (*_zh fields of the YAML data)
# breaks the shared vocabulary of docs/GLOSSARY.md (issue 21):
#  1. "CNY" in a finished Chinese translation (allowed only where the source names the literal
#     YAML value; see CNY_ALLOWED below) or in a *_zh field: Chinese prose says 元 / 元/kWh;
#  2. banned terms anywhere in Chinese text (摊销, 可放下, 研讨会模式, 非官方标准地图, 本计划,
#     种子文档, GPU 小时, 超威 …; see BANNED below);
#  3. a map disclaimer whose translation lacks 示意图，非标准地图 (messages are found by their
#     source text); a source that carries both fixed halves (the map footer) keeps both;
#  4. a pricing form named differently in a translation (.ts) and in pricing.yaml name_zh. The
#     scenario panel shows pricing.yaml's names itself now; a translation that still names a form
#     must say what pricing.yaml says.
# Verbatim quotations of the original documents (claim_zh, seed_claim_zh) are not checked.
# A CMake script so that CI needs no Python:
#   cmake -DTS=translations/computeatlas_zh_CN.ts -DDATA=resources -P check_glossary.cmake
# DATA is the directory holding data/*.yaml and scenarios/*.yaml (or a directory of *.yaml).

cmake_minimum_required(VERSION 3.22)

if(NOT TS OR NOT DATA)
    message(FATAL_ERROR "usage: cmake -DTS=<file.ts> -DDATA=<resources dir> -P check_glossary.cmake")
endif()
if(NOT EXISTS "${TS}")
    message(FATAL_ERROR "${TS}: no such file")
endif()

# ---------------------------------------------------------------- the vocabulary being enforced
# Banned term, then what to write instead (pairs).
set(BANNED
    "摊销" "折旧 (hardware is a fixed asset)"
    "可放下" "放得下 / 放不下"
    "研讨会模式" "演示模式"
    "非官方标准地图" "示意图，非标准地图"
    "本计划" "本方案"
    "种子文档" "原始文档 (the one word for the seed/source documents)"
    "GPU 小时" "卡时 (元/卡时)"
    "GPU小时" "卡时 (元/卡时)"
    "超威" "AMD (the vendor's name in Chinese text)")

# Sources whose translation may say CNY because the source names the literal YAML value.
set(CNY_ALLOWED
    "expected CNY (other currencies are derived with usd_cny), found \"%1\"")

# The scenario panel's pricing-form names (context Atlas::ScenarioPanel) and the pricing.yaml id
# each must match. Update this list when a source text changes.
set(FORM_SOURCES
    "GPU container (hourly)" "container"
    "GPU cloud server (monthly)" "cloud-monthly"
    "Bare metal (8-GPU machine, monthly)" "bare-metal"
    "Purchase and host" "purchase"
    "CPU server" "cpu-server")

set(DISCLAIMER_ZH "示意图，非标准地图")
set(DISCLAIMER_EN "Schematic map, not an official standard map")

# Problems are collected in a global property, so every function can report one.
set_property(GLOBAL PROPERTY GLOSSARY_ERRORS "")
set_property(GLOBAL PROPERTY GLOSSARY_COUNT 0)
function(fail where text)
    set_property(GLOBAL APPEND_STRING PROPERTY GLOSSARY_ERRORS "\n  ${where}: ${text}")
    get_property(n GLOBAL PROPERTY GLOSSARY_COUNT)
    math(EXPR n "${n} + 1")
    set_property(GLOBAL PROPERTY GLOSSARY_COUNT ${n})
endfunction()

# Reads a file into a list of lines (variable `out`) that survives ; [ ] and \ in the text:
# they are replaced by markers and put back by `restore`.
function(read_lines file out)
    file(READ "${file}" text)
    string(REPLACE "\\" "<BSL>" text "${text}")
    string(REPLACE ";" "<SEMI>" text "${text}")
    string(REPLACE "[" "<LSQ>" text "${text}")
    string(REPLACE "]" "<RSQ>" text "${text}")
    string(REPLACE "\r" "" text "${text}")
    # Every element starts with "|" so that empty lines are kept and line numbers stay right.
    string(REPLACE "\n" ";|" text "|${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(restore in out)
    set(s "${in}")
    string(REPLACE "<SEMI>" ";" s "${s}")
    string(REPLACE "<LSQ>" "[" s "${s}")
    string(REPLACE "<RSQ>" "]" s "${s}")
    string(REPLACE "<BSL>" "\\" s "${s}")
    set(${out} "${s}" PARENT_SCOPE)
endfunction()

function(unescape_xml in out)
    set(s "${in}")
    string(REPLACE "&quot;" "\"" s "${s}")
    string(REPLACE "&apos;" "'" s "${s}")
    string(REPLACE "&lt;" "<" s "${s}")
    string(REPLACE "&gt;" ">" s "${s}")
    string(REPLACE "&amp;" "&" s "${s}")
    set(${out} "${s}" PARENT_SCOPE)
endfunction()

# Reports each banned term found in `text`.
function(check_banned where text)
    list(LENGTH BANNED n)
    math(EXPR last "${n} - 1")
    foreach(i RANGE 0 ${last} 2)
        math(EXPR j "${i} + 1")
        list(GET BANNED ${i} term)
        list(GET BANNED ${j} instead)
        string(FIND "${text}" "${term}" at)
        if(at GREATER -1)
            fail("${where}" "\"${term}\" in Chinese text; write ${instead} (docs/GLOSSARY.md)")
        endif()
    endforeach()
endfunction()

# ---------------------------------------------------------------- the .ts file
read_lines("${TS}" ts_lines)
set(line_no 0)
set(context "")
set(in_source FALSE)
set(in_translation FALSE)
set(source "")
set(translation "")
set(translation_line 0)
set(finished TRUE)
set(disclaimers 0)
set(ts_messages 0)
foreach(raw IN LISTS ts_lines)
    math(EXPR line_no "${line_no} + 1")
    string(SUBSTRING "${raw}" 1 -1 line)
    restore("${line}" line)
    if(line MATCHES "<name>(.*)</name>")
        set(context "${CMAKE_MATCH_1}")
    endif()
    if(line MATCHES "<source>")
        set(in_source TRUE)
        set(source "")
    endif()
    if(in_source)
        string(APPEND source "${line}\n")
        if(line MATCHES "</source>")
            set(in_source FALSE)
        endif()
    endif()
    if(line MATCHES "<translation")
        set(in_translation TRUE)
        set(translation "")
        set(translation_line ${line_no})
        set(finished TRUE)
        if(line MATCHES "<translation[^>]*type=\"(unfinished|obsolete|vanished)\"")
            set(finished FALSE)
        endif()
    endif()
    if(in_translation)
        string(APPEND translation "${line}\n")
        if(line MATCHES "</translation>|<translation[^>]*/>")
            set(in_translation FALSE)
        endif()
    endif()
    if(NOT line MATCHES "</message>")
        continue()
    endif()

    # One complete message.
    math(EXPR ts_messages "${ts_messages} + 1")
    string(REGEX REPLACE "^[ \t]*<source>" "" source "${source}")
    string(REGEX REPLACE "</source>\n$" "" source "${source}")
    string(REGEX REPLACE "^[ \t]*<translation[^>]*>" "" translation "${translation}")
    string(REGEX REPLACE "</translation>\n$" "" translation "${translation}")
    unescape_xml("${source}" source)
    unescape_xml("${translation}" translation)
    string(REPLACE "\n" "\\n" shown "${source}")
    set(where "${TS}:${translation_line}: [${context}] \"${shown}\"")

    if(finished)
        check_banned("${where}" "${translation}")
        string(FIND "${translation}" "CNY" at)
        if(at GREATER -1 AND NOT source IN_LIST CNY_ALLOWED)
            fail("${where}" "\"CNY\" in a Chinese translation; write 元, 元/kWh, TFLOPS/元 or 元/美元 (CNY only for the literal YAML value, see CNY_ALLOWED)")
        endif()
    endif()

    string(TOLOWER "${source}" lower)
    string(FIND "${lower}" "not an official standard map" en_at)
    string(FIND "${source}" "${DISCLAIMER_ZH}" zh_at)
    if(en_at GREATER -1 OR zh_at GREATER -1)
        math(EXPR disclaimers "${disclaimers} + 1")
        string(FIND "${translation}" "${DISCLAIMER_ZH}" t_zh)
        string(FIND "${translation}" "示意图" t_schematic)
        if(t_schematic EQUAL -1)
            fail("${where}" "the Chinese map disclaimer must say 示意图 (fixed wording: ${DISCLAIMER_ZH})")
        elseif(t_zh EQUAL -1)
            fail("${where}" "the Chinese map disclaimer must use the fixed wording ${DISCLAIMER_ZH}")
        endif()
        string(FIND "${source}" "${DISCLAIMER_EN}" src_en)
        if(zh_at GREATER -1 AND src_en GREATER -1)
            # A bilingual source (the map footer): both halves stay in the translation.
            string(FIND "${translation}" "${DISCLAIMER_EN}" t_en)
            if(t_en EQUAL -1)
                fail("${where}" "the map disclaimer keeps BOTH languages: the translation lacks \"${DISCLAIMER_EN}\"")
            endif()
        endif()
    endif()

    if(context STREQUAL "Atlas::ScenarioPanel")
        list(FIND FORM_SOURCES "${source}" index)
        if(index GREATER -1)
            math(EXPR index "${index} + 1")
            list(GET FORM_SOURCES ${index} form)
            string(STRIP "${translation}" ts_form_${form})
            set(ts_form_line_${form} ${translation_line})
        endif()
    endif()
endforeach()

if(ts_messages EQUAL 0)
    fail("${TS}" "no <message> found; is this a Qt .ts file?")
endif()
if(disclaimers EQUAL 0)
    fail("${TS}" "no map-disclaimer message found (source containing \"${DISCLAIMER_ZH}\" or \"not an official standard map\"); update check_glossary.cmake if the source changed")
endif()

# ---------------------------------------------------------------- the YAML data (*_zh fields)
if(EXISTS "${DATA}/data")
    file(GLOB yaml_files "${DATA}/data/*.yaml" "${DATA}/scenarios/*.yaml")
else()
    file(GLOB yaml_files "${DATA}/*.yaml")
endif()
if(NOT yaml_files)
    fail("${DATA}" "no YAML data files found")
endif()

set(pricing_file "")
foreach(file IN LISTS yaml_files)
    get_filename_component(file_name "${file}" NAME)
    read_lines("${file}" lines)
    set(line_no 0)
    set(block_indent -1)   # >= 0 while inside a block scalar of a *_zh key
    set(block_key "")
    set(in_forms FALSE)
    set(form_id "")
    foreach(raw IN LISTS lines)
        math(EXPR line_no "${line_no} + 1")
        string(SUBSTRING "${raw}" 1 -1 line)
        restore("${line}" line)
        set(where "${file}:${line_no}")
        set(values "")

        # Continuation of a folded/literal *_zh block scalar.
        if(block_indent GREATER -1)
            set(indent 0)
            if(line MATCHES "^( +)")
                string(LENGTH "${CMAKE_MATCH_1}" indent)
            endif()
            string(STRIP "${line}" stripped)
            if(stripped STREQUAL "" OR indent GREATER block_indent)
                if(NOT block_key MATCHES "^(seed_)?claim_zh$")
                    list(APPEND values "${stripped}")
                endif()
            else()
                set(block_indent -1)
            endif()
        endif()

        if(block_indent EQUAL -1)
            if(line MATCHES "^( *)(- )?([a-z0-9_]+_zh):[ ]*(.*)$")
                set(key "${CMAKE_MATCH_3}")
                set(value "${CMAKE_MATCH_4}")
                string(LENGTH "${CMAKE_MATCH_1}${CMAKE_MATCH_2}" key_indent)
                if(value MATCHES "^[>|][-+]?[ ]*(#.*)?$")
                    set(block_indent ${key_indent})
                    set(block_key "${key}")
                elseif(NOT key MATCHES "^(seed_)?claim_zh$")
                    list(APPEND values "${value}")
                endif()
            elseif(line MATCHES "[a-z0-9_]+_zh:")
                # Flow mappings: {label_zh: "…", name_zh: 北京, …}
                string(REGEX MATCHALL "[a-z0-9_]+_zh: *(\"[^\"]*\"|[^,}]*)" pairs "${line}")
                foreach(pair IN LISTS pairs)
                    if(NOT pair MATCHES "^(seed_)?claim_zh:")
                        string(REGEX REPLACE "^[a-z0-9_]+_zh: *" "" v "${pair}")
                        list(APPEND values "${v}")
                    endif()
                endforeach()
            endif()
        endif()

        foreach(value IN LISTS values)
            check_banned("${where}" "${value}")
            string(FIND "${value}" "CNY" at)
            if(at GREATER -1)
                fail("${where}" "\"CNY\" in a Chinese (*_zh) field; write 元 (docs/GLOSSARY.md)")
            endif()
        endforeach()

        # pricing.yaml: the name_zh of each service form.
        if(file_name STREQUAL "pricing.yaml")
            set(pricing_file "${file}")
            if(line MATCHES "^  service_forms:")
                set(in_forms TRUE)
            elseif(line MATCHES "^  [a-z_]+:")
                set(in_forms FALSE)
            endif()
            if(in_forms AND line MATCHES "^ *- id: *\"?([a-z0-9-]+)\"?")
                set(form_id "${CMAKE_MATCH_1}")
            endif()
            if(in_forms AND form_id AND line MATCHES "^ *name_zh: *(.*)$")
                set(v "${CMAKE_MATCH_1}")
                string(REGEX REPLACE "[ ]+#.*$" "" v "${v}")
                string(STRIP "${v}" v)
                if(v MATCHES "^\"(.*)\"$")
                    set(v "${CMAKE_MATCH_1}")
                elseif(v MATCHES "^'(.*)'$")
                    set(v "${CMAKE_MATCH_1}")
                endif()
                set(yaml_form_${form_id} "${v}")
                set(yaml_form_line_${form_id} ${line_no})
            endif()
        endif()
    endforeach()
endforeach()

# ---------------------------------------------------------------- one name per pricing form
if(NOT pricing_file)
    fail("${DATA}" "pricing.yaml not found; cannot compare the pricing-form names")
else()
    list(LENGTH FORM_SOURCES n)
    math(EXPR last "${n} - 1")
    foreach(i RANGE 0 ${last} 2)
        math(EXPR j "${i} + 1")
        list(GET FORM_SOURCES ${i} form_source)
        list(GET FORM_SOURCES ${j} form)
        if(NOT DEFINED yaml_form_${form})
            fail("${pricing_file}" "service form \"${form}\" has no name_zh")
        elseif(DEFINED ts_form_${form} AND NOT ts_form_${form} STREQUAL yaml_form_${form})
            fail("${TS}:${ts_form_line_${form}}" "pricing form \"${form}\" has two Chinese names: the panel says \"${ts_form_${form}}\", ${pricing_file}:${yaml_form_line_${form}} name_zh says \"${yaml_form_${form}}\"; use one name (docs/GLOSSARY.md)")
        endif()
    endforeach()
endif()

get_property(count GLOBAL PROPERTY GLOSSARY_COUNT)
get_property(report GLOBAL PROPERTY GLOSSARY_ERRORS)
if(count GREATER 0)
    message(FATAL_ERROR "The Chinese text breaks docs/GLOSSARY.md in ${count} place(s):${report}")
endif()
list(LENGTH yaml_files files)
message(STATUS "glossary: ${ts_messages} translations and ${files} YAML files follow docs/GLOSSARY.md")
