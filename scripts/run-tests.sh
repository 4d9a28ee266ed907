#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and runs every test from a fresh Debian 12 machine (installs what is missing first):
#   1. the engine and CLI with clang 14 and libc++ (the standard library family of Apple's), under AddressSanitizer
#      + UndefinedBehaviorSanitizer (preset asan), without Qt: every engine, CLI and format test. A libstdc++-only
#      feature (std::jthread, ranges algorithms, <=> of std::array) fails here before a Mac build would;
#   2. Windows, one of:
#      - the whole Windows app (preset windows-app: nobox.exe, nobox-cli.exe, every test program) with Qt for MinGW,
#        every test under Wine; when that Qt is already built (packaging/windows/build-qt-mingw.sh, about two hours
#        once, never from here);
#      - otherwise the engine, CLI and their tests cross-built by MinGW-w64 and run under Wine (preset
#        windows-cross), and one line says how to have the whole app instead. The app's build holds every program
#        of this one, by the same compiler: both would build and run the engine's tests twice;
#   3. the full build with GCC 12 (preset ci): every test, the desktop app's included.
# Warnings are errors in all of them. ccache, when installed, keeps rebuilds short. Each stage says how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
if command -v ccache >/dev/null 2>&1; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache
fi

stage_name=""
stage_start=$SECONDS
stage() {
  [ -z "$stage_name" ] || echo "== $stage_name: $((SECONDS - stage_start)) s"
  stage_name=$1
  stage_start=$SECONDS
  [ -z "$stage_name" ] || echo "== $stage_name"
}

stage "engine and CLI, clang + libc++ + AddressSanitizer + UBSan, without Qt"
cmake --preset asan >/dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs"

wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
if NOBOX_QT_MINGW_PREFIX=$(packaging/windows/build-qt-mingw.sh --prefix); then
  export NOBOX_QT_MINGW_PREFIX
  stage "Windows: the whole app by MinGW-w64 with Qt for MinGW, every test under Wine"
  cmake --preset windows-app >/dev/null
  cmake --build --preset windows-app -j "$jobs"
  # The build's own Wine prefix (scripts/toolchains/wine-run.sh makes it), one Wine server kept for every test.
  export WINEPREFIX="$PWD/build/windows-app/wine"
  mkdir -p "$WINEPREFIX"
  "$wineserver" -p
  trap '"$wineserver" -k 2>/dev/null || true' EXIT
  ctest --preset windows-app -j "$jobs"
  "$wineserver" -k || true
  trap - EXIT
  unset WINEPREFIX
else
  echo "== Windows app: not built (no Qt for MinGW; build it once with packaging/windows/build-qt-mingw.sh, then run this again)"
  stage "Windows: engine, CLI and their tests by MinGW-w64, run under Wine"
  cmake --preset windows-cross >/dev/null
  cmake --build --preset windows-cross -j "$jobs"
  # The build's own Wine prefix (never the user's ~/.wine), made once before the tests (its first start takes
  # about 30 s), and one Wine server kept for all of them.
  export WINEDEBUG=-all WINEPREFIX="$PWD/build/windows-cross/wine" LC_ALL=C.UTF-8
  mkdir -p "$WINEPREFIX"
  "$wineserver" -p
  trap '"$wineserver" -k 2>/dev/null || true' EXIT
  "$wine" wineboot --init >"$WINEPREFIX.log" 2>&1 || { cat "$WINEPREFIX.log"; exit 1; }
  ctest --preset windows-cross -j "$jobs"
  "$wineserver" -k || true
  trap - EXIT
  unset WINEDEBUG WINEPREFIX LC_ALL
fi

stage "full build (GCC), every test"
cmake --preset ci >/dev/null
cmake --build --preset ci -j "$jobs"
ctest --preset ci -j "$jobs"
stage ""
