#!/usr/bin/env bash
# Installs what HeaderSandbox needs to build, run and test, from Debian's packages only.
# Idempotent: when everything is present it prints one line and changes nothing.
# `bootstrap.sh --test` adds what only the tests need (a virtual X server and input/screenshot
# tools for Scripts/window-check.sh); `make run` never needs those.
set -euo pipefail

packages=(
  libsdl2-dev        # SDL2 headers and library
  libsdl2-ttf-dev    # text
  libsdl2-image-dev  # PNG writing
  pkg-config         # SwiftPM reads SDL's include paths through it
  fonts-inter        # the UI font
  fonts-roboto       # the Android skins' face (Material 2, Compose, Flutter on Android)
  fonts-dejavu-core  # fallback font
  ffmpeg             # MP4 and GIF recording; ffprobe in the tests
)
if [ "${1:-}" = "--test" ]; then
  packages+=(
    xvfb               # a virtual X server for the window check
    xauth              # xvfb-run needs it
    xdotool            # real X input and window geometry in the window check
    x11-utils          # xwininfo, xdpyinfo
    imagemagick        # `import` screenshots of the virtual screen
    chromium           # the web peer: review page, Chromium flings, exported pages (headless)
  )
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "bootstrap: all system packages present"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "bootstrap: missing packages (${missing[*]}) and no apt-get on this machine." >&2
  echo "Install the equivalents of: ${missing[*]}" >&2
  exit 69
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "bootstrap: need root or sudo to install: ${missing[*]}" >&2
    exit 77
  fi
fi

echo "bootstrap: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
