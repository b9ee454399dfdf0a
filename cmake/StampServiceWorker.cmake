# Writes sw.js for one build: its cache is named after the hash of the files it serves, so a new
# build installs a new cache and removes the old one, and it carries each file's size and
# SHA-256, so a worker installs an update only when every file arrived whole.
# Run with -DSITE=... -DTEMPLATE=....
set(_all "")
set(RK_FILES "")
foreach(_f index.html index.js index.wasm manifest.webmanifest icon-192.png)
  file(SHA256 "${SITE}/${_f}" _h)
  file(SIZE "${SITE}/${_f}" _size)
  string(APPEND _all "${_h}")
  # The first 64 bits of the hash: enough to tell a cut or damaged file, short on the first visit.
  string(SUBSTRING "${_h}" 0 16 _h)
  string(APPEND RK_FILES "'${_f}':[${_size},'${_h}'],")
endforeach()
string(SHA256 RK_BUILD_HASH "${_all}")
string(SUBSTRING "${RK_BUILD_HASH}" 0 16 RK_BUILD_HASH)
set(RK_FILES "{${RK_FILES}}")
configure_file("${TEMPLATE}" "${SITE}/sw.js" @ONLY)
# Without its comments (they are for us; the worker is part of the first visit).
execute_process(COMMAND /usr/bin/python3 "${CMAKE_CURRENT_LIST_DIR}/../scripts/lib/strip_comments.py" "${SITE}/sw.js" "${SITE}/sw.js"
                COMMAND_ERROR_IS_FATAL ANY)
