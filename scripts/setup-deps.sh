#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages NoBox needs, only those that are missing.
#   scripts/setup-deps.sh          everything (engine, CLI, desktop app, tests, screenshots, the Windows build)
#   scripts/setup-deps.sh engine   without Qt (engine, CLI and their tests, with libc++ as well)
#   scripts/setup-deps.sh fresh-debian   also debootstrap, for packaging/linux/try-on-fresh-debian.sh
#   scripts/setup-deps.sh windows-app    also what packaging/windows/build-on-linux.sh needs (Qt for MinGW built
#                                        from source, the NSIS installer, the installer tried under Wine + Xvfb)
# Installing needs root: run as root, or as a user with sudo. Without either it stops before doing anything
# and says what to run instead.
set -euo pipefail

# libgtest-dev also brings GoogleTest's sources (/usr/src/googletest), built with libc++ and with MinGW.
engine=(cmake make g++ clang libclang-rt-14-dev libc++-14-dev libc++abi-14-dev clang-format ccache nlohmann-json3-dev
  libgtest-dev libbenchmark-dev python3)
app=(qt6-base-dev qt6-svg-dev libqt6sql6-sqlite qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-qpa-plugins xvfb xauth fonts-noto-cjk)
# The .deb and its test (Package.Deb): dpkg-shlibdeps computes Depends (without dpkg-dev CPack silently writes
# none; without file it fails); the desktop entry and metainfo validators; lintian; Qt's own translations.
package=(dpkg-dev file desktop-file-utils appstream lintian qt6-translations-l10n)
# The engine, CLI and their tests for Windows: cross-built by MinGW-w64 (posix threads), run under Wine.
windows=(g++-mingw-w64-x86-64-posix wine64)
# The Windows app from Linux: Qt's build (ninja, tcl for SQLite's amalgamation), the installer (nsis), the package
# check (unzip) and the installer's trial (xdotool, ImageMagick, Wine's own fonts; Xvfb is above).
windows_app=(ninja-build tcl nsis unzip xdotool imagemagick fonts-wine)

wanted=("${engine[@]}")
[ "${1:-all}" = engine ] || wanted+=("${app[@]}" "${package[@]}" "${windows[@]}")
[ "${1:-all}" != fresh-debian ] || wanted+=(debootstrap xdotool imagemagick)
[ "${1:-all}" != windows-app ] || wanted+=("${windows_app[@]}")

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "setup-deps.sh: this script knows Debian 12 (dpkg and apt-get); install these by hand:" >&2
  echo "  ${wanted[*]}" >&2
  exit 1
fi

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    cat >&2 <<MESSAGE
setup-deps.sh: these packages are missing: ${missing[*]}
Installing them needs root, and this machine has no sudo. Run this script as root instead, for example:
  su -c '$0${1:+ $1}'
or install them yourself as root:
  su -c 'apt-get update && apt-get install -y --no-install-recommends ${missing[*]}'
then run this command again.
MESSAGE
    exit 1
  fi
  sudo_cmd=(sudo env DEBIAN_FRONTEND=noninteractive)
fi

echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
