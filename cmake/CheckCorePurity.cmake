# Fails when a file in core/ includes ImGui, SDL, Emscripten, GL or browser headers.
# Runs at configure time (included from core/CMakeLists.txt) and as a test (cmake -P).
if(NOT RK_CORE_DIR)
  set(RK_CORE_DIR "${CMAKE_CURRENT_LIST_DIR}/../core")
endif()
file(GLOB_RECURSE _core_files "${RK_CORE_DIR}/*.hpp" "${RK_CORE_DIR}/*.cpp" "${RK_CORE_DIR}/*.h")
include(${CMAKE_CURRENT_LIST_DIR}/FailOnLines.cmake)
rk_fail_on_lines("core/ must be pure C++ (no UI or platform headers)"
  "^[ \t]*#[ \t]*include[ \t]*[<\"](imgui|SDL|emscripten|GLES|GL/|webgl|html5)" ${_core_files})
