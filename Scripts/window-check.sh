#!/usr/bin/env bash
# The checks only a display can show, run by `make test` under a virtual X server (no window
# manager): the real window on 1280×800 and 1280×1024 screens, driven with xdotool and looked
# at with ImageMagick's `import`. Each run gets its own HOME and XDG_CONFIG_HOME.
#
#   bash Scripts/window-check.sh            # uses .build/debug/header-sandbox
#   BIN=.build/release/header-sandbox bash Scripts/window-check.sh
set -euo pipefail

BIN="$(cd "$(dirname "${BIN:-.build/debug/header-sandbox}")" && pwd)/$(basename "${BIN:-header-sandbox}")"
for tool in xvfb-run xdotool import identify; do
  if ! command -v "$tool" >/dev/null; then
    echo "window-check: $tool is missing; run: bash Scripts/bootstrap.sh --test" >&2
    exit 69
  fi
done
[ -x "$BIN" ] || { echo "window-check: no binary at $BIN; run swift build" >&2; exit 66; }

work="$(mktemp -d "${TMPDIR:-/tmp}/header-sandbox-window-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "window-check: FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "window-check: ok: $*"; }

# Runs one scenario (a function below) inside its own Xvfb screen of size $1.
scenario() {
  local screen="$1" name="$2"
  shift 2
  local dir="$work/$name"
  mkdir -p "$dir/home" "$dir/config"
  if ! HOME="$dir/home" XDG_CONFIG_HOME="$dir/config" BIN="$BIN" DIR="$dir" SCREEN_SIZE="$screen" \
    xvfb-run -a -s "-screen 0 ${screen}x24" bash "$0" --inside "$name" "$@" >"$dir/log" 2>&1; then
    fail "$name (log below)"
    sed 's/^/    /' "$dir/log" >&2
  else
    sed 's/^/  /' "$dir/log"
  fi
}

# ---- inside the virtual X server -------------------------------------------------------------

# Tries "$@" at most $1 times, $2 seconds apart, until it succeeds; fails if it never does.
poll() {
  local tries=$1 step=$2
  shift 2
  for _ in $(seq "$tries"); do
    "$@" && return 0
    sleep "$step"
  done
  return 1
}

# The number of colours in the screen's rectangle $1 (WxH+X+Y), from a fresh screenshot.
colours_in() {
  import -window root "$DIR/screen.png"
  convert "$DIR/screen.png" -crop "$1" +repage -format '%k' info:
}

start_window() {
  cd "$DIR"
  # Saved files (F12, Ctrl+R…) go to the scenario's own folder, never to a HOME.
  "$BIN" --output-dir "$DIR" "$@" >"$DIR/out" 2>"$DIR/err" &
  APP=$!
  WID=""
  # Up to 30 s: a `--reference` recording is decoded and measured before the window opens,
  # which a debug build on a busy machine can take ten seconds over.
  window_found_or_app_gone() {
    WID=$(xdotool search --name '^HeaderSandbox' 2>/dev/null | head -1 || true)
    [ -n "$WID" ] || ! kill -0 "$APP" 2>/dev/null
  }
  poll 300 0.1 window_found_or_app_gone || true
  [ -n "$WID" ] || { echo "no window appeared"; cat "$DIR/err"; exit 1; }
  # Then until its first frame is on screen (more than one colour in the window), up to 20 s,
  # and a moment more for it to settle.
  first_frame_shown() {
    kill -0 "$APP" 2>/dev/null || { echo "window exited before its first frame"; cat "$DIR/err"; exit 1; }
    geometry
    [ "$(colours_in "${W}x${H}+${X}+${Y}")" -gt 1 ]
  }
  poll 40 0.5 first_frame_shown || { echo "window still blank after 20 s"; cat "$DIR/err"; exit 1; }
  sleep 1
}

# Sets X Y W H from the window's geometry.
geometry() {
  eval "$(xdotool getwindowgeometry --shell "$WID")"
  X=$X Y=$Y W=$WIDTH H=$HEIGHT
}

expect_on_screen() {
  geometry
  local sw=${SCREEN_SIZE%x*} sh=${SCREEN_SIZE#*x}
  if [ "$X" -ge 0 ] && [ "$Y" -ge 0 ] && [ $((X + W)) -le "$sw" ] && [ $((Y + H)) -le "$sh" ]; then
    echo "window ${W}x${H} at $X,$Y lies on the ${SCREEN_SIZE} screen ($1)"
  else
    echo "window ${W}x${H} at $X,$Y is off the ${SCREEN_SIZE} screen ($1)"
    exit 1
  fi
}

pixel() { # x y -> "r,g,b"
  import -window root "$DIR/screen.png"
  convert "$DIR/screen.png" -format '%[fx:int(255*p{'"$1,$2"'}.r)],%[fx:int(255*p{'"$1,$2"'}.g)],%[fx:int(255*p{'"$1,$2"'}.b)]' info:
}

quit_window() {
  local code=0
  # A window that is already gone (the app died) is reported with its exit code and log, not
  # as xdotool's BadWindow.
  if ! kill -0 "$APP" 2>/dev/null; then
    wait "$APP" || code=$?
    echo "window exited $code before Ctrl+Q"; cat "$DIR/err"; exit 1
  fi
  # The app quits on Ctrl+Q's key-down and may have destroyed its window before xdotool sends
  # the key-ups (BadWindow); the app's exit code, not xdotool's, says whether quitting worked.
  xdotool key --window "$WID" ctrl+q 2>/dev/null || true
  app_gone() { ! kill -0 "$APP" 2>/dev/null; }
  poll 100 0.1 app_gone || { echo "window still running 10 s after Ctrl+Q"; cat "$DIR/err"; kill "$APP"; exit 1; }
  wait "$APP" || code=$?
  [ "$code" -eq 0 ] || { echo "window exited $code"; cat "$DIR/err"; exit 1; }
}

inside_laptop() {
  # 1280×800: the automatic scale is fractional (0.94) so the whole phone, status bar included,
  # is on screen, and the status bar is drawn (the header's colour, not black or letterbox).
  start_window
  expect_on_screen "automatic scale"
  [ "$H" -ge 780 ] || { echo "phone only ${H} px tall on an 800-px screen"; exit 1; }
  local top
  top=$(pixel $((X + W / 5)) $((Y + 30)))  # left ear, inside the bezel
  case "$top" in 0,0,0 | 24,24,28) echo "status bar not drawn (pixel $top)"; exit 1 ;; esac
  echo "status bar drawn at the top of the window (pixel $top)"
  # Idle: after a second of nothing the window is waiting for events, not drawing; a key must
  # still wake it and show its effect (F1: the HUD).
  sleep 1
  kill -0 "$APP"
  import -window root "$DIR/idle.png"
  xdotool key --window "$WID" F1
  sleep 0.5
  import -window root "$DIR/woken.png"
  local changed
  changed=$(compare -metric AE "$DIR/idle.png" "$DIR/woken.png" null: 2>&1 || true)
  [ "${changed%% *}" != "0" ] || { echo "F1 after idling changed nothing on screen"; exit 1; }
  echo "a key after idling is drawn ($changed pixels changed)"
  quit_window
  # A visible window remembers its size, in this run's own config directory.
  [ -f "$XDG_CONFIG_HOME/header-sandbox/settings.json" ] || { echo "settings not remembered"; exit 1; }
  echo "settings remembered in the run's own XDG_CONFIG_HOME"
}

inside_settled() {
  # With the hint already seen, the window draws its first frames and then waits: what they
  # left is what stays on screen. The band above the screen (bezel, rim and the canvas beside
  # the device frame's rounded corners) must be painted whole; under Mesa's GL renderer the
  # frames drawn right after the window was placed once left two rows of it black.
  mkdir -p "$XDG_CONFIG_HOME/header-sandbox"
  echo '{"hintShown": true}' >"$XDG_CONFIG_HOME/header-sandbox/settings.json"
  start_window
  geometry
  import -window root "$DIR/screen.png"
  local band black
  band="${W}x$((H * 12 / 949))+$X+$Y"
  black=$(convert "$DIR/screen.png" -crop "$band" +repage -fill white +opaque black \
    -format '%[fx:int(w*h*(1-mean)+0.5)]' info:)
  [ "$black" -eq 0 ] || { echo "settled first frames: $black black pixels above the screen ($band)"; exit 1; }
  echo "settled first frames: the band above the screen ($band) is painted whole"
  quit_window
}

inside_remembered() {
  # A 780×1688 window remembered from a bigger screen must still fit 1280×1024.
  mkdir -p "$XDG_CONFIG_HOME/header-sandbox"
  echo '{"windowWidth": 780, "windowHeight": 1688, "canvasWidth": 390, "canvasHeight": 844}' \
    >"$XDG_CONFIG_HOME/header-sandbox/settings.json"
  start_window
  expect_on_screen "remembered 780x1688"
  quit_window
}

inside_column() {
  # A 320×568 phone at scale 2 with the panel open is 1440 px wide: shrunk and placed fully on
  # the 1280-px screen, panel column included.
  mkdir -p "$XDG_CONFIG_HOME/header-sandbox"
  echo '{"showPanel": true}' >"$XDG_CONFIG_HOME/header-sandbox/settings.json"
  start_window --size 320x568 --scale 2
  expect_on_screen "panel column at scale 2"
  quit_window
}

inside_resize() {
  # The phone follows the window; F12 saves it at the scale it has on screen.
  start_window
  geometry
  local before=$H
  xdotool windowsize "$WID" 700 1000
  sleep 1
  xdotool key --window "$WID" F12
  sleep 1
  local shot
  shot=$(ls "$DIR"/header-sandbox-screenshot-*.png 2>/dev/null | head -1)
  [ -n "$shot" ] || { echo "no screenshot"; cat "$DIR/err"; exit 1; }
  local size
  size=$(identify -format '%wx%h' "$shot")
  local sh=${size#*x}
  # The phones get the window's height less the timeline strip (44 pt) at the canvas's scale, and
  # their screenshot keeps the bezel: about 950 of the 1000 px, against ${before} before.
  [ "$sh" -ge 900 ] && [ "$sh" -gt "$before" ] || { echo "screenshot $size after resizing ${before}→1000 px: phone did not follow"; exit 1; }
  echo "phone grew with the window: screenshot $size (window was ${before} px tall)"
  quit_window
}

inside_fullscreen() {
  # Without a window manager F11 cannot go fullscreen: the window stays as it was, is laid out
  # for its real size (the phone is drawn), says why, and a second F11 changes nothing.
  start_window
  geometry
  local before="$W $H $X $Y"
  xdotool key --window "$WID" F11
  sleep 1.5
  xdotool key --window "$WID" F11
  sleep 1.5
  geometry
  [ "$W $H $X $Y" = "$before" ] || { echo "window moved or resized: $before -> $W $H $X $Y"; exit 1; }
  local top
  top=$(pixel $((X + W / 5)) $((Y + 30)))  # left ear, inside the bezel
  case "$top" in 0,0,0 | 24,24,28) echo "phone not drawn after F11 (pixel $top)"; exit 1 ;; esac
  grep -q "fullscreen: not available" "$DIR/err" || { echo "no message"; cat "$DIR/err"; exit 1; }
  echo "F11 without a window manager: window unchanged and drawn, message printed"
  quit_window
}

inside_reference() {
  # `--reference VIDEO`: a 1.5 s recording the project renders first (×1, a flick) plays as one
  # more phone beside phone A, drawn (not a blank slot), with rounded corners; V switches it
  # over phone A and says so.
  cat >"$DIR/flick.json" <<'JSON'
{"version": 1, "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 60, "duration": 1.5,
 "events": [{"t": 0.3, "type": "swipe", "x": 195, "fromY": 700, "toY": 300, "duration": 0.15}]}
JSON
  "$BIN" render "$DIR/flick.json" --out "$DIR/flick.mp4" 2>"$DIR/render.err" \
    || { echo "render failed"; cat "$DIR/render.err"; exit 1; }
  start_window --verbose --replay "$DIR/flick.json" --reference "$DIR/flick.mp4"
  geometry
  # Two phones side by side: the window is more than half as wide as tall (one: under half).
  [ $((W * 10)) -gt $((H * 7)) ] \
    || { echo "window ${W}x${H}: no slot beside phone A"; cat "$DIR/err"; exit 1; }
  # The middle of the recording's screen (the right phone) shows cards, not one flat colour.
  # Looked at once a second for up to 20 s (a busy machine can be slow to draw the first frames
  # of a debug build); a slot still flat by then is a failure, with its one colour named.
  local colours crop start=$SECONDS
  crop="$((W / 5))x$((H / 3))+$((X + W * 13 / 20))+$((Y + H / 3))"
  slot_drawn() {
    colours=$(colours_in "$crop")
    [ "$colours" -gt 20 ]
  }
  if ! poll 20 1 slot_drawn; then
    echo "reference slot blank after $((SECONDS - start)) s ($colours colours, e.g." \
      "$(convert "$DIR/screen.png" -crop "$crop" +repage -format '%[pixel:p{0,0}]' info:))"
    cat "$DIR/err"
    exit 1
  fi
  echo "reference slot drawn beside phone A ($colours colours in its middle, seen after $((SECONDS - start)) s)"
  xdotool key --window "$WID" v
  poll 100 0.1 grep -q "reference mode overlay" "$DIR/err" \
    || { echo "V: no mode change in 10 s"; cat "$DIR/err"; exit 1; }
  echo "V put the recording over phone A"
  quit_window
}

if [ "${1:-}" = "--inside" ]; then
  name="$2"
  shift 2
  "inside_$name" "$@"
  exit 0
fi

# ---- the scenarios ---------------------------------------------------------------------------

scenario 1280x800 laptop
scenario 1280x800 settled
scenario 1280x1024 remembered
scenario 1280x1024 column
scenario 1280x800 resize
scenario 1280x800 fullscreen
scenario 1280x1024 reference

# A stale DISPLAY (no server there): refused at once with the display named, exit 69.
stale_code=0
DISPLAY=:4093 HOME="$work" XDG_CONFIG_HOME="$work/config" "$BIN" >/dev/null 2>"$work/stale.err" \
  || stale_code=$?
if [ "$stale_code" -eq 69 ] && grep -q "could not open DISPLAY=:4093" "$work/stale.err"; then
  pass "stale DISPLAY refused with exit 69"
else
  fail "stale DISPLAY: exit $stale_code: $(cat "$work/stale.err")"
fi

if [ "$failures" -gt 0 ]; then
  echo "window-check: $failures scenario(s) failed" >&2
  exit 1
fi
echo "window-check: all scenarios passed"
