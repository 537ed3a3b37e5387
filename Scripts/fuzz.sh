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

# Only the pure folders the decoders use; the rest of SandboxCore (physics, the sandbox itself)
# is not needed and keeps the build short. The config values follow MDC's setter coupling from
# HeaderEngine, so HeaderEngine and its MotionPhysics are built first as modules of their own.
sources=(
  Fuzz/DecoderFuzzer/main.swift
  Sources/SandboxCore/JSON/*.swift
  Sources/SandboxCore/Config/*.swift
  Sources/SandboxCore/Script/*.swift
  Sources/SandboxCore/Input/*.swift
)
modules="$out/modules"

# build_module SANITIZERS NAME SOURCE_DIR: one whole-module object and its .swiftmodule.
build_module() {
  "$swiftc" -sanitize="$1" -parse-as-library -O -wmo -module-name "$2" -I "$modules" \
    -emit-module -emit-module-path "$modules/$2.swiftmodule" -c -o "$modules/$2.o" \
    $(find "Sources/$2" -name '*.swift' | sort) 2>>"$out/build.log"
}

build() {
  rm -rf "$modules" && mkdir -p "$modules" && : >"$out/build.log"
  build_module "$1" MotionPhysics && build_module "$1" HeaderEngine \
    && "$swiftc" -sanitize="$1" -parse-as-library -O -module-name DecoderFuzzer -I "$modules" \
      "${sources[@]}" "$modules/MotionPhysics.o" "$modules/HeaderEngine.o" -o "$binary" \
      2>>"$out/build.log"
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
