# Fails when a view draws with a colour of its own (IM_COL32 or an ImVec4 of numbers) instead
# of a role of the theme's palette (ui/drawing/palette.hpp), whose every pairing of ink and surface the
# unit tests check for contrast in both themes. Runs as a test (cmake -P).
if(NOT RK_UI_DIR)
  set(RK_UI_DIR "${CMAKE_CURRENT_LIST_DIR}/../ui")
endif()
file(GLOB_RECURSE _view_files "${RK_UI_DIR}/views/*.cpp" "${RK_UI_DIR}/views/*.hpp" "${RK_UI_DIR}/rules/*.cpp" "${RK_UI_DIR}/rules/*.hpp")
include(${CMAKE_CURRENT_LIST_DIR}/FailOnLines.cmake)
rk_fail_on_lines("views draw with the palette's roles (theme::palette()), not colours of their own"
  "IM_COL32[ \t]*\\(|ImVec4[ \t]*[({][ \t]*[0-9.]+f?[ \t]*,|ImColor[ \t]*\\(" ${_view_files})
