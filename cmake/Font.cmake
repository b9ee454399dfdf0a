# The UI font: Inter from Debian's fonts-inter, subset at build time with fontTools to the
# characters the app draws, and compiled into the binary as bytes (no file system needed).
set(RK_FONT_SOURCE "/usr/share/fonts/opentype/inter/Inter-Medium.otf" CACHE FILEPATH "UI font (Debian fonts-inter)")
set(_font_out "${CMAKE_BINARY_DIR}/generated/ui_font.cpp")
add_custom_command(
  OUTPUT "${_font_out}"
  COMMAND /usr/bin/python3 "${PROJECT_SOURCE_DIR}/scripts/lib/embed_font.py" "${RK_FONT_SOURCE}" "${_font_out}"
  DEPENDS "${PROJECT_SOURCE_DIR}/scripts/lib/embed_font.py" "${RK_FONT_SOURCE}"
  COMMENT "Subsetting and embedding the UI font")
add_library(rk_font STATIC "${_font_out}")
