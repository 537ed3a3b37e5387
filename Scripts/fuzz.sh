#!/usr/bin/env bash
# Fuzzes the script and config decoders with libFuzzer: `Scripts/fuzz.sh [seconds]` (default 60).
# `Scripts/fuzz.sh --build` only builds the fuzzer; `Scripts/fuzz.sh --run [seconds]` only runs
# the one built before (`make test` builds it beside the test suite and runs it beside the window
# check, where the machine has a core to spare).
#
# Builds the DecoderFuzzer product (Package.swift) with libFuzzer and AddressSanitizer (falling
# back to libFuzzer alone) in a scratch build directory of its own (.build/fuzz/swiftpm), so the
# sanitizer flags never reach normal builds, then runs it on a scratch copy of Fuzz/corpus. New
# interesting inputs stay in the scratch copy (.build/fuzz/corpus-run) and are never committed
# automatically. Exits non-zero on a crash, timeout or out-of-memory, leaving the reproducer under
# .build/fuzz/artifacts/.
set -euo pipefail

mode=all
case "${1:-}" in
  --build) mode=build; shift ;;
  --run) mode=run; shift ;;
esac
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

swift="${SWIFT:-swift}"
out=".build/fuzz"
scratch="$out/swiftpm"
binary="$out/decoder-fuzzer"
mkdir -p "$out/artifacts"

# build SANITIZER...: the DecoderFuzzer product with `-DLIBFUZZER`, which leaves libFuzzer's
# `main` in charge instead of the replay tool's.
build() {
  local flags=()
  for sanitizer in "$@"; do flags+=(--sanitize "$sanitizer"); done
  : >"$out/build.log"
  "$swift" build -c release --scratch-path "$scratch" --product DecoderFuzzer "${flags[@]}" \
    -Xswiftc -DLIBFUZZER >>"$out/build.log" 2>&1 \
    && cp "$("$swift" build -c release --scratch-path "$scratch" --show-bin-path)/DecoderFuzzer" \
      "$binary"
}

start=$(date +%s)
if [ "$mode" != run ]; then
  if build fuzzer address; then
    sanitizers="fuzzer,address"
  elif build fuzzer; then
    sanitizers="fuzzer"
  else
    cat "$out/build.log" >&2
    echo "fuzz: build failed" >&2
    exit 1
  fi
  echo "$sanitizers" >"$out/sanitizers"
  built=$(date +%s)
  echo "fuzz: built $binary with -sanitize=$sanitizers in $((built - start)) s"
  [ "$mode" = build ] && exit 0
elif [ ! -x "$binary" ]; then
  echo "fuzz: no fuzzer at $binary: run Scripts/fuzz.sh --build first" >&2
  exit 1
fi
built=$(date +%s)

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
