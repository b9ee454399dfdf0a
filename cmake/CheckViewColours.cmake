# Fails when the interface draws with a colour of its own (IM_COL32 or an ImVec4 of numbers)
# instead of a role of the theme's palette (ui/drawing/palette.hpp), whose every pairing of ink
# and surface the unit tests check for contrast in both themes. Only the palette and the theme
# (which hands the palette to ImGui) hold colours. Runs as a test (cmake -P).
if(NOT RK_UI_DIR)
  set(RK_UI_DIR "${CMAKE_CURRENT_LIST_DIR}/../ui")
endif()
file(GLOB_RECURSE _view_files "${RK_UI_DIR}/*.cpp" "${RK_UI_DIR}/*.hpp")
list(FILTER _view_files EXCLUDE REGEX "/ui/drawing/(palette|theme)\\.(cpp|hpp)$")
include(${CMAKE_CURRENT_LIST_DIR}/FailOnLines.cmake)
rk_fail_on_lines("views draw with the palette's roles (theme::palette()), not colours of their own"
  "IM_COL32[ \t]*\\(|ImVec4[ \t]*[({][ \t]*[0-9.]+f?[ \t]*,|ImColor[ \t]*\\(" ${_view_files})
