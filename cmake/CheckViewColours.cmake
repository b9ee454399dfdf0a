# Fails when a view draws with a colour of its own (IM_COL32 or an ImVec4 of numbers) instead
# of a role of the theme's palette (ui/palette.hpp), whose every pairing of ink and surface the
# unit tests check for contrast in both themes. Runs as a test (cmake -P).
if(NOT RK_UI_DIR)
  set(RK_UI_DIR "${CMAKE_CURRENT_LIST_DIR}/../ui")
endif()
file(GLOB_RECURSE _view_files "${RK_UI_DIR}/views/*.cpp" "${RK_UI_DIR}/views/*.hpp")
set(_offenders "")
foreach(_f IN LISTS _view_files)
  file(STRINGS "${_f}" _bad REGEX "IM_COL32[ \t]*\\(|ImVec4[ \t]*[({][ \t]*[0-9.]+f?[ \t]*,|ImColor[ \t]*\\(")
  if(_bad)
    list(APPEND _offenders "${_f}: ${_bad}")
  endif()
endforeach()
if(_offenders)
  list(JOIN _offenders "\n  " _msg)
  message(FATAL_ERROR "views draw with the palette's roles (theme::palette()), not colours of their own:\n  ${_msg}")
endif()
