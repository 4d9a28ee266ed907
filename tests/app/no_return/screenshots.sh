#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the No Return board under a real X server (Xvfb, no window manager): the window at the top-left
# corner of a 1920x1080 screen, grabbed with ImageMagick's `import -window root` and cropped to the window.
#   tests/app/no_return/screenshots.sh [path/to/noreturn-demo] [output dir]
set -eu
demo=${1:-build/dev/tests/app/no_return/noreturn-demo}
out=${2:-docs/screenshots}
mkdir -p "$out"

shot() {
    name=$1 size=$2
    shift 2
    w=${size%x*} h=${size#*x}
    xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
        \"$demo\" --size $size $* --quit-after 60000 &
        pid=\$!
        sleep ${NOBOX_SHOT_WAIT:-8}
        import -window root -crop ${w}x${h}+0+0 +repage \"$out/no-return-$name-$size.png\"
        kill \$pid" 2>/dev/null
    echo "$out/no-return-$name-$size.png"
}

for size in ${NOBOX_SHOT_SIZES:-1280x800 1920x1080}; do
    shot 2p-setup "$size" --seats 2 --until setup --choose --seed 3
    shot 4p-place "$size" --seats 4 --until place --moves 14 --choose --seed 5
    shot 2p-clear "$size" --seats 2 --until clear --choose --seed 9
    shot 4p-clear "$size" --seats 4 --until clear --choose --seed 11
    shot 4p-score "$size" --seats 4 --until end --seed 8
    shot 2p-score "$size" --seats 2 --until end --seed 4
done
# A finished game watched again with everything face up (every hand in its place's header).
shot replay-open 1280x800 --seats 4 --until end --seed 8 --replay-open 60
