#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the shell under a real X server (Xvfb): the start page, the new-game dialog and the rules (F1),
# at 1280x800 and 1920x1080, into docs/screenshots/ (names end in -de / -ja for those languages). The boards'
# screenshots: tests/app/no_thanks/screenshots.sh, tests/app/no_return/screenshots.sh.
#   scripts/screenshots/shell.sh [path/to/nobox] [language]
set -euo pipefail
cd "$(dirname "$0")/../.."
app=$(realpath "${1:-build/release/bin/nobox}")
lang=${2:-en}
suffix=$([ "$lang" = en ] && echo "" || echo "-$lang")
out=$PWD/docs/screenshots
settings=$(mktemp -d)
trap 'rm -rf "$settings"' EXIT
export XDG_CONFIG_HOME=$settings
export XDG_DATA_HOME=$settings/data # no saved game or history of anybody else's on the pictures

shoot() { # width height
  local w=$1 h=$2
  xvfb-run -a -s "-screen 0 ${w}x${h}x24" bash -c '
    app=$0 lang=$1 out=$2 w=$3 h=$4 suffix=$5
    "$app" --lang "$lang" & pid=$!
    for _ in $(seq 50); do win=$(xdotool search --sync --onlyvisible --pid $pid 2>/dev/null | head -1) && [ -n "$win" ] && break; sleep 0.2; done
    xdotool windowsize "$win" "$w" "$h"; xdotool windowmove "$win" 0 0; xdotool windowfocus "$win" 2>/dev/null || true
    sleep 1.5
    import -window root "$out/start-page${suffix}-${w}x${h}.png"
    xdotool key ctrl+n; sleep 1.5
    import -window root "$out/new-game${suffix}-${w}x${h}.png"
    xdotool key Escape; sleep 0.5; xdotool windowfocus "$win" 2>/dev/null || true; xdotool key F1; sleep 1.5
    import -window root "$out/rules${suffix}-${w}x${h}.png"
    kill $pid
  ' "$app" "$lang" "$out" "$w" "$h" "$suffix"
}
shoot 1280 800
shoot 1920 1080
echo "written to $out"
