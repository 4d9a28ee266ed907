#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the No Thanks! board under a real X server (Xvfb, no window manager): the window at the top-left
# corner of a 1920x1080 screen, grabbed with ImageMagick's `import -window root` and cropped to the window.
#   tests/app/no_thanks/screenshots.sh [path/to/nothanks-demo] [output dir]
set -eu
demo=${1:-build/dev/tests/app/no_thanks/nothanks-demo}
out=${2:-docs/screenshots}
mkdir -p "$out"

shot() {
    name=$1 size=$2
    shift 2
    w=${size%x*} h=${size#*x}
    xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
        \"$demo\" --size $size $* --quit-after 20000 &
        pid=\$!
        sleep ${NOBOX_SHOT_WAIT:-6}
        import -window root -crop ${w}x${h}+0+0 +repage \"$out/no-thanks-$name-$size.png\"
        kill \$pid" 2>/dev/null
    echo "$out/no-thanks-$name-$size.png"
}

for size in 1280x800 1920x1080; do
    shot 3p-base "$size" --seats 3 --humans 1 --moves 40 --seed 12
    shot 5p-special "$size" --seats 5 --humans 1 --expansion --moves 60 --until auction --seed 31
    shot 7p-special "$size" --seats 7 --humans 1 --expansion --moves 90 --seed 5
    shot score "$size" --seats 4 --humans 1 --expansion --end --seed 8
done
# A finished game watched again with everything face up (the deck and the set-aside cards listed under the table).
shot replay-open 1280x800 --seats 4 --humans 1 --expansion --end --seed 8 --replay-open 40
