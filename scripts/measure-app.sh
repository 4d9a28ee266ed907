#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures the desktop app as docs/performance.md ("App") reports it, under a real X server (Xvfb):
#   1. start: from launch to the first painted frame of the start page (5 runs; the first after the build is
#      the coldest this script can make without dropping the system's caches);
#   2. peak resident memory (VmHWM) after a whole game with a hard computer seat, played in the window;
#   3. CPU while idle: on the start page, and at a person's turn in a game, over 10 s each.
#   scripts/measure-app.sh [path/to/nobox]     (default: build/release/bin/nobox; build it with the release preset)
set -euo pipefail
cd "$(dirname "$0")/.."
app=$(realpath "${1:-build/release/bin/nobox}")
[ -x "$app" ] || { echo "no app at $app: cmake --preset release && cmake --build --preset release" >&2; exit 1; }
settings=$(mktemp -d)
trap 'rm -rf "$settings"' EXIT
export XDG_CONFIG_HOME=$settings # a first run: nothing remembered, the user's settings untouched

inside_x() { xvfb-run -a -s "-screen 0 1920x1080x24" "$@" 2>/dev/null; }

echo "== start to the first frame of the start page (ms)"
starts=()
for run in 1 2 3 4 5; do
  result=$(inside_x bash -c 'start=$(date +%s%N); "$0" --bench-startup | sed -n "s/first-frame-epoch-ns //p" | { read -r t; echo $(( (t - start) / 1000000 )); }' "$app")
  starts+=("$result")
  echo "  run $run: $result ms"
done
printf '  median: %s ms\n' "$(printf '%s\n' "${starts[@]}" | sort -n | sed -n 3p)"

echo "== peak resident memory after a whole game (MB)"
for spec in no-thanks:hard,normal,normal no-thanks:hard,normal,normal,normal,normal:expansion=true \
  no-thanks:hard,hard,hard,hard,hard,hard,hard:expansion=true; do
  kb=$(inside_x "$app" --bench-game "$spec" | sed -n 's/peak-rss-kb //p')
  echo "  $spec: $(( kb / 1024 )) MB ($kb kB)"
done

cpu_percent() { # pid seconds: CPU time of the process over that wall time, in percent
  local pid=$1 seconds=$2 before after
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  sleep "$seconds"
  after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  awk -v t=$(( after - before )) -v hz="$(getconf CLK_TCK)" -v s="$seconds" 'BEGIN { printf "%.2f", 100 * t / hz / s }'
}

echo "== CPU while idle (%, over 10 s)"
# One person and two computers at the fast speed: after the computers' turns the app waits for the person.
mkdir -p "$settings/NoBox"
cat > "$settings/NoBox/NoBox.conf" <<'CONF'
[General]
speed=fast

[tables]
no-thanks\startSeat=0
no-thanks\seats\size=3
no-thanks\seats\1\name=You
no-thanks\seats\1\human=true
no-thanks\seats\1\level=normal
no-thanks\seats\2\name=Computer 2
no-thanks\seats\2\human=false
no-thanks\seats\2\level=normal
no-thanks\seats\3\name=Computer 3
no-thanks\seats\3\human=false
no-thanks\seats\3\level=normal
CONF
# xvfb-run is a POSIX sh script, which drops exported bash functions: hand the function over as text.
inside_x bash -c "$(declare -f cpu_percent)"'
  "$0" & pid=$!; sleep 3; echo "  start page: $(cpu_percent $pid 10)%"; kill $pid
  "$0" --play no-thanks & pid=$!; sleep 4; echo "  a game, at the person'"'"'s turn: $(cpu_percent $pid 10)%"; kill $pid
' "$app"
