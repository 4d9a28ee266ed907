#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and runs every test from a fresh Debian 12 machine (installs what is missing first):
#   1. the engine and CLI with clang 14 under AddressSanitizer + UndefinedBehaviorSanitizer (preset asan),
#      without Qt (which also proves the engine needs none): every engine, CLI and format test;
#   2. the full build with GCC 12 (preset ci): every test, the desktop app's included.
# Warnings are errors in both. ccache, when installed, keeps rebuilds short.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
if command -v ccache >/dev/null 2>&1; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache
fi

echo "== engine and CLI, clang + AddressSanitizer + UBSan, without Qt"
cmake --preset asan -DNOBOX_BUILD_APP=OFF >/dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs"

echo "== full build (GCC), every test"
cmake --preset ci >/dev/null
cmake --build --preset ci -j "$jobs"
ctest --preset ci -j "$jobs"
