#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of No Idea under a real X server (Xvfb, no window manager): the demo grabs its own window (and the
# score sheet on it) after the position has settled.
#   tests/app/no_idea/screenshots.sh [path/to/noidea-demo] [output dir]
set -eu
demo=${1:-build/ci/tests/app/no_idea/noidea-demo}
out=${2:-docs/screenshots}
mkdir -p "$out"

shot() {
    name=$1 size=$2 lang=$3
    shift 3
    suffix=""
    [ "$lang" = en ] || suffix="-$lang"
    file="$out/no-idea-$name$suffix-$size.png"
    xvfb-run -a -s "-screen 0 1920x1080x24" "$demo" --size "$size" --lang "$lang" --grab "$file" "$@" 2>/dev/null
    echo "$file"
}

for size in 1280x720 1280x800 1920x1080; do
    for lang in en de ja; do
        shot start-page "$size" "$lang" --start-page
        shot 4p-opening "$size" "$lang" --seats 4 --moves 6 --until opening --seed 12
        shot 3p-pile-choice "$size" "$lang" --seats 3 --moves 4 --until pile --seed 5 --memory-aid --key-focus
        shot 4p-nothing-fits "$size" "$lang" --seats 4 --moves 8 --until declare --declare --grab-after 1500 --seed 9
        shot 4p-score "$size" "$lang" --seats 4 --end --seed 8
    done
done
