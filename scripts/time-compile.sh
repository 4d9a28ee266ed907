#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A compiler and linker launcher that writes "user sys wall output" (seconds) of each call to $NOBOX_TIME_LOG, to
# see where a cold build's time goes (docs/performance.md, "Building"). CPU time (user + sys) is the figure to
# compare on a shared machine; wall time measures the others too. Without ccache, in a build directory of its own:
#   cmake --preset ci -B build/timed -DCMAKE_CXX_COMPILER_LAUNCHER=$PWD/scripts/time-compile.sh \
#     -DCMAKE_CXX_LINKER_LAUNCHER=$PWD/scripts/time-compile.sh
#   NOBOX_TIME_LOG=$PWD/build/timed/times.tsv cmake --build build/timed -j 2
out="" prev=""
for a in "$@"; do
  [ "$prev" = "-o" ] && out=$a
  prev=$a
done
exec /usr/bin/time -f "%U	%S	%e	$out" -a -o "${NOBOX_TIME_LOG:?set NOBOX_TIME_LOG to the file that gets the times}" "$@"
