#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The installers of this system from a Release build: configure, build, test, package (docs/packaging.md).
#   packaging/build-packages.sh [build dir]          default build/package; packages land in <build dir>/packages
#   Debian 12:  nobox_<version>_amd64.deb and nobox-<version>-linux-x86_64.tar.gz (installs what is missing first)
#   Windows:    NoBox-<version>-windows-x64.exe (NSIS) and .zip   (Git Bash, MSVC, Qt, NSIS on PATH)
#   macOS:      NoBox-<version>-macos.dmg (DragNDrop)
# Environment: NOBOX_CMAKE_ARGS (more configure arguments, e.g. a vcpkg toolchain), NOBOX_CTEST_EXCLUDE (a regular
# expression of tests to leave out, e.g. ones this system cannot run), NOBOX_SKIP_TESTS=1.
# The GitHub workflow (.github/workflows/build.yml) runs exactly this on Windows and macOS.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/package}
if [ "$(uname -s)" = Linux ] && command -v dpkg-query >/dev/null 2>&1; then
  scripts/setup-deps.sh
fi
jobs=$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)
if command -v ccache >/dev/null 2>&1; then
  export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
fi

# shellcheck disable=SC2086 # NOBOX_CMAKE_ARGS is a list of arguments
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DNOBOX_BUILD_TESTS=ON ${NOBOX_CMAKE_ARGS:-}
cmake --build "$build" --config Release --parallel "$jobs"
if [ "${NOBOX_SKIP_TESTS:-0}" != 1 ]; then
  ctest --test-dir "$build" -C Release --output-on-failure --parallel "$jobs" ${NOBOX_CTEST_EXCLUDE:+-E "$NOBOX_CTEST_EXCLUDE"}
fi
(cd "$build" && cpack -C Release)
echo "packages:"
find "$build/packages" -maxdepth 1 -type f \( -name '*.deb' -o -name '*.tar.gz' -o -name '*.exe' -o -name '*.zip' -o -name '*.dmg' \) -print
