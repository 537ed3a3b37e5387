#!/usr/bin/env bash
# Runs a step of `make test` beside the others: `Scripts/background.sh start NAME COMMAND...`
# starts COMMAND in the background and returns at once; `Scripts/background.sh wait NAME` waits
# for it, prints its output, and exits with its status. A step that needs one core (the fuzzer's
# build and run) then overlaps a step that leaves one idle (the test suite's tail, the window
# check's waits for the X server) instead of adding its whole time to the run.
set -euo pipefail

dir=".build/background"
action="${1:?usage: background.sh start NAME COMMAND... | wait NAME}"
name="${2:?usage: background.sh start NAME COMMAND... | wait NAME}"
shift 2
mkdir -p "$dir"

case "$action" in
  start)
    rm -f "$dir/$name.status" "$dir/$name.log"
    # The status file is written last, so its presence means the command is over.
    (
      set +e
      "$@" >"$dir/$name.log" 2>&1
      echo $? >"$dir/$name.status.tmp"
      mv "$dir/$name.status.tmp" "$dir/$name.status"
    ) </dev/null >/dev/null 2>&1 &
    echo "background: started $name (pid $!)"
    ;;
  wait)
    waited=0
    # Every step run this way finishes in minutes; an hour means it hung.
    while [ ! -f "$dir/$name.status" ]; do
      if [ "$waited" -ge 3600 ]; then
        echo "background: $name did not finish within an hour" >&2
        exit 1
      fi
      sleep 1
      waited=$((waited + 1))
    done
    cat "$dir/$name.log"
    status=$(cat "$dir/$name.status")
    [ "$status" -eq 0 ] || echo "background: $name failed (exit $status)" >&2
    exit "$status"
    ;;
  *)
    echo "background.sh: expected start or wait, found '$action'" >&2
    exit 64
    ;;
esac
