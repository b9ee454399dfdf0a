# Third-party code comes from Debian (packages, or source packages unpacked by scripts/setup
# into the cache outside the clone); nothing third-party lives in this repository.
set(RK_CACHE "$ENV{HOME}/.cache/roundkeeper" CACHE PATH "Where scripts/setup keeps fetched and built dependencies")
if(DEFINED ENV{ROUNDKEEPER_CACHE})
  set(RK_CACHE "$ENV{ROUNDKEEPER_CACHE}" CACHE PATH "" FORCE)
endif()
set(RK_IMGUI_DIR "${RK_CACHE}/src/imgui-1.90.1" CACHE PATH "Dear ImGui 1.90.1 sources (Debian source package)")
set(RK_QRCODEGEN_DIR "${RK_CACHE}/src/QR-Code-generator-1.8.0" CACHE PATH "qrcodegen 1.8.0 sources (Debian source package)")

# nlohmann-json (Debian, header only): exposed through a folder holding only its headers, so the
# web build does not see the rest of the host's /usr/include.
set(_json_include "${CMAKE_BINARY_DIR}/deps/include")
file(MAKE_DIRECTORY "${_json_include}")
if(NOT EXISTS "${_json_include}/nlohmann")
  file(CREATE_LINK /usr/include/nlohmann "${_json_include}/nlohmann" SYMBOLIC)
endif()
add_library(rk_json INTERFACE)
target_include_directories(rk_json SYSTEM INTERFACE "${_json_include}")

if(RK_FUZZ)
  return()   # the fuzzers need only the core
endif()

# SDL2 (Debian's libsdl2-dev) and OpenGL for the desktop build's window and input. The web build
# has none: it takes the page's events and WebGL2 context through Emscripten's HTML5 API
# (ui/platform/platform_web.cpp).
if(NOT EMSCRIPTEN)
  find_package(SDL2 REQUIRED CONFIG)
  find_package(OpenGL REQUIRED)
  add_library(rk_sdl2 INTERFACE)
  target_link_libraries(rk_sdl2 INTERFACE SDL2::SDL2 OpenGL::GL ${CMAKE_DL_LIBS})
endif()

# Dear ImGui 1.90.1 with its OpenGL 3 backend, the same sources for both builds; its SDL2
# backend on the desktop only.
if(NOT EXISTS "${RK_IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "Dear ImGui sources not found at ${RK_IMGUI_DIR}: run scripts/setup")
endif()
add_library(imgui STATIC
  ${RK_IMGUI_DIR}/imgui.cpp ${RK_IMGUI_DIR}/imgui_draw.cpp ${RK_IMGUI_DIR}/imgui_tables.cpp
  ${RK_IMGUI_DIR}/imgui_widgets.cpp ${RK_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui SYSTEM PUBLIC ${RK_IMGUI_DIR} ${RK_IMGUI_DIR}/backends)
# No demo window, no .ini files, no stray file I/O: smaller and nothing to persist behind our back.
# No functions and key codes kept only for older programs (we use the current API).
# 32-bit ImWchar: typed and drawn text keeps characters past U+FFFF (emoji) instead of U+FFFD.
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_DEBUG_TOOLS
                                        IMGUI_DISABLE_FILE_FUNCTIONS IMGUI_DISABLE_OBSOLETE_FUNCTIONS
                                        IMGUI_DISABLE_OBSOLETE_KEYIO IMGUI_USE_WCHAR32)
if(EMSCRIPTEN)
  target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
else()
  target_sources(imgui PRIVATE ${RK_IMGUI_DIR}/backends/imgui_impl_sdl2.cpp)
  target_link_libraries(imgui PUBLIC rk_sdl2)
endif()

# qrcodegen 1.8.0 (Debian source package): QR codes of share links, compiled in for both builds.
if(NOT EXISTS "${RK_QRCODEGEN_DIR}/cpp/qrcodegen.cpp")
  message(FATAL_ERROR "qrcodegen sources not found at ${RK_QRCODEGEN_DIR}: run scripts/setup")
endif()
# Built through cmake/qrcodegen_unit.cpp, which keeps C++ streams (and std::locale) out of it.
add_library(qrcodegen STATIC ${PROJECT_SOURCE_DIR}/cmake/qrcodegen_unit.cpp)
target_include_directories(qrcodegen SYSTEM PUBLIC ${RK_QRCODEGEN_DIR}/cpp)
set_property(SOURCE ${PROJECT_SOURCE_DIR}/cmake/qrcodegen_unit.cpp APPEND PROPERTY OBJECT_DEPENDS
             ${RK_QRCODEGEN_DIR}/cpp/qrcodegen.cpp)
