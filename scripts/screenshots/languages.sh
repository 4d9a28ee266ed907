#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# German and Japanese screenshots under Xvfb: both boards mid-game, the No Thanks! score sheet, and the shell
# (start page, new-game dialog, rules), into docs/screenshots/ with -de / -ja in their names.
#   scripts/screenshots/languages.sh [build dir]      (default: build/dev; needs the demos and nobox built)
set -eu
cd "$(dirname "$0")/../.."
build=${1:-build/dev}
out=docs/screenshots
grab() { # file size program args...
    file=$1 size=$2
    shift 2
    w=${size%x*} h=${size#*x}
    xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
        $* --size $size --quit-after 30000 &
        pid=\$!
        sleep ${NOBOX_SHOT_WAIT:-8}
        import -window root -crop ${w}x${h}+0+0 +repage \"$file\"
        kill \$pid" 2>/dev/null
    echo "$file"
}
for lang in de ja; do
    for size in 1280x800 1920x1080; do
        nt="$build/tests/app/no_thanks/nothanks-demo --lang $lang"
        nr="$build/tests/app/no_return/noreturn-demo --lang $lang"
        grab "$out/no-thanks-5p-special-$lang-$size.png" "$size" "$nt" --seats 5 --humans 1 --expansion --moves 60 --until auction --seed 31
        grab "$out/no-thanks-score-$lang-$size.png" "$size" "$nt" --seats 4 --humans 1 --expansion --end --seed 8
        grab "$out/no-return-4p-place-$lang-$size.png" "$size" "$nr" --seats 4 --until place --moves 14 --choose --seed 5
        grab "$out/no-return-2p-clear-$lang-$size.png" "$size" "$nr" --seats 2 --until clear --choose --seed 9
    done
    scripts/screenshots/shell.sh "$build/bin/nobox" "$lang"
done
