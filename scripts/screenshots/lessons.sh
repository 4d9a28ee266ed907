#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the lessons (issue 52) under a real X server (Xvfb), in English, German and Japanese at 1280x720:
# the start page with Learn to play, and each lesson at its first explanation, a middle one and its end.
#   scripts/screenshots/lessons.sh [build dir] [output dir]
set -eu
build=${1:-build/ci}
out=${2:-docs/screenshots}
demo=$build/tests/app/lesson-demo
mkdir -p "$out"

shot() { # name game lesson moments lang (the lessons done are remembered in $settings, not the user's settings)
    XDG_CONFIG_HOME=$settings XDG_DATA_HOME=$settings xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$demo" --game "$2" --lesson "$3" --at "$4" --lang "$5" --size 1280x720 --out "$out/$1" 2>/dev/null
    ls "$out/$1"-*.png
}

for lang in en de ja; do
    settings=$(mktemp -d) # each language's start page as on a new computer
    suffix=$([ "$lang" = en ] && echo "" || echo "-$lang")
    shot "lesson-no-thanks-base$suffix" no-thanks no-thanks.base start,1,4,end $lang
    shot "lesson-no-thanks-special$suffix" no-thanks no-thanks.special-cards 6,14,end $lang
    shot "lesson-no-return$suffix" no-return no-return 1,4,6 $lang
    shot "lesson-no-idea$suffix" no-idea no-idea 2,6,8 $lang
    rm -rf "$settings"
done
