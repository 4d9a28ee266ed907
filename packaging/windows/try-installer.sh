#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Windows installer tried as a person would, under Wine on a virtual X screen (docs/packaging.md):
#   packaging/windows/try-installer.sh NoBox-<version>-windows-x64.exe [screenshot folder]
# In a new Wine prefix (a fresh "computer"; never ~/.wine) on Xvfb: the silent install (/S) into Program Files, the
# Start menu entry, the installed nobox.exe on the windows platform (not offscreen) in Wine's virtual desktop (the
# title bar is Wine's), a few moves of No Thanks! played with xdotool, screenshots of the start page and of a No
# Thanks! and a No Idea table in English, German and Japanese (windows-<page>-<lang>.png), then the uninstaller:
# nothing left in Program Files or the Start menu, the person's saved game (the autosave) kept.
# Wine ships no CJK font; a real Windows has Yu Gothic, Meiryo and MS UI Gothic. Wine sees the host's fonts through
# fontconfig, so fonts-noto-cjk stands in for them here (in this prefix only); nothing of it goes into the package.
set -euo pipefail
installer=$(realpath "$1")
shots=${2:-}
[ -z "$shots" ] || { mkdir -p "$shots" && shots=$(realpath "$shots"); }
for tool in Xvfb xdotool import identify python3; do
  command -v $tool >/dev/null || { echo "try-installer: '$tool' is missing (apt-get install xvfb xdotool imagemagick python3)" >&2; exit 1; }
done
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
work=$(mktemp -d /tmp/nobox-windows-trial.XXXXXX)
export WINEPREFIX=$work/wine WINEDEBUG=-all WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree,mshtml=" LC_ALL=C.UTF-8
unset WINEPATH QT_PLUGIN_PATH QT_QPA_PLATFORM QT_QPA_FONTDIR XDG_CONFIG_HOME XDG_DATA_HOME
screen=1440x900 # room for the 1280x800 window with its title bar
xvfb_pid=""
cleanup() {
  "$wineserver" -k 2>/dev/null || true
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
say() { printf '\n== %s\n' "$*"; }
fail() { echo "try-installer: FAILED: $*" >&2; exit 1; }

Xvfb -displayfd 3 -screen 0 ${screen}x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
DISPLAY=:$(cat "$work/display")
export DISPLAY

say "a new Wine prefix (Windows 10 as Wine 8 reports it) on Xvfb $DISPLAY"
start=$SECONDS
"$wine" wineboot --init >/dev/null 2>&1
# Wine's own fonts (fonts-wine: Tahoma, the default GUI font, and Marlett, the title bar's buttons) are not put into
# a new prefix by Debian's wine64 alone: linked here, as a Wine install has them. Windows has its own.
ln -sf /usr/share/wine/fonts/*.ttf "$WINEPREFIX/drive_c/windows/Fonts/" 2>/dev/null ||
  echo "(no /usr/share/wine/fonts: install fonts-wine, or the title bar shows letters for its buttons)"
# ClearType, as Windows has it from the start (Wine's default is unsmoothed text, which breaks Tahoma's glyphs).
for value in "FontSmoothing /t REG_SZ /d 2" "FontSmoothingType /t REG_DWORD /d 2" \
  "FontSmoothingGamma /t REG_DWORD /d 1400" "FontSmoothingOrientation /t REG_DWORD /d 1"; do
  # shellcheck disable=SC2086 # the value's words are reg's arguments
  "$wine" reg add 'HKCU\Control Panel\Desktop' /v $value /f >/dev/null 2>&1
done
echo "ready in $((SECONDS - start)) s"
drive_c=$WINEPREFIX/drive_c
program_files="$drive_c/Program Files/NoBox"
start_menu="$drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/NoBox"
app_data=$(echo "$drive_c"/users/*/AppData/Roaming)/NoBox/NoBox

say "silent install: $(basename "$installer") /S"
start=$SECONDS
"$wine" "$installer" /S
"$wineserver" -w
echo "installed in $((SECONDS - start)) s: $(find "$program_files" -type f | wc -l) files, $(du -sh "$program_files" | cut -f1)"
[ -f "$program_files/bin/nobox.exe" ] || fail "no bin\\nobox.exe in Program Files\\NoBox"
[ -f "$program_files/Uninstall.exe" ] || fail "no Uninstall.exe in Program Files\\NoBox"
[ -f "$start_menu/NoBox.lnk" ] || fail "no Start menu entry: $(find "$drive_c/ProgramData" -name '*.lnk')"
echo "Start menu: $(cd "$start_menu" && ls)"

# nobox.exe in Wine's virtual desktop, the size of the screen; the window is up once the screen has more than the
# desktop's few colours.
desktop=""
run_app() { # run_app ARGS...: starts the installed app, waits for its window
  "$wine" explorer "/desktop=NoBox,$screen" "C:\\Program Files\\NoBox\\bin\\nobox.exe" "$@" >/dev/null 2>&1 &
  for _ in $(seq 120); do
    sleep 0.5
    desktop=$(xdotool search --name 'NoBox - Wine desktop' 2>/dev/null | head -n 1) || true
    if [ -n "$desktop" ] && [ "$(import -window root -depth 8 png:- 2>/dev/null | identify -format '%k' -)" -gt 200 ]; then
      sleep "${NOBOX_SETTLE:-4}" # the first paint is not the last: the board lays itself out, fonts load
      return 0
    fi
  done
  fail "nobox.exe $* showed no window in 60 s"
}
close_app() { # as the close button would: WM_CLOSE (from inside the app's desktop: taskkill sees only its own
  # desktop's windows), then wait for every process of the prefix to end
  "$wine" explorer "/desktop=NoBox,$screen" taskkill /im nobox.exe >/dev/null 2>&1 || true
  timeout 60 "$wineserver" -w || fail "nobox.exe did not quit when asked"
}
shot() { # shot NAME: the whole screen, as a person sees it
  [ -n "$shots" ] || return 0
  import -window root "$shots/windows-$1.png"
  echo "screenshot: $shots/windows-$1.png"
}
moves_saved() { # the moves in the person's autosave (0 without one)
  python3 -c 'import json,sys
try: print(len(json.load(open(sys.argv[1], encoding="utf-8"))["moves"]))
except OSError: print(0)' "$app_data/autosave.json"
}

for lang in en de ja; do
  say "nobox.exe --lang $lang: start page, No Thanks!, No Idea"
  if [ "$lang" = ja ]; then
    # The title bar, which Wine draws in Tahoma (no Japanese glyphs there, and Wine links no CJK font to it): its
    # font, a LOGFONT, set to Noto Sans CJK JP bold. The window's own text needs nothing: Qt falls back to Noto Sans
    # CJK JP for Japanese by itself. A Japanese Windows draws both in its UI font (Yu Gothic UI).
    logfont=$(python3 -c 'import struct; print((struct.pack("<5i8B", -11, 0, 0, 0, 700, 0, 0, 0, 0, 0, 0, 0, 0x22)
      + "Noto Sans CJK JP".encode("utf-16-le").ljust(64, b"\0")).hex())')
    "$wine" reg add 'HKCU\Control Panel\Desktop\WindowMetrics' /v CaptionFont /t REG_BINARY /d "$logfont" /f \
      >/dev/null 2>&1
  fi
  start=$SECONDS
  run_app --lang "$lang"
  echo "start page up in $((SECONDS - start)) s (with ${NOBOX_SETTLE:-4} s to settle)"
  shot "start-$lang"
  close_app

  run_app --lang "$lang" --play no-thanks --speed fast
  if [ "$lang" = en ]; then
    # A few moves as a person makes them: the keys the board shows on its buttons (N: No thanks!, T: Take).
    # Real key presses (XTEST) into the focused desktop: Wine ignores events sent to a window (XSendEvent).
    before=$(moves_saved)
    xdotool windowfocus --sync "$desktop"
    xdotool mousemove 700 120 click 1 # the window active (a click on the table's empty top)
    for key in n n t n n t; do
      xdotool key "$key"
      sleep 2
    done
    after=$(moves_saved)
    echo "No Thanks!: the autosave went from $before to $after moves"
    [ "$after" -gt "$before" ] || fail "the keys played no move"
  fi
  shot "no-thanks-$lang"
  close_app

  run_app --lang "$lang" --play no-idea --speed fast
  shot "no-idea-$lang"
  close_app
done

say "uninstall: Uninstall.exe /S"
"$wine" "C:\\Program Files\\NoBox\\Uninstall.exe" /S
"$wineserver" -w
[ ! -e "$program_files" ] || fail "left in Program Files: $(find "$program_files")"
[ ! -e "$start_menu" ] || fail "left in the Start menu: $(find "$start_menu")"
[ -f "$app_data/autosave.json" ] || fail "the saved game is gone: $app_data/autosave.json"
echo "Program Files\\NoBox and the Start menu entry are gone; the saved game is kept ($(moves_saved) moves in"
printf '%s\n' "AppData\\Roaming\\NoBox\\NoBox\\autosave.json, $(find "$app_data/unfinished" -name '*.json' 2>/dev/null | wc -l) set aside in unfinished\\)"
