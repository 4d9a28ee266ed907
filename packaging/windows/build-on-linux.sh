#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Windows installer and portable zip, built and tried on Debian 12 (docs/packaging.md, "Windows from Linux"):
#   packaging/windows/build-on-linux.sh
# 1. Qt 6.4.2 for MinGW-w64 (build-qt-mingw.sh: about two hours the first time; skipped once the cache has it);
# 2. the whole app cross-built (preset windows-app): nobox.exe, nobox-cli.exe and every test program;
# 3. every test under Wine (NOBOX_SKIP_TESTS=1 leaves them out);
# 4. CPack's NSIS installer and ZIP into build/windows-app/packages/, the zip checked (check-package.sh);
# 5. the installer tried as a person would under Wine + Xvfb (try-installer.sh; NOBOX_SKIP_TRIAL=1 leaves it out),
#    its screenshots into NOBOX_SCREENSHOTS when set (e.g. docs/screenshots).
# What it needs is installed first when missing (scripts/setup-deps.sh windows-app).
set -euo pipefail
cd "$(dirname "$0")/../.."
if command -v dpkg-query >/dev/null 2>&1; then
  scripts/setup-deps.sh windows-app
fi
jobs=$(nproc 2>/dev/null || echo 2)
if command -v ccache >/dev/null 2>&1; then
  export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
fi
command -v makensis >/dev/null || { echo "build-on-linux: makensis is missing: apt-get install nsis" >&2; exit 1; }
say() { printf '\n== build-on-linux: %s (%s)\n' "$*" "$(date +%H:%M:%S)"; }
build=build/windows-app

say "Qt for MinGW-w64"
# Built (and checked under Wine) only when the cache has no finished one.
if ! NOBOX_QT_MINGW_PREFIX=$(packaging/windows/build-qt-mingw.sh --prefix); then
  packaging/windows/build-qt-mingw.sh
  NOBOX_QT_MINGW_PREFIX=$(packaging/windows/build-qt-mingw.sh --prefix)
fi
export NOBOX_QT_MINGW_PREFIX
echo "Qt for MinGW-w64: $NOBOX_QT_MINGW_PREFIX"

say "build (preset windows-app)"
start=$SECONDS
cmake --preset windows-app >/dev/null
cmake --build --preset windows-app -j "$jobs"
echo "built in $((SECONDS - start)) s"

wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
export WINEPREFIX=$PWD/$build/wine
if [ "${NOBOX_SKIP_TESTS:-0}" != 1 ]; then
  say "every test under Wine"
  mkdir -p "$WINEPREFIX"
  "$wineserver" -p # one Wine server for all of them
  ctest --preset windows-app -j "$jobs"
  "$wineserver" -k || true
fi

say "installer and zip (CPack NSIS + ZIP)"
rm -f "$build"/packages/NoBox-*
(cd "$build" && cpack -C Release)
installer=$(ls "$build"/packages/NoBox-*-windows-x64.exe)
zip=$(ls "$build"/packages/NoBox-*-windows-x64.zip)
ls -l "$installer" "$zip"
packaging/windows/check-package.sh "$zip"
unset WINEPREFIX

if [ "${NOBOX_SKIP_TRIAL:-0}" != 1 ]; then
  say "the installer tried under Wine + Xvfb"
  packaging/windows/try-installer.sh "$installer" ${NOBOX_SCREENSHOTS:+"$NOBOX_SCREENSHOTS"}
fi
say "done: $installer, $zip"
