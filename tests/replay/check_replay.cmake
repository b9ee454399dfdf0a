# Runs roundkeeper-replay and checks its exit status, its JSON answer and its error message.
#   cmake -DTOOL=... -DENCOUNTER=... -DACTIONS=... [-DSTDIN=file] -DEXPECT_EXIT=0
#         [-DEXPECT_JSON="order.acting.name=Goblin|applied=16"] [-DEXPECT_STDERR=regex]
#         -P check_replay.cmake
# EXPECT_JSON paths are dot-separated keys or array indices into the printed object; a JSON
# null reads as null, true and false as ON and OFF (CMake's string(JSON)).
foreach(_var TOOL ENCOUNTER ACTIONS EXPECT_EXIT)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "check_replay.cmake needs -D${_var}=...")
  endif()
endforeach()

set(_input_args "")
if(STDIN)
  set(_input_args INPUT_FILE "${STDIN}")
endif()
execute_process(COMMAND "${TOOL}" "${ENCOUNTER}" "${ACTIONS}" ${_input_args}
                RESULT_VARIABLE _exit OUTPUT_VARIABLE _out ERROR_VARIABLE _err)

if(NOT _exit STREQUAL EXPECT_EXIT)
  message(FATAL_ERROR "exit status ${_exit}, expected ${EXPECT_EXIT}\nstdout:\n${_out}\nstderr:\n${_err}")
endif()

if(DEFINED EXPECT_STDERR AND NOT _err MATCHES "${EXPECT_STDERR}")
  message(FATAL_ERROR "stderr does not match \"${EXPECT_STDERR}\":\n${_err}")
endif()

if(NOT EXPECT_EXIT STREQUAL "0" AND NOT _out STREQUAL "")
  message(FATAL_ERROR "nothing should be printed on stdout after a failure, got:\n${_out}")
endif()

if(DEFINED EXPECT_JSON)
  string(REPLACE "|" ";" _checks "${EXPECT_JSON}")
  foreach(_check IN LISTS _checks)
    string(FIND "${_check}" "=" _eq)
    string(SUBSTRING "${_check}" 0 ${_eq} _path)
    math(EXPR _after "${_eq} + 1")
    string(SUBSTRING "${_check}" ${_after} -1 _want)
    string(REPLACE "." ";" _keys "${_path}")
    string(JSON _got ERROR_VARIABLE _json_error GET "${_out}" ${_keys})
    if(_json_error)
      message(FATAL_ERROR "${_path}: ${_json_error}\nstdout:\n${_out}")
    endif()
    string(JSON _type TYPE "${_out}" ${_keys})
    if(_type STREQUAL "NULL")
      set(_got "null")
    endif()
    if(NOT _got STREQUAL _want)
      message(FATAL_ERROR "${_path} is \"${_got}\", expected \"${_want}\"\nstdout:\n${_out}")
    endif()
  endforeach()
endif()
