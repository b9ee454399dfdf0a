# One function configures every web target: the shell page, WebGL2, the JS
# libraries in web/ (relinking when they change), and the files copied beside the build.
set(RK_WEB_OUT "${CMAKE_BINARY_DIR}/site" CACHE PATH "Folder that receives the deployable site")
set(RK_CLOSURE_COMPILER "$ENV{EM_CLOSURE_COMPILER}" CACHE FILEPATH
    "Closure Compiler (npm, installed by scripts/setup) for release builds' JavaScript; empty: none")
set(RK_QR_READER "$ENV{RK_BUILD_NPM}/node_modules/jsqr/dist/jsQR.js" CACHE FILEPATH
    "jsQR (npm, installed by scripts/setup): the camera's QR code reader, copied beside the app as qr-reader.js")

# The link options every web build of the app shares (the release app and its named twin).
function(rk_web_link_options target)
  file(GLOB _js_libs CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/web/lib/*.js")
  set(_link
    -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sGL_PREINITIALIZED_CONTEXT=1 -sALLOW_MEMORY_GROWTH=1
    -sENVIRONMENT=web -sNO_FILESYSTEM=1 -sMINIFY_HTML=0 -sEXIT_RUNTIME=0
    -sEXPORTED_FUNCTIONS=_main,_malloc,_free -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString,stringToUTF8,lengthBytesUTF8
    -fwasm-exceptions
    # every text drawn passes the cut-off check the browser tests ask for (ui/platform/platform_web.cpp)
    -Wl,--wrap=_ZN10ImDrawList7AddTextEPK6ImFontfRK6ImVec2jPKcS7_fPK6ImVec4)
  foreach(_lib IN LISTS _js_libs)
    list(APPEND _link "SHELL:--js-library ${_lib}")
  endforeach()
  # Release: the small emmalloc instead of dlmalloc; no longjmp, TextDecoder fallback, GL error
  # tracking or eval; and Closure Compiler (ADVANCED) for the JavaScript (web/lib/*.js quote
  # the browser properties its externs may not know).
  if(CMAKE_BUILD_TYPE STREQUAL "Release")
    list(APPEND _link -sMALLOC=emmalloc -sSUPPORT_LONGJMP=0 -sTEXTDECODER=2 -sGL_TRACK_ERRORS=0
                      -sGL_POOL_TEMP_BUFFERS=0 -sDYNAMIC_EXECUTION=0
                      # Binaryen repeats its size passes until they stop paying (docs/size.md)
                      -sBINARYEN_EXTRA_PASSES=--converge
                      # ImGui's built-in font and its tables' .ini settings are never used (ui/platform/platform_web.cpp)
                      -Wl,--wrap=_ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig
                      -Wl,--wrap=_ZN5ImGui31TableSettingsAddSettingsHandlerEv
                      # and libc's strtod, sscanf, vsnprintf, vfprintf, sinf and cosf give way to smaller
                      # ones (ui/text/number_scan.hpp, ui/text/format_text.hpp, ui/drawing/trig.hpp)
                      -Wl,--wrap=strtod -Wl,--wrap=sscanf -Wl,--wrap=vsnprintf -Wl,--wrap=vfprintf -Wl,--wrap=fiprintf -Wl,--wrap=sinf -Wl,--wrap=cosf
                      # and the JavaScript keeps only what the page uses (shell.html's Module)
                      "-sINCOMING_MODULE_JS_API=[canvas,preinitializedWebGLContext,print,printErr,onAbort,instantiateWasm,onRuntimeInitialized]"
                      -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
                      -sGL_SUPPORT_SIMPLE_ENABLE_EXTENSIONS=0 -sGL_EXTENSIONS_IN_PREFIXED_FORMAT=0)
    if(RK_CLOSURE_COMPILER AND EXISTS "${RK_CLOSURE_COMPILER}")
      list(APPEND _link "SHELL:--closure 1")
      set_property(TARGET ${target} PROPERTY CXX_LINKER_LAUNCHER
                   ${CMAKE_COMMAND} -E env "EM_CLOSURE_COMPILER=${RK_CLOSURE_COMPILER}")
    endif()
  endif()
  target_link_options(${target} PRIVATE ${_link})
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${_js_libs})
endfunction()

function(rk_web_app target)
  set_target_properties(${target} PROPERTIES OUTPUT_NAME index SUFFIX ".js"
                        RUNTIME_OUTPUT_DIRECTORY "${RK_WEB_OUT}")
  rk_web_link_options(${target})
  # The page, manifest and service worker are static files copied beside index.js/.wasm.
  file(GLOB _static CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/web/static/*")
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND /usr/bin/python3 "${PROJECT_SOURCE_DIR}/scripts/lib/strip_comments.py" "${PROJECT_SOURCE_DIR}/shell.html" "${RK_WEB_OUT}/index.html"
    COMMAND ${CMAKE_COMMAND} -E copy_if_different "${RK_SECOND_FONT_FILE}" "${RK_WEB_OUT}/"
    VERBATIM)
  # The camera's QR code reader, fetched only when the camera first opens (web/lib/join.js).
  if(EXISTS "${RK_QR_READER}")
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND ${CMAKE_COMMAND} -E copy_if_different "${RK_QR_READER}" "${RK_WEB_OUT}/qr-reader.js" VERBATIM)
  else()
    message(WARNING "jsQR is missing (${RK_QR_READER}): run scripts/setup; the camera cannot read codes without it")
  endif()
  if(_static)
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND ${CMAKE_COMMAND} -E copy_if_different ${_static} "${RK_WEB_OUT}/" VERBATIM)
  endif()
  # App icons, drawn at build time; then the service worker, stamped with this build's hash.
  add_custom_command(OUTPUT "${CMAKE_BINARY_DIR}/icons/icon-512.png"
    COMMAND /usr/bin/python3 "${PROJECT_SOURCE_DIR}/scripts/lib/make_icons.py" "${CMAKE_BINARY_DIR}/icons"
    DEPENDS "${PROJECT_SOURCE_DIR}/scripts/lib/make_icons.py" COMMENT "Drawing the app icons")
  add_custom_target(${target}_icons DEPENDS "${CMAKE_BINARY_DIR}/icons/icon-512.png")
  add_dependencies(${target} ${target}_icons)
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E copy_if_different "${CMAKE_BINARY_DIR}/icons/icon-192.png"
            "${CMAKE_BINARY_DIR}/icons/icon-512.png" "${CMAKE_BINARY_DIR}/icons/icon-maskable-512.png" "${RK_WEB_OUT}/"
    COMMAND ${CMAKE_COMMAND} -DSITE=${RK_WEB_OUT} -DTEMPLATE=${PROJECT_SOURCE_DIR}/web/sw.js
            -P ${PROJECT_SOURCE_DIR}/cmake/StampServiceWorker.cmake
    VERBATIM)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${PROJECT_SOURCE_DIR}/shell.html" "${PROJECT_SOURCE_DIR}/web/sw.js"
               "${PROJECT_SOURCE_DIR}/scripts/lib/strip_comments.py")
endfunction()

# The same app linked with its functions' names kept (--profiling-funcs; the code is the
# release build's): scripts/bench's size report reads it. Built only when asked for.
function(rk_web_named_app target sources)
  add_executable(${target} EXCLUDE_FROM_ALL ${sources})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME index SUFFIX ".js"
                        RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/named")
  rk_web_link_options(${target})
  target_link_options(${target} PRIVATE --profiling-funcs)
endfunction()

# Release web builds are optimised for size, without run-time type information (nothing asks
# for it; thrown types keep theirs); C++ exceptions use WebAssembly's native
# exception handling, so a malformed file or link is refused instead of aborting the app.
# Link-time optimisation across the app, ImGui and the core drops what no path reaches
# (about 11 KB of gzip'd WebAssembly).
set(CMAKE_C_FLAGS_RELEASE "-Oz -DNDEBUG -flto" CACHE STRING "" FORCE)
set(CMAKE_CXX_FLAGS_RELEASE "-Oz -DNDEBUG -flto -fno-rtti" CACHE STRING "" FORCE)
set(CMAKE_EXE_LINKER_FLAGS_RELEASE "-flto" CACHE STRING "" FORCE)
add_compile_options(-fwasm-exceptions)

# The release web build's code that neither throws nor catches gets no landing pads for
# exceptions passing through (-fignore-exceptions: about 18 KB of gzip'd wasm in the interface and core;
# docs/size.md). The sources named after the target throw or catch: they keep theirs.
function(rk_web_without_landing_pads target)
  if(NOT CMAKE_BUILD_TYPE STREQUAL "Release")
    return()
  endif()
  get_target_property(_sources ${target} SOURCES)
  list(REMOVE_ITEM _sources ${ARGN})
  set_source_files_properties(${_sources} PROPERTIES COMPILE_OPTIONS -fignore-exceptions)
endfunction()
