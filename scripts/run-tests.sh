#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and runs every test from a fresh Debian 12 machine (installs what is missing first):
#   1. the engine and CLI without Qt, with clang 14 (proves the engine needs no Qt and builds with clang);
#   2. the full build with GCC 12, every test. Warnings are errors in both.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)

echo "== engine and CLI without Qt (clang)"
cmake --preset ci-engine-clang >/dev/null
cmake --build --preset ci-engine-clang -j "$jobs"
ctest --preset ci-engine-clang -j "$jobs"

echo "== full build (GCC), every test"
cmake --preset ci >/dev/null
cmake --build --preset ci -j "$jobs"
ctest --preset ci -j "$jobs"
