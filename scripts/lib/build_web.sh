#!/usr/bin/env bash
# Builds the release web app (-Oz) into build/web/. Incremental: only what changed is rebuilt.
set -euo pipefail
source "$(dirname "$0")/env.sh"
echo "[build] web app -> $RK_ROOT/build/web"
# (Re)configure when new, or when the Closure Compiler moved.
if [ ! -f "$RK_ROOT/build/web-build/build.ninja" ] ||
   ! grep -qxF "RK_CLOSURE_COMPILER:FILEPATH=$EM_CLOSURE_COMPILER" "$RK_ROOT/build/web-build/CMakeCache.txt"; then
  emcmake cmake -S "$RK_ROOT" -B "$RK_ROOT/build/web-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DRK_WEB_OUT="$RK_ROOT/build/web" \
    -DRK_CLOSURE_COMPILER="$EM_CLOSURE_COMPILER" >/dev/null
fi
cmake --build "$RK_ROOT/build/web-build"
