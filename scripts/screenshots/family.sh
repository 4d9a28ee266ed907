#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the places issue 32 changed, under a real X server (Xvfb), in English, German and Japanese: the
# hot-seat cover, the No Thanks! hot-seat table (no cover, chips held back), the start page with games put aside,
# the finished table (Scores, Play again) and the statistics after one game. The new-game dialog: shell.sh.
#   scripts/screenshots/family.sh [build dir] [output dir]
set -eu
build=${1:-build/ci}
out=${2:-docs/screenshots}
nt=$build/tests/app/no_thanks/nothanks-demo
nr=$build/tests/app/no_return/noreturn-demo
mkdir -p "$out"

shot() { # name size demo args...
    name=$1 size=$2 demo=$3
    shift 3
    w=${size%x*} h=${size#*x}
    xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
        \"$demo\" --size $size $* --quit-after 30000 &
        pid=\$!
        sleep ${NOBOX_SHOT_WAIT:-8}
        import -window root -crop ${w}x${h}+0+0 +repage \"$out/$name.png\"
        kill \$pid" 2>/dev/null
    echo "$out/$name.png"
}

for lang in en de ja; do
    suffix=$([ "$lang" = en ] && echo "" || echo "-$lang")
    shot "hotseat-cover$suffix-1280x800" 1280x800 "$nr" --seats 2 --humans 2 --until place --cover --seed 7 --lang $lang
    shot "no-thanks-hotseat$suffix-1280x800" 1280x800 "$nt" --seats 4 --humans 4 --moves 30 --seed 12 --lang $lang
    shot "start-page-unfinished$suffix-1280x800" 1280x800 "$nt" --seats 3 --humans 1 --moves 20 --put-aside --seed 3 \
        --lang $lang
    shot "finished-table$suffix-1280x800" 1280x800 "$nt" --seats 4 --humans 1 --end --after-end table --seed 8 \
        --lang $lang
    shot "statistics-one-game$suffix-1280x800" 1280x800 "$nt" --seats 3 --humans 1 --end --after-end statistics \
        --seed 8 --lang $lang
done
shot "no-thanks-7p-hotseat-1024x600" 1024x600 "$nt" --seats 7 --humans 7 --moves 40 --seed 5
