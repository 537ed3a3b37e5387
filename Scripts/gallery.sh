#!/usr/bin/env bash
# Renders the title-style gallery (docs/images/title-*.png): the showcase phone at 2×, finger
# down after a 60-pt drag, so the 56…176-pt header is collapsed exactly halfway (trace phase
# `collapsing`, phasePercentage 0.5), cropped to the header and the first card.
# Usage: Scripts/gallery.sh [path/to/header-sandbox]   (default: .build/debug/header-sandbox)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/header-sandbox}"
script=Scripts/gallery-halfway.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
render() { # name, then --set assignments
  local name=$1
  shift
  "$bin" render "$script" --out "$tmp/$name.png" --force "$@"
  # 390 × 180 pt of the phone's top at 2×: status bar, header, first card.
  convert "$tmp/$name.png" -crop 780x360+0+0 +repage -strip -define png:compression-level=9 \
    "docs/images/$name.png"
  echo "docs/images/$name.png"
}
for style in largeTitle m3 collapsingToolbar fade; do
  render "title-$style" --set "content.titleStyle=$style"
done
render title-dark --set content.titleStyle=m3 --set theme.mode=dark --set theme.primary=#2B2D42 \
  --set "content.subtitle=Today's top stories"
render title-image --set content.titleStyle=collapsingToolbar \
  --set content.headerImage=Assets/Images/header-sample.jpg
