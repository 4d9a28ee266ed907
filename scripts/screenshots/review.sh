#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the review of a finished game under Xvfb (review-demo --grab: the X server's picture once the
# review is shown): the review page in English, German and Japanese at 1280x800, English at 1920x1080, No Return in
# German, a costly decision opened in the replay in Japanese, and No Idea's chart and replay from a decision (en, de,
# ja), into docs/screenshots/.
#   scripts/screenshots/review.sh [build dir]      (default: build/ci; needs review-demo built)
set -eu
cd "$(dirname "$0")/../.."
build=${1:-build/ci}
out=docs/screenshots
grab() { # file size args...
    file=$1 size=$2
    shift 2
    xvfb-run -a -s "-screen 0 1920x1080x24" "$build/tests/app/review-demo" --size "$size" --grab "$file" \
        --quit-after 900000 "$@" 2>/dev/null
    echo "$file"
}
grab "$out/review-no-thanks-1280x800.png" 1280x800 --lang en --seed 7
grab "$out/review-no-thanks-de-1280x800.png" 1280x800 --lang de --seed 7
grab "$out/review-no-thanks-ja-1280x800.png" 1280x800 --lang ja --seed 7
grab "$out/review-no-thanks-1920x1080.png" 1920x1080 --lang en --seed 7
grab "$out/review-no-return-de-1280x800.png" 1280x800 --lang de --game no-return --levels easy,normal,normal,hard --seed 3
grab "$out/review-open-decision-ja-1280x800.png" 1280x800 --lang ja --seed 7 --open-row 0
# No Idea without the memory aid: the chart (every decision estimated), and the replay opened from a decision with
# the cards its player had seen drawn as known (review-demo --open-known).
for lang in en de ja; do
    grab "$out/review-chart-no-idea-$lang-1280x800.png" 1280x800 --lang "$lang" --game no-idea --levels hard,normal,easy --seed 7
    grab "$out/review-replay-known-$lang-1280x800.png" 1280x800 --lang "$lang" --game no-idea --levels hard,normal,easy --seed 7 --open-known
done
grab "$out/review-chart-no-idea-1920x1080.png" 1920x1080 --lang en --game no-idea --levels hard,normal,easy --seed 7
grab "$out/review-replay-known-1920x1080.png" 1920x1080 --lang en --game no-idea --levels hard,normal,easy --seed 7 --open-known
