#!/usr/bin/env bash
# Fuzzes the script and config decoders with libFuzzer: `Scripts/fuzz.sh [seconds]` (default 60).
#
# Builds Fuzz/DecoderFuzzer with swiftc (not SwiftPM, so the sanitizer flags stay out of normal
# builds) together with the SandboxCore sources the decoders need, then runs it on a scratch copy
# of Fuzz/corpus. New interesting inputs stay in the scratch copy (.build/fuzz/corpus-run) and are
# never committed automatically. Exits non-zero on a crash, timeout or out-of-memory, leaving the
# reproducer under .build/fuzz/artifacts/.
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

swiftc="${SWIFTC:-swiftc}"
out=".build/fuzz"
binary="$out/decoder-fuzzer"
mkdir -p "$out/artifacts"

# The decoders' consistency oracle (a test-support file) on top of only the pure SandboxCore
# folders the decoders use, built as a partial `SandboxCore` module; the rest of SandboxCore (the
# sandbox, the scene) is not needed and keeps the build short. The config values follow MDC's
# setter coupling from HeaderEngine, and input events live in SandboxPrimitives, so those modules
# (and MotionPhysics) come first.
sources=(
  Fuzz/DecoderFuzzer/main.swift
  Tests/TestSupport/DecoderConsistency.swift
)
core_folders=(JSON Config Script Input)
modules="$out/modules"

# build_module SANITIZERS NAME FILE...: one whole-module object and its .swiftmodule.
build_module() {
  local sanitizers="$1" name="$2"
  shift 2
  "$swiftc" -sanitize="$sanitizers" -parse-as-library -O -wmo -module-name "$name" \
    -I "$modules" -emit-module -emit-module-path "$modules/$name.swiftmodule" \
    -c -o "$modules/$name.o" "$@" 2>>"$out/build.log"
}

swift_files() { find "$@" -name '*.swift' | sort; }

build() {
  rm -rf "$modules" && mkdir -p "$modules" && : >"$out/build.log"
  local core=()
  for folder in "${core_folders[@]}"; do core+=("Sources/SandboxCore/$folder"); done
  build_module "$1" MotionPhysics $(swift_files Sources/MotionPhysics) \
    && build_module "$1" HeaderEngine $(swift_files Sources/HeaderEngine) \
    && build_module "$1" SandboxPrimitives $(swift_files Sources/SandboxPrimitives) \
    && build_module "$1" SandboxCore $(swift_files "${core[@]}") \
    && "$swiftc" -sanitize="$1" -parse-as-library -O -module-name DecoderFuzzer -I "$modules" \
      "${sources[@]}" "$modules/MotionPhysics.o" "$modules/HeaderEngine.o" \
      "$modules/SandboxPrimitives.o" "$modules/SandboxCore.o" -o "$binary" 2>>"$out/build.log"
}

start=$(date +%s)
if build fuzzer,address; then
  sanitizers="fuzzer,address"
elif build fuzzer; then
  sanitizers="fuzzer"
else
  cat "$out/build.log" >&2
  echo "fuzz: build failed" >&2
  exit 1
fi
built=$(date +%s)
echo "fuzz: built $binary with -sanitize=$sanitizers in $((built - start)) s"

work="$out/corpus-run"
rm -rf "$work"
mkdir -p "$work"
cp Fuzz/corpus/* "$work/"
before=$(find "$work" -type f | wc -l)

log="$out/fuzz.log"
set +e
SWIFT_BACKTRACE=enable=no "$binary" "$work" -dict=Fuzz/json.dict -max_total_time="$seconds" -timeout=5 \
  -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 -artifact_prefix="$out/artifacts/" \
  >"$log" 2>&1
status=$?
set -e
finished=$(date +%s)

runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
after=$(find "$work" -type f | wc -l)
echo "fuzz: ${runs:-?} runs in $((finished - built)) s, corpus $before -> $after files" \
  "(scratch copy $work), total $((finished - start)) s"
if [ "$status" -ne 0 ]; then
  grep -E "ERROR|Fatal error|decoder consistency|Test unit written|SUMMARY" "$log" >&2 || true
  echo "fuzz: FAILED (exit $status); full log $log, reproducer under $out/artifacts/" >&2
  exit "$status"
fi
