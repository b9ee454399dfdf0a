#!/usr/bin/env bash
# Builds the libFuzzer targets of the decoders (share links, JSON files, the saved session and
# its recovery) and of the reducer (a sequence of random actions) with clang under
# AddressSanitizer and UndefinedBehaviorSanitizer, and runs each for a bounded time from its
# seed corpus in tests/fuzz/corpus/. Any crash, leak, sanitizer report or timeout fails it.
# Usage: scripts/lib/fuzz.sh [seconds per target]   (default 20; RK_JOBS limits build jobs)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/env.sh"
seconds=${1:-20}
build=$RK_ROOT/build/fuzz

echo "[fuzz] building the fuzzers of the decoders and the reducer (clang, AddressSanitizer, UndefinedBehaviorSanitizer)"
cmake -S "$RK_ROOT" -B "$build" -G Ninja -DRK_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" ${RK_JOBS:+-j "$RK_JOBS"} --target fuzz_share_link fuzz_json_file fuzz_saved_session fuzz_reducer

mkdir -p "$build/artifacts"
for target in share_link json_file saved_session reducer; do
  found=$build/corpus/$target   # what the fuzzer adds lives in the build; the seeds stay as they are
  log=$build/fuzz_$target.log
  options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
           -artifact_prefix="$build/artifacts/$target-")
  [ -f "$RK_ROOT/tests/fuzz/$target.dict" ] && options+=(-dict="$RK_ROOT/tests/fuzz/$target.dict")
  mkdir -p "$found"
  echo "[fuzz] fuzz_$target for ${seconds}s"
  if ! "$build/tests/fuzz/fuzz_$target" "${options[@]}" "$found" "$RK_ROOT/tests/fuzz/corpus/$target" >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "[fuzz] fuzz_$target FAILED: the input is in $build/artifacts/ (full log: $log)" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  echo "[fuzz] fuzz_$target: ${runs:-?} inputs, no crash"
done
