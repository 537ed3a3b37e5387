#!/usr/bin/env bash
# Renders every device of `header-sandbox devices` collapsed halfway (the showcase header scrolled
# 60 pt by Scripts/device-gallery.json) into docs/images/device-NAME.png, in its device frame, at
# 1× and scaled to half size so the gallery stays small.
#
#   Scripts/device-gallery.sh [BIN]      (default .build/debug/header-sandbox)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/header-sandbox}
script=Scripts/device-gallery.json
names=$("$BIN" devices | awk 'NR > 1 && $1 != "*" { print $1 }')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in $names; do
  "$BIN" render "$script" --device "$name" --set view.deviceFrame=true \
    --out "$tmp/$name.png" --force
  # Half size with a proper filter: small files, still sharp enough to read the status bar.
  convert "$tmp/$name.png" -filter Lanczos -resize 50% -strip "docs/images/device-$name.png"
  echo "docs/images/device-$name.png"
done
