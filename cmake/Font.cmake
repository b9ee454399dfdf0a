# The UI font: Inter from Debian's fonts-inter, subset at build time with fontTools and compiled
# into the binary as bytes (no file system needed): ASCII and the UI's symbols, plus accented
# Latin, Cyrillic and Greek. The web build leaves the second part in a file beside the page
# instead (RK_SECOND_FONT_FILE, fetched only when a name needs it: not part of the payload).
set(RK_FONT_SOURCE "/usr/share/fonts/opentype/inter/Inter-Medium.otf" CACHE FILEPATH "UI font (Debian fonts-inter)")
set(_font_out "${CMAKE_BINARY_DIR}/generated/ui_font.cpp")
set(_font_outputs "${_font_out}")
set(_second_arg "")
if(EMSCRIPTEN)
  set(RK_SECOND_FONT_FILE "${CMAKE_BINARY_DIR}/generated/font-more-letters.otf")
  list(APPEND _font_outputs "${RK_SECOND_FONT_FILE}")
  set(_second_arg "${RK_SECOND_FONT_FILE}")
endif()
add_custom_command(
  OUTPUT ${_font_outputs}
  COMMAND /usr/bin/python3 "${PROJECT_SOURCE_DIR}/scripts/lib/embed_font.py" "${RK_FONT_SOURCE}" "${_font_out}" ${_second_arg}
  DEPENDS "${PROJECT_SOURCE_DIR}/scripts/lib/embed_font.py" "${RK_FONT_SOURCE}"
  COMMENT "Subsetting and embedding the UI font")
add_library(rk_font STATIC "${_font_out}")
