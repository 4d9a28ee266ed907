#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures the app's resident memory (VmRSS) over many games, as docs/performance.md ("Memory") reports it: the
# real window with every board on the offscreen platform, computers only (normal level) at the instant speed.
#   1. one whole game of each game, each followed by its review (the hard level looks at every decision);
#   2. ten games in a row (No Idea, No Thanks!, No Return, ... No Idea), the boards' movements played;
#   3. with --trim, the same ten games again, printing the memory after glibc's malloc_trim(0) beside it: what the
#      trim gives back was free and kept by the allocator, what stays is held by the app.
#   scripts/measure-memory.sh [--trim] [path/to/nobox_memory_run]
#   (default build/ci/bench/nobox_memory_run: cmake --preset ci && cmake --build --preset ci --target nobox_memory_run)
# A few minutes on two idle cores; the reviews take most of it.
set -euo pipefail
cd "$(dirname "$0")/.."
trim=0
if [ "${1:-}" = "--trim" ]; then
  trim=1
  shift
fi
run=$(realpath "${1:-build/ci/bench/nobox_memory_run}")
[ -x "$run" ] || { echo "no driver at $run: cmake --preset ci && cmake --build --preset ci --target nobox_memory_run" >&2; exit 1; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
# The driver keeps its games and history under ~/.qttest: a fresh home, so that every run starts alike.
export HOME=$home QT_QPA_PLATFORM=offscreen

nt=no-thanks:normal,normal,normal
nr=no-return:normal,normal,normal,normal
ni=no-idea:normal,normal,normal,normal

show() { # the driver's lines in MB: "<when>  <MB> [<MB> after the trim]  (art cache)"
  awk '/^rss-kb/ {
    label = $0; sub(/.*art-pixmaps [0-9]+ /, "", label)
    trimmed = ($3 == "trimmed-kb") ? sprintf("  %5.1f MB trimmed", $4 / 1024) : ""
    art = ($3 == "trimmed-kb") ? $6 : $4
    printf "  %-48s %5.1f MB%s   (art %4.1f MB)\n", label, $2 / 1024, trimmed, art / 1024 }
    /^peak-rss-kb/ { printf "  %-48s %5.1f MB\n", "peak", $2 / 1024 }'
}

echo "== one game of each, each reviewed"
"$run" --review "$nt" "$nr" "$ni" 2>/dev/null | show
echo "== ten games in a row, the movements played"
"$run" --animate "$ni" "$nt" "$nr" "$ni" "$nt" "$nr" "$ni" "$nt" "$nr" "$ni" 2>/dev/null | show
if [ "$trim" = 1 ]; then
  echo "== the same ten games, trimmed after each"
  "$run" --animate --trim "$ni" "$nt" "$nr" "$ni" "$nt" "$nr" "$ni" "$nt" "$nr" "$ni" 2>/dev/null | show
fi
