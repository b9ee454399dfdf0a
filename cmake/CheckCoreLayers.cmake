# Fails when a folder of core/ includes one above it: model/ is the bottom floor, then fight/,
# formats/ (files and links of fights) and library/ (what holds them all). The rule systems
# (core/rules/) sit beside them: their state is part of the model, their handlers of the fight.
# Runs at configure time (included from core/CMakeLists.txt) and as a test (cmake -P).
if(NOT RK_CORE_DIR)
  set(RK_CORE_DIR "${CMAKE_CURRENT_LIST_DIR}/../core")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/FailOnLines.cmake)
set(_above_model "fight|formats|library")
set(_above_fight "formats|library")
set(_above_formats "library")
foreach(_floor model fight formats)
  file(GLOB _files "${RK_CORE_DIR}/${_floor}/*.hpp" "${RK_CORE_DIR}/${_floor}/*.cpp")
  rk_fail_on_lines("core/${_floor}/ includes a floor above it (core/ is layered: model, fight, formats, library)"
    "^[ \t]*#[ \t]*include[ \t]*\"core/(${_above_${_floor}})/" ${_files})
endforeach()
