#!/usr/bin/env bash
# Renders the skin gallery (docs/images/skin-*.png): each skin expanded, collapsed and with
# content scrolled under it, light and dark, on its own device, at 2×, cropped to the phone's
# top 260 pt and set side by side (docs/skins.md).
# A row may name a setting of its own (KEY=VALUE), e.g. the M2 skin on the android-views preset.
# Usage: Scripts/skins-gallery.sh [path/to/header-sandbox]   (default: .build/debug/header-sandbox)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/header-sandbox}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# skin name, preset, device, an optional setting
while read -r skin preset device setting; do
  extra=()
  if [ -n "${setting:-}" ]; then extra=(--set "$setting"); fi
  for mode in light dark; do
    frames=()
    for state in expanded collapsed scrolled; do
      out="$tmp/$skin-$mode-$state.png"
      "$bin" render "Scripts/skin-$state.json" --preset "$preset" --device "$device" \
        --set "theme.mode=$mode" "${extra[@]}" --scale 2 --out "$out" --force >/dev/null
      width=$(identify -format '%w' "$out")
      convert "$out" -crop "${width}x520+0+0" +repage "$out"
      frames+=("$out")
    done
    convert "${frames[@]}" -background '#1C1E24' -splice 12x0 +append -chop 12x0 -strip \
      -define png:compression-level=9 "docs/images/skin-$skin-$mode.png"
    echo "docs/images/skin-$skin-$mode.png"
  done
done <<'LIST'
ios ios-large-title iphone-15-pro
material3 compose-m3 pixel-8
material3Views android-views pixel-8
material2 android-views pixel-8 theme.skin=material2
flutter flutter-sliver pixel-8
mdc showcase iphone-15-pro
web web-sticky pixel-8
LIST
