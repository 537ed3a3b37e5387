#!/usr/bin/env bash
# Compares `trace` of every Assets/Scripts/*.json under every preset (and model-option variants
# that reach the platform models' other code paths) between two header-sandbox binaries, e.g.
# main's and a branch's. With COLUMNS=N only the first N CSV columns are compared (for changes
# that append columns). Prints each run that differs and a count; exits 1 when any differs.
#   Scripts/compare-traces.sh /path/to/base/header-sandbox .build/debug/header-sandbox
set -uo pipefail

base=$1
new=$2
columns=${COLUMNS_COMPARED:-}
variants=(
  "--preset android-views"
  "--preset android-views --set appBarLayout.scrollFlags=scroll|enterAlways|snap"
  "--preset android-views --set appBarLayout.scrollFlags=scroll|enterAlways|enterAlwaysCollapsed|snap --set appBarLayout.liftOnScroll=false"
  "--preset android-views --set appBarLayout.scrollFlags=scroll --set header.platformQuirks=false"
  "--preset compose-m3"
  "--preset compose-m3 --set composeM3.behavior=enterAlways"
  "--preset compose-m3 --set composeM3.behavior=pinned"
  "--preset compose-m3 --set header.minimumHeight=64 --set header.maximumHeight=64 --set composeM3.behavior=enterAlways"
  "--preset flutter-sliver"
  "--preset flutter-sliver --set sliverAppBar.pinned=false"
  "--preset flutter-sliver --set sliverAppBar.pinned=false --set sliverAppBar.floating=false --set sliverAppBar.stretch=true"
  "--preset ios-large-title"
  "--preset ios-large-title --set uikitLargeTitle.snap=false"
  "--preset showcase"
  "--preset mdc-default"
)
runs=0
differ=0
trace() {
  local output
  output=$("$@" 2>&1; echo "exit $?")
  if [ -n "$columns" ]; then echo "$output" | cut -d, -f1-"$columns"; else echo "$output"; fi
}
for script in Assets/Scripts/*.json; do
  for variant in "${variants[@]}"; do
    runs=$((runs + 1))
    # shellcheck disable=SC2086  # the variant is several arguments
    if [ "$(trace "$base" trace $variant "$script")" != "$(trace "$new" trace $variant "$script")" ]; then
      echo "differs: $script $variant"
      differ=$((differ + 1))
    fi
  done
done
echo "$runs runs, $differ differ"
[ "$differ" -eq 0 ]
