#!/usr/bin/env bash
# Builds the release web app (-Oz) into build/web/. Incremental: only what changed is rebuilt.
set -euo pipefail
source "$(dirname "$0")/env.sh"
echo "[build] web app -> $RK_ROOT/build/web"
if [ ! -f "$RK_ROOT/build/web-build/build.ninja" ]; then
  emcmake cmake -S "$RK_ROOT" -B "$RK_ROOT/build/web-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DRK_WEB_OUT="$RK_ROOT/build/web" >/dev/null
fi
cmake --build "$RK_ROOT/build/web-build"
