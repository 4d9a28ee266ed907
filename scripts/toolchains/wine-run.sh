#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a program of the windows-app build under Wine, as CMake's emulator (scripts/toolchains/mingw-w64-qt.cmake):
# the build's icon renderer and every test.
#   wine-run.sh BUILD_DIR QT_PREFIX PROGRAM.exe [ARGS...]
# The Wine prefix is the build's own (BUILD_DIR/wine, never ~/.wine), made once under a lock (its first start takes
# about 30 s, and two at once on a new prefix can break it). Windows finds DLLs on PATH: WINEPATH gets Qt's bin and
# MinGW's runtime (libstdc++-6, libgcc_s_seh-1, libwinpthread-1). The offscreen platform's font database on Windows
# reads only QT_QPA_FONTDIR (no fontconfig there): BUILD_DIR/fonts links DejaVu and Noto CJK (for Japanese).
set -euo pipefail
build=$1 qt=$2
shift 2
triple=x86_64-w64-mingw32
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
windows_path() { printf 'Z:%s' "${1//\//\\}"; }

fonts=$build/fonts
if [ ! -d "$fonts" ]; then
  mkdir -p "$fonts"
  for font in /usr/share/fonts/truetype/dejavu/*.ttf /usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc; do
    [ -e "$font" ] && ln -sfn "$font" "$fonts/"
  done
fi

gcc_dir=$(dirname "$($triple-g++-posix -print-libgcc-file-name)")
# No menu entries on the host (winemenubuilder), no offer to install Mono or Gecko (mscoree, mshtml).
export WINEPREFIX=$build/wine WINEDEBUG=-all LC_ALL=C.UTF-8 WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree,mshtml="
WINEPATH="$(windows_path "$qt/bin");$(windows_path "$gcc_dir");$(windows_path "/usr/$triple/lib")"
QT_PLUGIN_PATH=$(windows_path "$qt/plugins")
QT_QPA_FONTDIR=$(windows_path "$fonts")
export WINEPATH QT_PLUGIN_PATH QT_QPA_FONTDIR
# Wine hides the Unix QT_* variables from Windows programs (they are meant for a Linux Qt) and passes WINEQT_* as
# QT_*: the tests' QT_QPA_PLATFORM=offscreen and the ones above reach Qt only this way.
for name in $(compgen -e); do
  [[ $name == QT_* ]] && export "WINE$name=${!name}"
done

if [ ! -e "$WINEPREFIX/.nobox-ready" ]; then
  mkdir -p "$WINEPREFIX"
  # shellcheck disable=SC2016 # expanded by the inner shell, under the lock
  flock "$WINEPREFIX.lock" sh -c '[ -e "$WINEPREFIX/.nobox-ready" ] ||
    { "$0" wineboot --init >/dev/null 2>&1 && touch "$WINEPREFIX/.nobox-ready"; }' "$wine"
fi
# Wine's services, started by the first program a Wine server runs, inherit that program's output: started here
# with nothing attached, or whoever reads the first program's output (CTest, cmake's execute_process) waits for
# them to quit. A tenth of a second when they already run.
"$wine" wineboot </dev/null >/dev/null 2>&1
exec "$wine" "$@"
