# Writes sw.js for one build: its cache is named after the hash of the files it serves, so a new
# build installs a new cache and removes the old one. Run with -DSITE=... -DTEMPLATE=....
set(_all "")
foreach(_f index.html index.js index.wasm manifest.webmanifest)
  file(SHA256 "${SITE}/${_f}" _h)
  string(APPEND _all "${_h}")
endforeach()
string(SHA256 RK_BUILD_HASH "${_all}")
string(SUBSTRING "${RK_BUILD_HASH}" 0 16 RK_BUILD_HASH)
configure_file("${TEMPLATE}" "${SITE}/sw.js" @ONLY)
# Without its comments (they are for us; the worker is part of the first visit).
execute_process(COMMAND /usr/bin/python3 "${CMAKE_CURRENT_LIST_DIR}/../scripts/lib/strip_comments.py" "${SITE}/sw.js" "${SITE}/sw.js"
                COMMAND_ERROR_IS_FATAL ANY)
