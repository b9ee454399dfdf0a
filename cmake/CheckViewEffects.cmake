# Fails when a screen (ui/views/, ui/rules/) reaches the platform itself: its effects (links, the
# clipboard, the share sheet, files, windows) go through the session and sharing parts it is
# handed (ui/app/view_context.hpp), which alone talk to ui/platform/platform.hpp. Runs as a test (cmake -P).
if(NOT RK_UI_DIR)
  set(RK_UI_DIR "${CMAKE_CURRENT_LIST_DIR}/../ui")
endif()
file(GLOB_RECURSE _screen_files "${RK_UI_DIR}/views/*.cpp" "${RK_UI_DIR}/views/*.hpp"
                                "${RK_UI_DIR}/rules/*.cpp" "${RK_UI_DIR}/rules/*.hpp")
include(${CMAKE_CURRENT_LIST_DIR}/FailOnLines.cmake)
rk_fail_on_lines("screens run their effects through ctx.session and ctx.sharing, never the platform"
  "#[ \t]*include[ \t]*\"ui/platform/|platform::" ${_screen_files})
