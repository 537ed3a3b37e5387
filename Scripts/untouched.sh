#!/usr/bin/env bash
# Proves the tests leave the user's files alone: `snapshot` records every path under $HOME and
# $XDG_CONFIG_HOME (size, mtime, and a content hash under the config directory); `verify` fails
# if anything there was added, removed or changed since.
#
# Caches that the build and profiling tools themselves keep under $HOME (SwiftPM, pip, rustup,
# perf's .debug…) are skipped: they write those, the sandbox never does. UNTOUCHED_SKIP adds
# more paths relative to $HOME (e.g. on a shared machine where another session is running).
set -euo pipefail

snapshot_file="${UNTOUCHED_SNAPSHOT:-build/untouched.snapshot}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
skip=(.cache .swiftpm .claude .pyenv .rustup .cargo .npm .local .debug ${UNTOUCHED_SKIP:-})

listing() {
  local prune=()
  for name in "${skip[@]}"; do prune+=(-path "$HOME/$name" -o); done
  find "$HOME" -xdev \( "${prune[@]}" -false \) -prune -o -printf '%p %s %T@\n' 2>/dev/null \
    | grep -v "^$(pwd)/" | sort
  if [ -d "$config" ]; then
    local prune_config=()
    for name in "${skip[@]}"; do prune_config+=(-path "$HOME/$name" -o); done
    find "$config" \( "${prune_config[@]}" -false \) -prune -o -type f -print0 2>/dev/null \
      | sort -z | xargs -0 -r sha256sum
  fi
}

case "${1:-}" in
  snapshot)
    mkdir -p "$(dirname "$snapshot_file")"
    listing >"$snapshot_file"
    echo "untouched: watching \$HOME ($HOME) and the config directory ($config)"
    ;;
  verify)
    if ! diff <(cat "$snapshot_file") <(listing) >"$snapshot_file.diff"; then
      echo "untouched: the tests changed files under \$HOME or \$XDG_CONFIG_HOME:" >&2
      cat "$snapshot_file.diff" >&2
      exit 1
    fi
    echo "untouched: \$HOME and the config directory are byte-identical"
    ;;
  *)
    echo "usage: Scripts/untouched.sh snapshot|verify" >&2
    exit 64
    ;;
esac
